import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// Siblings side by side, each as wide as the first (`H:[eI-1][eI(==e1)]`, issue 34's "equal
/// widths" shape), cost what they hold: the rows the solver rewrites grow with the siblings.
final class SceneEqualWidthsTests: XCTestCase {
    /// `n` plain views filling a root 4·n wide, each as wide as the first; laid out.
    private func siblings(_ n: Int) throws -> Scene {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, Double(4 * n))
        try scene.setRootSize("root", .height, 40)
        for i in 1...n {
            try scene.addView("e\(i)", parent: "root")
            _ = try scene.addVisualFormat(i == 1 ? "H:|[e1]" : "H:[e\(i - 1)][e\(i)(==e1)]")
            _ = try scene.addVisualFormat("V:|[e\(i)]|")
        }
        _ = try scene.addVisualFormat("H:[e\(n)]|")
        return scene.laidOut()
    }

    /// Each `eI.width == e1.width` has no new variable to solve for (both widths are held by
    /// their `width >= 0`), and went in through phase one entering e1's slack, whose column
    /// holds every width before: twice the siblings rewrote four times the rows. Without the
    /// fix: 10,205 rows at 100 siblings, 40,405 at 200 (3.96×); with it 559 and 1,059.
    func testTheRowsRewrittenGrowWithTheSiblings() throws {
        let small = try siblings(100), large = try siblings(200)
        let a = small.solverStatistics.rowsRewritten, b = large.solverStatistics.rowsRewritten
        XCTAssertLessThan(Double(b) / Double(a), 2.5, "rows rewritten: \(a) for 100 siblings, \(b) for 200")
        for i in 1...200 {
            let frame = try large.frame(of: "e\(i)")
            XCTAssertEqual(frame.width, 4, accuracy: 1e-9, "e\(i)")
            XCTAssertEqual(frame.x, Double(4 * (i - 1)), accuracy: 1e-9, "e\(i)")
        }
    }
}
