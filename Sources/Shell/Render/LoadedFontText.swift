extension LoadedFont: Outcome {
    static let jsonKeys = [
        JSONKey("name", "the name font= knows it by"),
        JSONKey("face", "the face's own name, from the file; null when the file names none"),
        JSONKey("unitsPerEm", "font units in one em"),
    ]

    /// `loaded dejavu: DejaVu Sans, 2048 units a em; use it as font="dejavu 15"`.
    func text(_ printer: OutcomePrinter) -> String {
        // A font without a name table (or an empty name) is named by its file alone.
        let called = face.isEmpty ? "" : "\(face.escapingControlCharacters), "
        return "loaded \(name): \(called)\(unitsPerEm) units a em; use it as font=\"\(name) 15\""
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("name", .string(name)), ("face", face.isEmpty ? .null : .string(face)), ("unitsPerEm", .number(Double(unitsPerEm)))])
    }
}
