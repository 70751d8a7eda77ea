/// The range of a layout's numbers, kept by what the solver places too: a constraint whose
/// numbers are each in range can still put its own attributes beyond it.
extension Scene {
    /// Takes out constraints just added when one solves an attribute of its own beyond
    /// ``valueLimit``, gives their numbers back (`numberBefore`: the first one's), and says
    /// which. Numbers each in range can still do it (`h1.height == 10000000 * h0.height`:
    /// 1e14, then 1e308 and inf down a chain: turn3/10). `added` holds each constraint's
    /// identifier with the spec it was added with (its record is not looked up again).
    func refuseBeyondRange(_ added: [(id: String, spec: ConstraintSpec)], numberBefore: Int?) throws(LayoutError) {
        for (_, spec) in added {
            guard let (anchor, value) = outOfRangeAnchor(of: spec) else { continue }
            dropConstraints(Set(added.map(\.id)))
            retryBroken()
            if let numberBefore { nextNumber = numberBefore }
            throw .beyondRange(anchor, value: value)
        }
    }

    /// The greatest magnitude a layout's numbers take, as the language reads them.
    public static let valueLimit = 10_000_000.0

    /// An anchor of `spec` that the solver now places beyond ``valueLimit``, and where (the
    /// solver's value as it is, before labels settle: no settling for each constraint added).
    func outOfRangeAnchor(of spec: ConstraintSpec) -> (Anchor, Double)? {
        // Both anchors are in one tree (``validate(_:)``), so one solver answers for both.
        let solver = solvers[root(of: spec.first.view)]
        func beyond(_ anchor: Anchor) -> (Anchor, Double)? {
            guard let value = solvedValue(of: anchor, in: solver) else { return nil }
            return !value.isFinite || abs(value) > Self.valueLimit ? (anchor, value) : nil
        }
        return beyond(spec.first) ?? spec.second.flatMap(beyond)
    }
}
