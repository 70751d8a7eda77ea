import Cassowary
import Layout

/// What put a constraint the engine made into the log.
public enum SystemCause: Sendable, Equatable {
    /// A table or collection view's cell (or header) height: the estimate until it is sized.
    case encapsulatedHeight
    /// Its width as the table or collection view gives it (0 before it is laid out).
    case encapsulatedWidth
    /// A stack view hid this arranged subview.
    case stackHiding
    /// A stack view's arrangement (spacing, edges, alignment, distribution): the identifier.
    case stackArrangement(String)
    /// A frame turned into constraints (translatesAutoresizingMaskIntoConstraints): the mask.
    case autoresizingMask(String)
    /// A view's layout margins.
    case layoutMargins
    /// The safe area.
    case safeArea
    /// A view controller's top or bottom layout guide (iOS 7 to 10).
    case layoutSupport
    /// Interface Builder, for a view that had no constraints of its own.
    case interfaceBuilderPrototyping
    /// A width UIKit holds while it measures a view.
    case temporaryWidth
    /// Another of the engine's own (the identifier).
    case other(String)

    init?(_ c: LoggedConstraint) {
        guard c.isSystemMade else { return nil }
        if let mask = c.autoresizingMask { self = .autoresizingMask(mask); return }
        if c.className.hasPrefix("_UILayoutSupport") { self = .layoutSupport; return }
        if c.className == "NSIBPrototypingLayoutConstraint" { self = .interfaceBuilderPrototyping; return }
        let id = c.identifier ?? c.className
        switch id {
        case "UIView-Encapsulated-Layout-Height", "NSView-Encapsulated-Layout-Height": self = .encapsulatedHeight
        case "UIView-Encapsulated-Layout-Width", "NSView-Encapsulated-Layout-Width": self = .encapsulatedWidth
        case "UISV-hiding": self = .stackHiding
        case _ where id.hasPrefix("UISV-"): self = .stackArrangement(id)
        case _ where id.hasPrefix("UIView-") && id.hasSuffix("-guide-constraint"): self = .layoutMargins
        case _ where id.hasPrefix("UIViewSafeAreaLayoutGuide"): self = .safeArea
        case _ where id.hasPrefix("_UITemporaryLayout"): self = .temporaryWidth
        default: self = .other(id)
        }
    }
}

/// A change that may resolve the conflict, tried by solving the log's scene with it.
public struct LogFix: Sendable {
    public enum Change: Sendable, Equatable {
        /// The constraint at this priority (999: it gives way by the least).
        case priority(Double)
        /// The constraint with this relation instead of `==`.
        case relation(Relation)
        /// The view's frame no longer turned into constraints: its autoresizing constraints go.
        case stopTranslatingAutoresizingMask(view: String)
        /// The constraint out while the stack view hides the view (`isActive = false`).
        case deactivateWhileHidden
        /// An encapsulated size at the value the chain needs: the table's estimated height (or
        /// width) raised to it.
        case encapsulatedSize(Double)
    }

    public let constraint: String
    public let change: Change
    /// Whether the scene with the change has no conflict left.
    public let verified: Bool
    /// The frames (in the root's coordinates) of the conflict's views with the change.
    public let frames: [(view: String, frame: Rect)]
}

/// The explanation of a log: the minimal set of constraints that cannot hold (it may be smaller
/// than the log's list: the rest are innocent), its arithmetic, the constraint UIKit broke and
/// what the screen then shows, the one Trellis's rule breaks, what put each of the engine's
/// constraints there, and fixes, each tried by solving.
public struct LogExplanation: Sendable {
    public struct Conflict: Sendable {
        /// The minimal set, in the order added (the log's, with the engine's own among them:
        /// `label.size.height`, a view's size that is never negative).
        public let constraints: [String]
        /// Trellis's rule: the constraint being added when the set became unsatisfiable.
        public let trellisBreaks: String
        public let arithmetic: ConflictArithmetic?
    }

    public let scene: LogScene
    public let conflicts: [Conflict]
    /// Listed constraints in no minimal set.
    public let innocent: [String]
    /// The frames of the conflicts' views with UIKit's broken constraint left out (what the
    /// screen shows), or with Trellis's rule where the log does not say.
    public let screen: [(view: String, frame: Rect)]
    public let causes: [(constraint: String, cause: SystemCause)]
    public let fixes: [LogFix]
    /// The axis every constraint of the conflicts is on (nil: both, or no conflict).
    public let axis: Axis?
    /// The sizes the log does not give: views whose width or height its constraints leave free
    /// (`label.height`), in the order of the views, in the layout the screen shows (UIKit's
    /// broken constraint out).
    public let freeSizes: [String]
    /// Whether the scene without UIKit's broken constraint still has a conflict (it broke one
    /// that is no part of the minimal set Trellis finds).
    public let conflictRemainsWithoutUIKitsChoice: Bool
    /// The constraints Trellis's rule breaks in the screen's layout besides UIKit's (when UIKit's
    /// choice leaves a conflict).
    public let screenAlsoBreaks: [String]

    public enum Axis: Sendable, Equatable { case horizontal, vertical }

    /// The most changes tried (each builds and solves the log's scene once).
    public static let maximumFixesTried = 24

    /// Whether `shouldStop` said stop: before the scene was built (nothing else is known), or
    /// while fixes were tried (those tried are kept).
    public let stopped: Stop?

    public enum Stop: Sendable, Equatable { case beforeExplaining, whileTryingFixes }

    /// The explanation; `shouldStop` is asked between constraints as scenes are built (a log of
    /// hundreds of constraints in one conflict takes seconds a scene), for a time limit or Ctrl-C.
    public init(_ logScene: LogScene, shouldStop: () -> Bool = { false }) {
        guard let built = logScene.makeScene(shouldStop: shouldStop) else {
            self = LogExplanation(stoppedBefore: logScene)
            return
        }
        // UIKit's constraint added last: Trellis's rule then breaks it, as UIKit did, if it is
        // part of the conflict; if not, what else breaks is said.
        var uikitsScene: Scene?
        if logScene.uikitBroke != nil {
            guard let made = logScene.makeSceneAsUIKitLeftIt(explainingConflicts: false, shouldStop: shouldStop) else {
                self = LogExplanation(stoppedBefore: logScene)
                return
            }
            made.layoutIfNeeded()
            uikitsScene = made
        }
        scene = logScene
        built.layoutIfNeeded()
        let reports = built.takeConflicts()
        let listedIDs = logScene.constraints.filter { $0.refusal == nil }.map(\.id)
        let totals = Set(logScene.constraints.filter { $0.logged.isSystemMade }.map(\.id))
        let found = reports.map { r in
            Conflict(constraints: r.constraints, trellisBreaks: r.broken, arithmetic: built.arithmetic(of: r, preferredTotals: totals))
        }
        conflicts = found
        let inConflict = Set(reports.flatMap(\.constraints))
        let loggedViews = Set(logScene.views.filter { $0.origin == .logged }.map(\.name))
        func free(_ s: Scene) -> [String] {
            s.ambiguities().filter { loggedViews.contains($0.view) && ($0.attribute == .width || $0.attribute == .height) }
                .map { "\($0.view).\($0.attribute.name)" }
        }
        innocent = reports.isEmpty ? [] : listedIDs.filter { !inConflict.contains($0) }
        causes = logScene.constraints.compactMap { c in SystemCause(c.logged).map { (c.id, $0) } }
        // The conflict's views: the items of its constraints, the root left out.
        var viewsInConflict: [String] = []
        for id in reports.flatMap(\.constraints) {
            guard let spec = built.constraints[id]?.spec else { continue }
            for anchor in [spec.first] + (spec.second.map { [$0] } ?? []) {
                let name = anchor.view.hasSuffix(".margins") ? String(anchor.view.dropLast(8)) : anchor.view
                let isRoot = name == logScene.root && !logScene.rootIsCellContentView
                if !isRoot, built.views[name] != nil, !viewsInConflict.contains(name) { viewsInConflict.append(name) }
            }
        }
        func frames(_ s: Scene) -> [(view: String, frame: Rect)] {
            // As the log's numbers are: points, not rounded to a scale the log does not give.
            viewsInConflict.compactMap { name in (try? s.absoluteFrame(of: name, pixelGrid: false)).map { (name, $0) } }
        }
        if let broke = logScene.uikitBroke, let uikits = uikitsScene {
            screen = frames(uikits)
            let broken = uikits.constraintOrder.filter { uikits.constraints[$0]?.state == .broken }
            screenAlsoBreaks = broken.filter { $0 != broke }
            conflictRemainsWithoutUIKitsChoice = !screenAlsoBreaks.isEmpty
            freeSizes = free(uikits)
        } else {
            screen = frames(built)
            screenAlsoBreaks = []
            conflictRemainsWithoutUIKitsChoice = false
            freeSizes = free(built)
        }
        var axes = Set<Axis>()
        for id in inConflict {
            guard let spec = built.constraints[id]?.spec else { continue }
            for a in [spec.first.attribute] + (spec.second.map { [$0.attribute] } ?? []) {
                axes.insert([.left, .right, .leading, .trailing, .width, .centerX].contains(a) ? .horizontal : .vertical)
            }
        }
        axis = axes.count == 1 ? axes.first : nil
        // Fixes: for each of the app's constraints in a conflict, a lower priority and the
        // inequalities; for a frame turned into constraints, not turning it. UIKit's broken
        // constraint first.
        var candidates: [(String, LogFix.Change)] = []
        var ordered = logScene.constraints.filter { inConflict.contains($0.id) }
        if let broke = logScene.uikitBroke, let i = ordered.firstIndex(where: { $0.id == broke }) {
            ordered.insert(ordered.remove(at: i), at: 0)
        }
        var translatedViews = Set<String>()
        let hides = ordered.contains { SystemCause($0.logged) == .stackHiding }
        for c in ordered {
            guard let spec = c.spec else { continue }
            // The estimate: an encapsulated size where the chain needs it to be.
            // (A width is the table's or the window's, not an estimate: no fix there.)
            if let cause = SystemCause(c.logged), cause == .encapsulatedHeight,
               let a = found.first(where: { $0.constraints.contains(c.id) })?.arithmetic, a.total.constraint == c.id,
               a.sumRelation == .equal || a.sumRelation == .greaterOrEqual, a.sum >= 0 {
                candidates.append((c.id, .encapsulatedSize(a.sum)))
                continue
            }
            if c.logged.autoresizingMask != nil {
                if let view = Self.framedView(c, in: logScene), translatedViews.insert(view).inserted {
                    candidates.append((c.id, .stopTranslatingAutoresizingMask(view: view)))
                }
                continue
            }
            guard !c.logged.isSystemMade else { continue }
            if hides { candidates.append((c.id, .deactivateWhileHidden)) }
            if spec.priority.isRequired { candidates.append((c.id, .priority(999))) }
            if spec.relation == .equal {
                candidates.append((c.id, .relation(.greaterOrEqual)))
                candidates.append((c.id, .relation(.lessOrEqual)))
            }
        }
        // The estimate's fix, where there is one, right after those of UIKit's broken constraint.
        if let i = candidates.firstIndex(where: { if case .encapsulatedSize = $0.1 { return true }; return false }) {
            let estimate = candidates.remove(at: i)
            let after = candidates.lastIndex { $0.0 == logScene.uikitBroke }.map { $0 + 1 } ?? 0
            candidates.insert(estimate, at: after)
        }
        // Each candidate is a scene solved: a bounded number of them (a real conflict has a few).
        var tried: [LogFix] = []
        var stoppedTrying = false
        for (id, change) in candidates.prefix(Self.maximumFixesTried) {
            let made = logScene.makeScene(explainingConflicts: false, shouldStop: shouldStop) { c in
                guard let spec = c.spec else { return .none }
                switch change {
                case .priority(let p) where c.id == id:
                    var changed = spec
                    changed.priority = Priority(p) ?? .required
                    return .some(changed)
                case .relation(let r) where c.id == id:
                    var changed = spec
                    changed.relation = r
                    return .some(changed)
                case .stopTranslatingAutoresizingMask(let view) where c.logged.autoresizingMask != nil
                    && Self.framedView(c, in: logScene) == view:
                    return .some(nil)
                case .deactivateWhileHidden where c.id == id:
                    return .some(nil)
                case .encapsulatedSize(let size) where c.id == id:
                    var changed = spec
                    changed.constant = size
                    return .some(changed)
                default:
                    return .none
                }
            }
            guard let s = made else {
                stoppedTrying = true
                break
            }
            s.layoutIfNeeded()
            let verified = s.takeConflicts().isEmpty
            tried.append(LogFix(constraint: id, change: change, verified: verified, frames: frames(s)))
        }
        fixes = tried
        stopped = stoppedTrying ? .whileTryingFixes : nil
    }

    /// An explanation stopped before anything was known: the log's scene and nothing else.
    private init(stoppedBefore logScene: LogScene) {
        scene = logScene
        conflicts = []
        innocent = []
        screen = []
        causes = []
        fixes = []
        axis = nil
        freeSizes = []
        conflictRemainsWithoutUIKitsChoice = false
        screenAlsoBreaks = []
        stopped = .beforeExplaining
    }

    /// The view whose frame an autoresizing constraint holds: the one in its superview (a
    /// `[view]-(49)-|` puts the superview first), else its first item.
    static func framedView(_ c: LogConstraint, in scene: LogScene) -> String? {
        scene.viewName(of: c.logged.relation.containment?.child ?? c.logged.relation.first.item)
    }
}
