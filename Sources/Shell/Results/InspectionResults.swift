import Cassowary
import Layout

/// What the inspecting commands found, as values: `frames`, `views`, `constraints` and `check`
/// return these, and the printers (Render/InspectionText.swift, Render/InspectionJSON.swift)
/// write them for people or for programs. A result is read from the scene and changes nothing.

/// `frames [VIEW]`: each view of the trees shown, in order, with its depth below the first.
struct FramesResult: Equatable {
    struct Row: Equatable {
        var name: String
        var parent: String?
        var depth: Int
        var frame: Rect
        var absolute: Rect
        var isHidden: Bool
        var isCollapsed: Bool
    }
    var rows: [Row]
    /// Whether the text shows frames in the root's coordinates (`--absolute`).
    var absolute: Bool
}

/// `views`: every view, in the order made, with what the tree drawing needs.
struct ViewsResult: Equatable {
    struct Node: Equatable {
        var name: String
        /// The keyword that makes it: view, label, image, stack or guide.
        var kind: String
        var parent: String?
        var children: [String]
        var isHidden: Bool
        var isCollapsed: Bool
        var label: (text: String, font: String, lines: Int)?
        var intrinsic: Size?
        var size: Size
        /// A stack's arrangement.
        var stack: StackArrangement?
        /// The stack that arranges it, if one does.
        var arrangedBy: String?
        /// Its layout margins, when they are not UIView's default.
        var margins: DirectionalInsets?
        /// A guide's identifier (UIKit's, or empty for one of the user's).
        var guide: String?
        /// The margins it has now, when it preserves its superview's.
        var preservedMargins: DirectionalInsets?
        /// Its readable content guide's widest, when not UIKit's default.
        var readableWidth: Double?

        static func == (a: Node, b: Node) -> Bool {
            a.name == b.name && a.kind == b.kind && a.parent == b.parent && a.children == b.children && a.isHidden == b.isHidden
                && a.isCollapsed == b.isCollapsed && a.label?.text == b.label?.text && a.label?.font == b.label?.font
                && a.label?.lines == b.label?.lines && a.intrinsic == b.intrinsic && a.size == b.size && a.stack == b.stack
                && a.arrangedBy == b.arrangedBy && a.margins == b.margins && a.guide == b.guide
                && a.preservedMargins == b.preservedMargins && a.readableWidth == b.readableWidth
        }
    }
    var nodes: [Node]
    var roots: [String]
}

/// `constraints [VIEW]`: the scene's constraints, and the plain variables' when no view is named.
struct ConstraintsResult: Equatable {
    struct Row: Equatable {
        var name: String
        /// As written.
        var constraint: String
        /// The constant in force when a collapse changed it (nil: the one written).
        var constantInForce: Double?
        var priority: Priority
        var state: ConstraintState
        var origin: ConstraintOrigin
    }
    var rows: [Row]
    /// The plain variables' constraints (nil when a view is named or they have none).
    var plainVariables: PlainConstraintListing?
}

/// `check`: broken constraints and ambiguous attributes, and the plain variables' check.
struct CheckResult: Equatable {
    struct Broken: Equatable {
        var name: String
        var constraint: String
    }
    var broken: [Broken]
    var ambiguous: [AmbiguousAttribute]
    /// Changes that leave nothing broken, each tried by solving, with the lines that make them
    /// (what `fix N` runs).
    var fixes: [CheckFix] = []
    /// The plain variables' ambiguous ones (nil when they have no constraints; empty: every
    /// one is determined).
    var plainVariables: [PlainAmbiguity]?
}

/// `why VIEW.ATTRIBUTE`: the value and the constraints that decide it (none: it is ambiguous).
struct WhyResult: Equatable {
    struct Row: Equatable {
        /// The constraint's name (a plain variable's is its number, `[1]`; an edit's is empty).
        var name: String
        /// As written.
        var constraint: String
        /// The constant in force when a collapse changed it (nil: the one written).
        var constantInForce: Double?
        var origin: ConstraintOrigin
    }
    var subject: String
    var value: Double
    var rows: [Row]
    /// A plain variable's (`x >= 10`): its constraints are numbered, not named.
    var isPlainVariable = false
}

/// `fit VIEW …`: the fitting size, as systemLayoutSizeFitting gives it.
struct FitResult: Equatable {
    var view: String
    var size: Size
    var target: FittingTarget
    var width: Double?
}

/// `measure "text" …`: a text's size on its own.
struct MeasureResult: Equatable {
    var size: Size
    var lineCount: Int
    var isTruncated: Bool
    var width: Double?
    var font: String
    var category: String
}


/// A fix `check` verified, and the lines that make it.
struct CheckFix: Equatable {
    var fix: SceneFix
    var lines: [String]
}
