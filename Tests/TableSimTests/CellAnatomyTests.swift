import Layout
import TableSim
import XCTest

/// The table cell's anatomy (issue 19, item 4): the separator is a hairline, one pixel of the
/// screen the cells were made for; a stack view in a cell is sized like any other view.
final class CellAnatomyTests: XCTestCase {
    /// An image 64 tall with required 8 pt margins (80), at `scale`.
    private func tall(scale: Double) throws -> CellTemplate {
        let scene = Scene()
        try scene.setScale(scale)
        try scene.addView("tall")
        try scene.addView("icon", kind: .image(Size(width: 64, height: 64)), parent: "tall")
        try scene.addVisualFormat("H:|-8-[icon]")
        try scene.addVisualFormat("V:|-8-[icon(64)]-8-|")
        return try CellTemplate(recipe: CellRecipe.capture(root: "tall", from: scene), reuseIdentifier: "Tall")
    }

    /// 80 + 1, 80 + 0.5, 80 + 1/3: a row is its cell and one pixel of separator.
    func testTheSeparatorIsOnePixel() throws {
        for (scale, separator) in [(1.0, 1.0), (2.0, 0.5), (3.0, 1.0 / 3)] {
            let table = try Fixtures.table(try tall(scale: scale), rows: Fixtures.sentences(10), sizing: .selfSizing(.constant(44)))
            XCTAssertEqual(table.separatorHeight, separator, accuracy: 1e-12)
            table.reload()
            XCTAssertEqual(table.contentHeight, 10 * (80 + separator), accuracy: 1e-9, "scale \(scale)")
        }
    }

    /// A height set by hand stays, whatever the scale; `nil` goes back to one pixel.
    func testASeparatorSetByHandStays() throws {
        let table = try Fixtures.table(try tall(scale: 2), rows: Fixtures.sentences(4), sizing: .selfSizing(.constant(44)))
        table.setSeparatorHeight(1)
        XCTAssertEqual(table.contentHeight, 4 * 81, accuracy: 1e-9)
        table.setSeparatorHeight(nil)
        XCTAssertEqual(table.separatorHeight, 0.5)
        XCTAssertEqual(table.contentHeight, 4 * 80.5, accuracy: 1e-9)
    }

    /// A vertical stack in the cell, 11 and 16 in (a content view's margins): every row's height
    /// is what a fresh layout of that row gives, and at least the two labels' heights.
    func testAStackCellIsSizedAndVerified() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("content", kind: .stack(StackArrangement(axis: .vertical, spacing: 4)), parent: "cell")
        try scene.addView("title", kind: .label(Label(text: "", font: .textStyle(.headline))), parent: "content")
        try scene.addView("body", kind: .label(Label(text: "", lines: 0)), parent: "content")
        try scene.arrange(["title", "body"], in: "content")
        try scene.setLayoutMargins("cell", DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        try scene.addVisualFormat("H:|-[content]-|")
        try scene.addVisualFormat("V:|-[content]-|")
        let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), reuseIdentifier: "Msg",
                                        bindings: [Binding.field("title", .text, "username"), Binding.field("body", .text, "text")])
        let table = try Fixtures.table(template, rows: GeneratedRows(.messages, count: 60, seed: 3), sizing: .prototype)
        table.reload()
        let report = table.verify(rows: 0..<60)
        XCTAssertEqual(report.rows.count, 60)
        XCTAssertTrue(report.rows.allSatisfy { !$0.differs }, "\(report.rows.filter(\.differs).prefix(3))")
        XCTAssertGreaterThan(table.contentHeight, 60 * (22 + 4 + 20 + 1))
    }

    /// An accessory 40 wide beside a 320-wide row leaves the content view 280: every row is as
    /// tall as in a table 280 wide without one.
    func testAnAccessoryNarrowsTheContentView() throws {
        let plain = try Fixtures.textTemplate()
        let beside = try CellTemplate(recipe: plain.recipe, reuseIdentifier: "Text", bindings: plain.bindings, accessoryWidth: 40)
        let rows = Fixtures.sentences(40)
        let withAccessory = try Fixtures.table(beside, rows: rows, sizing: .prototype, width: 320)
        let narrower = try Fixtures.table(plain, rows: rows, sizing: .prototype, width: 280)
        let wide = try Fixtures.table(plain, rows: rows, sizing: .prototype, width: 320)
        for t in [withAccessory, narrower, wide] { t.reload() }
        XCTAssertEqual(withAccessory.contentHeight, narrower.contentHeight)
        XCTAssertGreaterThan(withAccessory.contentHeight, wide.contentHeight)
        XCTAssertThrowsError(try CellTemplate(recipe: plain.recipe, accessoryWidth: -1))
    }
}
