import Cassowary
import Layout

/// The words that stand for values wherever a value is written: a command's slot
/// (`cache=on`), a view's property (`hidden = yes`), a binding, a constraint's `@priority`.
/// One grammar, one set of messages.
enum ValueWords {
    /// `on`, `true`, `yes` or `off`, `false`, `no`, in any case.
    static func onOff(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "on", "true", "yes": return true
        case "off", "false", "no": return false
        default: return nil
        }
    }

    /// Why a word is not on or off; `meaning` names what it sets, when the place does not say.
    static func onOffRefusal(_ text: String, meaning: String?) -> String {
        let shown = text.isEmpty ? "nothing" : "'\(text)'"
        guard let meaning else { return "expected true or false (yes/no, on/off too), not \(shown)" }
        return "\(meaning) is on or off, not \(shown)"
    }

    /// A priority: a number from 1 to 1000, or a name (`required`, `high`, `low`, `fitting`, …).
    static func priority(_ text: String) -> Priority? { Priority(parsing: text) }

    /// Why a word is not a priority.
    static func priorityRefusal(_ text: String) -> String {
        if decimalNumber(text) != nil { return "a priority is a number from 1 to 1000, not \(text)" }
        let hint = closestName(to: text, in: Priority.named.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
        let shown = text.isEmpty ? "nothing" : "'\(text)'"
        return "unknown priority \(shown)\(hint): 1 to 1000, or required, high, low, fitting"
    }
}
