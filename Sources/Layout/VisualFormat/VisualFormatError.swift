import Cassowary

/// Why a visual format could not be parsed or turned into constraints, and where.
///
/// It holds no words: the shell says it (`VisualFormatError.words`) in the shape of the
/// exception Auto Layout throws, minus its trailing spaces:
///
///     Unable to parse constraint format:
///     Expected a ']' here. That is how you give the end of a view.
///     H:|-[button
///                ^
public struct VisualFormatError: Error, Sendable, Hashable {
    /// What is wrong.
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
    }
}
