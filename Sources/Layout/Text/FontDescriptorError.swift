/// Why a font description could not be read or resolved: a message, and where in the text
/// it went wrong so the shell can put a caret under it.
public struct FontDescriptorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem starts, in characters from the start of the parsed text (0 when the
    /// problem is not at one place, such as a face that was never loaded).
    public let offset: Int
    /// What is wrong, in a sentence without a final full stop.
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "\(message) (at character \(offset))" }
}
