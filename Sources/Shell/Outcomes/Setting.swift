import Layout

/// A setting of the session or the table (`json`, `table memo`…): asked alone, the command
/// answers what it is and how to change it; set, it answers the value it now has.
struct Setting: Equatable {
    enum Value: Equatable {
        case onOff(Bool)
        case number(Double)
        case word(String)
        case size(Size)
    }

    /// The command's name (`json`, `table memo`).
    var name: String
    /// What the answer to a question calls it (`memo`), when not its name.
    var label: String?
    var value: Value
    /// Whether the command changed it (false: it was asked).
    var wasSet: Bool
    /// How to set it, for the answer to a question (`json on|off`).
    var usage: String

    init(name: String, label: String? = nil, value: Value, wasSet: Bool, usage: String) {
        self.name = name
        self.label = label
        self.value = value
        self.wasSet = wasSet
        self.usage = usage
    }
}
