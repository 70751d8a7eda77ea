import InterfaceBuilder
import Layout

// The InterfaceBuilder module says why a document is not read, what it does not understand,
// what a scene leaves out and what a XIB written cannot hold as values; what a person reads
// is written here.

extension IBReadError {
    /// The error as `trellis ib` and `open` say it: `line 3: a NUL byte: XML text holds none`.
    var words: String { "line \(line): \(reason.words)" }
}

extension IBReadError.Reason {
    /// Why the document is not read, and what would be.
    var words: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            return "the document is \(bytes) bytes, more than the \(limit) MB a document may have"
        case .notAnInterfaceBuilderDocument(let name):
            return "not an Interface Builder document: its first element is <\(name)>, not <document type=\"com.apple.InterfaceBuilder3…\">"
        case .compiledNib:
            return "a compiled nib (a binary property list), not a .xib or .storyboard: open the document Xcode compiles it from"
        case .nulByte: return "a NUL byte: XML text holds none"
        case .notUTF8: return "a byte that is not UTF-8: Interface Builder documents are UTF-8 text"
        case .notXML: return "not XML: an Interface Builder document starts with <?xml or <document"
        case .processingInstruction:
            return "a processing instruction (<?…?>) after the XML declaration: Interface Builder writes none"
        case .declaredEncoding(let encoding):
            return "the document declares the encoding '\(encoding)': Interface Builder writes UTF-8, and only UTF-8 is read"
        case .documentTypeDeclaration:
            return "the document declares a document type (<!DOCTYPE>): Interface Builder never writes one, and entities are not read"
        case .malformedXML(let problem): return "the XML is malformed (\(problem.words))"
        case .tooDeep(let limit): return "elements nest deeper than \(limit) levels: not an Interface Builder document"
        case .secondDocumentElement: return "a second document element"
        case .noElement: return "the file holds no XML element"
        }
    }
}

extension IBReadError.XMLProblem {
    /// What libxml2 found, in the parentheses of `the XML is malformed (…)`.
    var words: String {
        switch self {
        case .unclosedElements: return "it ends before its elements are closed"
        case .invalidCharacter: return "a character that XML does not allow"
        case .undeclaredEntity: return "an entity that is not declared"
        case .malformedAttribute: return "a malformed attribute"
        case .mismatchedTag: return "a closing tag does not match its opening tag"
        case .entityLoop: return "entities that expand without end"
        case .other(let code): return "libxml2 error \(code)"
        }
    }
}

extension IBUnhandled {
    /// The reason, and after it the scene's refusal in words when the scene refused it.
    var words: String { cause.map { "\(reason.words): \($0.words)" } ?? reason.words }
}

extension IBUnhandled.Reason {
    /// What was not read or left out, and what Trellis does instead.
    var words: String {
        switch self {
        case .appKitDocument:
            return "an AppKit document: its views are laid out as UIKit's, without AppKit's alignment rectangles (text fields, "
                + "buttons and pop-ups sit a few points off, more where one places others) or its controls' own sizes "
                + "(a button's, a pop-up's, a text field's title)"
        case .unknownDevice(let width): return "a device Trellis does not know: laid out at \(width) pt wide"
        case .topLevelObjectNotLaidOut: return "a top-level object Trellis does not lay out"
        case .constraintWithoutID: return "a constraint with no id: left out"
        case .unknownAttribute(let name): return "an attribute Trellis does not know (\(name)): left out"
        case .missingAttribute: return "an attribute Trellis does not know (none): left out"
        case .secondItemWithoutAttribute: return "a second item with no attribute: left out"
        case .unknownItem(let id): return "the item '\(id)' is no view or guide of the document: left out"
        case .unknownRelation(let relation): return "a relation Trellis does not know (\(relation)): left out"
        case .invalidMultiplier(let text): return "'\(text)' is not a multiplier (a number, a:b or a/b): left out"
        case .invalidConstant(let text): return "'\(text)' is not a number: left out"
        case .invalidPriority(let text): return "'\(text)' is not a priority in 1…1000: left out"
        case .unknownVariation(let key): return "a variation Trellis does not know (\(key)): left out"
        case .unreadAttribute: return "an attribute Trellis does not read"
        case .unreadElement: return "an element Trellis does not read"
        case .viewWithoutID: return "a view with no id: left out"
        case .duplicateViewID(let id): return "a second view with the id '\(id)': left out, with its subviews"
        case .unmodeledView: return "a view Trellis does not model: a plain view with its frame, and no intrinsic size"
        case .notAView: return "not a view Trellis knows: left out, with its subviews"
        case .unknownLayoutGuide: return "a layout guide Trellis does not know"
        case .invalidFrame: return "a frame that is not four numbers"
        case .invalidNumberOfLines: return "not a whole number of at least 0"
        case .textShrinksToFit: return "the text shrinks to fit: Trellis measures it at its full size"
        case .imageSizeUnknown: return "an image whose size the document's resources do not give: no intrinsic size"
        case .textViewNotScrolling:
            return "a text view that does not scroll is sized by its text: Trellis gives it no intrinsic size"
        case .unknownDistribution: return "a distribution Trellis does not know: fill"
        case .unknownAlignment: return "an alignment Trellis does not know: fill"
        case .unknownTextStyle: return "a text style Trellis does not know: body"
        case .fontSizeOutOfRange: return "not a size in 0…1000: the default font"
        case .unknownFontType(let type): return "a font type Trellis does not know (\(type)): the system font"
        case .fontMeasuredWithSystemFont(let name, let bold):
            return "the font '\(name)' is measured with Trellis's \(bold ? "bold" : "regular") system font"
        case .viewLeftOut(let view): return "the view \(view) is left out, with its subviews"
        case .stackArrangesNothing(let stack): return "the stack view \(stack) arranges nothing"
        case .constraintLeftOut(let id, let problem?): return "the constraint \(id) is left out: \(problem.words)"
        case .constraintLeftOut(let id, nil): return "the constraint \(id) is left out"
        case .safeAreaMarginsNotFollowed:
            return "insetsLayoutMarginsFromSafeArea=NO is not followed: Trellis keeps a root's margins inside its safe area"
        case .readableWidthNotFollowed:
            return "layoutMarginsFollowReadableWidth is not followed: the root is wider than its readable width, and Trellis keeps its margins"
        case .accessoryWidthUnknown(let accessory):
            return "the accessory \(accessory) takes no width: the document saved no frame to tell how wide it is"
        case .unplacedView(let view):
            return "\(view) has no frame and no constraints place it: its frame is left to the solver"
        }
    }
}

extension IBUnhandled.AnchorProblem {
    /// Why a constraint's item stands for nothing in the scene, after `the constraint … is left out: `.
    var words: String {
        switch self {
        case .guideOfAnotherRoot(let guide): return "its guide '\(guide)' belongs to another root"
        case .guideMargins: return "a guide has no margins"
        case .unknownItem(let id): return "no view or guide has the id '\(id)'"
        case .excludedBySizeClass(let view): return "it names \(view), which the size class in force leaves out"
        case .outsideRoot(let view): return "it names \(view), which is not in this root"
        case .guideNotMade(let guide): return "its guide \(guide) cannot be made"
        }
    }
}

extension IBWriter.Note {
    /// What a XIB written leaves out or holds otherwise, as `export xib` lists it after `left out: `.
    var words: String {
        switch self {
        case .scaleOfNoDevice(let scale):
            return "the scene's scale (\(Self.number(scale))) is no device's: written for retina6_1 (scale 2), whose frames round to half points"
        case .guideLeftOut(let guide):
            return "the guide \(guide) is left out, with the constraints that name it: a XIB has no guides of one's own"
        case .constraintLeftOut(let id, let omission): return "the constraint \(id) is left out: \(omission.words)"
        case .view(let view, let change): return "\(view): \(change.words)"
        }
    }

    /// A number as the XIB writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension IBWriter.ConstraintOmission {
    /// Why the constraint is not written, after `the constraint … is left out: `.
    var words: String {
        switch self {
        case .namesUnwrittenGuide: return "it names a guide a XIB cannot hold"
        case .moreThanTwoItems: return "it has more than two items, which a XIB cannot hold"
        case .inactive: return "it is inactive, which a XIB cannot say"
        case .readableContentGuide: return "a XIB has no readable content guide"
        }
    }
}

extension IBWriter.ViewChange {
    /// What of the view is written otherwise, after `VIEW: `.
    var words: String {
        switch self {
        case .legacyPreferredMaxWidth: return "a legacy preferredMaxLayoutWidth is written as automatic"
        case .customSpacingLeftOut: return "custom spacing after a view is left out (set in code)"
        case .unarrangedSubviewsArranged(let subviews):
            return "subviews it does not arrange (\(subviews.joined(separator: ", "))) are written as arranged: a XIB's stack arranges all its subviews"
        case .collapsed: return "collapsed is Trellis's; it is written as it is laid out, not collapsed"
        case .alignmentInsetsLeftOut: return "its alignment insets are the class's, not written"
        case .safeAreaInsetsLeftOut: return "its safe area insets are the device's in a XIB, not written"
        case .monospacedFontAsMenlo: return "the monospaced font is written as Menlo, which reads back as the system font"
        case .namedFont(let face): return "the font '\(face)' is written by name; Xcode needs it in the project"
        }
    }
}
