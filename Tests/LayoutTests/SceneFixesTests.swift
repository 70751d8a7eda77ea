import Cassowary
import Layout
import TestSupport
import XCTest

/// `check`'s fixes: each is tried on a copy of its tree, and verified when nothing of that tree
/// is broken with it; the scene itself is not changed.
final class SceneFixesTests: XCTestCase {
    /// A root 320 wide whose subview is pinned to both edges and asked to be 400 wide.
    static func conflicted(_ scene: Scene, _ root: String) throws {
        try scene.addView(root)
        try scene.setRootSize(root, .width, 320)
        try scene.addView("\(root)a", parent: root)
        try scene.addConstraint(ConstraintSpec(Anchor("\(root)a", .leading), .equal, Anchor(root, .leading)))
        try scene.addConstraint(ConstraintSpec(Anchor("\(root)a", .trailing), .equal, Anchor(root, .trailing)))
        try scene.addConstraint(ConstraintSpec(Anchor("\(root)a", .width), .equal, constant: 400), identifier: "\(root)Wide")
    }

    /// Two trees, each with its own conflict: a fix of one tree is verified although the other
    /// tree's conflict stays (a whole-scene check would verify none).
    func testAFixIsVerifiedInItsOwnTree() throws {
        let scene = Scene()
        try Self.conflicted(scene, "one")
        try Self.conflicted(scene, "two")
        scene.layoutIfNeeded()
        _ = scene.takeConflicts()
        let fixes = scene.verifiedFixes()
        XCTAssertTrue(fixes.contains(.deactivate(constraint: "oneWide")), "\(fixes)")
        XCTAssertTrue(fixes.contains(.deactivate(constraint: "twoWide")), "\(fixes)")
        XCTAssertTrue(fixes.contains(.priority(constraint: "oneWide", 999)), "\(fixes)")
        // Nothing changed: both are still broken.
        XCTAssertEqual(scene.constraints["oneWide"]?.state, .broken)
        XCTAssertEqual(scene.constraints["twoWide"]?.state, .broken)
    }

    /// A view with constraints that still translates its frame: stopping is the fix.
    func testAViewThatTranslatesItsMaskStops() throws {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 320)
        try scene.addView("a", parent: "root")
        try scene.setFrame("a", Rect(x: 0, y: 0, width: 0, height: 0))
        try scene.addConstraint(ConstraintSpec(Anchor("a", .width), .equal, constant: 40), identifier: "aWidth")
        scene.layoutIfNeeded()
        _ = scene.takeConflicts()
        XCTAssertEqual(scene.verifiedFixes().first, .stopTranslatingAutoresizingMask(view: "a"))
        XCTAssertEqual(scene.verifiedFixes(), scene.verifiedFixes(), "a query changes nothing")
    }
}
