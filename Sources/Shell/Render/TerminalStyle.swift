/// How a character cell is shown when colour is on.
struct TerminalStyle: Equatable {
    enum Colour: Equatable {
        case yellow, red

        var code: String {
            switch self {
            case .yellow: return "33"
            case .red: return "31"
            }
        }
    }

    var isDim = false
    var colour: Colour?

    static let plain = TerminalStyle()

    /// The escape sequence that turns this style on (empty for plain).
    var escape: String {
        var codes: [String] = []
        if isDim { codes.append("2") }
        if let colour { codes.append(colour.code) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    static let reset = "\u{1B}[0m"
}
