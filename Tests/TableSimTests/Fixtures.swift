import Layout
import TableSim
import XCTest

/// Cells the tests use, built the way the shell builds them: views and constraints in a
/// scene, captured as a recipe.
enum Fixtures {
    /// `cell` with a wrapping `body` label 6 pt inside it: the programmatic VFL example.
    static func textTemplate(reuse: String = "Text", font: FontDescriptor = .default) throws -> CellTemplate {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: .label(Label(text: "", font: font, lines: 0)), parent: "cell")
        try scene.addVisualFormat("H:|-6-[body]-6-|")
        try scene.addVisualFormat("V:|-6-[body]-6-|")
        return try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), reuseIdentifier: reuse,
                                bindings: [Binding.field("body", .text, "text")])
    }

    /// A chat message: name and time on a line, the text under them, and a photo under that
    /// which collapses when the row has no media.
    static func messageTemplate(reuse: String = "Message", rule: RowRule? = nil) throws -> CellTemplate {
        let scene = Scene()
        try scene.addView("msg")
        try scene.addView("name", kind: .label(Label(text: "", font: .textStyle(.headline))), parent: "msg")
        try scene.addView("time", kind: .label(Label(text: "", font: .textStyle(.caption1))), parent: "msg")
        try scene.addView("text", kind: .label(Label(text: "", lines: 0)), parent: "msg")
        try scene.addView("photo", kind: .image(Size(width: 200, height: 150)), parent: "msg")
        try scene.addVisualFormat("H:|-12-[name]-(>=8)-[time]-12-|")
        try scene.addVisualFormat("H:|-12-[text]-12-|")
        try scene.addVisualFormat("H:|-12-[photo]")
        try scene.addVisualFormat("V:|-8-[name]-4-[text]-8-[photo]-8-|")
        try scene.addConstraint(ConstraintSpec(Anchor("time", .firstBaseline), .equal, Anchor("name", .firstBaseline)))
        return try CellTemplate(
            recipe: CellRecipe.capture(root: "msg", from: scene), reuseIdentifier: reuse,
            bindings: [Binding.field("name", .text, "username"), Binding.field("time", .text, "timestamp"),
                       Binding.field("text", .text, "text"), Binding.field("photo", .collapsed, "hasMedia", negated: true),
                       Binding.field("photo", .size, "media")],
            rule: rule)
    }

    /// An image 64 pt high with required 8 pt margins: 80 pt at least, whatever the row says.
    static func tallTemplate() throws -> CellTemplate {
        let scene = Scene()
        try scene.addView("tall")
        try scene.addView("icon", kind: .image(Size(width: 64, height: 64)), parent: "tall")
        try scene.addVisualFormat("H:|-8-[icon]")
        try scene.addVisualFormat("V:|-8-[icon(64)]-8-|")
        return try CellTemplate(recipe: CellRecipe.capture(root: "tall", from: scene), reuseIdentifier: "Tall")
    }

    static func sentences(_ n: Int, seed: UInt64 = 7) -> GeneratedRows { GeneratedRows(.sentences, count: n, seed: seed) }

    static func table(_ template: CellTemplate, rows: any RowSource, sizing: SizingStrategy,
                      width: Double = 320, height: Double = 568) throws -> TableView {
        let table = TableView(viewport: Size(width: width, height: height))
        try table.register(template)
        table.setData(rows)
        table.sizing = sizing
        return table
    }
}
