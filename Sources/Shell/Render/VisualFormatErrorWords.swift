import Layout
import Notation

extension VisualFormatError {
    /// Auto Layout's four lines: the heading, the message, the format and a caret under the
    /// first offending character.
    var words: String {
        let caret = String(repeating: " ", count: offset) + "^"
        return "Unable to parse constraint format:\n\(reason.words)\n\(format)\n\(caret)"
    }
}

extension VisualFormatError.Reason {
    /// The message, in Apple's words where Apple has one.
    var words: String {
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
