import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// A record whose sides are one variable each (or a number on the right) goes to its solver
/// through a shortcut that builds no arrays of terms. It must say exactly what the general
/// translation says: checked on every record of scenes with labels, images, a stack, guides,
/// multipliers and baselines, in both directions.
final class SceneSolverConstraintTests: XCTestCase {
    func makeScene(_ direction: LayoutDirection) throws -> Scene {
        let scene = Scene()
        scene.setDirection(direction)
        try scene.addView("root")
        try scene.setRootSize("root", .width, 320)
        try scene.addView("photo", kind: .image(Size(width: 40, height: 40)), parent: "root")
        try scene.addView("title", kind: label("A title that wraps over two lines or more here", lines: 0), parent: "root")
        try scene.addView("note", kind: label("Note"), parent: "root")
        _ = try scene.addVisualFormat("H:|-[photo]-12-[title]-|")
        _ = try scene.addVisualFormat("V:|-8-[title]-(>=4)-[note]-8-|")
        try scene.addConstraint(spec("photo", .top, .equal, "title", .top))
        try scene.addConstraint(spec("note", .leading, .equal, "title", .leading))
        try scene.addConstraint(spec("note", .width, .lessOrEqual, "title", .width, multiplier: 0.5))
        try scene.addConstraint(spec("note", .firstBaseline, .equal, "photo", .bottom, constant: 4, priority: Priority(750) ?? .required))
        try scene.addConstraint(spec("photo", .left, .greaterOrEqual, "root", .left, constant: 2))
        try scene.addView("row", kind: .stack(StackArrangement(alignment: .firstBaseline, spacing: 8)), parent: "root")
        try scene.addView("a", kind: label("One"), parent: "row")
        try scene.addView("b", kind: .image(Size(width: 20, height: 30)), parent: "row")
        try scene.arrange(["a", "b"], in: "row")
        _ = try scene.addVisualFormat("H:|-[row]")
        try scene.addConstraint(spec("row", .top, .equal, "note", .bottom, constant: 8))
        scene.layoutIfNeeded()
        return scene
    }

    func testTheShortcutSaysWhatTheGeneralTranslationSays() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = try makeScene(direction)
            var simple = 0
            for (id, record) in scene.constraints {
                let general = try XCTUnwrap(scene.generalSolverConstraint(for: record), id)
                guard let shortcut = scene.simpleSolverConstraint(for: record) else { continue }
                simple += 1
                XCTAssertTrue(shortcut.says(theSameAs: general), "\(direction) \(id): \(shortcut) against \(general)")
                XCTAssertEqual(shortcut.priority, general.priority, id)
                XCTAssertEqual(shortcut.name, general.name, id)
            }
            // Most of a layout's constraints take the shortcut (widths, heights, tops, pins).
            XCTAssertGreaterThan(simple, scene.constraints.count / 3, "\(direction)")
        }
    }
}
