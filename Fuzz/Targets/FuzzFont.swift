// FuzzFont: the TrueType/OpenType reader, `Layout.FontFace(trueTypeData:)`, with any bytes;
// when a face loads, a few metric lookups through it.
import Layout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for index in 0..<2 {
        guard let face = try? FontFace(trueTypeData: bytes, fontIndex: index) else { continue }
        _ = face.description
        _ = face.name
        _ = face.unitsPerEm
    }
    return 0
}
