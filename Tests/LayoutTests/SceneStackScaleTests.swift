import XCTest
import TestSupport
@testable import Cassowary
@testable import Layout

/// A vertical stack view of wrapping labels, made before the stack arranges them: each label's
/// baselines already mention its top when the stack ties that top below the label before, and
/// those rows were of a lower rank than the top above. Substituting the tie into them expanded
/// every top above (the solver alone took 3.5 s for the system of 1,000 labels, kiwi 4.4 s).
/// They now take new ranks first, and a stack's rows stay as short as a chain's (issue 34).
final class SceneStackScaleTests: XCTestCase {
    private func stack(_ count: Int) throws -> Scene {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 320)
        try scene.addView("s", kind: .stack(StackArrangement(axis: .vertical, spacing: 8)), parent: "root")
        _ = try scene.addVisualFormat("H:|-8-[s]-8-|")
        _ = try scene.addVisualFormat("V:|-8-[s]")
        for i in 0..<count {
            try scene.addView("k\(i)", kind: label("k\(i) of a stack of labels that wrap at this width", lines: 0), parent: "s")
        }
        try scene.arrange((0..<count).map { "k\($0)" }, in: "s")
        return scene.laidOut()
    }

    private func terms(_ scene: Scene) -> Int {
        var n = 0
        for solver in scene.solvers.values {
            for info in solver.core.tableau.symbols where info.isBasic { n += Int(info.rowCount) }
        }
        return n
    }

    func testTheTableauOfAStackOfLabelsGrowsWithTheStack() throws {
        let small = try stack(60), large = try stack(120)
        let ratio = Double(terms(large)) / Double(terms(small))
        XCTAssertLessThan(ratio, 2.3, "terms: \(terms(small)) for 60 labels, \(terms(large)) for 120")
        // Each label is placed 8 pt below the one before, whatever its height.
        for i in 1..<120 {
            let top = try large.frame(of: "k\(i)").y, above = try large.frame(of: "k\(i - 1)")
            XCTAssertEqual(top, above.y + above.height + 8, accuracy: 0.5, "k\(i)")
        }
    }
}
