/// Why a transcript cannot be read (or written): the file, the line, what is wrong there and
/// the text of that line.
public struct TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as it was named (nil for text that came from no file).
    public var path: String?
    /// The 1-based line of the transcript (0 when the trouble is the whole file).
    public var line: Int
    public var message: String
    /// The offending line as written, when there is one.
    public var text: String?

    public init(_ message: String, path: String? = nil, line: Int = 0, text: String? = nil) {
        self.message = message
        self.path = path
        self.line = line
        self.text = text
    }

    /// `FILE:LINE: message`, then the line itself, indented.
    public var description: String {
        let place = (path ?? "<transcript>") + (line > 0 ? ":\(line)" : "")
        var out = "\(place): \(message)"
        if let text { out += "\n  " + text }
        return out
    }
}
