/// Rows made by a seeded generator, each on demand from the seed and its index: a million rows
/// take no memory, and row 500,000 is made without making the rows before it.
public struct GeneratedRows: RowSource {
    /// What the generator makes.
    public enum Kind: String, Sendable, CaseIterable {
        /// Sentences of realistic length: `$text`.
        case sentences
        /// Chat messages: `$username`, `$text` (empty for some media-only messages),
        /// `$timestamp` (`09:41`), `$hasMedia` and `$media` (an image size, or null).
        case messages
        /// Quotes: `$text`, `$author` (or null), `$hasAuthor`, `$photo` (`64x64`, or null),
        /// `$hasPhoto`.
        case quotes
    }

    public let kind: Kind
    public let count: Int
    public let seed: UInt64

    public init(_ kind: Kind, count: Int, seed: UInt64 = 1) {
        self.kind = kind
        self.count = max(0, count)
        self.seed = seed
    }

    public var fieldNames: [String] {
        switch kind {
        case .sentences: return ["text"]
        case .messages: return ["username", "text", "timestamp", "hasMedia", "media"]
        case .quotes: return ["text", "author", "hasAuthor", "photo", "hasPhoto"]
        }
    }

    public var origin: DataOrigin { .generated(kind, count: count, seed: seed) }

    public func row(at index: Int) -> Row {
        var rng = SplitMix64(seed: seed, index: index)
        switch kind {
        case .sentences:
            return Row(index: index, fields: ["text": .string(Self.sentence(&rng, medianWords: 14))])
        case .messages:
            let hasMedia = rng.chance(0.25)
            let empty = hasMedia && rng.chance(0.4)
            let sentences = rng.chance(0.2) ? 2 : 1
            let text = empty ? "" : (0..<sentences).map { _ in Self.sentence(&rng, medianWords: 7) }.joined(separator: " ")
            let seconds = 9 * 3600 + index * 47 + rng.int(in: 0...46)
            let time = "\(pad((seconds / 3600) % 24)):\(pad((seconds / 60) % 60))"
            let user = Vocabulary.usernames[rng.int(in: 0...(Vocabulary.usernames.count - 1))]
            let media = Vocabulary.mediaSizes[rng.int(in: 0...(Vocabulary.mediaSizes.count - 1))]
            return Row(index: index, fields: [
                "username": .string(user), "text": .string(text), "timestamp": .string(time),
                "hasMedia": .bool(hasMedia), "media": hasMedia ? .string(media) : .null,
            ])
        case .quotes:
            let sentences = rng.int(in: 1...3)
            let text = (0..<sentences).map { _ in Self.sentence(&rng, medianWords: 11) }.joined(separator: " ")
            let author: FieldValue = rng.chance(0.8) ? .string(Vocabulary.authors[rng.int(in: 0...(Vocabulary.authors.count - 1))]) : .null
            let photo: FieldValue = rng.chance(0.3) ? .string("64x64") : .null
            return Row(index: index, fields: [
                "text": .string("“" + text + "”"), "author": author, "hasAuthor": .bool(author != .null),
                "photo": photo, "hasPhoto": .bool(photo != .null),
            ])
        }
    }

    private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }

    /// A sentence of about `medianWords` words (log-normally spread: a few are three times as
    /// long), capitalised, with the odd comma, ending in `.`, `?` or `!`.
    static func sentence(_ rng: inout SplitMix64, medianWords: Double) -> String {
        let spread = (0.55 * rng.normal()).clampedExp
        let count = max(2, min(90, Int((medianWords * spread).rounded())))
        var out = ""
        out.reserveCapacity(count * 6)
        let words = Vocabulary.words
        for i in 0..<count {
            // Zipf-like: the front of the list far more often than the back.
            let u = rng.unit()
            var word = words[min(words.count - 1, Int(u * u * u * Double(words.count)))]
            if i == 0, let first = word.first { word = first.uppercased() + word.dropFirst() }
            if i > 0 { out += " " }
            out += word
            if i > 2, i < count - 2, rng.chance(0.07) { out += "," }
        }
        let end = rng.unit()
        out += end < 0.85 ? "." : (end < 0.95 ? "?" : "!")
        return out
    }
}

private extension Double {
    /// e to this power, for a log-normal spread (no Foundation): a short series is enough for
    /// |x| below 3.
    var clampedExp: Double {
        let x = Swift.min(3, Swift.max(-3, self))
        // e^x = (e^(x/8))^8 with a fifth-order series for e^(x/8).
        let y = x / 8
        var e = 1 + y * (1 + y / 2 * (1 + y / 3 * (1 + y / 4 * (1 + y / 5))))
        e *= e; e *= e; e *= e
        return e
    }
}
