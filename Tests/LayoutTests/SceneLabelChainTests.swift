import XCTest
import TestSupport
@testable import Cassowary
@testable import Layout

/// repro/turn3/14: a chain of wrapping labels, each pinned below the one before, cost the
/// square of its length (2,000 labels: 14.8 s and 833 MB), because each link was expanded
/// through the chain above it. The solver's tableau now grows with the chain, as an image
/// chain's does.
final class SceneLabelChainTests: XCTestCase {
    /// The scene of the repro: `label kI in root "kI" lines=0`, `kI.top == kI-1.bottom + 1`,
    /// `H:|-[kI]-|`, in a root 320 wide; laid out.
    private func chain(_ count: Int) throws -> Scene {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 320)
        for i in 0..<count {
            try scene.addView("k\(i)", kind: label("k\(i) of a chain that wraps", lines: 0), parent: "root")
            let above = i == 0 ? Anchor("root", .top) : Anchor("k\(i - 1)", .bottom)
            try scene.addConstraint(ConstraintSpec(Anchor("k\(i)", .top), .equal, above, constant: 1))
            try scene.addVisualFormat("H:|-[k\(i)]-|")
        }
        return scene.laidOut()
    }

    private func terms(_ scene: Scene) -> Int {
        var n = 0
        for solver in scene.solvers.values {
            for info in solver.core.tableau.symbols where info.isBasic { n += Int(info.rowCount) }
        }
        return n
    }

    func testTheTableauOfALabelChainGrowsWithTheChain() throws {
        let small = try chain(60), large = try chain(120)
        let ratio = Double(terms(large)) / Double(terms(small))
        XCTAssertLessThan(ratio, 2.3, "terms: \(terms(small)) for 60 labels, \(terms(large)) for 120")
        // Each label is placed 1 pt below the one before, whatever its height.
        for i in 1..<120 {
            let top = try large.frame(of: "k\(i)").y, above = try large.frame(of: "k\(i - 1)")
            XCTAssertEqual(top, above.y + above.height + 1, accuracy: 0.5, "k\(i)")
        }
    }
}
