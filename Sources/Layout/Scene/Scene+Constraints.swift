import Cassowary

/// What a scene reports when required constraints cannot all hold: the conflicting set, and
/// the one it gave up (as UIKit's "Unable to simultaneously satisfy constraints." does).
public struct ConflictReport: Sendable, Equatable {
    /// Identifiers of a minimal set of required constraints that cannot hold together.
    public let constraints: [String]
    /// The identifier of the constraint given up.
    public let broken: String
}

extension Scene {
    // MARK: Adding and validating

    /// Adds a constraint, enforces it, and returns its identifier (`identifier` or `c1`, `c2`, …).
    /// A required constraint that conflicts is kept but broken (see ``takeConflicts()``).
    @discardableResult
    public func addConstraint(_ spec: ConstraintSpec, identifier: String? = nil,
                              origin: ConstraintOrigin = .user, active: Bool = true) throws(LayoutError) -> String {
        let madeGuides = try ensureViewGuides(of: spec)
        do { try validate(spec) } catch {
            removeGuides(madeGuides)
            throw error
        }
        if !origin.isSystem { try checkRoom(forConstraints: 1) }
        let numberBefore = nextNumber
        let id: String
        if let identifier {
            // (A name without the byte of a dot holds no dot; only one with it is walked by
            // characters: a table adds three named constraints for each cell it builds.)
            guard !identifier.isEmpty, !(identifier.utf8.contains(UInt8(ascii: ".")) && identifier.contains(".")) else {
                throw .invalidConstraintName(identifier)
            }
            guard identifier.utf8.count <= SceneLimits.nameBytes else { throw .limit(.nameBytes, about: identifier) }
            guard constraints[identifier] == nil else { throw .duplicateConstraint(identifier) }
            guard views[identifier] == nil else { throw .nameTakenByView(identifier) }
            id = identifier
        } else {
            id = freshIdentifier()
        }
        insertConstraint(id, spec, origin: origin, active: active, autoNamed: identifier == nil)
        if !origin.isSystem { try refuseBeyondRange([(id, spec)], numberBefore: identifier == nil ? numberBefore : nil) }
        return id
    }

    /// Refuses `count` more constraints of the user's when the scene would pass its limit.
    func checkRoom(forConstraints count: Int) throws(LayoutError) {
        guard userConstraintCount + count <= SceneLimits.constraints else {
            throw .limit(.constraints)
        }
    }

    func freshIdentifier() -> String {
        while true {
            let id = "c\(nextNumber)"
            nextNumber += 1
            if constraints[id] == nil, views[id] == nil { return id }
        }
    }

    /// Stores a new record and puts it in force; returns where the record is stored.
    @discardableResult
    func insertConstraint(_ id: String, _ spec: ConstraintSpec, origin: ConstraintOrigin, active: Bool,
                          autoNamed: Bool = false) -> SceneConstraintTable.Slot {
        sequence += 1
        if !origin.isSystem {
            userConstraintCount += 1
            if spec.usesBaseline { userBaselineConstraintCount += 1 }
        }
        var record = SceneConstraint(identifier: id, spec: spec, origin: origin, wantsActive: active,
                                     state: .inactive, enforced: nil, sequence: sequence, isAutoNamed: autoNamed)
        constraintOrder.append(id)
        // The tree's root, found once for its solver and for its settling.
        let root = root(of: spec.first.view)
        markUnsettled(root: root)
        // Put in the solver before the record is stored, so that it is stored once, in force
        // (a look-up of a scene's constraint is a cache miss or two in a big scene). A conflict
        // needs the record stored: it is resolved the usual way, after.
        guard active, !isSuspended(record), let solverConstraint = solverConstraint(for: record) else {
            return constraints.store(record)
        }
        do {
            try solver(ofRoot: root).add(solverConstraint)
        } catch {
            let slot = constraints.store(record)
            resolveConflict(adding: id, error)
            return slot
        }
        record.enforced = solverConstraint
        record.state = .active
        let slot = constraints.store(record)
        if !brokenIDs.isEmpty { brokenIDs.remove(id) }
        return slot
    }

    /// Checks a constraint as NSLayoutConstraint does before it would install it.
    public func validate(_ spec: ConstraintSpec) throws(LayoutError) {
        // Each view is looked up once, for its root (a view's whole record was copied to be
        // thrown away, and each root looked up again).
        let root = try existingRoot(of: spec.first.view)
        guard spec.multiplier.isFinite else { throw .nonFinite(.multiplier) }
        guard spec.constant.isFinite else { throw .nonFinite(.constant) }
        let first = spec.first.attribute
        for term in spec.extraTerms {
            guard try existingRoot(of: term.anchor.view) == root else {
                throw .noCommonAncestor(spec.first.view, term.anchor.view)
            }
        }
        guard let second = spec.second else {
            if !first.isSize { throw .locationAgainstSize(spec.first, nil) }
            return
        }
        guard try existingRoot(of: second.view) == root else {
            throw .noCommonAncestor(spec.first.view, second.view)
        }
        if first.isSize != second.attribute.isSize { throw .locationAgainstSize(spec.first, second) }
        if !first.isSize {
            if first.axis != second.attribute.axis { throw .axisMismatch(spec.first, second) }
            // (Tested per attribute: a set literal hashed each attribute's name at every constraint.)
            if (first.isDirectional && second.attribute.isAbsoluteHorizontalEdge)
                || (first.isAbsoluteHorizontalEdge && second.attribute.isDirectional) {
                throw .directionMismatch(spec.first, second)
            }
            if spec.multiplier == 0 { throw .zeroMultiplierOnLocation(spec.first) }
        }
    }

    /// The root of the tree that holds view `name`; ``view(_:)``'s error when there is no such view.
    func existingRoot(of name: String) throws(LayoutError) -> String {
        if let root = rootOf[name] { return root }
        _ = try view(name)
        return name
    }

    /// Gives an engine-named constraint a new name, to free its name for a view. Returns the new name.
    func renameAutoNamedConstraint(_ id: String) -> String? {
        guard var c = constraints[id], c.isAutoNamed else { return nil }
        // Found before the record moves (a search of the whole list made each view named like
        // an engine's constraint, `c1`, `c2`, …, cost the scene).
        let index = orderIndex(of: id)
        let newID = freshIdentifier()
        c = SceneConstraint(identifier: newID, spec: c.spec, origin: c.origin, wantsActive: c.wantsActive,
                            state: c.state, enforced: c.enforced, sequence: c.sequence, isAutoNamed: true)
        constraints[id] = nil
        constraints[newID] = c
        if brokenIDs.remove(id) != nil { brokenIDs.insert(newID) }
        if let index { constraintOrder[index] = newID }
        if let enforced = c.enforced { renamedSolverConstraints[ObjectIdentifier(enforced)] = newID }
        for (i, report) in pendingConflicts.enumerated() {
            pendingConflicts[i] = ConflictReport(constraints: report.constraints.map { $0 == id ? newID : $0 },
                                                 broken: report.broken == id ? newID : report.broken)
        }
        return newID
    }

    public func constraint(_ id: String) throws(LayoutError) -> SceneConstraint {
        guard let c = constraints[id] else {
            throw .unknownConstraint(id, suggestion: closestName(to: id, in: constraintOrder))
        }
        return c
    }

    // MARK: Changing

    public func removeConstraint(_ id: String) throws(LayoutError) {
        _ = try constraint(id)
        dropConstraint(id)
        retryBroken()
    }

    func dropConstraint(_ id: String) {
        dropConstraints([id])
    }

    /// Drops several constraints with one pass over ``constraintOrder`` (one pass each made
    /// removing a view with many constraints quadratic), in the order they were made: the
    /// solver's state after it is the same on every run (a set's order is not).
    func dropConstraints(_ ids: Set<String>) {
        // A few are found by their sequence (``constraintOrder`` is in sequence order): a pass
        // that hashed every identifier made each part of a long stack cost the whole scene.
        let few = ids.count <= 8
        let ordered = few ? ids.sorted { (constraints[$0]?.sequence ?? 0) < (constraints[$1]?.sequence ?? 0) }
            : constraintOrder.filter({ ids.contains($0) })
        if few {
            for id in ordered.reversed() {
                if let index = orderIndex(of: id) { constraintOrder.remove(at: index) }
            }
        }
        unenforce(ordered)
        for id in ordered {
            guard let c = constraints[id] else { continue }
            markUnsettled(c.spec.first.view)
            brokenIDs.remove(id)
            refusedRetries[id] = nil
            if !c.origin.isSystem {
                userConstraintCount -= 1
                if c.spec.usesBaseline { userBaselineConstraintCount -= 1 }
            }
            constraints[id] = nil
        }
        if !few { constraintOrder.removeAll { ids.contains($0) } }
    }

    /// Where `id` is in ``constraintOrder``, by binary search on the sequence numbers.
    func orderIndex(of id: String) -> Int? {
        guard let sequence = constraints[id]?.sequence else { return nil }
        var low = 0, high = constraintOrder.count
        while low < high {
            let middle = (low + high) / 2
            if (constraints[constraintOrder[middle]]?.sequence ?? Int.max) < sequence { low = middle + 1 } else { high = middle }
        }
        return low < constraintOrder.count && constraintOrder[low] == id ? low : constraintOrder.firstIndex(of: id)
    }

    public func setActive(_ id: String, _ active: Bool) throws(LayoutError) {
        let c = try constraint(id)
        guard c.wantsActive != active else { return }
        constraints[id]?.wantsActive = active
        if active { enforce(id) } else { unenforce(id); retryBroken() }
        markUnsettled(c.spec.first.view)
    }

    /// Changes the constant in place (no rebuild).
    public func setConstant(_ id: String, _ constant: Double) throws(LayoutError) {
        var c = try constraint(id)
        guard constant.isFinite else { throw .nonFinite(.constant) }
        // A constant set by hand is a number, no longer the system spacing.
        if c.spec.isSystemSpacing {
            c.spec.isSystemSpacing = false
            constraints[id]?.spec.isSystemSpacing = false
        }
        changeConstant(id, c, to: constant)
    }

    /// `setConstant` for a constraint already looked up (`current`, its record as it is in the
    /// scene, stored at `slot` when the caller knows where: only the constant is written back):
    /// the engine's own constraints change their constants at every re-measure.
    private func changeConstant(_ id: String, _ current: SceneConstraint, to constant: Double,
                                storedAt slot: SceneConstraintTable.Slot = SceneConstraintTable.unknownSlot) {
        var c = current
        c.spec.constant = constant
        // In place: the record is not written whole (a label's six constraints change at each
        // re-measure, a table's cells re-measure at every row).
        constraints[id, storedAt: slot]?.spec.constant = constant
        let root = root(of: c.spec.first.view)
        markUnsettled(root: root)
        guard let enforced = c.enforced else {
            if c.state == .broken { retryBroken() }
            return
        }
        do {
            try solver(ofRoot: root).updateConstant(of: enforced, to: -effectiveConstant(of: c))
        } catch {
            // The new constant conflicts: enforce it again through the conflict rule.
            reenforce(id)
        }
        retryBroken()
    }

    /// Changes the priority in place; required ↔ optional is refused while active, as in UIKit.
    public func setPriority(_ id: String, _ priority: Priority) throws(LayoutError) {
        let c = try constraint(id)
        if c.state != .inactive, c.spec.priority.isRequired != priority.isRequired {
            throw .requiredPriorityChange(id)
        }
        constraints[id]?.spec.priority = priority
        markUnsettled(c.spec.first.view)
        if let enforced = c.enforced {
            do { try solver(for: c.spec.first.view).updatePriority(of: enforced, to: priority) } catch { reenforce(id) }
        }
    }

    // MARK: Enforcing

    /// The constant a constraint has in force now (zero for a location constraint whose first
    /// item is collapsed).
    public func constantInForce(_ id: String) -> Double { effectiveConstant(id) }

    /// The constant in force: zero for a location constraint whose first item is collapsed.
    func effectiveConstant(_ id: String) -> Double {
        constraints[id].map(effectiveConstant(of:)) ?? 0
    }

    /// ``effectiveConstant(_:)`` of a record already looked up.
    func effectiveConstant(of c: SceneConstraint) -> Double {
        switch c.origin {
        case .user, .visualFormat:
            if !c.spec.first.attribute.isSize, isCollapsed(c.spec.first.view) { return 0 }
        default: break
        }
        return c.spec.constant
    }

    /// A collapsed view's own size constraints (and its intrinsic ones) are suspended.
    func isSuspended(_ id: String) -> Bool {
        constraints[id].map(isSuspended(_:)) ?? true
    }

    /// ``isSuspended(_:)`` of a record already looked up.
    func isSuspended(_ c: SceneConstraint) -> Bool {
        switch c.origin {
        case .user, .visualFormat, .consoleLog, .interfaceBuilder, .code, .contentHugging, .compressionResistance:
            return c.spec.first.attribute.isSize && isCollapsed(c.spec.first.view)
        default:
            return false
        }
    }

    /// Puts the constraint in the solver if it should be there; resolves a conflict by
    /// breaking one constraint (``breakingRule``).
    func enforce(_ id: String) {
        guard let c = constraints[id], c.wantsActive, c.enforced == nil, !isSuspended(c),
              let solverConstraint = solverConstraint(for: c) else { return }
        do {
            try solver(for: c.spec.first.view).add(solverConstraint)
            constraints[id]?.enforced = solverConstraint
            constraints[id]?.state = .active
            if !brokenIDs.isEmpty { brokenIDs.remove(id) }
        } catch {
            resolveConflict(adding: id, error)
        }
    }

    /// After the solver refused constraint `id` (its record stored, not in force): breaks the
    /// one ``breakingRule(_:)`` picks and enforces `id` again when it was another.
    private func resolveConflict(adding id: String, _ error: SolverError) {
        guard case .unsatisfiable(_, let conflict) = error else {
            setState(id, .broken)
            return
        }
        let ids = conflict.compactMap(sceneIdentifier(of:)) + [id]
        let unique = ids.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let victim = breakingRule(unique)
        pendingConflicts.append(ConflictReport(constraints: unique, broken: victim))
        if victim == id {
            setState(id, .broken)
        } else {
            unenforce(victim)
            setState(victim, .broken)
            enforce(id)
        }
    }

    /// Which constraint of a conflict to give up: the one the user wrote last; when all were
    /// made by the engine (intrinsic, autoresizing, a root's or a cell's size), the newest.
    /// The engine's own constraints are kept when a user's can go, as UIKit keeps a table
    /// cell's encapsulated height and breaks one of the cell's constraints instead.
    func breakingRule(_ ids: [String]) -> String {
        let records = ids.compactMap { constraints[$0] }
        let users = records.filter { !$0.origin.isSystem }
        let pool = users.isEmpty ? records : users
        return pool.max { $0.sequence < $1.sequence }?.identifier ?? ids[ids.count - 1]
    }

    func unenforce(_ id: String) {
        unenforce([id])
    }

    /// Takes constraints out of their solvers, each solver re-optimising once, after the last.
    func unenforce(_ ids: [String]) {
        var taken: [ObjectIdentifier: (solver: Solver, constraints: [Constraint])] = [:]
        var solverOrder: [ObjectIdentifier] = []
        for id in ids {
            guard let c = constraints[id] else { continue }
            if let enforced = c.enforced {
                let solver = solver(for: c.spec.first.view)
                let key = ObjectIdentifier(solver)
                if taken[key] == nil {
                    taken[key] = (solver, [])
                    solverOrder.append(key)
                }
                taken[key]?.constraints.append(enforced)
                if !renamedSolverConstraints.isEmpty { renamedSolverConstraints[ObjectIdentifier(enforced)] = nil }
            }
            constraints[id]?.enforced = nil
            setState(id, c.wantsActive && c.state == .broken ? .broken : .inactive)
        }
        for key in solverOrder {
            guard let (solver, list) = taken[key] else { continue }
            try? solver.remove(list)
        }
    }

    /// Takes the constraint out and puts it back (its expression changed shape).
    func reenforce(_ id: String) {
        unenforce(id)
        setState(id, .inactive)
        enforce(id)
        if let c = constraints[id] { markUnsettled(c.spec.first.view) }
    }

    /// Records a constraint's state (and keeps the set of broken ones, so that retrying them
    /// costs nothing when there are none).
    func setState(_ id: String, _ state: ConstraintState) {
        constraints[id]?.state = state
        if state == .broken { brokenIDs.insert(id) } else if !brokenIDs.isEmpty { brokenIDs.remove(id) }
    }

    /// The conflicts found since the last call, oldest first, as they stand once the layout
    /// has settled (a conflict met while a label still had its one-line width, gone once it
    /// wrapped, is not reported; the set reported is the one that keeps the constraint out now).
    public func takeConflicts() -> [ConflictReport] {
        // The layout pass waits for its caller (layoutIfNeeded before a read), not each
        // change: it re-measures every wrapping label of the tree, so a script of 10,000
        // labels laid out at each line was quadratic. A conflict can only wait when the
        // settling cannot make one: only the engine's baseline constraints are required among
        // those settling changes, so a tree whose baselines a constraint of the user's pins
        // settles now, as does one with a conflict to report.
        if !pendingConflicts.isEmpty || !brokenIDs.isEmpty || userBaselineConstraintCount > 0 { layoutIfNeeded() }
        retryBroken()
        var reports: [ConflictReport] = []
        for report in pendingConflicts where brokenIDs.contains(report.broken) {
            if let current = currentConflict(breaking: report.broken), !reports.contains(current) {
                reports.append(current)
            }
        }
        pendingConflicts.removeAll()
        return reports
    }

    // MARK: The engine's own constraints

    /// Sets (or with nil removes) the engine's constraint for `view` in `role`, changing the
    /// constant in place when only the constant differs.
    func setSystemConstraint(_ view: String, _ role: String, _ spec: ConstraintSpec?, origin: ConstraintOrigin) {
        let existing = systemConstraints[view]?.entry(role)
        guard let spec else {
            if let existing { dropConstraint(existing.id) }
            systemConstraints[view]?[role] = nil
            return
        }
        if let existing, let current = constraints[existing.id, storedAt: existing.slot] {
            if current.spec.hasSameShape(as: spec) {
                if current.spec.priority != spec.priority {
                    if current.spec.priority.isRequired == spec.priority.isRequired {
                        try? setPriority(existing.id, spec.priority)
                    } else {
                        constraints[existing.id, storedAt: existing.slot]?.spec.priority = spec.priority
                        reenforce(existing.id)
                    }
                }
                // (Looked up again only when the priority changed it.)
                if let fresh = current.spec.priority == spec.priority ? current : constraints[existing.id, storedAt: existing.slot],
                   fresh.spec.constant != spec.constant {
                    changeConstant(existing.id, fresh, to: spec.constant, storedAt: existing.slot)
                }
                return
            }
            if replaceInPlace(existing.id, current, by: spec, origin: origin) { return }
            dropConstraint(existing.id)
        }
        let id = "\(view).\(role)"
        if constraints[id] != nil { dropConstraint(id) }
        let slot = insertConstraint(id, spec, origin: origin, active: true)
        systemConstraints[view, default: SystemRoles()].set(role, id, slot: slot)
    }

    /// Gives a required equality of the engine's, in force, a new expression in its solver
    /// (``Solver/replace(_:with:)``) instead of dropping it and adding the new one: a stack that
    /// arranges more views moves its far edge to the new last view, and the tie dropped and
    /// added again was written out over the whole stack. The record comes out as a drop and an
    /// add leave it (a new sequence, last in ``constraintOrder``). False where the solver
    /// declines (the caller then drops and adds, which reports a conflict the usual way).
    private func replaceInPlace(_ id: String, _ current: SceneConstraint, by spec: ConstraintSpec,
                                origin: ConstraintOrigin) -> Bool {
        guard canReplaceInPlace(current, by: spec, origin: origin), let enforced = current.enforced else { return false }
        sequence += 1
        let replaced = SceneConstraint(identifier: id, spec: spec, origin: origin, wantsActive: true, state: .active,
                                       enforced: nil, sequence: sequence, isAutoNamed: current.isAutoNamed)
        guard let solverConstraint = solverConstraint(for: replaced),
              solver(for: spec.first.view).replace(enforced, with: solverConstraint) else {
            sequence -= 1
            return false
        }
        if let index = orderIndex(of: id) { constraintOrder.remove(at: index) }
        constraintOrder.append(id)
        var record = replaced
        record.enforced = solverConstraint
        constraints[id] = record
        if !renamedSolverConstraints.isEmpty { renamedSolverConstraints[ObjectIdentifier(enforced)] = nil }
        refusedRetries[id] = nil
        markUnsettled(spec.first.view)
        work.replacedInPlace += 1
        return true
    }

    /// Whether ``replaceInPlace(_:_:by:origin:)`` may try: a required equality in force, made
    /// by the engine for the same reason, of the same view and priority.
    func canReplaceInPlace(_ current: SceneConstraint, by spec: ConstraintSpec, origin: ConstraintOrigin) -> Bool {
        current.enforced != nil && current.origin == origin && current.state == .active
            && current.spec.relation == .equal && spec.relation == .equal
            && current.spec.priority.isRequired && spec.priority == current.spec.priority
            && current.spec.first.view == spec.first.view
    }

    /// A root sits at (0, 0).
    func pinRootOrigin(_ name: String) {
        setSystemConstraint(name, "root.left", ConstraintSpec(Anchor(name, .left), .equal, constant: 0), origin: .rootSize)
        setSystemConstraint(name, "root.top", ConstraintSpec(Anchor(name, .top), .equal, constant: 0), origin: .rootSize)
    }

    /// Every view's width and height are at least 0, as in UIKit's engine (required, so that
    /// a layout that needs a negative size is a conflict that names them).
    /// Views only: real logs show UIKit's layout guides going negative without a conflict.
    /// A stack 0 wide with 22-point margins makes its margins guide −44 wide, and UIKit lists
    /// the conflict only when a label is pinned to that guide: the label's width, not the
    /// guide's, is what cannot be negative (Tests/Fixtures/logs/35-…; the keyboard bar of
    /// 25-… is the same on the vertical axis).
    func forbidNegativeSize(_ name: String) {
        for (attribute, role) in [(LayoutAttribute.width, "size.width"), (.height, "size.height")] {
            setSystemConstraint(name, role, ConstraintSpec(Anchor(name, attribute), .greaterOrEqual, constant: 0),
                                origin: .nonNegativeSize)
        }
    }

    /// Sets a root's width or height (a required constraint whose constant changes in place,
    /// like a rotation); nil frees it.
    public func setRootSize(_ name: String, _ attribute: LayoutAttribute, _ value: Double?) throws(LayoutError) {
        let v = try view(name)
        guard v.parent == nil else { throw .notARoot(name) }
        guard attribute == .width || attribute == .height else { throw .notARootSize(attribute) }
        if let value {
            guard value.isFinite, value >= 0 else { throw .outOfRange(.size) }
        }
        let role = "root.\(attribute.name)"
        setSystemConstraint(name, role, value.map { ConstraintSpec(Anchor(name, attribute), .equal, constant: $0) },
                            origin: .rootSize)
        retryBroken()
    }

    /// A root's width or height as set, or nil when it is free.
    public func rootSize(_ name: String, _ attribute: LayoutAttribute) -> Double? {
        systemConstraints[name]?["root.\(attribute.name)"].flatMap { constraints[$0]?.spec.constant }
    }
}
