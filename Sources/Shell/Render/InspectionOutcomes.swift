/// The inspecting commands' answers: their words are InspectionText's, their JSON
/// InspectionJSON's; here are the keys that JSON holds.
extension FramesResult: Outcome {
    static let jsonKeys = [
        JSONKey("name", "the view"), JSONKey("parent", "its superview, or null for a root"),
        JSONKey("x", "in the superview's coordinates"), JSONKey("y", "in the superview's coordinates"),
        JSONKey("width", "its width"), JSONKey("height", "its height"),
        JSONKey("absolute", "x, y, width and height in the root's coordinates"),
    ]
    func text(_ printer: OutcomePrinter) -> String { InspectionText(style: printer.style).frames(self) }
    func json(_ printer: OutcomePrinter) -> JSON { InspectionJSON.frames(self) }
}

extension ViewsResult: Outcome {
    static let jsonKeys = [
        JSONKey("name", "the view"), JSONKey("kind", "view, label, image, stack or guide"),
        JSONKey("parent", "its superview, or null"), JSONKey("children", "its subviews, in order"),
        JSONKey("hidden", "isHidden"), JSONKey("collapsed", "whether it is collapsed (its size constraints at 0)"),
        JSONKey("text", "a label's text"), JSONKey("font", "a label's font"), JSONKey("lines", "a label's numberOfLines"),
        JSONKey("intrinsic", "its intrinsic content size (width, height), when it has one"),
        JSONKey("width", "a width"), JSONKey("height", "a height"),
        JSONKey("stack", "a stack's axis, distribution, alignment, spacing, customSpacing, baselineRelative, marginsRelative, arranged"),
        JSONKey("axis", "horizontal or vertical"), JSONKey("distribution", "UIStackView.Distribution"),
        JSONKey("alignment", "UIStackView.Alignment"), JSONKey("spacing", "the spacing between arranged views"),
        JSONKey("customSpacing", "spacing after an arranged view, by its name"),
        JSONKey("baselineRelative", "isBaselineRelativeArrangement"), JSONKey("marginsRelative", "isLayoutMarginsRelativeArrangement"),
        JSONKey("arranged", "the arranged views, in order"), JSONKey("arrangedBy", "the stack that arranges it"),
        JSONKey("margins", "its layout margins (top, leading, bottom, trailing), when not UIView's default"),
        JSONKey("top", "an inset"), JSONKey("leading", "an inset"), JSONKey("bottom", "an inset"), JSONKey("trailing", "an inset"),
        JSONKey("guide", "a layout guide's identifier"),
        JSONKey("preservedMargins", "the margins it has, when it preserves its superview's"),
        JSONKey("readableWidth", "its readable content guide's widest, when not UIKit's default"),
    ]
    func text(_ printer: OutcomePrinter) -> String { InspectionText(style: printer.style).views(self) }
    func json(_ printer: OutcomePrinter) -> JSON { InspectionJSON.views(self) }
}

extension ConstraintsResult: Outcome {
    static let jsonKeys = [
        JSONKey("name", "the constraint's name (a plain variable's constraint: its number, [1]; an edit variable: edit x)"),
        JSONKey("constraint", "as written"),
        JSONKey("constantInForce", "the constant a collapse put in force instead of the one written, or null"),
        JSONKey("priority", "1 to 1000"), JSONKey("state", "active, inactive or broken"),
        JSONKey("origin", "who made it: you, a stack, a label's size, a collapse…"),
    ]
    func text(_ printer: OutcomePrinter) -> String { InspectionText(style: printer.style).constraints(self) }
    func json(_ printer: OutcomePrinter) -> JSON { InspectionJSON.constraints(self) }
}

extension CheckResult: Outcome {
    static let jsonKeys = [
        JSONKey("broken", "the constraints broken to solve the rest (name, constraint)"),
        JSONKey("name", "a broken constraint's name"), JSONKey("constraint", "as written"),
        JSONKey("ambiguous", "attributes with more than one value (view, attribute, value, alternative)"),
        JSONKey("view", "the view"), JSONKey("attribute", "the attribute"), JSONKey("value", "the value it has now"),
        JSONKey("alternative", "another value it could have"),
        JSONKey("plainVariables", "null without plain constraints, else ambiguous: the plain variables with more than one value (variable, value, alternative)"),
        JSONKey("variable", "a plain variable"),
        JSONKey("fixes", "changes that leave nothing broken, each tried by solving (fix, lines: what fix N runs)"),
        JSONKey("fix", "the change, in words"), JSONKey("lines", "the lines that make it"),
    ]
    func text(_ printer: OutcomePrinter) -> String { InspectionText(style: printer.style).check(self) }
    func json(_ printer: OutcomePrinter) -> JSON { InspectionJSON.check(self) }
}

extension WhyResult: Outcome {
    static let jsonKeys = [
        JSONKey("subject", "the attribute asked about"), JSONKey("value", "its value"),
        JSONKey("constraints", "those that decide it (name, constraint, origin); none when it is ambiguous"),
        JSONKey("name", "a constraint's name (a plain variable's constraint: its number, [1]; empty for an edit)"),
        JSONKey("constraint", "as written"),
        JSONKey("constantInForce", "the constant a collapse put in force instead of the one written, or null"),
        JSONKey("origin", "who made it"),
    ]
    func text(_ printer: OutcomePrinter) -> String { InspectionText(style: printer.style).why(self) }
    func json(_ printer: OutcomePrinter) -> JSON { InspectionJSON.why(self) }
}

extension FitResult: Outcome {
    static let jsonKeys = [
        JSONKey("view", "the view fitted"), JSONKey("width", "the fitting width"), JSONKey("height", "the fitting height"),
        JSONKey("target", "compressed or expanded (UIView.layoutFittingCompressedSize or ExpandedSize)"),
        JSONKey("fittingWidth", "the width it was fitted at (width W), or null"),
    ]
    func text(_ printer: OutcomePrinter) -> String { InspectionText(style: printer.style).fit(self) }
    func json(_ printer: OutcomePrinter) -> JSON { InspectionJSON.fit(self) }
}
