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

    /// The general translation, written with the operators as it was before it filled one
    /// array: the oracle for ``Scene/generalSolverConstraint(for:)``.
    func operatorsWritten(_ scene: Scene, _ c: SceneConstraint) -> Constraint? {
        let mirrored = scene.isMirrored(c.spec)
        guard let lhs = scene.expression(c.spec.first, mirrored: mirrored) else { return nil }
        var rhs = LinearExpression(scene.effectiveConstant(of: c))
        if let second = c.spec.second {
            guard let e = scene.expression(second, mirrored: mirrored) else { return nil }
            rhs = rhs + c.spec.multiplier * e
        }
        for term in c.spec.extraTerms {
            guard let e = scene.expression(term.anchor) else { return nil }
            rhs = rhs + term.coefficient * e
        }
        return Constraint(lhs - rhs, c.spec.relation, priority: c.spec.priority, name: c.identifier)
    }

    func assertBitForBit(_ made: Constraint?, _ oracle: Constraint?, _ label: String) {
        guard let made, let oracle else {
            XCTAssertEqual(made == nil, oracle == nil, label)
            return
        }
        let a = made.expression, b = oracle.expression
        XCTAssertEqual(a.terms.count, b.terms.count, label)
        for (x, y) in zip(a.terms, b.terms) {
            XCTAssertTrue(x.variable === y.variable, label)
            XCTAssertEqual(x.coefficient.bitPattern, y.coefficient.bitPattern, "\(label): \(x.coefficient) against \(y.coefficient)")
        }
        XCTAssertEqual(a.constant.bitPattern, b.constant.bitPattern, "\(label): \(a.constant) against \(b.constant)")
        XCTAssertEqual(made.relation, oracle.relation, label)
        XCTAssertEqual(made.priority, oracle.priority, label)
        XCTAssertEqual(made.name, oracle.name, label)
    }

    /// Every record of the scenes, and random specs over every attribute (mirrored right to
    /// left, multipliers and coefficients of either sign and zero, constants of zero of either
    /// sign, extra terms, a view that does not exist): the same terms in the same order, the
    /// same coefficients and constant to the bit, as the operators write.
    func testTheGeneralTranslationWritesWhatTheOperatorsWrite() throws {
        let attributes: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height,
                                             .centerX, .centerY, .firstBaseline, .lastBaseline]
        let views = ["root", "photo", "title", "note", "a", "b", "row"]
        let numbers = [0, -0.0, 1, -1, 0.5, -2, 3.25, 8, 1e-3]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = try makeScene(direction)
            for (id, record) in scene.constraints {
                assertBitForBit(scene.generalSolverConstraint(for: record), operatorsWritten(scene, record), "\(direction) \(id)")
            }
            var g = SplitMix64(seed: direction == .leftToRight ? 34 : 43)
            for i in 0..<400 {
                func anchor() -> Anchor {
                    Anchor(g.chance(0.03) ? "missing" : g.pick(views), g.pick(attributes))
                }
                let extra = (0..<g.int(below: 3)).map { _ in ConstraintSpec.ExtraTerm(anchor: anchor(), coefficient: g.pick(numbers)) }
                let spec = ConstraintSpec(anchor(), g.pick([.equal, .lessOrEqual, .greaterOrEqual]), g.chance(0.8) ? anchor() : nil,
                                          multiplier: g.pick(numbers), constant: g.pick(numbers),
                                          priority: g.pick([.required, Priority(250) ?? .required]), extraTerms: extra)
                let record = SceneConstraint(identifier: "r\(i)", spec: spec, origin: g.pick([.user, .autoresizing]), wantsActive: true,
                                             state: .inactive, enforced: nil, sequence: i)
                assertBitForBit(scene.generalSolverConstraint(for: record), operatorsWritten(scene, record), "\(direction) \(i): \(spec)")
            }
        }
    }
}
