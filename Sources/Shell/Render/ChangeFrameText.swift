import TableSim

/// The frame a data change took, written as `table reload` writes a frame, each jump of it
/// on a line of its own; for programs, the frame (as `table reload --json`'s) and the jumps
/// (as `table jumps --json`'s).
extension ChangeFrame: Outcome {
    /// The keys a frame's JSON holds (FrameText.json), as `table reload` documents them.
    private static let frameKeys: Set = ["frame", "requestedOffset", "offset", "firstVisible", "lastVisible", "rowsAppeared",
                                         "rowsLeft", "heightRequests", "estimateRequests", "corrections", "correction", "ms"]

    static let jsonKeys: [JSONKey] = {
        let own = [JSONKey("frames", "the frame the change took, alone (none when it took none)"),
                   JSONKey("jumps", "the jumps of that frame: each time the offset or the screen moved without a scroll")]
        let frame = TableFrames.jsonKeys.filter { frameKeys.contains($0.key) }
        let jump = JumpText.jsonKeys.filter { key in !frame.contains { $0.key == key.key } }
        return own + frame + jump
    }()

    func text(_ printer: OutcomePrinter) -> String {
        ([FrameText.line(frame)] + jumps.map(JumpText.line)).joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON { .object(Self.jsonFields(self)) }

    /// `frames` and `jumps`, empty without a frame: the keys an answer that may hold a frame
    /// gives it.
    static func jsonFields(_ frame: ChangeFrame?) -> [(String, JSON)] {
        [("frames", .array(frame.map { [FrameText.json($0.frame)] } ?? [])),
         ("jumps", .array(frame?.jumps.map(JumpText.json) ?? []))]
    }

    /// An answer's own keys, then a frame's that it does not have already.
    static func keys(adding own: [JSONKey]) -> [JSONKey] {
        own + jsonKeys.filter { key in !own.contains { $0.key == key.key } }
    }
}
