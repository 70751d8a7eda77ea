/// A real-valued unknown of a constraint system.
///
/// Variables are reference objects: two variables with the same name are still two different
/// unknowns. The name is only used in messages and diagnostics. A variable holds no value of
/// its own; ask the ``Solver`` that solved it (`solver.value(of: x)`).
public final class Variable: Sendable, Hashable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name }
}
