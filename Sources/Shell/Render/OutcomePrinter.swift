/// Writes a command's answer for people or for programs: the one place a command's outcome
/// becomes text or JSON. What a drawing needs of the terminal (its width, its colours) is here.
struct OutcomePrinter {
    var style: OutputStyle
    /// The columns a drawing may take.
    var columns: Int

    func text(_ outcome: some Outcome) -> String { outcome.text(self) }
    func json(_ outcome: some Outcome) -> JSON { outcome.json(self) }
}
