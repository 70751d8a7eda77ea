import Layout

/// Draws a solved layout as an SVG document: a pure function from a snapshot to text.
///
/// One SVG unit is one point. Each tree is drawn at its frames (root coordinates), inside a
/// ``margin``, the trees side by side (top-aligned) or stacked (left-aligned) with a margin
/// between them. Every view is a `<g>` (classes `view`/`label`/`image` and
/// `hidden`/`ambiguous`/`conflict`, its name in `data-name`, a tooltip `<title>`) holding
/// its rectangle, for a label its lines as `<text>` at their baselines (approximated with
/// the built-in font's metrics, the block centred vertically as UILabel draws it), and its
/// name in small type (above its top-left corner when the gap to its parent's top leaves
/// room, else inside it). Hidden views are dashed and faint, ambiguous ones thick amber,
/// those in a conflict thick red; collapsed views are not drawn.
///
/// The document has a `<title>`, a `<desc>` listing marked views (only when there are
/// any), a `viewBox`, and a white background. Text is escaped, attributes always come in
/// the same order, numbers have at most two decimals: the same drawing always gives the
/// same bytes. It ends with a newline.
public struct SVGRenderer: Sendable, Equatable {
    /// How several trees are placed.
    public enum Arrangement: String, Sendable, Equatable, CaseIterable {
        /// In a row, left to right, top-aligned.
        case sideBySide
        /// In a column, top to bottom, left-aligned.
        case stacked
    }

    /// The space around the picture and between trees, in points.
    public var margin: Double
    public var arrangement: Arrangement
    /// The document's title; nil: `Trellis layout: ` and the roots' names.
    public var title: String?
    /// Whether collapsed views are drawn, as a faint dotted outline at their (empty) frame with
    /// the class `collapsed` (the live page), instead of left out (`export svg`).
    public var outlinesCollapsed: Bool

    /// A renderer; `margin` is in points (negative values count as 0).
    public init(margin: Double = 16, arrangement: Arrangement = .sideBySide, title: String? = nil,
                outlinesCollapsed: Bool = false) {
        self.margin = margin
        self.arrangement = arrangement
        self.title = title
        self.outlinesCollapsed = outlinesCollapsed
    }

    /// The SVG document of a snapshot's trees.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        render(Drawing(snapshot))
    }

    /// The SVG document of a drawing's trees.
    public func render(_ drawing: Drawing) -> String {
        let space = margin.isFinite ? max(0, margin) : 0
        let n = SVGElement.number
        var groups: [SVGElement] = []
        var roots: [String] = []
        var extent = (width: 0.0, height: 0.0)
        for tree in drawing.trees {
            let states = DrawnState.states(of: tree)
            var tops: [String: Double] = [:]
            for item in tree { tops[item.name] = item.frame.y }
            let drawn = tree.compactMap { item -> SVGViewElement? in
                guard let state = states[item.name], !state.isCollapsed || outlinesCollapsed else { return nil }
                // Room above: the margin for a root, the gap below the parent's top for others.
                let room = item.parent.flatMap { tops[$0] }.map { item.frame.y - $0 } ?? space
                return SVGViewElement(item: item, isHidden: state.isHidden, isCollapsed: state.isCollapsed,
                                      nameAbove: room >= SVGViewElement.nameRoom)
            }
            guard let bounds = Drawing.bounds(of: drawn.map(\.item.frame)) else { continue }
            let size = (width: Self.finite(bounds.width), height: Self.finite(bounds.height))
            let gap = groups.isEmpty ? 0 : space
            let origin: (x: Double, y: Double)
            switch arrangement {
            case .sideBySide:
                origin = (extent.width + gap, 0)
                extent = (extent.width + gap + size.width, max(extent.height, size.height))
            case .stacked:
                origin = (0, extent.height + gap)
                extent = (max(extent.width, size.width), extent.height + gap + size.height)
            }
            let dx = space + origin.x - bounds.x, dy = space + origin.y - bounds.y
            roots.append(tree[0].name)
            groups.append(SVGElement("g", [("class", "tree"), ("data-root", tree[0].name),
                                          ("transform", "translate(\(n(dx)) \(n(dy)))")],
                                     children: drawn.map(\.element)))
        }
        let width = extent.width + 2 * space, height = extent.height + 2 * space
        var children = [SVGElement("title", text: title ?? "Trellis layout: " + roots.joined(separator: ", "))]
        let marks = DrawingMarks(drawing)
        if !marks.isEmpty { children.append(SVGElement("desc", text: Self.describe(marks))) }
        children.append(SVGElement("rect", [("class", "background"), ("x", "0"), ("y", "0"), ("width", n(width)),
                                            ("height", n(height)), ("fill", "#ffffff")]))
        let svg = SVGElement("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
            ("width", n(width)), ("height", n(height)), ("viewBox", "0 0 \(n(width)) \(n(height))"),
            ("font-family", "DejaVu Sans, Verdana, sans-serif"),
        ], children: children + groups)
        return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"] + svg.lines()).joined(separator: "\n") + "\n"
    }

    /// `ambiguous: body; in conflict: photo; hidden: badge; collapsed, not drawn: quote`.
    static func describe(_ marks: DrawingMarks) -> String {
        [("ambiguous", marks.ambiguous), ("in conflict", marks.inConflict), ("hidden", marks.hidden),
         ("collapsed, not drawn", marks.collapsed)]
            .filter { !$0.1.isEmpty }
            .map { $0.0 + ": " + $0.1.joined(separator: ", ") }
            .joined(separator: "; ")
    }

    private static func finite(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }
}
