/// What `table batch begin` or `end` did: a batch opened, or its changes laid out in one frame.
enum BatchStep: Equatable {
    case opened
    /// The batch's changes (inserts, deletes, moves, updates) and the frame that laid them
    /// out (nil only when no batch was open).
    case laidOut(changes: Int, frame: ChangeFrame?)
}
