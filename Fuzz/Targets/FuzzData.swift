// FuzzData: TableSim's data-file reader, `RowParser.parse`, on any text, in each
// `DataFormat` (lines, csv, tsv, jsonl) and each `MalformedLinePolicy`.
import TableSim

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for format in DataFormat.allCases {
        for policy in MalformedLinePolicy.allCases {
            if let parsed = try? RowParser.parse(text, format: format, policy: policy, name: "fuzz") {
                for issue in parsed.issues { _ = String(describing: issue) }
                for row in parsed.rows.rows { for name in parsed.rows.fieldNames { _ = row.value(of: name) } }
            }
        }
    }
    return 0
}
