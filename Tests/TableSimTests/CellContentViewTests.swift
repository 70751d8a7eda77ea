import Layout
@testable import TableSim
import XCTest

/// A template of the whole cell (issue 19, item 4): the cell, its content view, views put in
/// the cell beside the content view and constraints to the cell instead of the content view,
/// which hold against the cell's frame and do not size the row, as in UIKit; and UIKit's
/// fallback to the standard 44-point row when nothing decides the content view's height
/// ("constraints ambiguously suggest a height of zero for a tableview cell's content view.
/// We're considering the collapse unintentional and using standard height instead.").
final class CellContentViewTests: XCTestCase {
    private let body = Binding.field("body", .text, "text")

    /// A multi-line label pinned to the margins of the view that holds it: the content view
    /// itself as the root, or a content view `content` inside a cell `cell`.
    private func labelCell(wholeCell: Bool) throws -> CellTemplate {
        let scene = Scene()
        try scene.addView("cell")
        let holder = wholeCell ? "content" : "cell"
        if wholeCell { try scene.addView("content", parent: "cell") }
        try scene.addView("body", kind: .label(Label(text: "", lines: 0)), parent: holder)
        try scene.addVisualFormat("H:|-[body]-|")
        try scene.addVisualFormat("V:|-[body]-|")
        return try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), reuseIdentifier: "Body",
                                bindings: [body], contentView: wholeCell ? "content" : nil)
    }

    private func rowHeights(_ table: TableView) -> [Double] { (0..<table.records.count).map { table.records.height(of: $0) } }

    /// A scene with a cell `cell` and its content view `content`, nothing in them yet.
    private func cellAndContent() throws -> Scene {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("content", parent: "cell")
        return scene
    }

    /// The same views in a content view inside a cell are sized exactly as with the content
    /// view as the root, and every row is what a fresh layout gives.
    func testAWholeCellIsSizedAsItsContentView() throws {
        let rows = Fixtures.sentences(80, seed: 5)
        let plain = try Fixtures.table(try labelCell(wholeCell: false), rows: rows, sizing: .prototype)
        let whole = try Fixtures.table(try labelCell(wholeCell: true), rows: rows, sizing: .prototype)
        plain.reload()
        whole.reload()
        XCTAssertEqual(rowHeights(whole), rowHeights(plain))
        XCTAssertTrue(whole.verify(rows: 0..<80).rows.allSatisfy { !$0.differs })
        XCTAssertGreaterThan(Set(rowHeights(whole)).count, 3, "the sentences give rows of several heights")
        // The cell is the table's width and its row's height; the content view is one pixel shorter.
        whole.scroll(to: 0)
        let shown = try XCTUnwrap(whole.cellSnapshot(row: 0))
        let cell = try XCTUnwrap(shown.views.first { $0.name == "cell" }), content = try XCTUnwrap(shown.views.first { $0.name == "content" })
        XCTAssertEqual(cell.frame, Rect(x: 0, y: 0, width: 320, height: whole.records.height(of: 0)))
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 320, height: whole.records.height(of: 0) - 1))
    }

    /// A label tied to the cell's edges instead of the content view's: the content view's
    /// height is free, so every row is UIKit's standard 44 and the label gets what the cell's
    /// frame leaves it (44 − 16 = 28: one line of a long text, truncated).
    func testConstraintsToTheCellDoNotSizeTheRow() throws {
        let scene = try cellAndContent()
        try scene.addView("body", kind: .label(Label(text: "", lines: 0)), parent: "content")
        try scene.addConstraint(ConstraintSpec(Anchor("body", .leading), .equal, Anchor("cell", .leading), constant: 16))
        try scene.addConstraint(ConstraintSpec(Anchor("cell", .trailing), .equal, Anchor("body", .trailing), constant: 16))
        try scene.addConstraint(ConstraintSpec(Anchor("body", .top), .equal, Anchor("cell", .top), constant: 8))
        try scene.addConstraint(ConstraintSpec(Anchor("cell", .bottom), .equal, Anchor("body", .bottom), constant: 8))
        let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), bindings: [body], contentView: "content")
        let table = try Fixtures.table(template, rows: Fixtures.sentences(30, seed: 5), sizing: .selfSizing(.constant(44)))
        XCTAssertTrue(try table.register(template).heightIsFree)
        table.reload()
        XCTAssertEqual(Set(rowHeights(table)), [44])
        XCTAssertTrue(Self.undecided(table.verify(rows: 0..<30)))
        let shown = try XCTUnwrap(table.cellSnapshot(row: 0))
        let label = try XCTUnwrap(shown.views.first { $0.name == "body" })
        XCTAssertEqual(label.frame, Rect(x: 16, y: 8, width: 288, height: 28))
        XCTAssertEqual(label.textLines.count, 1)
        XCTAssertTrue(label.textLines[0].hasSuffix("…"), "\(label.textLines)")
    }

    /// A view added to the cell beside its content view: laid out in the cell's frame, no
    /// part of the row's height (the content view is empty: the standard 44 again).
    func testAViewBesideTheContentViewDoesNotSizeTheRow() throws {
        let scene = try cellAndContent()
        try scene.addView("badge", kind: .image(Size(width: 20, height: 90)), parent: "cell")
        try scene.addVisualFormat("H:[badge]-|")
        try scene.addVisualFormat("V:|-[badge]-|")
        let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), contentView: "content")
        let table = try Fixtures.table(template, rows: Fixtures.sentences(5), sizing: .selfSizing(.constant(44)))
        table.reload()
        XCTAssertEqual(Set(rowHeights(table)), [44])
        table.scroll(to: 0)
        let shown = try XCTUnwrap(table.cellSnapshot(row: 0))
        // Its required height (90) cannot hold in a 44-point cell: UIKit's conflict, and the
        // badge squeezed into what the margins leave.
        XCTAssertEqual(shown.views.first { $0.name == "cell" }?.frame.height, 44)
        XCTAssertTrue(Self.undecided(table.verify(rows: 0..<5)))
    }

    /// rdar://42808310: constraints to the cell's own margins guide "fail to specify a height"
    /// and the cells "all use a standard fixed height".
    func testTheCellsMarginsGuideIsTheCells() throws {
        let scene = try cellAndContent()
        try scene.addView("body", kind: .label(Label(text: "", lines: 0)), parent: "content")
        try scene.addConstraint(ConstraintSpec(Anchor("body", .leading), .equal, Anchor("cell.margins", .leading)))
        try scene.addConstraint(ConstraintSpec(Anchor("cell.margins", .trailing), .equal, Anchor("body", .trailing)))
        try scene.addConstraint(ConstraintSpec(Anchor("body", .top), .equal, Anchor("cell.margins", .top)))
        try scene.addConstraint(ConstraintSpec(Anchor("cell.margins", .bottom), .equal, Anchor("body", .bottom)))
        let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), bindings: [body], contentView: "content")
        let table = try Fixtures.table(template, rows: Fixtures.sentences(12), sizing: .selfSizing(.constant(44)))
        XCTAssertTrue(try table.register(template).heightIsFree)
        table.reload()
        XCTAssertEqual(Set(rowHeights(table)), [44])
        // Tied to the content view's margins instead, the rows size themselves.
        let fixed = try cellAndContent()
        try fixed.addView("body", kind: .label(Label(text: "", lines: 0)), parent: "content")
        try fixed.addVisualFormat("H:|-[body]-|")
        try fixed.addVisualFormat("V:|-[body]-|")
        let sized = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: fixed), bindings: [body], contentView: "content")
        XCTAssertFalse(try table.register(sized).heightIsFree)
        table.reload()
        XCTAssertGreaterThan(Set(rowHeights(table)).count, 1)
    }

    /// The content view as the root with nothing tying its top to its bottom: a self-sizing
    /// table gives UIKit's standard row, not a row of zero (Trellis gave 0 + the separator
    /// before issue 19); a prototype cell's fitting size is 0 (``testAPrototypeCellOfNoHeightFitsToZero``). (Pinned to its
    /// margins guide instead, the guide's height of at least 0 makes it 16: not ambiguous.)
    func testAContentViewWithNoHeightGetsTheStandardRow() throws {
        for scale in [1.0, 2.0, 3.0] {
            let scene = Scene()
            try scene.setScale(scale)
            try scene.addView("cell")
            try scene.addView("body", kind: .label(Label(text: "", lines: 0)), parent: "cell")
            try scene.addVisualFormat("H:|-[body]-|")
            try scene.addVisualFormat("V:|-8-[body]")
            let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), bindings: [body])
            let table = try Fixtures.table(template, rows: Fixtures.sentences(6), sizing: .selfSizing(.constant(44)))
            table.reload()
            XCTAssertEqual(Set(rowHeights(table)), [44], "scale \(scale)")
            let shown = try XCTUnwrap(table.cellSnapshot(row: 0))
            XCTAssertEqual(shown.views.first { $0.name == "cell" }?.frame.height ?? 0, 44 - 1 / scale, accuracy: 1e-9)
            XCTAssertTrue(Self.undecided(table.verify(rows: 0..<6)))
            // A separator set by hand: the row stays 44.
            table.setSeparatorHeight(2)
            XCTAssertEqual(Set(rowHeights(table)), [44])
            XCTAssertTrue(Self.undecided(table.verify(rows: 0..<6)))
        }
    }

    /// A content view that is meant to be 0 tall (a view of height 0 pinned top and bottom) is
    /// not ambiguous: the row is the separator alone.
    func testAZeroThatConstraintsDecideStays() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("line", parent: "cell")
        try scene.addVisualFormat("H:|[line]|")
        try scene.addVisualFormat("V:|[line(0)]|")
        let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene))
        let table = try Fixtures.table(template, rows: Fixtures.sentences(3), sizing: .prototype)
        XCTAssertFalse(try table.register(template).heightIsFree)
        table.reload()
        XCTAssertEqual(Set(rowHeights(table)), [1])
        XCTAssertTrue(table.verify(rows: 0..<3).rows.allSatisfy { !$0.differs })
    }

    /// Found by review: a content view that preserves the cell's margins grew without end while
    /// the cell was 44 tall (the content view sticking out made its bottom margin grow). It sits
    /// flush in the cell: its margins are the cell's 8, and the row 8 + 40 + 8 + 1.
    func testAContentViewThatPreservesTheCellsMargins() throws {
        let scene = try cellAndContent()
        try scene.addView("box", parent: "content")
        try scene.addConstraint(ConstraintSpec(Anchor("box", .height), .equal, constant: 40))
        try scene.addVisualFormat("H:|-[box]-|")
        try scene.addVisualFormat("V:|-[box]-|")
        try scene.setPreservesSuperviewLayoutMargins("content", true)
        let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), contentView: "content")
        let table = try Fixtures.table(template, rows: Fixtures.sentences(3), sizing: .selfSizing(.constant(44)))
        table.reload()
        XCTAssertEqual(Set(rowHeights(table)), [57])
        XCTAssertTrue(table.verify(rows: 0..<3).rows.allSatisfy { !$0.differs })
    }

    func testTheContentViewIsAPlainViewDirectlyInTheCell() throws {
        let scene = try cellAndContent()
        try scene.addView("inner", parent: "content")
        try scene.addView("title", kind: .label(Label(text: "x")), parent: "cell")
        let recipe = try CellRecipe.capture(root: "cell", from: scene)
        XCTAssertThrowsError(try CellTemplate(recipe: recipe, contentView: "inner")) {
            XCTAssertEqual($0 as? TemplateError, .notAContentView("inner", root: "cell"))
        }
        XCTAssertThrowsError(try CellTemplate(recipe: recipe, contentView: "title")) {
            XCTAssertEqual($0 as? TemplateError, .contentViewKind("title", kind: "label"))
        }
        XCTAssertThrowsError(try CellTemplate(recipe: recipe, contentView: "nothing")) {
            XCTAssertEqual($0 as? TemplateError, .unknownView("nothing"))
        }
        XCTAssertThrowsError(try CellTemplate(recipe: recipe, contentView: "cell")) {
            XCTAssertEqual($0 as? TemplateError, .notAContentView("cell", root: "cell"))
        }
    }

    /// RZCellSizeManager's users: "The size manager returns 0.0 for all my cells". An app that
    /// returns `systemLayoutSizeFitting` from `heightForRowAt` gets the fitting size, 0, where
    /// nothing ties the content view's top to its bottom: the row is the separator alone, and
    /// a fresh layout's fitting size says the same. Tied to the bottom, the rows size.
    func testAPrototypeCellOfNoHeightFitsToZero() throws {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("body", kind: .label(Label(text: "", lines: 0)), parent: "cell")
        try scene.addVisualFormat("H:|-[body]-|")
        try scene.addVisualFormat("V:|-8-[body]")
        let template = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), bindings: [body])
        for sizing: SizingStrategy in [.prototype, .cached, .estimated(.constant(44), cached: false)] {
            let table = try Fixtures.table(template, rows: Fixtures.sentences(6), sizing: sizing)
            table.reload()
            if !sizing.usesEstimates { XCTAssertEqual(Set(rowHeights(table)), [1], "\(sizing)") }
            table.scroll(to: 0)
            // Every row sized agrees with a fresh layout's fitting size (rows still at their
            // estimate say so, and are not sized).
            for row in table.verify(rows: 0..<6).rows {
                if case .estimate? = row.reason { continue }
                XCTAssertEqual(row.reason, .heightNotDecided, "\(sizing): row \(row.row)")
                XCTAssertEqual(row.fresh, row.table, "\(sizing): row \(row.row)")
            }
            XCTAssertTrue(table.visibleRows.allSatisfy { $0.height == 1 }, "\(sizing): \(table.visibleRows.map(\.height))")
        }
        try scene.addVisualFormat("V:[body]-8-|")
        let tied = try CellTemplate(recipe: CellRecipe.capture(root: "cell", from: scene), bindings: [body])
        let table = try Fixtures.table(tied, rows: Fixtures.sentences(6), sizing: .prototype)
        table.reload()
        XCTAssertFalse(rowHeights(table).contains(1))
        XCTAssertTrue(table.verify(rows: 0..<6).differing.isEmpty)
    }

    /// Every row said to have no height a layout decides, and the table's the fresh one's.
    static func undecided(_ v: TableVerification) -> Bool {
        v.rows.allSatisfy { $0.reason == .heightNotDecided && $0.fresh == $0.table }
    }
}
