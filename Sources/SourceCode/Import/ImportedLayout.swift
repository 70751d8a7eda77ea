import Cassowary
import Layout

/// A place in source code: which of the files read (0 for the first), 1-based line and column.
public struct SourcePlace: Sendable, Equatable, Comparable, CustomStringConvertible {
    public var file: Int
    public var line: Int
    public var column: Int
    public init(file: Int = 0, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    public static func < (a: SourcePlace, b: SourcePlace) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    public var description: String { "\(line):\(column)" }
}

/// What a reader of constraint code understood of a class: its views, their properties, its
/// constraints, and everything it did not understand, with its place. Names are the code's
/// (`titleLabel`, `contentView`); the root is ``rootName``.
public struct ImportedLayout: Sendable {
    public enum Base: String, Sendable, Equatable {
        case view
        case tableCell
        case collectionCell
        case viewController
    }

    public var className: String
    public var base: Base
    /// The root's name (`self`, a controller's `view`).
    public var rootName: String
    /// Views in the order they were made.
    public var views: [ImportedView] = []
    public var constraints: [ImportedConstraint] = []
    /// Statements and expressions not understood, each with its place and reason.
    public var skipped: [SkippedCode] = []
    /// What the code does that UIKit would complain of, or that surprises.
    public var lints: [CodeLint] = []
    /// What the reader did that the user should know (the preferredMaxLayoutWidth idiom read as auto).
    public var notes: [ImportNote] = []
    /// The file's other classes (`class=` reads one of them).
    public var otherClasses: [String] = []
    /// Statements read, and of those understood.
    public var statementsRead = 0
    public var statementsUnderstood = 0

    public init(className: String, base: Base, rootName: String) {
        self.className = className
        self.base = base
        self.rootName = rootName
    }

    /// The view of that name.
    public func view(_ name: String) -> ImportedView? { views.first { $0.name == name } }

    /// Every place mapped (from a joined text to each file's own lines).
    mutating func mapPlaces(_ map: (SourcePlace) -> SourcePlace) {
        for i in views.indices {
            views[i].place = map(views[i].place)
            views[i].numbers = views[i].numbers.map { ($0.property, $0.value, map($0.place)) }
        }
        for i in constraints.indices { constraints[i].place = map(constraints[i].place) }
        for i in skipped.indices { skipped[i].place = map(skipped[i].place) }
        for i in lints.indices { lints[i].place = map(lints[i].place) }
        for i in notes.indices { notes[i].place = map(notes[i].place) }
    }

    /// Each name the code uses that no code here gives a value, with the places it is used.
    public var unknownNumbers: [(name: String, places: [SourcePlace])] {
        var places: [String: [SourcePlace]] = [:]
        var order: [String] = []
        func note(_ n: CodeNumber, _ place: SourcePlace) {
            for name in n.unknowns.keys.sorted() {
                if places[name] == nil { order.append(name) }
                places[name, default: []].append(place)
            }
        }
        for c in constraints {
            switch c.form {
            case .equation(let e): note(e.constant, c.place); note(e.multiplier, c.place)
            case .visualFormat(let v): for m in v.metrics.sorted(by: { $0.key < $1.key }) { note(m.value, c.place) }
            }
            note(c.priority, c.place)
        }
        for v in views {
            for n in v.numbers { note(n.value, n.place) }
        }
        return order.map { ($0, places[$0] ?? []) }
    }
}

/// A view (or layout guide) the code makes.
public struct ImportedView: Sendable {
    public enum Kind: Sendable, Equatable {
        case plain
        case label
        /// An image view: the image's size when the code says it, nil when it does not
        /// (`UIImage(named:)`), which leaves the view without an intrinsic size.
        case image(Size?)
        case stack
        case guide
    }

    public var name: String
    public var kind: Kind
    /// The class the code names (`UILabel`, `AvatarView`).
    public var className: String
    public var place: SourcePlace
    /// Where it was added; nil while it is not.
    public var parent: String?
    public var label = Label(text: "")
    public var stack = StackArrangement()
    /// Arranged in order (a stack's), by name.
    public var arranged: [String] = []
    public var customSpacing: [(after: String, spacing: CodeNumber)] = []
    public var isHidden = false
    public var translatesAutoresizingMask = true
    public var translatesWasSet = false
    public var hugging: [LayoutAttribute.Axis: Double] = [:]
    public var compression: [LayoutAttribute.Axis: Double] = [:]
    public var margins: DirectionalInsets?
    public var preservesSuperviewLayoutMargins = false
    public var frame: Rect?
    public var autoresizing: AutoresizingMask = []
    /// Numbers of its properties the code left to names (`stack.spacing = kSpacing`).
    public var numbers: [(property: String, value: CodeNumber, place: SourcePlace)] = []

    public init(name: String, kind: Kind, className: String, place: SourcePlace) {
        self.name = name
        self.kind = kind
        self.className = className
        self.place = place
    }
}

/// A constraint the code makes: an equation of two anchors, or a Visual Format line.
public struct ImportedConstraint: Sendable {
    public struct Equation: Sendable {
        public var first: Anchor
        public var relation: Relation
        public var second: Anchor?
        public var multiplier: CodeNumber
        public var constant: CodeNumber
        /// The constant is the system spacing times the multiplier (`equalToSystemSpacingAfter:`).
        public var isSystemSpacing: Bool
    }

    public struct VisualFormatLine: Sendable {
        public var format: String
        public var metrics: [String: CodeNumber]
        /// The format's names to views.
        public var views: [String: String]
        /// `.alignAllCenterY` and the like, by name.
        public var options: [String]
    }

    public enum Form: Sendable {
        case equation(Equation)
        case visualFormat(VisualFormatLine)
    }

    public var form: Form
    public var priority: CodeNumber = CodeNumber(1000)
    public var identifier: String?
    public var isActive = false
    /// When it was first activated, counting activations (UIKit's engine takes constraints in
    /// that order, which decides among equally good layouts).
    public var activation: Int?
    /// The view `addConstraint(s)` was called on, if that is how it was activated.
    public var addedTo: String?
    public var place: SourcePlace

    public init(form: Form, place: SourcePlace) {
        self.form = form
        self.place = place
    }
}

/// Code the reader did not understand: a statement or an expression, and why.
public struct SkippedCode: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// A statement of a kind not read (a loop, a branch): its keyword.
        case statement(String)
        /// A call to a function or method the reader does not know (its name).
        case unknownCall(String)
        /// A property the reader does not know, set on a view.
        case unknownProperty(String)
        /// A name that is no view, guide, constraint or number the reader knows.
        case unknownName(String)
        /// An expression the reader cannot evaluate here (its form).
        case expression(String)
        /// A method never called from the initializer: its body is not read.
        case methodNotCalled(String)
        /// Nested deeper than the reader goes.
        case tooDeep
        /// A value of the wrong kind where another was expected (expected, found).
        case wrongKind(expected: String)
        /// What the call asks of a view that does not exist, or is not added yet.
        case notAdded(String)
    }

    public var place: SourcePlace
    public var reason: Reason
    /// The source text, shortened to a line.
    public var text: String

    public init(place: SourcePlace, reason: Reason, text: String) {
        self.place = place
        self.reason = reason
        self.text = text
    }
}

/// What the code does that UIKit would complain of or that would surprise, and where.
public struct CodeLint: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A view given constraints that still translates its autoresizing mask: UIKit adds
        /// NSAutoresizingMaskLayoutConstraints for its frame, which conflict.
        case translatesAutoresizingMask(view: String)
        /// A subview added to the cell, not its content view.
        case subviewOnCell(view: String)
        /// Constraints added to the cell (`self.addConstraint`) instead of its content view.
        case constraintOnCell
        /// A constraint made and never activated.
        case neverActivated
        /// A multiplier on a position anchor (`leading == 0.5 × trailing`).
        case multiplierOnPosition(Double)
        /// A view made and never added to a superview.
        case neverAdded(view: String)
    }

    public var kind: Kind
    public var place: SourcePlace

    public init(_ kind: Kind, at place: SourcePlace) {
        self.kind = kind
        self.place = place
    }
}

/// What the reader did that the user should know.
public struct ImportNote: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `preferredMaxLayoutWidth` set from the label's frame in layoutSubviews (post 5's
        /// idiom): read as `preferredMaxWidth=auto`.
        case preferredMaxWidthFromFrame(view: String)
        /// A font weight Trellis measures with another face (semibold as bold).
        case fontWeight(view: String, weight: String, measuredAs: String)
        /// The image's size is not in the code: the view has no intrinsic size until given one.
        case imageSizeUnknown(view: String)
        /// SnapKit's `remakeConstraints`: read as the view's SnapKit constraints made again.
        case remade(view: String)
        /// A class Trellis does not know (a button, the app's own): a view without an
        /// intrinsic size.
        case unknownClass(view: String, className: String)
    }
    public var kind: Kind
    public var place: SourcePlace
    public init(_ kind: Kind, at place: SourcePlace) {
        self.kind = kind
        self.place = place
    }
}
