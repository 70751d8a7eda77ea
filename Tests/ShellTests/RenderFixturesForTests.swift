import Layout
import TestSupport
@testable import Shell

/// Scenes and drawings the renderers' tests draw.
enum RenderFixtures {
    /// The programmatic self-sizing cell: a label pinned 6 points inside a 320-point cell.
    static func programmaticCell(text: String = "This is some long text that should wrap across several lines of the cell.") throws -> LayoutSnapshot {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: .label(Label(text: text, lines: 0)), parent: "cell")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-|")
        try scene.setRootSize("cell", .width, 320)
        return try scene.laidOut().snapshot()
    }

    /// A card: a header flush with the card's top and sides holding an icon and a title,
    /// and a content label below.
    static let card = Drawing([
        .init("card", frame: Rect(x: 0, y: 0, width: 200, height: 100)),
        .init("header", parent: "card", frame: Rect(x: 0, y: 0, width: 200, height: 32)),
        .init("icon", parent: "header", kind: .image, frame: Rect(x: 8, y: 6, width: 20, height: 20)),
        .init("title", parent: "header", kind: .label, frame: Rect(x: 36, y: 6, width: 156, height: 20),
              textLines: ["Title"], lineHeight: 19.79),
        .init("content", parent: "card", kind: .label, frame: Rect(x: 8, y: 40, width: 184, height: 52),
              textLines: ["Two lines of text", "in the content."], lineHeight: 19.79),
    ])

    /// A quote cell with every mark: a label in a conflict, a hidden ambiguous author, an
    /// ambiguous tiny badge, a hairline and a collapsed view.
    static let quote = Drawing([
        .init("cell", frame: Rect(x: 0, y: 0, width: 320, height: 120)),
        .init("photo", parent: "cell", kind: .image, frame: Rect(x: 8, y: 8, width: 64, height: 64)),
        .init("quote", parent: "cell", kind: .label, frame: Rect(x: 80, y: 8, width: 232, height: 60),
              isInConflict: true, textLines: ["Simplicity is the", "ultimate sophistication."], lineHeight: 19.79),
        .init("author", parent: "cell", kind: .label, frame: Rect(x: 80, y: 76, width: 232, height: 20),
              isHidden: true, isAmbiguous: true, textLines: ["— Leonardo"], lineHeight: 19.79),
        .init("badge", parent: "cell", frame: Rect(x: 300, y: 100, width: 2, height: 2), isAmbiguous: true),
        .init("rule", parent: "cell", frame: Rect(x: 0, y: 119.5, width: 320, height: 0.5)),
        .init("extra", parent: "cell", kind: .label, frame: .zero, isCollapsed: true),
    ])

    /// Escapes shown as `⎋`, so goldens with colour can be read.
    static func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}", with: "⎋")
    }
}

extension RenderFixtures {
    /// A scene with every mark made the real way: a label whose width conflicts with its
    /// margins, a hidden label, two labels that share a row with equal hugging (ambiguous),
    /// and a collapsed image.
    static func markedScene() throws -> LayoutSnapshot {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: .label(Label(text: "Hello, world", lines: 0)), parent: "cell")
        try scene.addView("note", kind: .label(Label(text: "hidden note", lines: 1)), parent: "cell")
        try scene.addView("photo", kind: .image(Size(width: 40, height: 40)), parent: "cell")
        try scene.addView("a", kind: .label(Label(text: "Left", lines: 1)), parent: "cell")
        try scene.addView("b", kind: .label(Label(text: "Right", lines: 1)), parent: "cell")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("H:[body(400)]")
        try scene.addVisualFormat("H:|-6-[note]")
        try scene.addVisualFormat("H:|-[photo]")
        try scene.addVisualFormat("V:|-[photo]")
        try scene.addVisualFormat("H:|-6-[a]-8-[b]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-[note]-6-[a]-6-|")
        try scene.addVisualFormat("V:[note]-6-[b]")
        try scene.setRootSize("cell", .width, 320)
        try scene.setHidden("note", true)
        try scene.setCollapsed("photo", true)
        return try scene.laidOut().snapshot()
    }
}
