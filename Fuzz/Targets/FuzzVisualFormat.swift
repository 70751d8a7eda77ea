// FuzzVisualFormat: the Visual Format Language parser and translator (`Layout.VisualFormat`)
// on any text, and, when it parses, `Scene.addVisualFormat` on a scene whose root `root`
// holds a plain view `a`, a label `b` and an image `c`, then the solved snapshot.
import Layout

let metrics: [String: Double] = ["m": 8, "w": 100, "p": 750, "big": 1e9, "neg": -20]
let variants: [VisualFormatOptions] = [
    VisualFormatOptions(),
    VisualFormatOptions(alignment: [.alignAllTop, .alignAllBottom], direction: .rightToLeft),
    VisualFormatOptions(alignment: [.alignAllLeading, .alignAllCenterX], direction: .leftToRight,
                        spacing: .baselineToBaseline, standardSpacing: 0, standardSuperviewSpacing: -1),
    VisualFormatOptions(alignment: [.alignAllFirstBaseline, .alignAllLastBaseline, .alignAllCenterY]),
]

func makeScene() -> Scene {
    let scene = Scene()
    try! scene.addView("root")
    try! scene.addView("a", parent: "root")
    try! scene.addView("b", kind: .label(Label(text: "Some text to wrap", lines: 0)), parent: "root")
    try! scene.addView("c", kind: .image(Size(width: 40, height: 30)), parent: "root")
    return scene
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let format = try? VisualFormat(parsing: text) else {
        // The one-pass parse-and-translate path reports errors in its own order.
        _ = try? VisualFormat.constraints(text, views: ["a", "b", "c"], metrics: metrics)
        return 0
    }
    _ = format.viewNames
    for options in variants {
        if let cs = try? format.constraints(views: ["a", "b", "c"], metrics: metrics, options: options) {
            for c in cs { _ = c.description }
        }
        _ = try? VisualFormat.constraints(text, views: ["a", "b", "c"], metrics: metrics, options: options)
    }
    let scene = makeScene()
    if (try? scene.addVisualFormat(text, metrics: metrics)) != nil {
        _ = try? scene.snapshot(of: "root")
    }
    return 0
}
