import Cassowary
import TestSupport
import XCTest
@testable import Layout

/// Property tests on random small scenes (seeded SplitMix64, the same on every machine):
/// views of every kind in a tree, random required and optional constraints, then random
/// changes. After every step:
/// 1. every required constraint in force holds exactly in the solved values (`value(of:)`),
///    and within the rounding in the frames (each edge ±½ pixel);
/// 2. the books agree: a constraint is `active` exactly when the solver holds it, and the
///    solver holds nothing else;
/// 3. every conflict report names a set of required constraints that cannot hold together
///    and is minimal (drop any one and the rest can), and the one it broke is in it;
/// 4. every broken constraint was reported broken, and could not hold now with the required
///    constraints in force (else it should have been taken back).
final class ScenePropertyTests: XCTestCase {
    struct Random {
        var generator: SplitMix64
        init(seed: UInt64) { generator = SplitMix64(seed: seed) }
        mutating func int(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        mutating func chance(_ p: Double) -> Bool { Double(generator.next() % 1_000_000) / 1_000_000 < p }
        mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
        /// A multiple of a quarter point in `lo…hi`.
        mutating func points(_ lo: Int, _ hi: Int) -> Double { Double(lo * 4 + int((hi - lo) * 4 + 1)) / 4 }
        mutating func priority() -> Priority { chance(0.6) ? .required : Priority(Double(100 + int(900)))! }
    }

    static let horizontal: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX]
    static let absoluteHorizontal: [LayoutAttribute] = [.left, .right, .centerX]
    static let directionalHorizontal: [LayoutAttribute] = [.leading, .trailing, .centerX]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]

    final class Run {
        let scene = Scene()
        var random: Random
        let seed: UInt64
        var reportedBroken = Set<String>()
        var log: [String] = []
        var fixedWrapWidths = false
        var pinPriority = 0
        init(seed: UInt64) {
            self.seed = seed
            random = Random(seed: seed)
        }

        var children: [String] { scene.viewOrder.filter { $0 != "r" } }

        func build() throws {
            try scene.addView("r")
            try scene.setRootSize("r", .width, random.points(50, 400))
            if random.chance(0.7) { try scene.setRootSize("r", .height, random.points(50, 400)) }
            for i in 0..<(2 + random.int(5)) { try addRandomView("v\(i)") }
            for _ in 0..<(4 + random.int(11)) { try addRandomConstraint() }
        }

        func addRandomView(_ name: String) throws {
            let parent = random.pick(scene.viewOrder)
            let kind: ViewKind
            switch random.int(8) {
            case 0, 1:
                // With fixed wrapping widths (explicit or legacy) a label's size does not depend
                // on the width it had before, so fresh and incremental builds can be compared.
                let width: PreferredMaxWidth = !fixedWrapWidths ? .automatic
                    : random.chance(0.5) ? .legacy : .explicit(random.points(40, 300))
                kind = .label(Label(text: words(1 + random.int(15)), font: .system(size: Double(10 + random.int(11))),
                                    lines: random.pick([0, 0, 1, 2]), preferredMaxWidth: width))
            case 2: kind = .image(Size(width: random.points(0, 80), height: random.points(0, 80)))
            default: kind = .plain
            }
            try scene.addView(name, kind: kind, parent: parent)
            log.append("addView \(name) \(kind.name) in \(parent)")
            if fixedWrapWidths {
                // Weak pins at priorities below any random one (1…99, each different), so that
                // the optimum is unique and a fresh build can be compared with it.
                for attribute in [LayoutAttribute.left, .top, .width, .height] {
                    pinPriority += 1
                    let constant = random.points(0, 150)
                    let second: Anchor? = attribute.isSize ? nil : Anchor(parent, attribute)
                    try scene.addConstraint(ConstraintSpec(Anchor(name, attribute), .equal, second, constant: constant,
                                                           priority: Priority(Double(pinPriority % 99 + 1) - 0.5 + 0.001 * Double(pinPriority))!))
                }
            }
        }

        func randomSpec() -> ConstraintSpec {
            let views = scene.viewOrder
            let a = random.pick(views), b = random.pick(views)
            let relation: Relation = random.chance(0.6) ? .equal : random.pick([.lessOrEqual, .greaterOrEqual])
            if random.chance(0.6) {
                // Leading/trailing and left/right are never mixed in one constraint (UIKit refuses it).
                let attributes = random.chance(0.5)
                    ? (random.chance(0.5) ? ScenePropertyTests.absoluteHorizontal : ScenePropertyTests.directionalHorizontal)
                    : ScenePropertyTests.vertical
                return ConstraintSpec(Anchor(a, random.pick(attributes)), relation, Anchor(b, random.pick(attributes)),
                                      multiplier: random.chance(0.85) ? 1 : random.pick([0.5, 2]),
                                      constant: random.points(-40, 40), priority: random.priority())
            }
            let size: LayoutAttribute = random.chance(0.5) ? .width : .height
            if random.chance(0.5) {
                return ConstraintSpec(Anchor(a, size), relation, constant: random.points(0, 200), priority: random.priority())
            }
            return ConstraintSpec(Anchor(a, size), relation, Anchor(b, random.pick([LayoutAttribute.width, .height])),
                                  multiplier: random.pick([1, 1, 0.5, 2]), constant: random.points(-20, 20),
                                  priority: random.priority())
        }

        func addRandomConstraint() throws {
            let spec = randomSpec()
            let id = try scene.addConstraint(spec)
            log.append("addConstraint \(id): \(spec)")
        }

        /// One random change; returns false when it did nothing.
        func mutate() throws {
            let users = scene.constraintOrder.filter { scene.constraints[$0]?.origin == .user }
            switch random.int(12) {
            case 0 where !users.isEmpty:
                let id = random.pick(users)
                let constant = random.points(-60, 200)
                try scene.setConstant(id, constant)
                log.append("setConstant \(id) \(constant)")
            case 1 where !users.isEmpty:
                let id = random.pick(users)
                let active = !(scene.constraints[id]!.wantsActive)
                try scene.setActive(id, active)
                log.append("setActive \(id) \(active)")
            case 2 where !users.isEmpty:
                let id = random.pick(users)
                let c = scene.constraints[id]!
                let priority: Priority = c.spec.priority.isRequired ? .required : Priority(Double(100 + random.int(900)))!
                try scene.setPriority(id, priority)
                log.append("setPriority \(id) \(priority)")
            case 3 where !children.isEmpty:
                let name = random.pick(children)
                let collapsed = !(scene.views[name]!.isCollapsed)
                try scene.setCollapsed(name, collapsed)
                log.append("setCollapsed \(name) \(collapsed)")
            case 4 where !users.isEmpty:
                let id = random.pick(users)
                try scene.removeConstraint(id)
                log.append("removeConstraint \(id)")
            case 5 where children.count > 1 && random.chance(0.5):
                let name = random.pick(children)
                try scene.removeView(name)
                log.append("removeView \(name)")
            case 6:
                let width = random.points(20, 500)
                try scene.setRootSize("r", .width, width)
                log.append("root width \(width)")
            case 7:
                let labels = children.filter { scene.views[$0]?.isLabel == true }
                guard let name = labels.isEmpty ? nil : random.pick(labels) else { return }
                let count = random.int(20)
                try scene.updateLabel(name) { $0.text = words(count) }
                log.append("text \(name) \(count) words")
            case 8:
                let scale = random.pick([1.0, 2, 3])
                try scene.setScale(scale)
                log.append("scale \(scale)")
            case 9:
                let direction: LayoutDirection = scene.direction == .leftToRight ? .rightToLeft : .leftToRight
                scene.setDirection(direction)
                log.append("direction \(direction)")
            case 10:
                let name = "w\(scene.viewOrder.count)\(random.int(1000))"
                if scene.views[name] == nil { try addRandomView(name) }
            default:
                try addRandomConstraint()
            }
        }

        // MARK: Checks

        func feasible(_ ids: [String]) -> Bool {
            let solver = Solver()
            for id in ids {
                guard let c = scene.solverConstraint(id) else { continue }
                do { try solver.add(Constraint(c.expression, c.relation, priority: .required)) } catch { return false }
            }
            return true
        }

        /// An attribute read from the rounded frames, with how far rounding can have moved it.
        func fromFrame(_ anchor: Anchor) throws -> (value: Double, error: Double)? {
            let f = try scene.laidOut().absoluteFrame(of: anchor.view)
            let half = 0.5 / scene.scale
            let ltr = scene.direction == .leftToRight
            switch anchor.attribute {
            case .left: return (f.x, half)
            case .right: return (f.maxX, half)
            case .leading: return (ltr ? f.x : f.maxX, half)
            case .trailing: return (ltr ? f.maxX : f.x, half)
            case .top: return (f.y, half)
            case .bottom: return (f.maxY, half)
            case .centerX: return (f.x + f.width / 2, half)
            case .centerY: return (f.y + f.height / 2, half)
            case .width: return (f.width, 2 * half)
            case .height: return (f.height, 2 * half)
            case .firstBaseline, .lastBaseline: return nil
            }
        }

        func check(_ step: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let context = "seed \(seed) after \(step)\n" + log.suffix(40).joined(separator: "\n")
            // 1. Required constraints in force hold, exactly and in the rounded frames.
            let violated = scene.violatedRequiredConstraints(tolerance: 1e-7)
            XCTAssertTrue(violated.isEmpty, "violated: \(violated)\n\(context)", file: file, line: line)
            for id in scene.constraintOrder {
                guard let c = scene.constraints[id], c.state == .active, c.spec.priority.isRequired,
                      c.spec.extraTerms.isEmpty, c.spec.multiplier == 1 || c.spec.second == nil,
                      var lhs = try fromFrame(c.spec.first) else { continue }
                // Right to left, a constraint with leading or trailing reads in the text's
                // direction: horizontal positions count leftwards (x → −x).
                let mirrored = scene.isMirrored(c.spec)
                func sign(_ anchor: Anchor) -> Double {
                    mirrored && !anchor.attribute.isSize && anchor.attribute.axis == .horizontal ? -1 : 1
                }
                lhs.value *= sign(c.spec.first)
                var rhs = (value: scene.effectiveConstant(id), error: 0.0)
                if let second = c.spec.second {
                    guard let r = try fromFrame(second) else { continue }
                    rhs = (rhs.value + sign(second) * r.value, r.error)
                }
                let slack = lhs.error + rhs.error + 1e-7 * max(1, abs(lhs.value), abs(rhs.value))
                let holds: Bool
                switch c.spec.relation {
                case .equal: holds = abs(lhs.value - rhs.value) <= slack
                case .lessOrEqual: holds = lhs.value <= rhs.value + slack
                case .greaterOrEqual: holds = lhs.value >= rhs.value - slack
                }
                XCTAssertTrue(holds, "\(id): \(c.spec) in frames: \(lhs) vs \(rhs)\n\(context)", file: file, line: line)
            }
            // 2. Books.
            let enforced = scene.constraints.values.compactMap(\.enforced)
            XCTAssertEqual(scene.solvers.values.reduce(0) { $0 + $1.constraints.count }, enforced.count, context, file: file, line: line)
            for (id, c) in scene.constraints {
                XCTAssertEqual(c.state == .active, c.enforced != nil, "\(id) \(c.state)\n\(context)", file: file, line: line)
            }
            // 3. Conflict reports: infeasible, minimal, the broken one inside.
            for report in scene.takeConflicts() {
                reportedBroken.insert(report.broken)
                XCTAssertTrue(report.constraints.contains(report.broken), "\(report)\n\(context)", file: file, line: line)
                let present = report.constraints.filter { scene.constraints[$0] != nil }
                guard present.count == report.constraints.count else { continue }
                XCTAssertFalse(feasible(present), "not a conflict: \(report)\n\(context)", file: file, line: line)
                for dropped in present {
                    XCTAssertTrue(feasible(present.filter { $0 != dropped }),
                                  "not minimal without \(dropped): \(report)\n\(context)", file: file, line: line)
                }
            }
            // 4. Broken constraints were reported, and could not come back now.
            let inForce = scene.constraintOrder.filter {
                scene.constraints[$0]?.state == .active && scene.constraints[$0]?.spec.priority.isRequired == true
            }
            for id in scene.constraintOrder where scene.constraints[id]?.state == .broken {
                XCTAssertTrue(reportedBroken.contains(id), "\(id) broken without a report\n\(context)", file: file, line: line)
                if !scene.isSuspended(id) {
                    XCTAssertFalse(feasible(inForce + [id]),
                                   "\(id) stays broken though it could hold now\n\(context)", file: file, line: line)
                }
            }
        }
    }

    /// A scene built afresh from where the random one ended up: same views, the user's
    /// constraints (in order, with their current constants, priorities and activity), the same
    /// collapsed views, root size, scale and direction.
    static func rebuild(_ scene: Scene) throws -> Scene {
        let fresh = Scene()
        try fresh.setScale(scene.scale)
        fresh.setDirection(scene.direction)
        for name in scene.viewOrder {
            let v = scene.views[name]!
            try fresh.addView(name, kind: v.kind, parent: v.parent)
        }
        for attribute in [LayoutAttribute.width, .height] {
            if let size = scene.rootSize("r", attribute) { try fresh.setRootSize("r", attribute, size) }
        }
        for id in scene.constraintOrder {
            guard let c = scene.constraints[id], c.origin == .user else { continue }
            try fresh.addConstraint(c.spec, identifier: id, active: c.wantsActive)
        }
        for name in scene.viewOrder where scene.views[name]!.isCollapsed { try fresh.setCollapsed(name, true) }
        return fresh
    }

    /// Incremental solving gives the layout a fresh build gives, whenever that layout is unique
    /// (nothing ambiguous, nothing broken in either). Labels here wrap at fixed widths (explicit
    /// or legacy preferredMaxLayoutWidth): automatic ones are history-dependent (see
    /// SceneLabelSettlingTests).
    func testIncrementalEqualsRebuiltWhenUnique() throws {
        var compared = 0
        for seed in UInt64(1001)...1200 {
            let run = Run(seed: seed)
            run.fixedWrapWidths = true
            try run.build()
            for step in 0..<16 {
                if step > 0 { try run.mutate() }
                _ = run.scene.takeConflicts()
                let fresh = try ScenePropertyTests.rebuild(run.scene)
                _ = fresh.takeConflicts()
                let unique = [run.scene, fresh].allSatisfy { s in
                    s.laidOut().ambiguities().isEmpty && !s.constraints.values.contains { $0.state == .broken }
                }
                guard unique else { continue }
                compared += 1
                for name in run.scene.viewOrder {
                    for attribute in [LayoutAttribute.left, .top, .width, .height] {
                        let a = run.scene.v(name, attribute), b = fresh.v(name, attribute)
                        XCTAssertEqual(a, b, accuracy: 1e-6 * max(1, abs(a)),
                                       "seed \(seed) step \(step) \(name).\(attribute)\n" + run.log.joined(separator: "\n"))
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 500, "enough unique layouts compared")
    }

    /// A fitting-size computation is a question: every constraint's state is the same after it
    /// as before, and so is every frame when the layout is unique (roots and subviews, with and
    /// without a width). Labels wrap at fixed widths here (automatic ones are history-dependent).
    func testFittingLeavesRandomScenesAsTheyWere() throws {
        var failures: [String] = []
        var asked = 0
        for seed in UInt64(2001)...2150 {
            let run = Run(seed: seed)
            run.fixedWrapWidths = true
            try run.build()
            for step in 0..<10 {
                try run.mutate()
                _ = run.scene.takeConflicts()
                let scene = run.scene
                let unique = scene.laidOut().ambiguities().isEmpty
                // Values before rounding, to 1e-6 (a value on a half-pixel tie may round either way
                // after a re-solve that moves it by 1e-13; so may the sign of a zero: -1e-13 and
                // 1e-13 both read 0).
                func state() throws -> [String] {
                    scene.constraintOrder.map { "\($0) \(scene.constraints[$0]!.state)" }
                        + (unique ? scene.viewOrder.map { name in
                            "\(name) " + [LayoutAttribute.left, .top, .width, .height].map { attribute in
                                let value = scene.v(name, attribute)
                                return String(format: "%.6f", abs(value) < 5e-7 ? 0 : value)
                            }.joined(separator: " ")
                        } : [])
                }
                let before = try state()
                let view = run.random.pick(scene.viewOrder)
                let width: Double? = run.random.chance(0.5) ? run.random.points(20, 400) : nil
                let target: FittingTarget = run.random.chance(0.5) ? .compressed : .expanded
                _ = try scene.fittingSize(of: view, target, width: width)
                asked += 1
                let after = try state()
                if before != after {
                    let changed = zip(before, after).filter { $0 != $1 }.prefix(4).map { "\($0) → \($1)" }
                    failures.append("seed \(seed) step \(step) fitting \(view) \(target) width \(width.map { "\($0)" } ?? "-"): \(changed)")
                }
            }
        }
        // BUG: a fitting whose probes conflict with required constraints breaks one of the user's constraints, and it stays broken afterwards (see testFittingASubviewLeavesNothingBroken).
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of \(asked) fittings changed the scene; first: \(failures.prefix(3).joined(separator: "\n"))")
    }

    func testRandomScenesKeepTheirRequiredConstraints() throws {
        for seed in UInt64(1)...300 {
            let run = Run(seed: seed)
            try run.build()
            try run.check("build")
            for step in 0..<15 {
                try run.mutate()
                try run.check("step \(step)")
            }
        }
    }
}
