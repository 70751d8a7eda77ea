import Cassowary

/// A change that resolves the scene's broken constraints, found by trying it on a copy.
public enum SceneFix: Sendable, Equatable {
    /// The view's frame no longer turned into constraints (translatesAutoresizingMaskIntoConstraints = false).
    case stopTranslatingAutoresizingMask(view: String)
    /// The constraint at this priority (999: it gives way by the least).
    case priority(constraint: String, Double)
    /// The constraint taken out (`isActive = false`).
    case deactivate(constraint: String)
}

extension Scene {
    /// The most changes tried (each is a copy of a tree and a solve).
    public static let maximumFixesTried = 24

    /// Changes that leave no constraint of their tree broken, each tried on a copy of that tree
    /// (a fix in one tree leaves another's conflicts as they are): a view with user constraints
    /// that still translates its autoresizing mask stops; a broken constraint, or a required one
    /// beside it (sharing a view), gives way at 999. Nothing here changes.
    public func verifiedFixes() -> [SceneFix] {
        let broken = constraintOrder.filter { constraints[$0]?.state == .broken }
        guard !broken.isEmpty else { return [] }
        var candidates: [SceneFix] = []
        let brokenViews = Set(broken.flatMap { id -> [String] in
            guard let c = constraints[id] else { return [] }
            return [c.spec.first.view] + (c.spec.second.map { [$0.view] } ?? [])
        }.map { viewGuide(named: $0)?.owner ?? $0 })
        // Views in the broken constraints' trees that translate their masks and have constraints of their own.
        for name in viewOrder where views[name]?.translatesAutoresizingMask == true && views[name]?.manualFrame != nil {
            let owned = constraints(mentioning: name).contains { constraints[$0].map { !$0.origin.isSystem } ?? false }
            if owned, brokenViews.contains(where: { root(of: $0) == root(of: name) }) { candidates.append(.stopTranslatingAutoresizingMask(view: name)) }
        }
        for id in broken where constraints[id]?.origin.isSystem == false {
            candidates.append(.priority(constraint: id, 999))
        }
        for id in constraintOrder {
            guard let c = constraints[id], !c.origin.isSystem, c.state == .active, c.spec.priority.isRequired, !broken.contains(id) else { continue }
            let views = [c.spec.first.view] + (c.spec.second.map { [$0.view] } ?? [])
            if views.contains(where: { brokenViews.contains(viewGuide(named: $0)?.owner ?? $0) }) {
                candidates.append(.priority(constraint: id, 999))
            }
        }
        for id in broken where constraints[id]?.origin.isSystem == false {
            candidates.append(.deactivate(constraint: id))
        }
        var verified: [SceneFix] = []
        for fix in candidates.prefix(Self.maximumFixesTried) {
            let tree: String
            switch fix {
            case .stopTranslatingAutoresizingMask(let view): tree = root(of: view)
            case .priority(let id, _), .deactivate(let id): tree = root(of: constraints[id]?.spec.first.view ?? "")
            }
            let trial = copy(tree: tree)
            do {
                switch fix {
                case .stopTranslatingAutoresizingMask(let view): try trial.setTranslatesAutoresizingMask(view, false)
                case .priority(let id, let p):
                    // UIKit refuses a required constraint made optional while installed: out, changed, back in.
                    try trial.setActive(id, false)
                    try trial.setPriority(id, Priority(p) ?? .required)
                    try trial.setActive(id, true)
                case .deactivate(let id): try trial.setActive(id, false)
                }
            } catch {
                continue
            }
            trial.layoutIfNeeded()
            _ = trial.takeConflicts()
            let brokenLeft = trial.constraintOrder.contains { id in
                guard let c = trial.constraints[id], c.state == .broken else { return false }
                return trial.root(of: c.spec.first.view) == tree
            }
            if !brokenLeft { verified.append(fix) }
        }
        return verified
    }
}
