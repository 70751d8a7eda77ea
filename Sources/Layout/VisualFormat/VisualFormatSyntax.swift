import Cassowary
import Notation

// The parts of a parsed visual format, each with its place in the format string.
//
// Ranges are offsets into the format, counted in characters. The parser accepts ASCII only (as
// Apple's does), so these are also UTF-8 and UTF-16 offsets.

extension VisualFormat {
    /// One end or one step of the line: the superview bar `|` or a view `[name(…)]`.
    public enum Element: Sendable, Hashable {
        /// `|`, with the range of the bar.
        case superview(Range<Int>)
        /// `[name(predicates)]`.
        case view(View)

        /// Where the element is in the format.
        public var range: Range<Int> {
            switch self {
            case .superview(let range): return range
            case .view(let view): return view.range
            }
        }

        /// The view, unless this is the superview bar.
        public var view: View? {
            if case .view(let view) = self { return view }
            return nil
        }
    }

    /// A view in brackets: `[button]`, `[button(>=50)]`.
    public struct View: Sendable, Hashable {
        /// The view's name, a C identifier.
        public let name: String
        /// Where the name is.
        public let nameRange: Range<Int>
        /// The predicates on the view's width (`H:`) or height (`V:`), in order; empty when none.
        public let predicates: [Predicate]
        /// From `[` to `]`, both included.
        public let range: Range<Int>

        /// A view as the parser makes it.
        public init(name: String, nameRange: Range<Int>, predicates: [Predicate], range: Range<Int>) {
            self.name = name
            self.nameRange = nameRange
            self.predicates = predicates
            self.range = range
        }
    }

    /// What joins two neighbouring elements.
    public struct Connection: Sendable, Hashable {
        /// Which of the three forms the connection takes.
        public enum Spacing: Sendable, Hashable {
            /// Nothing between the elements: `[a][b]`, a gap of 0.
            case flush
            /// A bare `-`: the standard spacing.
            case standard
            /// `-8-`, `-metric-`, `->=8-`, `-(>=8@750,<=20)-`: one constraint a predicate.
            case predicates([Predicate])
        }

        /// Flush, standard or given by predicates.
        public let spacing: Spacing
        /// From the first `-` to the last, both included; an empty range at the position of
        /// the following element for a flush connection.
        public let range: Range<Int>

        /// A connection as the parser makes it.
        public init(spacing: Spacing, range: Range<Int>) {
            self.spacing = spacing
            self.range = range
        }
    }

    /// `relation? object (@priority)?`, such as `>=70`, `==button2`, `100@20`.
    public struct Predicate: Sendable, Hashable {
        /// The relation; `==` when none is written.
        public let relation: Relation
        /// Where `==`, `<=` or `>=` is written, or `nil` when the relation is implicit.
        public let relationRange: Range<Int>?
        /// A number, or a name (a metric, or in a view's predicates also a view).
        public let object: Term
        /// Where the object (number or name) is.
        public let objectRange: Range<Int>
        /// The number or metric name after `@`, or `nil` (required).
        public let priority: Term?
        /// Where the priority is, not including the `@`.
        public let priorityRange: Range<Int>?
        /// The whole predicate.
        public let range: Range<Int>

        /// A predicate as the parser makes it.
        public init(
            relation: Relation, relationRange: Range<Int>?, object: Term, objectRange: Range<Int>,
            priority: Term?, priorityRange: Range<Int>?, range: Range<Int>
        ) {
            self.relation = relation
            self.relationRange = relationRange
            self.object = object
            self.objectRange = objectRange
            self.priority = priority
            self.priorityRange = priorityRange
            self.range = range
        }
    }

    /// A constant as written: a number, or a name looked up later.
    public enum Term: Sendable, Hashable, CustomStringConvertible {
        /// A number as `strtod` reads it: `8`, `-5`, `0.5`, `1e3`.
        case number(Double)
        /// A C identifier: a metric, or in a view's brackets possibly a view.
        case name(String)

        /// The number as people write it, or the name.

        public var description: String {
            switch self {
            case .number(let value): return formatNumber(value)
            case .name(let name): return name
            }
        }
    }
}
