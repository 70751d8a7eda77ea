import SourceCode

extension ExportNote {
    /// What exported code holds otherwise than the scene, after `note: `.
    var words: String {
        switch self {
        case .renamed(let view, let property):
            return "\(view) is the property '\(property)': its name is not one code can take"
        case .constraintWithMoreTerms(let id):
            return "the constraint \(id) is left out: it has more than two items, which NSLayoutConstraint cannot hold"
        case .constraintOutsideRoot(let id):
            return "the constraint \(id) is left out: it names a view outside the root's tree"
        case .collapsed(let view):
            return "\(view) is collapsed, which UIKit has no word for: written as apps do it, a size of zero at 999, the constants of its own constraints zero, its size constraints not activated"
        case .legacyPreferredMaxWidth(let view):
            return "\(view): a legacy preferredMaxLayoutWidth (iOS 6 and 7) has no code; written as a comment, the label wraps at its width"
        case .intrinsicSizeOverride(let view):
            return "\(view): an intrinsic size set by hand is a subclass's intrinsicContentSize, written as a comment"
        case .alignmentInsets(let view):
            return "\(view): alignment insets are a subclass's alignmentRectInsets, written as a comment"
        case .safeAreaInsets(let view):
            return "\(view): safe area insets are the device's, written as a comment"
        case .readableWidth(let view):
            return "\(view): the readable width is UIKit's, from the text size, written as a comment"
        case .monospacedFont(let view):
            return "\(view): the monospaced font is written as UIKit's monospaced system font (SF Mono), not DejaVu Sans Mono"
        case .namedFont(let view, let face):
            return "\(view): the font '\(face)' is written by name; the app needs it"
        case .rootSize(let view):
            return "\(view)'s size is its superview's or table's to set: written as a comment"
        }
    }
}
