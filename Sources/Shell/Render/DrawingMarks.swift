/// What a drawing shows of one view once its ancestors are taken into account.
struct DrawnState: Equatable {
    /// Hidden itself or through an ancestor.
    var isHidden: Bool
    /// Collapsed itself or through an ancestor: not drawn at all.
    var isCollapsed: Bool

    /// The state of every item of `tree` (in tree order), by name.
    static func states(of tree: [Drawing.Item]) -> [String: DrawnState] {
        var states: [String: DrawnState] = [:]
        for item in tree {
            let inherited = item.parent.flatMap { states[$0] } ?? DrawnState(isHidden: false, isCollapsed: false)
            states[item.name] = DrawnState(isHidden: item.isHidden || inherited.isHidden,
                                           isCollapsed: item.isCollapsed || inherited.isCollapsed)
        }
        return states
    }
}

/// The views a legend or description mentions: each list in tree order.
struct DrawingMarks: Equatable {
    var ambiguous: [String] = []
    var inConflict: [String] = []
    /// Views hidden themselves (not those hidden through an ancestor).
    var hidden: [String] = []
    /// The outermost collapsed views (not those collapsed through an ancestor).
    var collapsed: [String] = []

    init(_ drawing: Drawing) {
        for tree in drawing.trees {
            let states = DrawnState.states(of: tree)
            for item in tree {
                let parentCollapsed = item.parent.flatMap { states[$0] }?.isCollapsed ?? false
                if item.isCollapsed || parentCollapsed {
                    if !parentCollapsed { collapsed.append(item.name) }
                    continue
                }
                if item.isAmbiguous { ambiguous.append(item.name) }
                if item.isInConflict { inConflict.append(item.name) }
                if item.isHidden { hidden.append(item.name) }
            }
        }
    }

    var isEmpty: Bool { ambiguous.isEmpty && inConflict.isEmpty && hidden.isEmpty && collapsed.isEmpty }
}
