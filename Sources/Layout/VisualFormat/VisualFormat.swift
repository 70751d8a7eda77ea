/// A format string in Apple's Visual Format Language, parsed: `H:|-6-[body]-6-|`,
/// `V:|-[a]-(>=8@750)-[b(==a)]-|`, `[button(>=50)]`.
///
/// Parse once with ``init(parsing:)`` to see the structure with exact source ranges, then
/// translate with ``constraints(views:metrics:options:hasSuperview:)``; or do both with
/// ``constraints(_:views:metrics:options:hasSuperview:)``, which reports the same first error
/// Auto Layout would. Parsing and translation are pure: no I/O, no shared state.
///
/// The grammar is exactly Apple's, with no whitespace anywhere (Apple's parser has none either;
/// a space gets its own clear error). Offsets count characters; formats are ASCII.
public struct VisualFormat: Sendable, Hashable {
    /// The format as given.
    public let source: String
    /// `H:` (or no prefix) lays views out horizontally; `V:` vertically.
    public let orientation: LayoutAttribute.Axis
    /// Where `H:` or `V:` is written, or `nil` when the format has no prefix.
    public let orientationRange: Range<Int>?
    /// The line from first to last: views, with the superview bar possibly at either end.
    /// There is always at least one view.
    public let elements: [Element]
    /// What joins the elements: `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    public let connections: [Connection]

    init(
        source: String, orientation: LayoutAttribute.Axis, orientationRange: Range<Int>?,
        elements: [Element], connections: [Connection]
    ) {
        self.source = source
        self.orientation = orientation
        self.orientationRange = orientationRange
        self.elements = elements
        self.connections = connections
    }

    /// Parses `format` for its structure alone: names are not looked up, so the only errors
    /// are in the syntax.
    public init(parsing format: String) throws(VisualFormatError) {
        var parser = VisualFormatParser(format: format, environment: nil)
        self = try parser.parse()
    }

    /// The names of the views in the format, in order (a view may appear more than once).
    public var viewNames: [String] { elements.compactMap { $0.view?.name } }

    /// The constraints this format stands for, as UIKit creates them: for each view, the
    /// spacing that leads to it and then its own sizes; then the connection to a closing `|`;
    /// then the alignment constraints of the options.
    ///
    /// - Parameters:
    ///   - views: The names a format may use for views; any other `[name]` is an error.
    ///   - metrics: Values for the names a format uses as constants and priorities. A name
    ///     that is both a metric and a view is taken as the metric, as Apple does.
    ///   - options: Alignment, direction, spacing style and the standard spacings.
    ///   - hasSuperview: Whether the views have a superview for `|` to stand for; when not,
    ///     any `|` is an error.
    public func constraints(
        views: Set<String>, metrics: [String: Double] = [:],
        options: VisualFormatOptions = VisualFormatOptions(), hasSuperview: Bool = true
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try constraints(isView: { views.contains($0) }, metrics: metrics, options: options, hasSuperview: hasSuperview)
    }

    /// The same, with the views known by a question rather than a list (a scene answers it
    /// with one look-up, whatever number of views it holds).
    public func constraints(
        isView: (String) -> Bool, metrics: [String: Double] = [:],
        options: VisualFormatOptions = VisualFormatOptions(), hasSuperview: Bool = true
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try withoutActuallyEscaping(isView) { isView throws(VisualFormatError) in
            let environment = VisualFormatEnvironment(
                format: source, isView: isView, metrics: metrics, options: options, hasSuperview: hasSuperview)
            return try VisualFormatTranslator(environment: environment).constraints(for: self)
        }
    }

    /// Parses `format` and translates it in one pass, checking names as they are read, so the
    /// error reported is the first one Auto Layout would report. Parameters as in
    /// ``constraints(views:metrics:options:hasSuperview:)``.
    public static func constraints(
        _ format: String, views: Set<String>, metrics: [String: Double] = [:],
        options: VisualFormatOptions = VisualFormatOptions(), hasSuperview: Bool = true
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        let environment = VisualFormatEnvironment(
            format: format, isView: { views.contains($0) }, metrics: metrics, options: options, hasSuperview: hasSuperview)
        var parser = VisualFormatParser(format: format, environment: environment)
        let parsed = try parser.parse()
        return try VisualFormatTranslator(environment: environment).constraints(for: parsed)
    }
}
