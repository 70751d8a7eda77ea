import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// The scene's costly steps are taken only when they can change something (turn3's slow
/// scripts 05c and 12), counted rather than timed; and each shortcut keeps the layout a fresh
/// build gives.
final class SceneWorkBoundsTests: XCTestCase {
    /// A root 100 tall holding `a`, pinned to both edges, and a broken `a.height == 50`.
    private func brokenScene() throws -> (Scene, broken: String) {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 100)
        try scene.setRootSize("root", .height, 100)
        try scene.addView("a", parent: "root")
        for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
            try scene.addConstraint(ConstraintSpec(Anchor("a", attribute), .equal, Anchor("root", attribute)), identifier: "pin" + attribute.name)
        }
        try scene.addConstraint(ConstraintSpec(Anchor("a", .height), .equal, constant: 50), identifier: "tall")
        XCTAssertEqual(scene.takeConflicts().map(\.broken), ["tall"])
        return (scene, "tall")
    }

    /// A broken constraint is tried again only once the required constraints were loosened
    /// or it changed; each time it was tried after every change, a phase one each.
    func testABrokenConstraintIsRetriedOnlyWhenItCanHold() throws {
        let (scene, broken) = try brokenScene()
        let before = scene.work.retries
        // Changes that loosen nothing required: hugging, a view elsewhere, a non-required constraint.
        try scene.addView("b", parent: "root")
        try scene.addConstraint(ConstraintSpec(Anchor("b", .width), .equal, constant: 10, priority: Priority(250)), identifier: "soft")
        for _ in 0..<5 { _ = try scene.laidOut().frame(of: "a"); _ = scene.takeConflicts() }
        XCTAssertEqual(scene.work.retries, before, "tried again with nothing loosened")
        XCTAssertEqual(scene.constraints[broken]?.state, .broken)
        // Loosened: the bottom pin goes, and the broken constraint holds.
        try scene.removeConstraint("pinbottom")
        _ = scene.takeConflicts()
        XCTAssertEqual(scene.constraints[broken]?.state, .active)
        XCTAssertEqual(try scene.laidOut().frame(of: "a").height, 50)
    }

    /// A removed constraint leaves no refusal behind (it held its solver and itself alive).
    func testARemovedBrokenConstraintLeavesNoRefusal() throws {
        let (scene, broken) = try brokenScene()
        _ = scene.takeConflicts()
        XCTAssertNotNil(scene.refusedRetries[broken])
        try scene.removeConstraint(broken)
        XCTAssertNil(scene.refusedRetries[broken])
    }

    /// A broken constraint changed to what can hold comes back with no required one loosened.
    func testABrokenConstraintChangedToFitComesBack() throws {
        let (scene, broken) = try brokenScene()
        _ = scene.takeConflicts()
        try scene.setConstant(broken, 100)
        _ = scene.takeConflicts()
        XCTAssertEqual(scene.constraints[broken]?.state, .active)
        XCTAssertEqual(try scene.laidOut().frame(of: "a").height, 100)
    }

    /// Re-measuring the wrapping labels of a fillProportionally stack rebuilt the stack once a
    /// label (N labels, N rebuilds of N constraints, each round); now once a round. The frames
    /// are those of a scene built at once in the final state.
    func testAProportionalStackIsRebuiltOnceARound() throws {
        func build(axis: Axis) throws -> Scene {
            let scene = Scene()
            try scene.addView("s", kind: .stack(StackArrangement(axis: axis, distribution: .fillProportionally, alignment: .fill, spacing: 1)))
            try scene.setRootSize("s", .width, 320)
            var names: [String] = []
            for i in 0..<24 {
                let name = "l\(i)"
                try scene.addView(name, kind: .label(Label(text: "label \(i) " + String(repeating: "word ", count: i % 5), lines: 0)), parent: "s")
                names.append(name)
            }
            try scene.arrange(names, in: "s")
            return scene
        }
        let scene = try build(axis: .horizontal)
        _ = try scene.laidOut().frame(of: "l0")
        let before = scene.work.stackRebuilds
        try scene.updateStack("s") { $0.axis = .vertical }
        _ = try scene.laidOut().frame(of: "l0")
        XCTAssertLessThan(scene.work.stackRebuilds - before, 20, "rebuilds for one change of axis")
        let fresh = try build(axis: .vertical)
        for i in 0..<24 {
            XCTAssertEqual(try scene.laidOut().frame(of: "l\(i)"), try fresh.laidOut().frame(of: "l\(i)"), "l\(i)")
        }
    }
}
