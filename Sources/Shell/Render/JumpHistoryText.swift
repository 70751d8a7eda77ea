/// `table jumps` written for people (a jump a line, then the totals) and for programs (the
/// jumps alone, as it has always been).
extension JumpHistory: Outcome {
    static let jsonKeys = JumpText.jsonKeys

    func text(_ printer: OutcomePrinter) -> String {
        guard !jumps.isEmpty else { return "no jumps: nothing moved the offset or the screen without a scroll" }
        func times(_ n: Int) -> String { n == 1 ? "once" : "\(n) times" }
        let total = "in all: offset corrected \(times(corrections)) (\(show(totalCorrection)) pt), "
            + "screen moved \(times(screenJumps)) (\(show(totalScreenJump)) pt)"
        return (jumps.map(JumpText.line) + [total]).joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON { .array(jumps.map(JumpText.json)) }
}
