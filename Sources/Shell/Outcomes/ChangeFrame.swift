import TableSim

/// The frame a change to a table's data took (a change outside a batch, or `table batch
/// end`), and the jumps it made: the offset corrected, or the screen moved.
struct ChangeFrame: Equatable {
    var frame: FrameReport
    var jumps: [TableJump]
}
