import Layout

/// One view as SVG: a `<g>` with a tooltip `<title>`, its rectangle (stroked by kind, light
/// fill for an image, dashed when hidden, thick amber when ambiguous, thick red when in a
/// conflict), a label's lines of text, and its name in small type at its top-left corner.
///
/// Coordinates are the view's frame in points, 1 SVG unit a point.
struct SVGViewElement {
    let item: Drawing.Item
    /// Hidden itself or through an ancestor.
    let isHidden: Bool
    /// Collapsed itself or through an ancestor (drawn only when the renderer outlines them).
    var isCollapsed = false
    /// Whether there is room for the name above the top edge (else it goes inside).
    let nameAbove: Bool

    /// The room above a view's top edge that its name needs, in points.
    static let nameRoom = 6.0

    /// DejaVu Sans (the built-in face labels are measured with): ascender over line height,
    /// and em over line height, as `ascender / (ascender − descender)` and
    /// `unitsPerEm / (ascender − descender)` (1901, −483, 2048 units; no line gap).
    static let ascentPerLine = 1901.0 / 2384.0
    static let emPerLine = 2048.0 / 2384.0

    enum Palette {
        static let view = "#5b6470"
        static let label = "#2f6fce"
        static let image = "#2e8b57"
        static let stack = "#7a4fb5"
        static let guide = "#9aa3ad"
        static let imageFill = "#dcefe3"
        static let ambiguous = "#d49a00"
        static let conflict = "#d0312d"
        static let text = "#1d1d1f"
        static let halo = "#ffffff"
    }

    var stroke: String {
        if item.isInConflict { return Palette.conflict }
        if item.isAmbiguous { return Palette.ambiguous }
        switch item.kind {
        case .view: return Palette.view
        case .label: return Palette.label
        case .image: return Palette.image
        case .stack: return Palette.stack
        case .guide: return Palette.guide
        }
    }

    var strokeWidth: String { item.isInConflict || item.isAmbiguous ? "2" : "1" }

    /// `view`, `label` or `image`, then `hidden`, `ambiguous`, `conflict` as they apply: for
    /// style sheets and scripts that pick views out.
    var classes: String {
        var names = [item.kind.rawValue]
        if isHidden { names.append("hidden") }
        if isCollapsed { names.append("collapsed") }
        if item.isAmbiguous { names.append("ambiguous") }
        if item.isInConflict { names.append("conflict") }
        return names.joined(separator: " ")
    }

    /// The name with its marks: `?` when ambiguous, `!` when in a conflict.
    var title: String {
        item.name + (item.isAmbiguous ? "?" : "") + (item.isInConflict ? "!" : "")
    }

    /// What a tooltip says: `body: label at 6, 6, size 308 × 80 (ambiguous)`.
    var tooltip: String {
        let f = item.frame
        let n = SVGElement.number
        var notes: [String] = []
        if isHidden { notes.append("hidden") }
        if isCollapsed { notes.append("collapsed") }
        if item.isAmbiguous { notes.append("ambiguous") }
        if item.isInConflict { notes.append("in conflict") }
        let tail = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
        return "\(item.name): \(item.kind.rawValue) at \(n(f.x)), \(n(f.y)), size \(n(f.width)) × \(n(f.height))" + tail
    }

    var element: SVGElement {
        var attributes = [("class", classes), ("data-name", item.name)]
        if isHidden || isCollapsed { attributes.append(("opacity", isCollapsed ? "0.6" : "0.45")) }
        var children = [SVGElement("title", text: tooltip), shape]
        if item.kind == .label && !isCollapsed { children += lines }
        children.append(name)
        return SVGElement("g", attributes, children: children)
    }

    /// A rectangle; a line when the frame has no width or no height, a dot when it has
    /// neither (SVG does not draw empty rectangles).
    private var shape: SVGElement {
        let f = item.frame
        let n = SVGElement.number
        var paint = [("stroke", stroke), ("stroke-width", item.kind == .guide ? "0.5" : strokeWidth)]
        if item.kind == .guide || isCollapsed {
            paint.append(("stroke-dasharray", "1 1.5"))
        } else if isHidden {
            paint.append(("stroke-dasharray", "4 2"))
        }
        let flatX = !(f.width > 0), flatY = !(f.height > 0)
        if flatX && flatY {
            return SVGElement("circle", [("cx", n(f.x)), ("cy", n(f.y)), ("r", "1.5"), ("fill", stroke)] + paint)
        }
        if flatX || flatY {
            return SVGElement("line", [("x1", n(f.x)), ("y1", n(f.y)), ("x2", n(f.maxX)), ("y2", n(f.maxY))] + paint)
        }
        let fill = item.kind == .image ? Palette.imageFill : "none"
        return SVGElement("rect", [("x", n(f.x)), ("y", n(f.y)), ("width", n(f.width)), ("height", n(f.height)),
                                   ("fill", fill)] + paint)
    }

    /// The name in 5.5-point type at the top-left corner, just above the top edge when
    /// there is room (else just inside), with a white halo so it reads over lines and text.
    private var name: SVGElement {
        let n = SVGElement.number
        let baseline = nameAbove ? item.frame.y - 1.2 : item.frame.y + 5.5
        return SVGElement("text", [
            ("class", "name"), ("x", n(item.frame.x + 1)), ("y", n(baseline)), ("font-size", "5.5"),
            ("fill", stroke), ("stroke", Palette.halo), ("stroke-width", "2"), ("paint-order", "stroke"),
        ], text: title)
    }

    /// A label's lines at their baselines, the block centred vertically in the frame as
    /// UILabel draws it: line i's baseline is at top + (height − n × lineHeight) / 2 +
    /// i × lineHeight + ascent.
    private var lines: [SVGElement] {
        let lines = item.textLines
        guard !lines.isEmpty else { return [] }
        let n = SVGElement.number
        let f = item.frame
        let height = item.lineHeight > 0 ? item.lineHeight : max(0, f.height) / Double(lines.count)
        let blockTop = f.y + (f.height - Double(lines.count) * height) / 2
        return lines.enumerated().map { index, line in
            let baseline = blockTop + Double(index) * height + height * Self.ascentPerLine
            return SVGElement("text", [
                ("class", "text"), ("x", n(f.x)), ("y", n(baseline)), ("font-size", n(height * Self.emPerLine)),
                ("fill", Palette.text), ("xml:space", "preserve"),
            ], text: line)
        }
    }
}
