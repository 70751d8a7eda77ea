/// What `NSLayoutConstraint.constraints(withVisualFormat:options:…)` takes as `options`, plus the
/// two standard spacings that UIKit decides for itself.
public struct VisualFormatOptions: Sendable, Hashable {
    /// Edges or centres that every pair of neighbouring views in the format is aligned on.
    public var alignment: Alignment
    /// Which edges `H:` formats use: leading/trailing (the default), left/right, or right/left.
    public var direction: Direction
    /// Whether vertical spacing between views runs edge to edge or baseline to baseline.
    public var spacing: Spacing
    /// The constant a bare `-` between two views stands for (Auto Layout's `NSSpace(8)`).
    public var standardSpacing: Double
    /// The constant a bare `-` between a view and `|` stands for (Auto Layout's `NSSpace(20)`).
    public var standardSuperviewSpacing: Double

    /// Options with Auto Layout's defaults: no alignment, leading to trailing, edge to edge,
    /// standard spacings 8 and 20.
    public init(
        alignment: Alignment = [],
        direction: Direction = .leadingToTrailing,
        spacing: Spacing = .edgeToEdge,
        standardSpacing: Double = 8,
        standardSuperviewSpacing: Double = 20
    ) {
        self.alignment = alignment
        self.direction = direction
        self.spacing = spacing
        self.standardSpacing = standardSpacing
        self.standardSuperviewSpacing = standardSuperviewSpacing
    }

    /// Apple's `NSLayoutFormatOptions` alignment bits, with Apple's raw values.
    ///
    /// Each option adds, for every connection between two views (never the superview), one
    /// constraint `left.attribute == right.attribute`: neighbours are aligned, not each view to
    /// the first. Left, right, leading, trailing and centerX are only valid in `V:` formats; top,
    /// bottom, centerY and the baselines only in `H:` formats.
    public struct Alignment: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = Alignment(rawValue: 1 << 1)
        public static let alignAllRight = Alignment(rawValue: 1 << 2)
        public static let alignAllTop = Alignment(rawValue: 1 << 3)
        public static let alignAllBottom = Alignment(rawValue: 1 << 4)
        public static let alignAllLeading = Alignment(rawValue: 1 << 5)
        public static let alignAllTrailing = Alignment(rawValue: 1 << 6)
        public static let alignAllCenterX = Alignment(rawValue: 1 << 9)
        public static let alignAllCenterY = Alignment(rawValue: 1 << 10)
        public static let alignAllLastBaseline = Alignment(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = Alignment(rawValue: 1 << 12)

        /// Every option with its name and attribute, in the order Auto Layout applies them
        /// (ascending `NSLayoutAttribute` value).
        public static let all: [(name: String, option: Alignment, attribute: LayoutAttribute)] = [
            ("alignAllLeft", .alignAllLeft, .left),
            ("alignAllRight", .alignAllRight, .right),
            ("alignAllTop", .alignAllTop, .top),
            ("alignAllBottom", .alignAllBottom, .bottom),
            ("alignAllLeading", .alignAllLeading, .leading),
            ("alignAllTrailing", .alignAllTrailing, .trailing),
            ("alignAllCenterX", .alignAllCenterX, .centerX),
            ("alignAllCenterY", .alignAllCenterY, .centerY),
            ("alignAllLastBaseline", .alignAllLastBaseline, .lastBaseline),
            ("alignAllFirstBaseline", .alignAllFirstBaseline, .firstBaseline),
        ]

        /// The names of all options, for tab completion.
        public static let allNames: [String] = all.map(\.name)

        /// The option named `alignAllTop`, `alignAllCenterX`, … (`alignAllBaseline` is accepted
        /// for `alignAllLastBaseline`), or `nil`.
        public init?(name: some StringProtocol) {
            let name = name == "alignAllBaseline" ? "alignAllLastBaseline" : String(name)
            guard let entry = Alignment.all.first(where: { $0.name == name }) else { return nil }
            self = entry.option
        }

        /// The option that aligns on `attribute`; `nil` for width and height, which Apple does
        /// not offer.
        public init?(attribute: LayoutAttribute) {
            guard let entry = Alignment.all.first(where: { $0.attribute == attribute }) else { return nil }
            self = entry.option
        }

        /// The attributes these options align, in the order Auto Layout applies them.
        public var attributes: [LayoutAttribute] {
            Alignment.all.filter { contains($0.option) }.map(\.attribute)
        }
    }

    /// The `NSLayoutFormatDirection…` options: the edges an `H:` format's connections use.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Leading and trailing edges (Apple's default, `directionLeadingToTrailing`).
        case leadingToTrailing
        /// Left and right edges, views laid out left to right (`directionLeftToRight`).
        case leftToRight
        /// Left and right edges, views laid out right to left (`directionRightToLeft`): the
        /// first view of the format is the rightmost one.
        case rightToLeft
    }

    /// The `NSLayoutFormatSpacing…` options.
    public enum Spacing: String, Sendable, Hashable, CaseIterable {
        /// Spacing runs from one view's edge to the next view's edge (the default).
        case edgeToEdge
        /// In `V:` formats, spacing between two views runs from the upper view's last baseline to
        /// the lower view's first baseline (`spacingBaselineToBaseline`). An error in `H:`.
        case baselineToBaseline
    }
}
