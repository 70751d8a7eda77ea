import Notation
/// Everything needed to draw a solved layout, as plain values (for the terminal and SVG
/// renderers): one entry a view, parents before children.
public struct LayoutSnapshot: Sendable, Equatable {
    public struct ViewEntry: Sendable, Equatable {
        public let name: String
        public let parent: String?
        /// How deep in its tree (a root is 0).
        public let depth: Int
        /// `view`, `label`, `image`, `stack` or `guide`.
        public let kind: String
        /// In the root's coordinates, rounded to pixels.
        public let frame: Rect
        public let isHidden: Bool
        public let isCollapsed: Bool
        /// Some attribute of it is ambiguous.
        public let isAmbiguous: Bool
        /// It is an item of a constraint that is broken (given up in a conflict).
        public let isInConflict: Bool
        /// For a label: its text laid out at its frame's width, line by line (truncated as it
        /// would draw), and the font's line height.
        public let textLines: [String]
        public let lineHeight: Double
    }

    public let views: [ViewEntry]
    public let scale: Double
}

extension Scene {
    /// The solved layout of one tree (or of every tree), ready to draw.
    public func snapshot(of root: String? = nil) throws(LayoutError) -> LayoutSnapshot {
        if let root { _ = try view(root) }
        assertLaidOut(root)
        let ambiguous = Set(ambiguities().map(\.view))
        var conflicting = Set<String>()
        for id in constraintOrder where constraints[id]?.state == .broken {
            if let c = constraints[id] {
                conflicting.insert(c.spec.first.view)
                if let s = c.spec.second { conflicting.insert(s.view) }
            }
        }
        var entries: [LayoutSnapshot.ViewEntry] = []
        for top in root.map({ [$0] }) ?? roots {
            for name in subtree(of: top) {
                // Guides come too (kind `guide`): SVG outlines them, the terminal leaves them out.
                guard let v = views[name] else { continue }
                let frame = try absoluteFrame(of: name)
                var lines: [String] = []
                var lineHeight = 0.0
                if let label = v.label {
                    let font = (try? label.font.resolve(category: category, in: fonts)) ?? Font.system(size: 17)
                    let layout = TextLayout(text: label.text, font: font,
                                            options: TextLayoutOptions(maxWidth: frame.width + 1e-9, lineLimit: maxLines(label, frame, font),
                                                                       wrapping: label.wrapping, truncation: label.truncation))
                    lines = layout.lines.map(\.text)
                    lineHeight = font.lineHeight
                }
                entries.append(LayoutSnapshot.ViewEntry(
                    name: name, parent: v.parent, depth: depthOf(name), kind: v.kind.name, frame: frame,
                    isHidden: v.isHidden, isCollapsed: isCollapsed(name), isAmbiguous: ambiguous.contains(name),
                    isInConflict: conflicting.contains(name), textLines: lines, lineHeight: lineHeight))
            }
        }
        return LayoutSnapshot(views: entries, scale: scale)
    }

    /// Whether a label's text does not fit its frame: laid out at the frame's width, within its
    /// line limit and the lines its height holds, some of it is cut (false for any other view).
    public func isTruncated(_ name: String) throws(LayoutError) -> Bool {
        guard let label = try view(name).label else { return false }
        let frame = try absoluteFrame(of: name)
        let font = (try? label.font.resolve(category: category, in: fonts)) ?? Font.system(size: 17)
        let options = TextLayoutOptions(maxWidth: frame.width + 1e-9, lineLimit: maxLines(label, frame, font),
                                        wrapping: label.wrapping, truncation: label.truncation)
        return TextLayout(text: label.text, font: font, options: options).isTruncated
    }

    /// The lines a label shows in its frame: its own limit, and no more than fit its height
    /// (UILabel truncates the last line that fits).
    private func maxLines(_ label: Label, _ frame: Rect, _ font: Font) -> Int {
        let fitting = font.lineHeight > 0 ? max(1, Int(saturating: (frame.height + 0.5) / font.lineHeight)) : 1
        return label.lines == 0 ? fitting : min(label.lines, fitting)
    }

    private func depthOf(_ name: String) -> Int {
        var depth = 0
        var current = views[name]?.parent
        while let c = current { depth += 1; current = views[c]?.parent }
        return depth
    }
}
