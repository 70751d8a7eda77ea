import XCTest
@testable import Shell
import Layout

/// The terminal picture: boxes, names, labels' lines, scaling to the width.
final class RenderTerminalTests: XCTestCase {
    func testProgrammaticCellAt80Columns() throws {
        // 320 points across 80 columns: a column is 4 points, a row 8; each line sits on the
        // row that holds its middle.
        XCTAssertEqual(TerminalRenderer(width: 80).render(try RenderFixtures.programmaticCell()), """
        ┌cell──────────────────────────────────────────────────────────────────────────┐
        │ ┌body───────────────────────────────────────────────────────────────────────┐│
        │ │This is some long text that should                                         ││
        │ │wrap across several lines of the                                           ││
        │ │cell.                                                                      ││
        │ │                                                                           ││
        │ │                                                                           ││
        │ └───────────────────────────────────────────────────────────────────────────┘│
        └──────────────────────────────────────────────────────────────────────────────┘
        """)
    }

    func testProgrammaticCellAt40Columns() throws {
        // A column is 8 points and a row 16: the label's edges fall on the cell's, three
        // lines do not fit two rows, and the last shown ends in an ellipsis.
        XCTAssertEqual(TerminalRenderer(width: 40).render(try RenderFixtures.programmaticCell()), """
        ┌┌body────────────────────────────────┬┐
        ││This is some long text that should  ││
        ││wrap across several lines of the…   ││
        │└────────────────────────────────────┘│
        └──────────────────────────────────────┘
        """)
    }

    func testNestedViewsJoinWhereEdgesCoincideAt80Columns() {
        // The header is flush with the card's top and sides: its edges (and name) win, and
        // its bottom edge meets the card's sides as ├ ┤.
        XCTAssertEqual(TerminalRenderer(width: 80).render(RenderFixtures.card), """
        ┌header────────────────────────────────────────────────────────────────────────┐
        │  ┌icon──┐   ┌title────────────────────────────────────────────────────────┐  │
        │  │░░░░░░│   │                                                             │  │
        │  │░░░░░░│   │Title                                                        │  │
        │  └──────┘   └─────────────────────────────────────────────────────────────┘  │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │                                                                              │
        │                                                                              │
        │  ┌content─────────────────────────────────────────────────────────────────┐  │
        │  │                                                                        │  │
        │  │                                                                        │  │
        │  │Two lines of text                                                       │  │
        │  │in the content.                                                         │  │
        │  │                                                                        │  │
        │  │                                                                        │  │
        │  │                                                                        │  │
        │  │                                                                        │  │
        │  └────────────────────────────────────────────────────────────────────────┘  │
        │                                                                              │
        └──────────────────────────────────────────────────────────────────────────────┘
        """)
    }

    func testNestedViewsAt40Columns() {
        // Two-row labels show their first line in their bottom edge; a name too long for its
        // edge is cut with an ellipsis.
        XCTAssertEqual(TerminalRenderer(width: 40).render(RenderFixtures.card), """
        ┌header────────────────────────────────┐
        │ ┌i…┐ ┌title────────────────────────┐ │
        ├─┴──┴─┴Title────────────────────────┴─┤
        │                                      │
        │ ┌content───────────────────────────┐ │
        │ │Two lines of text                 │ │
        │ │in the content.                   │ │
        │ │                                  │ │
        │ └──────────────────────────────────┘ │
        └──────────────────────────────────────┘
        """)
    }

    func testSiblingsThatTouchSitInNeighbouringColumns() {
        let drawing = Drawing([
            .init("row", frame: Rect(x: 0, y: 0, width: 40, height: 8)),
            .init("a", parent: "row", frame: Rect(x: 0, y: 0, width: 20, height: 8)),
            .init("b", parent: "row", frame: Rect(x: 20, y: 0, width: 20, height: 8)),
        ])
        XCTAssertEqual(TerminalRenderer(width: 80).render(drawing), """
        ┌a─────────────────┬┬b─────────────────┐
        │                  ││                  │
        │                  ││                  │
        └──────────────────┴┴──────────────────┘
        """)
    }

    func testSmallTreesAreNotMagnified() {
        // One column a point at most, and a row of two points: 20 × 10 points is 20 × 5.
        let drawing = Drawing([.init("box", frame: Rect(x: 0, y: 0, width: 20, height: 10))])
        XCTAssertEqual(TerminalRenderer(width: 80).render(drawing), """
        ┌box───────────────┐
        │                  │
        │                  │
        │                  │
        └──────────────────┘
        """)
    }

    func testWideTreesShrinkToTheWidthKeepingTheAspect() {
        // 640 × 80 points at 80 columns: 8 points a column, 16 a row, so 80 × 5 cells.
        let drawing = Drawing([.init("wide", frame: Rect(x: 0, y: 0, width: 640, height: 80))])
        XCTAssertEqual(TerminalRenderer(width: 80).render(drawing), """
        ┌wide──────────────────────────────────────────────────────────────────────────┐
        │                                                                              │
        │                                                                              │
        │                                                                              │
        └──────────────────────────────────────────────────────────────────────────────┘
        """)
        let lines = TerminalRenderer(width: 40).render(drawing).split(separator: "\n")
        XCTAssertEqual(lines.map { TerminalText.width(of: String($0)) }, [40, 40, 40])
    }

    func testTinyViewsStillShow() {
        // A view with no size is a dot; a hairline is its name and a line; a thin pole is a
        // dot with a line down; a name longer than its view is cut.
        let drawing = Drawing([
            .init("r", frame: Rect(x: 0, y: 0, width: 40, height: 20)),
            .init("dot", parent: "r", frame: Rect(x: 10, y: 10, width: 0, height: 0)),
            .init("hair", parent: "r", frame: Rect(x: 4, y: 16, width: 32, height: 0.5)),
            .init("pole", parent: "r", frame: Rect(x: 30, y: 2, width: 0.5, height: 12)),
            .init("verylongname", parent: "r", frame: Rect(x: 4, y: 3, width: 5, height: 1)),
        ])
        XCTAssertEqual(TerminalRenderer(width: 80).render(drawing), """
        ┌r─────────────────────────────────────┐
        │   very…                     ·        │
        │                             │        │
        │                             │        │
        │                             │        │
        │         ·                   │        │
        │                             │        │
        │                                      │
        │   hair────────────────────────────   │
        └──────────────────────────────────────┘
        """)
    }

    func testSeveralRootsStackAtOneScale() {
        // The widest tree sets the scale, so the smaller root is drawn at half its width.
        let drawing = Drawing([
            .init("big", frame: Rect(x: 0, y: 0, width: 160, height: 32)),
            .init("small", frame: Rect(x: 0, y: 0, width: 80, height: 32)),
        ])
        XCTAssertEqual(TerminalRenderer(width: 40).render(drawing), """
        ┌big───────────────────────────────────┐
        │                                      │
        │                                      │
        └──────────────────────────────────────┘

        ┌small─────────────┐
        │                  │
        │                  │
        └──────────────────┘
        """)
    }

    func testWideCharactersTakeTwoColumnsAndAreNotSplit() {
        let drawing = Drawing([.init("jp", kind: .label, frame: Rect(x: 0, y: 0, width: 12, height: 6),
                                     textLines: ["日本語のテキスト", "a日b"], lineHeight: 2)])
        XCTAssertEqual(TerminalRenderer(width: 80).render(drawing), """
        ┌jp────────┐
        │日本語の… │
        └──────────┘
        """)
    }

    func testTallTreesAreCutWithANote() {
        let drawing = Drawing([.init("tall", frame: Rect(x: 0, y: 0, width: 20, height: 40))])
        XCTAssertEqual(TerminalRenderer(width: 20, maxRows: 3).render(drawing), """
        ┌tall──────────────┐
        │                  │
        │                  │
        ⋮ (cut at 3 of 20 rows)
        """)
    }

    func testLabelLinesAreClippedToTheBox() {
        let drawing = Drawing([.init("l", kind: .label, frame: Rect(x: 0, y: 0, width: 10, height: 8),
                                     textLines: ["a line far too long", "b"], lineHeight: 4)])
        XCTAssertEqual(TerminalRenderer(width: 80).render(drawing), """
        ┌l───────┐
        │a line …│
        │b       │
        └────────┘
        """)
    }

    func testSameSnapshotTwiceGivesTheSameText() throws {
        let snapshot = try RenderFixtures.programmaticCell()
        for renderer in [TerminalRenderer(width: 80), TerminalRenderer(width: 40, colour: true)] {
            XCTAssertEqual(renderer.render(snapshot), renderer.render(snapshot))
            XCTAssertEqual(renderer.render(snapshot), renderer.render(Drawing(snapshot)))
        }
        XCTAssertEqual(TerminalRenderer().render(RenderFixtures.quote), TerminalRenderer().render(RenderFixtures.quote))
    }

    func testNothingToDrawIsEmpty() {
        XCTAssertEqual(TerminalRenderer().render(Drawing([])), "")
        XCTAssertEqual(TerminalRenderer(width: 0).render(Drawing([.init("v", frame: Rect(x: 0, y: 0, width: 4, height: 4))])), "·")
    }

    func testBrokenFramesStillDraw() {
        let drawing = Drawing([
            .init("r", frame: Rect(x: 0, y: 0, width: 20, height: 8)),
            .init("nan", parent: "r", frame: Rect(x: .nan, y: 0, width: 4, height: .infinity)),
            .init("negative", parent: "r", frame: Rect(x: 18, y: 6, width: -16, height: -4)),
        ])
        XCTAssertFalse(TerminalRenderer(width: 20).render(drawing).isEmpty)
    }
}
