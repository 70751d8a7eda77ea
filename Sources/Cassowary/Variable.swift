/// A real-valued unknown of a constraint system.
///
/// Variables are reference objects: two variables with the same name are still two different
/// unknowns. The name is only used in messages and diagnostics. A variable holds no value of
/// its own; ask the ``Solver`` that solved it (`solver.value(of: x)`).
public final class Variable: Sendable, Hashable, CustomStringConvertible {
    /// The whole name, or its part before the dot (see ``init(_:_:)``).
    private let owner: String
    /// The part after the dot; empty for a name given whole.
    private let attribute: String

    public init(_ name: String) {
        owner = name
        attribute = ""
    }

    /// A variable named `owner.attribute` (`Variable("title", "left")` is `title.left`), the
    /// name put together only when something asks for it. Joining two strings costs as much as
    /// a small add (a few hundred instructions), and a layout makes four to six variables a view
    /// whose names only messages read.
    public init(_ owner: String, _ attribute: String) {
        self.owner = owner
        self.attribute = attribute
    }

    public var name: String { attribute.isEmpty ? owner : owner + "." + attribute }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name }
}
