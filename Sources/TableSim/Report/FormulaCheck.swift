/// Where a hand-written height formula parts from the layout for one row: each label it
/// measured beside the label's frame in a layout of the row, and whether the separator is
/// the whole difference.
public struct FormulaCheck: Sendable, Equatable {
    /// One measurement of the formula's that the layout does not bear out.
    public struct Drift: Sendable, Equatable {
        public let label: String
        /// What the formula measured: the width (nil: one line) and the height, in lines.
        public let formula: HeightFormula.Measurement
        /// The label's frame in the layout (width, height) and its text's lines there; nil
        /// values: the label is not in the row's cell.
        public let layoutWidth: Double?
        public let layoutHeight: Double?
        public let layoutLines: Int?
    }

    /// The measurements that differ from the layout, in the formula's order.
    public let drifts: [Drift]
    /// The formula gives the layout's height less the separator exactly: it leaves out the
    /// separator that the row's height holds (a delegate must add it).
    public let leavesOutSeparator: Bool
    /// How many measurements the formula made for the row.
    public let measured: Int
    /// The formula's height and the layout's (both as row heights).
    public let formulaHeight: Double
    public let layoutHeight: Double
}
