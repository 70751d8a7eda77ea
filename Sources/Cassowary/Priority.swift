/// Auto Layout's priority: a number in 1…1000, where 1000 means *required*.
///
/// Priorities are ordered lexicographically, not added as weights: a constraint of priority p
/// is never given up to satisfy any number of constraints of lower priority, however many.
/// Fractional priorities (750.5) are allowed and order as their values do.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    /// A priority, or `nil` when `value` is not a finite number in 1…1000.
    public init?(_ value: Double) {
        guard value.isFinite, value >= 1, value <= 1000 else { return nil }
        self.value = value
    }

    private init(unchecked value: Double) { self.value = value }

    public static let required = Priority(unchecked: 1000)
    public static let defaultHigh = Priority(unchecked: 750)
    public static let dragThatCanResizeScene = Priority(unchecked: 510)
    public static let sceneSizeStayPut = Priority(unchecked: 500)
    public static let dragThatCannotResizeScene = Priority(unchecked: 490)
    public static let defaultLow = Priority(unchecked: 250)
    public static let fittingSizeLevel = Priority(unchecked: 50)

    /// The named levels, by the names Auto Layout gives them (and the short forms the shell uses).
    public static let named: [(name: String, priority: Priority)] = [
        ("required", .required),
        ("defaultHigh", .defaultHigh), ("high", .defaultHigh),
        ("dragThatCanResizeScene", .dragThatCanResizeScene),
        ("sceneSizeStayPut", .sceneSizeStayPut),
        ("dragThatCannotResizeScene", .dragThatCannotResizeScene),
        ("defaultLow", .defaultLow), ("low", .defaultLow),
        ("fittingSizeLevel", .fittingSizeLevel), ("fitting", .fittingSizeLevel),
    ]

    /// Parses `750`, `999.5`, `required`, `high`, `low`, `fitting` or any of Auto Layout's names.
    public init?(parsing text: some StringProtocol) {
        if let entry = Priority.named.first(where: { $0.name == text }) {
            self = entry.priority
        } else if let number = Double(String(text)), let priority = Priority(number) {
            self = priority
        } else {
            return nil
        }
    }

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        isWholeNumber(value) ? String(Int(value)) : String(value)
    }
}

extension Priority: ExpressibleByIntegerLiteral {
    /// Integer literals outside 1…1000 are clamped into it (a literal is the programmer's, not
    /// the user's input; user input goes through `init?(_:)` or `init?(parsing:)`).
    public init(integerLiteral value: Int) {
        self.init(unchecked: Double(min(max(value, 1), 1000)))
    }
}
