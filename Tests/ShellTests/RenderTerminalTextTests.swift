import Shell
import XCTest

/// What a drawing must not lose: a short label's text, the lines of a wrapped label (one a
/// row, no blank rows between them), and a view 0 pt wide told apart from a box's edge.
final class RenderTerminalTextTests: XCTestCase {
    private let scene = ["view cell width=320", "label a in cell \"Ada\" font=headline", "label b in cell \"09:01\" font=caption1",
                         "label body in cell \"This is some long text that should wrap across several lines of the cell.\" lines=0",
                         "H:|-8-[a]-(>=8)-[b]-8-|", "H:|-8-[body]-8-|", "V:|-8-[a]-4-[body]-8-|", "b.firstBaseline == a.firstBaseline"]

    func testShortLabelsKeepTheirTextAndWrappedLinesFollowEachOther() {
        let w = workspace(scene)
        XCTAssertEqual(w.run("draw --width 40").output, """
        ┌cell──────────────────────────────────┐
        │Ada──                             09:…│
        │┌body────────────────────────────────┐│
        ││This is some long text that should  ││
        ││wrap across several lines of the…   ││
        └┴────────────────────────────────────┴┘
        """)
        XCTAssertEqual(w.run("draw --width 60").output, """
        ┌cell──────────────────────────────────────────────────────┐
        │ ┌a───┐                                            ┌b────┐│
        │ └Ada─┘                                            └09:01┘│
        │ ┌body───────────────────────────────────────────────────┐│
        │ │This is some long text that should                     ││
        │ │wrap across several lines of the                       ││
        │ │cell.                                                  ││
        │ │                                                       ││
        └─┴───────────────────────────────────────────────────────┴┘
        """)
    }

    func testAViewZeroWideIsDotted() {
        let w = workspace(["view c width=100 height=60", "view z in c", "H:|-40-[z(0)]", "V:|-5-[z]-5-|"])
        let rows = w.run("draw --width 30").output.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows[1], "│           ·                │")
        XCTAssertTrue(rows[2...7].allSatisfy { $0 == "│           ┆                │" }, "\(rows)")
    }
}
