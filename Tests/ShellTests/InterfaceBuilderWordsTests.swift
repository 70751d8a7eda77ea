import InterfaceBuilder
import Layout
import XCTest
@testable import Shell

/// The InterfaceBuilder module gives why a document is not read, what it does not understand,
/// what a scene leaves out and what a XIB written cannot hold as values; the shell's words for
/// every case are pinned here, as the module wrote them before it held values. Each `tag`
/// switch has no default: a case added to an enum stops this file compiling until it is
/// pinned, and a case missing from the expectations fails the coverage check.
final class InterfaceBuilderWordsTests: XCTestCase {
    /// Every case has words, and the cases pinned are all the enum's.
    private func check<T>(_ expectations: [(T, String)], tag: (T) -> String, all: [String],
                          words: (T) -> String, file: StaticString = #filePath, line: UInt = #line) {
        for (value, expected) in expectations {
            XCTAssertFalse(words(value).isEmpty, "\(value)", file: file, line: line)
            XCTAssertEqual(words(value), expected, "\(value)", file: file, line: line)
        }
        XCTAssertEqual(Set(expectations.map { tag($0.0) }), Set(all), "every case is pinned", file: file, line: line)
    }

    // MARK: IBReadError

    func testReadErrors() {
        typealias R = IBReadError.Reason
        let expectations: [(R, String)] = [
            (.tooLarge(bytes: 67_108_865, limitMegabytes: 64), "the document is 67108865 bytes, more than the 64 MB a document may have"),
            (.notAnInterfaceBuilderDocument(firstElement: "plist"),
             "not an Interface Builder document: its first element is <plist>, not <document type=\"com.apple.InterfaceBuilder3…\">"),
            (.compiledNib,
             "a compiled nib (a binary property list), not a .xib or .storyboard: open the document Xcode compiles it from"),
            (.nulByte, "a NUL byte: XML text holds none"),
            (.notUTF8, "a byte that is not UTF-8: Interface Builder documents are UTF-8 text"),
            (.notXML, "not XML: an Interface Builder document starts with <?xml or <document"),
            (.processingInstruction, "a processing instruction (<?…?>) after the XML declaration: Interface Builder writes none"),
            (.declaredEncoding("ISO-8859-1"),
             "the document declares the encoding 'ISO-8859-1': Interface Builder writes UTF-8, and only UTF-8 is read"),
            (.documentTypeDeclaration,
             "the document declares a document type (<!DOCTYPE>): Interface Builder never writes one, and entities are not read"),
            (.malformedXML(.mismatchedTag), "the XML is malformed (a closing tag does not match its opening tag)"),
            (.tooDeep(limit: 200), "elements nest deeper than 200 levels: not an Interface Builder document"),
            (.secondDocumentElement, "a second document element"),
            (.noElement, "the file holds no XML element"),
        ]
        func tag(_ r: R) -> String {
            switch r {
            case .tooLarge: return "tooLarge"
            case .notAnInterfaceBuilderDocument: return "notAnInterfaceBuilderDocument"
            case .compiledNib: return "compiledNib"
            case .nulByte: return "nulByte"
            case .notUTF8: return "notUTF8"
            case .notXML: return "notXML"
            case .processingInstruction: return "processingInstruction"
            case .declaredEncoding: return "declaredEncoding"
            case .documentTypeDeclaration: return "documentTypeDeclaration"
            case .malformedXML: return "malformedXML"
            case .tooDeep: return "tooDeep"
            case .secondDocumentElement: return "secondDocumentElement"
            case .noElement: return "noElement"
            }
        }
        check(expectations, tag: tag, all: ["tooLarge", "notAnInterfaceBuilderDocument", "compiledNib", "nulByte", "notUTF8",
                                            "notXML", "processingInstruction", "declaredEncoding", "documentTypeDeclaration",
                                            "malformedXML", "tooDeep", "secondDocumentElement", "noElement"], words: \.words)
        XCTAssertEqual(IBReadError(line: 3, reason: .nulByte).words, "line 3: a NUL byte: XML text holds none")
    }

    func testXMLProblems() {
        typealias P = IBReadError.XMLProblem
        let expectations: [(P, String)] = [
            (.unclosedElements, "it ends before its elements are closed"),
            (.invalidCharacter, "a character that XML does not allow"),
            (.undeclaredEntity, "an entity that is not declared"),
            (.malformedAttribute, "a malformed attribute"),
            (.mismatchedTag, "a closing tag does not match its opening tag"),
            (.entityLoop, "entities that expand without end"),
            (.other(code: 64), "libxml2 error 64"),
        ]
        func tag(_ p: P) -> String {
            switch p {
            case .unclosedElements: return "unclosedElements"
            case .invalidCharacter: return "invalidCharacter"
            case .undeclaredEntity: return "undeclaredEntity"
            case .malformedAttribute: return "malformedAttribute"
            case .mismatchedTag: return "mismatchedTag"
            case .entityLoop: return "entityLoop"
            case .other: return "other"
            }
        }
        check(expectations, tag: tag, all: ["unclosedElements", "invalidCharacter", "undeclaredEntity", "malformedAttribute",
                                            "mismatchedTag", "entityLoop", "other"], words: \.words)
    }

    // MARK: IBUnhandled

    func testUnhandledReasons() {
        typealias R = IBUnhandled.Reason
        let expectations: [(R, String)] = [
            (.appKitDocument,
             "an AppKit document: its views are laid out as UIKit's, without AppKit's alignment rectangles (text fields, buttons and "
                + "pop-ups sit a few points off, more where one places others) or its controls' own sizes (a button's, a pop-up's, "
                + "a text field's title)"),
            (.unknownDevice(laidOutWidth: 320), "a device Trellis does not know: laid out at 320 pt wide"),
            (.topLevelObjectNotLaidOut, "a top-level object Trellis does not lay out"),
            (.constraintWithoutID, "a constraint with no id: left out"),
            (.unknownAttribute("sideways"), "an attribute Trellis does not know (sideways): left out"),
            (.missingAttribute, "an attribute Trellis does not know (none): left out"),
            (.secondItemWithoutAttribute, "a second item with no attribute: left out"),
            (.unknownItem("zz"), "the item 'zz' is no view or guide of the document: left out"),
            (.unknownRelation("about"), "a relation Trellis does not know (about): left out"),
            (.invalidMultiplier("1:0"), "'1:0' is not a multiplier (a number, a:b or a/b): left out"),
            (.invalidConstant("nan"), "'nan' is not a number: left out"),
            (.invalidPriority("0"), "'0' is not a priority in 1…1000: left out"),
            (.unknownVariation("widthClass=weird"), "a variation Trellis does not know (widthClass=weird): left out"),
            (.unreadAttribute, "an attribute Trellis does not read"),
            (.unreadElement, "an element Trellis does not read"),
            (.viewWithoutID, "a view with no id: left out"),
            (.duplicateViewID("l1"), "a second view with the id 'l1': left out, with its subviews"),
            (.unmodeledView, "a view Trellis does not model: a plain view with its frame, and no intrinsic size"),
            (.notAView, "not a view Trellis knows: left out, with its subviews"),
            (.unknownLayoutGuide, "a layout guide Trellis does not know"),
            (.invalidFrame, "a frame that is not four numbers"),
            (.invalidNumberOfLines, "not a whole number of at least 0"),
            (.textShrinksToFit, "the text shrinks to fit: Trellis measures it at its full size"),
            (.imageSizeUnknown, "an image whose size the document's resources do not give: no intrinsic size"),
            (.textViewNotScrolling, "a text view that does not scroll is sized by its text: Trellis gives it no intrinsic size"),
            (.unknownDistribution, "a distribution Trellis does not know: fill"),
            (.unknownAlignment, "an alignment Trellis does not know: fill"),
            (.unknownTextStyle, "a text style Trellis does not know: body"),
            (.fontSizeOutOfRange, "not a size in 0…1000: the default font"),
            (.unknownFontType("weird"), "a font type Trellis does not know (weird): the system font"),
            (.fontMeasuredWithSystemFont(name: "Avenir-Heavy", bold: true), "the font 'Avenir-Heavy' is measured with Trellis's bold system font"),
            (.fontMeasuredWithSystemFont(name: "Avenir-Book", bold: false), "the font 'Avenir-Book' is measured with Trellis's regular system font"),
            (.viewLeftOut("photo"), "the view photo is left out, with its subviews"),
            (.stackArrangesNothing("row"), "the stack view row arranges nothing"),
            (.constraintLeftOut(id: "k2", .guideMargins), "the constraint k2 is left out: a guide has no margins"),
            (.constraintLeftOut(id: "c12", nil), "the constraint c12 is left out"),
            (.safeAreaMarginsNotFollowed,
             "insetsLayoutMarginsFromSafeArea=NO is not followed: Trellis keeps a root's margins inside its safe area"),
            (.readableWidthNotFollowed,
             "layoutMarginsFollowReadableWidth is not followed: the root is wider than its readable width, and Trellis keeps its margins"),
            (.accessoryWidthUnknown("weird"), "the accessory weird takes no width: the document saved no frame to tell how wide it is"),
            (.unplacedView("view2"), "view2 has no frame and no constraints place it: its frame is left to the solver"),
        ]
        func tag(_ r: R) -> String {
            switch r {
            case .appKitDocument: return "appKitDocument"
            case .unknownDevice: return "unknownDevice"
            case .topLevelObjectNotLaidOut: return "topLevelObjectNotLaidOut"
            case .constraintWithoutID: return "constraintWithoutID"
            case .unknownAttribute: return "unknownAttribute"
            case .missingAttribute: return "missingAttribute"
            case .secondItemWithoutAttribute: return "secondItemWithoutAttribute"
            case .unknownItem: return "unknownItem"
            case .unknownRelation: return "unknownRelation"
            case .invalidMultiplier: return "invalidMultiplier"
            case .invalidConstant: return "invalidConstant"
            case .invalidPriority: return "invalidPriority"
            case .unknownVariation: return "unknownVariation"
            case .unreadAttribute: return "unreadAttribute"
            case .unreadElement: return "unreadElement"
            case .viewWithoutID: return "viewWithoutID"
            case .duplicateViewID: return "duplicateViewID"
            case .unmodeledView: return "unmodeledView"
            case .notAView: return "notAView"
            case .unknownLayoutGuide: return "unknownLayoutGuide"
            case .invalidFrame: return "invalidFrame"
            case .invalidNumberOfLines: return "invalidNumberOfLines"
            case .textShrinksToFit: return "textShrinksToFit"
            case .imageSizeUnknown: return "imageSizeUnknown"
            case .textViewNotScrolling: return "textViewNotScrolling"
            case .unknownDistribution: return "unknownDistribution"
            case .unknownAlignment: return "unknownAlignment"
            case .unknownTextStyle: return "unknownTextStyle"
            case .fontSizeOutOfRange: return "fontSizeOutOfRange"
            case .unknownFontType: return "unknownFontType"
            case .fontMeasuredWithSystemFont: return "fontMeasuredWithSystemFont"
            case .viewLeftOut: return "viewLeftOut"
            case .stackArrangesNothing: return "stackArrangesNothing"
            case .constraintLeftOut: return "constraintLeftOut"
            case .safeAreaMarginsNotFollowed: return "safeAreaMarginsNotFollowed"
            case .readableWidthNotFollowed: return "readableWidthNotFollowed"
            case .accessoryWidthUnknown: return "accessoryWidthUnknown"
            case .unplacedView: return "unplacedView"
            }
        }
        check(expectations, tag: tag, all: [
            "appKitDocument", "unknownDevice", "topLevelObjectNotLaidOut", "constraintWithoutID", "unknownAttribute",
            "missingAttribute", "secondItemWithoutAttribute", "unknownItem", "unknownRelation", "invalidMultiplier",
            "invalidConstant", "invalidPriority", "unknownVariation", "unreadAttribute", "unreadElement", "viewWithoutID",
            "duplicateViewID", "unmodeledView", "notAView", "unknownLayoutGuide", "invalidFrame", "invalidNumberOfLines",
            "textShrinksToFit", "imageSizeUnknown", "textViewNotScrolling", "unknownDistribution", "unknownAlignment",
            "unknownTextStyle", "fontSizeOutOfRange", "unknownFontType", "fontMeasuredWithSystemFont", "viewLeftOut",
            "stackArrangesNothing", "constraintLeftOut", "safeAreaMarginsNotFollowed", "readableWidthNotFollowed",
            "accessoryWidthUnknown", "unplacedView",
        ], words: \.words)
    }

    func testAnchorProblems() {
        typealias P = IBUnhandled.AnchorProblem
        func left(_ p: P) -> String { IBUnhandled.Reason.constraintLeftOut(id: "k1", p).words }
        let expectations: [(P, String)] = [
            (.guideOfAnotherRoot("sa"), "the constraint k1 is left out: its guide 'sa' belongs to another root"),
            (.guideMargins, "the constraint k1 is left out: a guide has no margins"),
            (.unknownItem("qq"), "the constraint k1 is left out: no view or guide has the id 'qq'"),
            (.excludedBySizeClass("view2"), "the constraint k1 is left out: it names view2, which the size class in force leaves out"),
            (.outsideRoot("label_Hi"), "the constraint k1 is left out: it names label_Hi, which is not in this root"),
            (.guideNotMade("scroll_contentLayoutGuide"), "the constraint k1 is left out: its guide scroll_contentLayoutGuide cannot be made"),
        ]
        func tag(_ p: P) -> String {
            switch p {
            case .guideOfAnotherRoot: return "guideOfAnotherRoot"
            case .guideMargins: return "guideMargins"
            case .unknownItem: return "unknownItem"
            case .excludedBySizeClass: return "excludedBySizeClass"
            case .outsideRoot: return "outsideRoot"
            case .guideNotMade: return "guideNotMade"
            }
        }
        check(expectations, tag: tag, all: ["guideOfAnotherRoot", "guideMargins", "unknownItem", "excludedBySizeClass",
                                            "outsideRoot", "guideNotMade"], words: left)
    }

    /// The scene's refusal follows what it left out.
    func testAnUnhandledItemSaysItsCauseAfterIt() {
        let cause = LayoutError.locationAgainstSize(Anchor("label2", .leading), Anchor("label1", .width))
        let refused = IBUnhandled(line: 71, element: "constraint", attribute: nil, reason: .constraintLeftOut(id: "c12", nil), cause: cause)
        XCTAssertEqual(refused.words,
                       "the constraint c12 is left out: a location attribute cannot be related to a size attribute (label2.leading and label1.width)")
        let view = IBUnhandled(line: 4, element: "view", attribute: nil, reason: .viewLeftOut("photo"), cause: .duplicateView("photo"))
        XCTAssertEqual(view.words, "the view photo is left out, with its subviews: there is already a view named 'photo'")
        let plain = IBUnhandled(line: 9, element: "view", attribute: "id", reason: .duplicateViewID("l1"))
        XCTAssertEqual(plain.words, "a second view with the id 'l1': left out, with its subviews")
    }

    // MARK: IBWriter

    func testWriterNotes() {
        typealias N = IBWriter.Note
        let expectations: [(N, String)] = [
            (.scaleOfNoDevice(1), "the scene's scale (1) is no device's: written for retina6_1 (scale 2), whose frames round to half points"),
            (.guideLeftOut("mine"), "the guide mine is left out, with the constraints that name it: a XIB has no guides of one's own"),
            (.constraintLeftOut("off", .inactive), "the constraint off is left out: it is inactive, which a XIB cannot say"),
            (.view("c", .collapsed), "c: collapsed is Trellis's; it is written as it is laid out, not collapsed"),
        ]
        func tag(_ n: N) -> String {
            switch n {
            case .scaleOfNoDevice: return "scaleOfNoDevice"
            case .guideLeftOut: return "guideLeftOut"
            case .constraintLeftOut: return "constraintLeftOut"
            case .view: return "view"
            }
        }
        check(expectations, tag: tag, all: ["scaleOfNoDevice", "guideLeftOut", "constraintLeftOut", "view"], words: \.words)
        XCTAssertEqual(N.scaleOfNoDevice(1.5).words,
                       "the scene's scale (1.5) is no device's: written for retina6_1 (scale 2), whose frames round to half points")
    }

    func testConstraintsAXIBLeavesOut() {
        typealias O = IBWriter.ConstraintOmission
        let expectations: [(O, String)] = [
            (.namesUnwrittenGuide, "the constraint g1 is left out: it names a guide a XIB cannot hold"),
            (.moreThanTwoItems, "the constraint g1 is left out: it has more than two items, which a XIB cannot hold"),
            (.inactive, "the constraint g1 is left out: it is inactive, which a XIB cannot say"),
            (.readableContentGuide, "the constraint g1 is left out: a XIB has no readable content guide"),
        ]
        func tag(_ o: O) -> String {
            switch o {
            case .namesUnwrittenGuide: return "namesUnwrittenGuide"
            case .moreThanTwoItems: return "moreThanTwoItems"
            case .inactive: return "inactive"
            case .readableContentGuide: return "readableContentGuide"
            }
        }
        check(expectations, tag: tag, all: ["namesUnwrittenGuide", "moreThanTwoItems", "inactive", "readableContentGuide"],
              words: { IBWriter.Note.constraintLeftOut("g1", $0).words })
    }

    func testViewsAXIBHoldsOtherwise() {
        typealias C = IBWriter.ViewChange
        let expectations: [(C, String)] = [
            (.legacyPreferredMaxWidth, "a: a legacy preferredMaxLayoutWidth is written as automatic"),
            (.customSpacingLeftOut, "a: custom spacing after a view is left out (set in code)"),
            (.unarrangedSubviewsArranged(["s2", "u"]),
             "a: subviews it does not arrange (s2, u) are written as arranged: a XIB's stack arranges all its subviews"),
            (.collapsed, "a: collapsed is Trellis's; it is written as it is laid out, not collapsed"),
            (.alignmentInsetsLeftOut, "a: its alignment insets are the class's, not written"),
            (.safeAreaInsetsLeftOut, "a: its safe area insets are the device's in a XIB, not written"),
            (.monospacedFontAsMenlo, "a: the monospaced font is written as Menlo, which reads back as the system font"),
            (.namedFont("Serif"), "a: the font 'Serif' is written by name; Xcode needs it in the project"),
        ]
        func tag(_ c: C) -> String {
            switch c {
            case .legacyPreferredMaxWidth: return "legacyPreferredMaxWidth"
            case .customSpacingLeftOut: return "customSpacingLeftOut"
            case .unarrangedSubviewsArranged: return "unarrangedSubviewsArranged"
            case .collapsed: return "collapsed"
            case .alignmentInsetsLeftOut: return "alignmentInsetsLeftOut"
            case .safeAreaInsetsLeftOut: return "safeAreaInsetsLeftOut"
            case .monospacedFontAsMenlo: return "monospacedFontAsMenlo"
            case .namedFont: return "namedFont"
            }
        }
        check(expectations, tag: tag, all: ["legacyPreferredMaxWidth", "customSpacingLeftOut", "unarrangedSubviewsArranged",
                                            "collapsed", "alignmentInsetsLeftOut", "safeAreaInsetsLeftOut",
                                            "monospacedFontAsMenlo", "namedFont"],
              words: { IBWriter.Note.view("a", $0).words })
    }
}
