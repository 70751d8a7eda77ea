import Layout

/// What exported code holds otherwise than the scene, or leaves out, and why: a value the
/// shell says in words. Views and constraints by their names in the scene.
public enum ExportNote: Sendable, Equatable {
    /// A view's property takes another name in code (not an identifier, a keyword, or a name
    /// UIKit's class already has).
    case renamed(view: String, property: String)
    /// A constraint with more than two items (an engine's own form): left out.
    case constraintWithMoreTerms(String)
    /// A constraint naming a view outside the root's tree: left out.
    case constraintOutsideRoot(String)
    /// A collapsed view, which UIKit has no word for: written as apps write it, a size of zero
    /// at 999, the constants of its own constraints zero and its size constraints not activated.
    case collapsed(String)
    /// A label's legacy preferredMaxLayoutWidth (iOS 6 and 7, unset): no code says it.
    case legacyPreferredMaxWidth(String)
    /// A size set by hand (`intrinsic WxH`): a subclass's intrinsicContentSize, written as a
    /// comment.
    case intrinsicSizeOverride(String)
    /// Alignment insets, which a subclass's alignmentRectInsets gives: written as a comment.
    case alignmentInsets(String)
    /// A root's safe area insets, which the device gives: written as a comment.
    case safeAreaInsets(String)
    /// A readable width other than UIKit's, which the text size decides: written as a comment.
    case readableWidth(String)
    /// The monospaced font, written as UIKit's monospaced system font.
    case monospacedFont(String)
    /// A named font (its face): `UIFont(name:size:)` needs it in the app.
    case namedFont(String, face: String)
    /// The root's size, which its superview or the table gives: written as a comment.
    case rootSize(String)
}
