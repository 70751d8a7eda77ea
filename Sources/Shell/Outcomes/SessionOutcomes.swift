/// `save FILE`: the transcript written, and what it leaves out.
struct TranscriptSaved: Equatable {
    var file: String
    var inputs: Int
    /// Inputs run while recording was off.
    var skipped: Int
    /// Inputs stopped by Ctrl-C, kept as comments.
    var interrupted: Int
}

/// `record [on|off|clear]`: the recording's state after the line.
struct RecordingState: Equatable {
    enum Change: Equatable { case started, stopped, cleared }
    /// What the line did, or nil when it asked.
    var change: Change?
    var isOn: Bool
    var inputs: Int
    /// The inputs after which it stopped at its size limit, if it did.
    var fullAfter: Int?
}

/// `echo TEXT`: the text, as typed.
struct Echoed: Equatable {
    var text: String
}

/// `quit`, `exit`: the session ends.
struct Leaving: Equatable {}
