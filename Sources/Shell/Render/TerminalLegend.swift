/// The line under a terminal picture that explains its marks:
/// `? ambiguous: body   ! in conflict: photo   ┄ hidden: badge   collapsed, not drawn: quote`.
/// Only the marks that occur are listed; when they do not fit the width together, each
/// goes on a line of its own.
struct TerminalLegend {
    let marks: DrawingMarks

    func lines(width: Int, colour: Bool) -> [String] {
        let entries: [(text: String, style: TerminalStyle)] = [
            ("? ambiguous", marks.ambiguous, TerminalStyle(colour: .yellow)),
            ("! in conflict", marks.inConflict, TerminalStyle(colour: .red)),
            ("┄ hidden", marks.hidden, TerminalStyle(isDim: true)),
            ("collapsed, not drawn", marks.collapsed, TerminalStyle.plain),
        ].compactMap { title, names, style in
            names.isEmpty ? nil : (title + ": " + TerminalText.printable(names.joined(separator: ", ")), style)
        }
        let painted = entries.map { entry in
            colour && entry.style != .plain ? entry.style.escape + entry.text + TerminalStyle.reset : entry.text
        }
        let separator = "   "
        let plainWidth = entries.reduce(0) { $0 + TerminalText.width(of: $1.text) } + separator.count * max(0, entries.count - 1)
        return plainWidth <= width ? [painted.joined(separator: separator)] : painted
    }
}
