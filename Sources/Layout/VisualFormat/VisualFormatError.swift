import Cassowary
import Notation

/// Why a visual format could not be parsed or turned into constraints, and where.
///
/// Its description has the shape of the exception Auto Layout throws, minus its trailing spaces:
///
///     Unable to parse constraint format:
///     Expected a ']' here. That is how you give the end of a view.
///     H:|-[button
///                ^
public struct VisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong; ``message`` words it.
    public let reason: Reason
    /// The format as given.
    public let format: String
    /// The offending text: a name, a number, one character, or an empty range at the end of the
    /// format. Offsets count characters from the start of the format.
    public let range: Range<Int>

    /// An error for `reason` at `range` of `format`.
    public init(_ reason: Reason, in format: String, at range: Range<Int>) {
        self.reason = reason
        self.format = format
        self.range = range
    }

    /// Where the caret goes: the first offending character.
    public var offset: Int { range.lowerBound }

    /// The message alone, Apple's wording where Apple has one.
    public var message: String { reason.message }

    /// Auto Layout's four lines: the heading, the message, the format and the caret.
    public var description: String {
        let caret = String(repeating: " ", count: offset) + "^"
        return "Unable to parse constraint format:\n\(message)\n\(format)\n\(caret)"
    }

    /// Every way a format can be wrong.
    public enum Reason: Sendable, Hashable {
        // Whole-format problems.
        /// The format is empty.
        case emptyFormat
        /// A character outside ASCII (Apple rejects those formats whole).
        case nonASCIICharacter
        /// A space, tab or newline: the language has no whitespace (ours; Apple reports whatever
        /// it expected at that place instead).
        case whitespace

        // The orientation.
        /// `H` or `V` not followed by `:`.
        case expectedColonAfterOrientation(LayoutAttribute.Axis)
        /// A name other than `H` or `V` before a `:` at the start (ours; Apple says "Expected a view").
        case unknownOrientation(String)

        // The line of views.
        /// `|` at the very end of a format that starts with it.
        case expectedConnectionAfterSuperview
        /// Something other than `[` where a view must be.
        case expectedView
        /// `[` not followed by a C identifier.
        case invalidViewName
        /// A view's name missing from the known views.
        case unknownView(String)
        /// A view name not followed by `]` or `(`.
        case expectedViewEnd
        /// The format ends just after `[name(`.
        case unexpectedEndInView
        /// A view's predicate list not closed by `)`.
        case expectedPredicateListEnd
        /// `[name(…)` not followed by `]`.
        case expectedViewEndAfterPredicates
        /// After a connection, neither `[` nor `|`.
        case expectedViewOrSuperview
        /// Text after the closing `|` (`[a]-|-[b]`, `|[a]|x`).
        case expectedEnd

        // Connections and predicates.
        /// A connection's predicate not followed by `-`.
        case expectedDash
        /// `-8,10-`: a list of predicates without parentheses.
        case expectedDashAfterUnparenthesizedList
        /// `--8-`: a second `-` where a predicate must start.
        case ambiguousMinus
        /// A connection's `(…` list not closed by `)`.
        case expectedConnectionListEnd
        /// The format ends where a predicate must be.
        case expectedMoreInput
        /// `<`, `>` or `=` not followed by `=`.
        case unknownRelation
        /// Neither a number nor a name where a constant or priority must be.
        case expectedConstant
        /// `-` not followed by a number.
        case expectedNumber
        /// A number too large to be finite (`1e999`) (ours; Apple would take infinity).
        case numberOutOfRange
        /// A name that is neither a metric nor (where allowed) a view.
        case unknownMetric(String)
        /// A metric whose value is infinite or not a number (ours).
        case invalidMetricValue(String)
        /// A view's name used as a connection's spacing.
        case viewAsSpacing(String)
        /// A view's name used as a priority (ours).
        case viewAsPriority(String)
        /// A priority outside 1…1000.
        case invalidPriority(Double)

        // Translation: the superview and the options.
        /// `|` in a format whose views have no superview.
        case noSuperview
        /// An alignment option along the format's own axis, such as `alignAllLeft` in `H:`.
        case alignmentAlongOrientation(LayoutAttribute.Axis)
        /// `spacingBaselineToBaseline` with an `H:` format.
        case baselineSpacingInHorizontalLayout

        /// The message, in Apple's words where Apple has one.
        public var message: String {
            switch self {
            case .emptyFormat:
                return "It's an empty string."
            case .nonASCIICharacter:
                return "It contains non-ASCII characters."
            case .whitespace:
                return "Whitespace is not allowed in a visual format."
            case .expectedColonAfterOrientation(.horizontal):
                return "Expected ':' after 'H' to specify horizontal arrangement"
            case .expectedColonAfterOrientation(.vertical):
                return "Expected ':' after 'V' to specify vertical arrangement"
            case .unknownOrientation(let name):
                return "Unknown orientation '\(name)'. Use 'H:' for horizontal or 'V:' for vertical."
            case .expectedConnectionAfterSuperview:
                return "Expected a connection after the '|' character"
            case .expectedView:
                return "Expected a view"
            case .invalidViewName:
                return "Expected a view. View names must start with a letter or an underscore, "
                    + "then contain letters, numbers, and underscores."
            case .unknownView(let name):
                return "\(name) is not a key in the views dictionary."
            case .expectedViewEnd:
                return "Expected a ']' here. That is how you give the end of a view."
            case .unexpectedEndInView:
                return "Unexpectedly ran out of character fodder in the middle of parsing a view"
            case .expectedPredicateListEnd:
                return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
            case .expectedViewEndAfterPredicates:
                return "Expected ']' after specifying thickness."
            case .expectedViewOrSuperview:
                return "Expected a view or '|'"
            case .expectedEnd:
                return "Expected the end of the format string"
            case .expectedDash:
                return "Expected a '-' here"
            case .expectedDashAfterUnparenthesizedList:
                return "Expected a '-' here. To specify a list of constraints, "
                    + "you must use parentheses around the list of constraints"
            case .ambiguousMinus:
                return "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers."
            case .expectedConnectionListEnd:
                return "Expected a ')' at the end of a constraint modifier, "
                    + "or a ',' before another constraint modifier"
            case .expectedMoreInput:
                return "Expected more input"
            case .unknownRelation:
                return "Unknown relation. Must be ==, >=, or <="
            case .expectedConstant:
                return "Expected a number or key from the metrics dictionary, but encountered something else"
            case .expectedNumber:
                return "Expected a number or a key from the metrics dictionary, but encountered something else"
            case .numberOutOfRange:
                return "This number is too large."
            case .unknownMetric(let name):
                return "Encountered metric with name \"\(name)\", "
                    + "but value was not specified in metrics or views dictionaries"
            case .invalidMetricValue(let name):
                return "The metric \"\(name)\" is not a finite number."
            case .viewAsSpacing:
                return "It's not possible to set a space equal to the width or height of a view.  "
                    + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
            case .viewAsPriority(let name):
                return "\(name) is a view, but a priority must be a number or a key from the metrics dictionary."
            case .invalidPriority(let value) where value <= 0:
                return "Invalid priority specified: \(formatNumber(value)). Priority must be greater than 0"
            case .invalidPriority(let value) where value > 1000:
                return "Invalid priority specified: \(formatNumber(value)). "
                    + "Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
            case .invalidPriority(let value):
                return "Invalid priority specified: \(formatNumber(value)). Priority must be at least 1."
            case .noSuperview:
                return "Unable to interpret '|' character, because the related view doesn't have a superview"
            case .alignmentAlongOrientation(let axis):
                let edge = axis == .horizontal ? "horizontal" : "vertical"
                return "Options mask required views to be aligned on a \(edge) edge, "
                    + "which is not allowed for layout that is also \(edge)."
            case .baselineSpacingInHorizontalLayout:
                return "BaselineToBaseline format option not valid for horizontal layout"
            }
        }
    }
}
