/// How often a scene did its costly steps: broken constraints tried again (a phase one each),
/// and stacks rebuilt (a constraint an arranged view each).
struct SceneWork {
    var retries = 0
    var stackRebuilds = 0
    /// The constraints stack plans held, summed over the rebuilds: a whole rebuild plans every
    /// arranged view's, one after views appended at the end only theirs.
    var stackPlanItems = 0
    /// Labels measured for their intrinsic size and baselines.
    var labelMeasures = 0
    /// Required equalities given a new expression in their solver instead of dropped and added
    /// again (a stack's far edge moved to its new last view).
    var replacedInPlace = 0
}
