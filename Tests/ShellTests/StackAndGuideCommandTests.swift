import XCTest
@testable import Shell
import Layout

/// The shell's words for stacks, margins, guides and the system spacing: what they make, and
/// every refusal under the word it is about.
final class StackAndGuideCommandTests: XCTestCase {
    func testMarginAttributesAndGuideAnchorsAreTheSame() throws {
        let w = workspace(["view cell width=320", "view a in cell", "view b in cell"])
        XCTAssertNil(w.run("a.leading == cell.leadingMargin").error)
        XCTAssertNil(w.run("b.leading == cell.margins.leading + 4").error)
        XCTAssertNil(w.run("b.top == cell.safeArea.top").error)
        let listed = try answer(Constraints.self, "constraints", in: w).rows.filter { $0.origin == .user }.map(\.constraint)
        XCTAssertEqual(listed, ["a.leading == cell.margins.leading", "b.leading == cell.margins.leading + 4", "b.top == cell.safeArea.top"])
        let bad = w.run("a.top == cell.margins.middle")
        XCTAssertEqual(bad.error?.message, "'middle' is not an attribute")
        XCTAssertEqual(bad.error?.position.column, 23)
        let typo = w.run("a.top == cell.topMargn")
        XCTAssertEqual(typo.error?.message, "'topMargn' is not an attribute (did you mean 'topMargin'?)")
    }

    func testSystemSpacingWords() throws {
        /// The constraint named `name`, as `constraints` lists it.
        func listed(_ w: Workspace, _ name: String) throws -> String? {
            try answer(Constraints.self, "constraints", in: w).rows.first { $0.name == name }?.constraint
        }
        let w = workspace(["view box", "view a in box", "view b in box"])
        XCTAssertNil(w.run("b.top == a.bottom + system as gap").error)
        XCTAssertEqual(try listed(w, "gap"), "b.top == a.bottom + NSSpace(8)")
        XCTAssertEqual(w.run("b.top == a.bottom - system").error?.position.column, 21)
        XCTAssertNotNil(w.run("b.top == a.bottom + system + 2").error)
        XCTAssertNotNil(w.run("b.height == system").error)
        XCTAssertNil(w.run("b.bottom == a.top + system * 2 as twice").error)
        XCTAssertEqual(try listed(w, "twice"), "b.bottom == a.top + NSSpace(16)")
        // Between baselines UIKit's figure comes from the fonts: refused rather than guessed.
        let w2 = workspace(["view box", "label t in box \"T\"", "label s in box \"S\""])
        let baseline = w2.run("s.firstBaseline == t.lastBaseline + system")
        XCTAssertTrue(baseline.error?.message.hasPrefix("the system spacing between baselines depends on the fonts") ?? false)
        XCTAssertEqual(baseline.error?.position.column, 37)
    }

    /// Found by trying it as a user: a name that is no view in a Visual Format line is that
    /// name's error (it blamed the superview bar), and `a.leading = b.leading` says '=='.
    func testMessagesAUserMet() {
        let w = workspace(["view root width=320", "view a in root"])
        let vfl = w.run("H:|-[a]-[c]-|")
        XCTAssertEqual(vfl.error?.message, "Unable to parse constraint format: c is not a key in the views dictionary.")
        XCTAssertEqual(vfl.error?.position.column, 10)
        let equals = w.run("a.leading = root.leading")
        XCTAssertEqual(equals.error?.message, "'leading' is an attribute, not a property: a constraint relates it with '==', '>=' or '<=' (a.leading == …)")
        XCTAssertEqual(equals.error?.position.column, 3)
        let typed = "stack s2 in root ax"
        XCTAssertTrue(w.completions(line: typed, cursor: typed.count).candidates.contains("axis="), typed)
    }

    func testMarginsAndSafeAreaProperties() {
        let w = workspace(["view cell width=320", "view inner in cell"])
        XCTAssertNil(w.run("cell.margins = 11,16,11,16").error)
        XCTAssertNil(w.run("cell.margins = default").error)
        XCTAssertNil(w.run("view phone width=390 safeArea=47,0,34,0").error)
        XCTAssertNotNil(w.run("inner.safeArea = 10").error)
        let bad = w.run("cell.margins = 1,2")
        XCTAssertEqual(bad.error?.position.column, 16)
    }

    func testGuideVerb() throws {
        let w = workspace(["view cell width=320"])
        XCTAssertNil(w.run("guide spacer in cell").error)
        let spacer = try XCTUnwrap(try answer(Views.self, "views", in: w).nodes.first { $0.name == "spacer" })
        XCTAssertEqual(spacer.kind, "guide")
        XCTAssertEqual(spacer.parent, "cell")
        XCTAssertEqual(w.run("guide spacer in cell").error?.message, "there is already a view named 'spacer'")
        XCTAssertEqual(w.run("guide other in nowhere").error?.position.column, 16)
        XCTAssertNil(w.run("view inner in cell").error)
        XCTAssertNil(w.run("inner.top == cell.margins.top").error)
        XCTAssertEqual(w.run("remove cell.margins").error?.message,
                       "'cell.margins' is a guide the engine makes for its view (a stack's, margins, safe area); change the view instead")
    }

    func testStackVerbsRefuseUnderTheWord() throws {
        let w = workspace(["view cell width=320", "stack row in cell", "label a in row \"A\"", "view outside in cell"])
        XCTAssertEqual(w.run("stack add row outside").error?.position.column, 15)
        XCTAssertEqual(w.run("stack add cell a").error?.position.column, 11)
        XCTAssertEqual(w.run("stack add row a a").error?.position.column, 17)
        XCTAssertEqual(w.run("stack insert row a at 2").error?.position.column, 23)
        XCTAssertEqual(w.run("stack spacing row after outside 4").error?.message, "'outside' is not arranged by 'row'")
        // `stack add …` is always the command: a stack cannot be named add.
        XCTAssertEqual(w.run("stack add add").error?.message, "missing VIEW; usage: stack add STACK VIEW …")
        XCTAssertEqual(w.run("row.distribution = fillEqualy").error?.message,
                       "distribution is fill, fillEqually, fillProportionally, equalSpacing or equalCentering, not 'fillEqualy' (did you mean 'fillEqually'?)")
        XCTAssertEqual(w.run("a.axis = vertical").error?.message, "'a' is not a stack view: axis is a stack's property")
        XCTAssertEqual(try answer(StackAdd.self, "stack add row a", in: w),
                       StackArrangementMade(stack: "row", arranged: ["a"], axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0))
    }

    /// A refusal that names a guide or a constraint's name is under that word (it was under
    /// the whole line, and a guide inserted in a stack under the index).
    func testARefusalIsUnderTheNameItCarries() {
        let w = workspace(["view cell width=320", "stack row in cell", "guide g in row", "view a in cell"])
        let insert = w.run("stack insert row g at 0")
        XCTAssertEqual(insert.error?.message, "'g' is a layout guide: a stack arranges views")
        XCTAssertEqual(insert.error?.position.column, 18)
        let parent = w.run("view x in g")
        XCTAssertEqual(parent.error?.message, "'g' is a layout guide: a view's superview is a view")
        XCTAssertEqual(parent.error?.position.column, 11)
        let named = w.run("a.width == 10 as cell")
        XCTAssertEqual(named.error?.message, "'cell' is a view's name; choose another name for the constraint")
        XCTAssertEqual(named.error?.position.column, 18)
    }

    /// Found by a review: one name as both words of a command trapped on a dictionary literal
    /// with the same key twice.
    func testOneNameInTwoPlacesIsAnErrorNotATrap() {
        let w = workspace(["stack s width=100", "view cell"])
        XCTAssertEqual(w.run("stack spacing s after s 5").error?.message, "'s' is not arranged by 's'")
        XCTAssertNotNil(w.run("guide g in g").error)
        XCTAssertEqual(w.run("cell.safeArea = 1").error, nil)
        XCTAssertNil(w.run("view inner in cell").error)
        XCTAssertEqual(w.run("inner.safeArea = 10").error?.message,
                       "only a root has safe area insets (a device gives them); inner's safe area guide is its bounds")
        let missing = w.run("inner.leading == x.leadingMargin")
        XCTAssertEqual(missing.error?.message, "no view named 'x'")
        XCTAssertEqual(missing.error?.position.column, 18)
        let missingGuideOwner = w.run("inner.leading == nope.margins.leading")
        XCTAssertEqual(missingGuideOwner.error?.position.column, 18)
        XCTAssertNil(w.run("guide g in cell").error)
        XCTAssertEqual(w.run("g.hidden = true").error?.message, "'g' is a layout guide: it has no hidden (a guide is placed by constraints alone)")
    }

    /// `table separator` alone says what the separator is (one pixel of the templates' scale).
    func testTheSeparatorAlone() throws {
        let w = workspace(["scale 2", "view cell", "view box in cell", "V:|[box(20)]|", "table cell cell"])
        let pixel = try answer(TableSeparator.self, "table separator", in: w)
        XCTAssertEqual(pixel, .first(SeparatorHeight(height: 0.5, isSet: false, scale: 2, scaleIsTheScene: false)))
        XCTAssertNil(w.run("table separator 1").error)
        let set = try answer(TableSeparator.self, "table separator", in: w)
        guard case .first(let separator) = set else { return XCTFail("not asked") }
        XCTAssertEqual(separator.height, 1)
        XCTAssertTrue(separator.isSet)
        // The words (no session asks the separator alone).
        XCTAssertEqual(printed(pixel, in: w), "separator: 0.5 (one pixel at scale 2; set with: table separator H|default)")
        XCTAssertEqual(printed(set, in: w), "separator: 1 (set; set with: table separator H|default)")
        let guide = workspace(["stack row", "guide g in row"]).run("stack add row g")
        XCTAssertEqual(guide.error?.message, "'g' is a layout guide: a stack arranges views")
    }
}
