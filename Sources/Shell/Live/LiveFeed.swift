/// What the live page keeps of the session besides the scene: the last lines with their
/// answers, the view the page selected, and a version that grows with each line, so that a page
/// knows a state from the one before.
struct LiveFeed {
    /// A line as the page lists it.
    struct Entry: Equatable {
        var number: Int
        /// As typed (the lines of a continued input joined).
        var input: String
        /// The answer as the shell printed it (colours are taken out when the page reads it): an
        /// error with its caret.
        var output: String
        var failed: Bool
        var fromPage: Bool
    }

    /// How many lines the page lists.
    static let capacity = 40

    private(set) var entries: [Entry] = []
    private(set) var version = 0
    /// The view whose constraints and `why` answers the page shows (it picked it).
    var selected: String?

    mutating func append(input: String, output: String, failed: Bool, fromPage: Bool) {
        version += 1
        entries.append(Entry(number: version, input: input, output: output, failed: failed, fromPage: fromPage))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}

/// The text without the terminal's colour sequences (ESC [ … m).
func stripStyles(_ text: String) -> String {
    guard text.utf8.contains(0x1B) else { return text }
    var out = ""
    var inSequence = false
    for scalar in text.unicodeScalars {
        if inSequence {
            if scalar.properties.isAlphabetic { inSequence = false }
            continue
        }
        if scalar == "\u{1B}" { inSequence = true; continue }
        out.unicodeScalars.append(scalar)
    }
    return out
}
