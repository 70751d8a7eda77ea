import XCTest
import TestSupport
@testable import Layout

/// Views appended to a stack plan only what they change (``Scene/rebuildStack(_:appendedAfter:)``).
/// The oracle is a whole rebuild: after each step, rebuilding the stack whole must find every
/// constraint already as it wants it, and a scene that arranges the same views at once must
/// hold the same stack constraints.
final class SceneStackAppendTests: XCTestCase {
    /// The stack's own constraints, by role.
    private func stackConstraints(_ scene: Scene, _ stack: String) -> [String: String] {
        var result: [String: String] = [:]
        for (role, id) in scene.systemConstraints[stack] ?? SystemRoles() where role.hasPrefix("UISV-") {
            result[role] = scene.constraints[id].map { "\($0.spec)" } ?? "missing"
        }
        return result
    }

    private struct Recipe {
        var arrangement: StackArrangement
        var kinds: [ViewKind]
        var hidden: Set<Int>
        var collapsed: Set<Int>
        var customSpacing: [Int: Double]
        var chunks: [Int]
    }

    private func randomRecipe(_ rng: inout SplitMix64) -> Recipe {
        var arrangement = StackArrangement(axis: Bool.random(using: &rng) ? .vertical : .horizontal,
                                           distribution: Bool.random(using: &rng)
                                               ? (Bool.random(using: &rng) ? .fill : .fillEqually)
                                               : StackDistribution.allCases.randomElement(using: &rng) ?? .fill,
                                           alignment: StackAlignment.allCases.randomElement(using: &rng) ?? .fill,
                                           spacing: Double(Int.random(in: 0...3, using: &rng) * 4))
        arrangement.baselineRelative = Int.random(in: 0..<4, using: &rng) == 0
        arrangement.marginsRelative = Int.random(in: 0..<4, using: &rng) == 0
        let count = Int.random(in: 1...24, using: &rng)
        let kinds: [ViewKind] = (0..<count).map { i in
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return .label(Label(text: "label \(i) " + String(repeating: "word ", count: i % 4), lines: 0))
            case 1: return .image(Size(width: Double(10 + i), height: Double(20 + i % 3)))
            default: return .plain
            }
        }
        let hidden = Set((0..<count).filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
        let collapsed = Set((0..<count).filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
        var customSpacing: [Int: Double] = [:]
        for i in 0..<count where Int.random(in: 0..<6, using: &rng) == 0 { customSpacing[i] = Double(Int.random(in: 0...20, using: &rng)) }
        var chunks: [Int] = []
        var left = count
        while left > 0 {
            let chunk = min(left, Int.random(in: 1...6, using: &rng))
            chunks.append(chunk)
            left -= chunk
        }
        return Recipe(arrangement: arrangement, kinds: kinds, hidden: hidden, collapsed: collapsed,
                      customSpacing: customSpacing, chunks: chunks)
    }

    /// A root 320 × 480 holding the stack `s`, pinned to its edges, and the recipe's views made
    /// (hidden and collapsed) but not arranged.
    private func scene(_ recipe: Recipe) throws -> Scene {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 320)
        try scene.setRootSize("root", .height, 480)
        try scene.addView("s", kind: .stack(recipe.arrangement), parent: "root")
        for attribute in [LayoutAttribute.top, .leading, .trailing] {
            try scene.addConstraint(ConstraintSpec(Anchor("s", attribute), .equal, Anchor("root", attribute)))
        }
        for (i, kind) in recipe.kinds.enumerated() {
            try scene.addView("v\(i)", kind: kind, parent: "s")
            if recipe.hidden.contains(i) { try scene.setHidden("v\(i)", true) }
            if recipe.collapsed.contains(i) { try scene.setCollapsed("v\(i)", true) }
        }
        return scene
    }

    private func setCustomSpacing(_ scene: Scene, _ recipe: Recipe, arranged: Int) throws {
        try scene.updateStack("s") { arrangement in
            for (i, value) in recipe.customSpacing where i < arranged { arrangement.customSpacing["v\(i)"] = value }
        }
    }

    func testViewsAppendedInPartsGiveTheConstraintsOfAWholeRebuild() throws {
        var rng = SplitMix64(seed: 34_2026)
        var partial = 0
        for round in 0..<150 {
            let recipe = randomRecipe(&rng)
            let scene = try scene(recipe)
            var arranged = 0
            for chunk in recipe.chunks {
                let itemsBefore = scene.work.stackPlanItems
                try scene.arrange((arranged..<arranged + chunk).map { "v\($0)" }, in: "s")
                arranged += chunk
                if arranged > chunk, scene.work.stackPlanItems - itemsBefore < arranged { partial += 1 }
                // Custom spacings after the views arranged so far (a whole rebuild of its own).
                if chunk % 2 == 0 { try setCustomSpacing(scene, recipe, arranged: arranged) }
                // A proportional stack's multipliers are its labels' lengths as measured in the
                // layout pass's last round, which the pass does not plan again: a whole rebuild
                // after it can find other lengths. Its plans are always whole.
                if recipe.arrangement.distribution == .fillProportionally { continue }
                let parts = stackConstraints(scene, "s")
                _ = scene.laidOut()
                let sequence = scene.sequence
                scene.rebuildStack("s")
                XCTAssertEqual(stackConstraints(scene, "s"), parts, "round \(round), \(arranged) arranged: \(recipe.arrangement)")
                XCTAssertEqual(scene.sequence, sequence, "round \(round): a whole rebuild after the part one made constraints")
            }
            // The same views arranged at once.
            let whole = try self.scene(recipe)
            try whole.arrange((0..<recipe.kinds.count).map { "v\($0)" }, in: "s")
            try setCustomSpacing(whole, recipe, arranged: recipe.kinds.count)
            try setCustomSpacing(scene, recipe, arranged: recipe.kinds.count)
            guard recipe.arrangement.distribution != .fillProportionally else { continue }
            // The same constraints; not always the same frames: a squeezed row of labels whose
            // compression resistances tie is solved by the order the constraints came in.
            XCTAssertEqual(stackConstraints(scene, "s"), stackConstraints(whole, "s"), "round \(round): \(recipe.arrangement)")
        }
        // The part plans were taken (the rounds do not all fall back to whole rebuilds).
        XCTAssertGreaterThan(partial, 40)
    }

    /// Appends between other changes (hiding or showing an arranged view, collapsing one,
    /// taking one out, putting one back at the front): after each step a whole rebuild finds
    /// nothing to change.
    func testAppendsBetweenOtherChangesMatchAWholeRebuild() throws {
        var rng = SplitMix64(seed: 2026_12_07)
        var partial = 0
        for round in 0..<120 {
            var recipe = randomRecipe(&rng)
            if recipe.arrangement.distribution == .fillProportionally { recipe.arrangement.distribution = .fill }
            let scene = try scene(recipe)
            var waiting = (0..<recipe.kinds.count).map { "v\($0)" }
            for step in 0..<12 {
                let arranged = try scene.stackArrangement(of: "s").arranged
                let itemsBefore = scene.work.stackPlanItems
                switch Int.random(in: 0..<6, using: &rng) {
                case 0, 1, 2:
                    guard !waiting.isEmpty else { continue }
                    let chunk = Array(waiting.prefix(Int.random(in: 1...4, using: &rng)))
                    waiting.removeFirst(chunk.count)
                    try scene.arrange(chunk, in: "s")
                    // Fewer items than the whole plan: the part plan was taken.
                    let whole = scene.stackPlan("s", try scene.stackArrangement(of: "s")).constraints.count
                    if scene.work.stackPlanItems - itemsBefore < whole { partial += 1 }
                case 3:
                    guard let view = arranged.randomElement(using: &rng) else { continue }
                    try scene.setHidden(view, scene.views[view]?.isHidden != true)
                case 4:
                    guard let view = arranged.randomElement(using: &rng) else { continue }
                    try scene.setCollapsed(view, scene.views[view]?.isCollapsed != true)
                default:
                    guard let view = arranged.randomElement(using: &rng) else { continue }
                    try scene.unarrange([view], from: "s")
                    if Bool.random(using: &rng) { try scene.arrange([view], in: "s", at: 0) } else { waiting.append(view) }
                }
                let parts = stackConstraints(scene, "s")
                let sequence = scene.sequence
                scene.rebuildStack("s")
                XCTAssertEqual(stackConstraints(scene, "s"), parts, "round \(round), step \(step): \(recipe.arrangement)")
                XCTAssertEqual(scene.sequence, sequence, "round \(round), step \(step): a whole rebuild made constraints")
            }
        }
        XCTAssertGreaterThan(partial, 50)
    }

    /// Arranging N views a hundred at a time plans each view's constraints a bounded number of
    /// times: 2,000 views planned 2,000 constraints 20 times before.
    func testArrangingInPartsPlansLinearly() throws {
        let scene = Scene()
        try scene.addView("s", kind: .stack(StackArrangement(axis: .vertical, spacing: 8)))
        try scene.setRootSize("s", .width, 320)
        let count = 2_000
        for i in 0..<count { try scene.addView("v\(i)", kind: .image(Size(width: 10, height: 10)), parent: "s") }
        let before = scene.work.stackPlanItems
        for start in stride(from: 0, to: count, by: 100) {
            try scene.arrange((start..<start + 100).map { "v\($0)" }, in: "s")
        }
        // A view's constraints: its spacing link and its alignment to the first view's edges
        // (three), and the stack's connections (four) at each of the 20 rebuilds.
        XCTAssertLessThanOrEqual(scene.work.stackPlanItems - before, 3 * count + 4 * 20 + 3)
        XCTAssertEqual(try scene.laidOut().frame(of: "v1999"), Rect(x: 0, y: 1_999 * 18, width: 320, height: 10))
    }
    /// Each part moves the stack's far edge to its new last view in the solver, in place: taken
    /// out and added again, that tie was written out over the whole stack (the stack's
    /// `height >= 0` row is in parametric symbols), N²/100 for N labels a hundred at a time.
    func testEachPartMovesTheFarEdgeInPlace() throws {
        let count = 1_000
        let scene = try stackOfLabels(count)
        for start in stride(from: 0, to: count, by: 100) {
            try scene.arrange((start..<start + 100).map { "v\($0)" }, in: "s")
        }
        XCTAssertEqual(scene.work.replacedInPlace, count / 100 - 1)
        XCTAssertEqual(try scene.constraint("s.UISV-canvas-connection.bottom").spec.description, "s.bottom == v999.bottom")
        // The same frames as the stack arranged at once.
        let once = try stackOfLabels(count)
        try once.arrange((0..<count).map { "v\($0)" }, in: "s")
        XCTAssertEqual(once.work.replacedInPlace, 0)
        let parts = scene.laidOut(), whole = once.laidOut()
        for name in ["s", "v0", "v500", "v999"] {
            XCTAssertEqual(try parts.frame(of: name), try whole.frame(of: name), name)
        }
    }

    /// A stack pinned 8 pt inside a root 320 wide, and `count` wrapping labels in it, not yet
    /// arranged.
    private func stackOfLabels(_ count: Int) throws -> Scene {
        let scene = Scene()
        try scene.addView("root")
        try scene.setRootSize("root", .width, 320)
        try scene.addView("s", kind: .stack(StackArrangement(axis: .vertical, spacing: 8)), parent: "root")
        try scene.addVisualFormat("H:|-8-[s]-8-|")
        try scene.addVisualFormat("V:|-8-[s]")
        for i in 0..<count {
            try scene.addView("v\(i)", kind: .label(Label(text: "The quick brown fox jumps over the lazy dog, v\(i)", lines: 0)), parent: "s")
        }
        return scene
    }

    /// A stack pinned 8 pt inside a root 320 wide, and `count` wrapping labels in it, arranged
    /// at once: the rows the solver rewrote for it.
    private func rowsRewrittenArranging(_ count: Int) throws -> Int {
        let scene = try stackOfLabels(count)
        let names = (0..<count).map { "v\($0)" }
        let before = scene.solverStatistics.rowsRewritten
        try scene.arrange(names, in: "s")
        return scene.solverStatistics.rowsRewritten - before
    }

    /// The plan ties the stack's far edge after the spacings, and the views to the first view's
    /// edges after the stack is tied to that view. In UIKit's listing order (the edges first),
    /// each tie wrote all the views tied before into the solver's rows: 100 labels arranged at
    /// once rewrote 119,861 rows and 200 rewrote 479,360; now 1,002 and 2,002.
    func testArrangingAtOnceRewritesRowsInProportion() throws {
        let hundred = try rowsRewrittenArranging(100), twoHundred = try rowsRewrittenArranging(200)
        XCTAssertLessThan(Double(twoHundred), 2.2 * Double(hundred), "\(hundred) rows for 100 labels, \(twoHundred) for 200")
        XCTAssertLessThan(twoHundred, 20 * 200)
    }
}
