import TableSim

/// What `table insert`, `delete`, `move` or `update` changed, and the frame it took, or that
/// the open batch holds it.
struct RowChange: Equatable {
    enum Change: Equatable {
        /// `count` rows before row `at`: the data source's next rows, or a file's rows (the
        /// file as typed).
        case inserted(at: Int, count: Int, file: String?)
        /// Rows `first` to `last`, both included.
        case deleted(first: Int, last: Int)
        /// Row `from` is row `to` afterwards.
        case moved(from: Int, to: Int)
        /// The fields set (their names without `$`, in order), and whether the row was sized
        /// again (`reloadRows`).
        case updated(row: Int, fields: [String], reloaded: Bool)
    }

    /// Where the change went.
    enum Placement: Equatable {
        /// Laid out in a frame.
        case frame(ChangeFrame)
        /// Held by the open batch until `table batch end`.
        case inBatch
        /// No frame: nothing to lay out.
        case noFrame
    }

    var change: Change
    var placement: Placement
}
