import Layout

/// What the renderers draw: the views of a solved layout as plain values, in tree order
/// (parents before children), grouped by root.
///
/// It carries the same facts as ``LayoutSnapshot`` (from which it is usually made with
/// ``init(_:)``), but it can also be built by hand, which is how the renderers' tests pin
/// their pictures down without running the solver.
public struct Drawing: Sendable, Equatable {
    /// What a view is, as far as drawing goes.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case view, label, image, stack
        /// A layout guide: an outline in SVG (dotted, thin), nothing in the terminal.
        case guide

        /// A snapshot's kind name (`view`, `label`, `image`, `stack`, `guide`); anything else
        /// draws as a view.
        public init(name: String) {
            self = Kind(rawValue: name) ?? .view
        }
    }

    /// One view to draw.
    public struct Item: Sendable, Equatable {
        public var name: String
        /// The superview's name; nil for a root.
        public var parent: String?
        public var kind: Kind
        /// In the root's coordinates, in points.
        public var frame: Rect
        /// Hidden itself (its subviews are drawn as hidden too).
        public var isHidden: Bool
        /// Collapsed, itself or through an ancestor: not drawn.
        public var isCollapsed: Bool
        /// Some attribute of it is ambiguous.
        public var isAmbiguous: Bool
        /// It is an item of a constraint given up in a conflict.
        public var isInConflict: Bool
        /// For a label: its text as laid out at its frame's width, one entry a line.
        public var textLines: [String]
        /// For a label: the height of one line, in points.
        public var lineHeight: Double

        /// An item; only `name` and `frame` are needed.
        public init(_ name: String, parent: String? = nil, kind: Kind = .view, frame: Rect,
                    isHidden: Bool = false, isCollapsed: Bool = false, isAmbiguous: Bool = false,
                    isInConflict: Bool = false, textLines: [String] = [], lineHeight: Double = 0) {
            self.name = name
            self.parent = parent
            self.kind = kind
            self.frame = frame
            self.isHidden = isHidden
            self.isCollapsed = isCollapsed
            self.isAmbiguous = isAmbiguous
            self.isInConflict = isInConflict
            self.textLines = textLines
            self.lineHeight = lineHeight
        }

        /// The entry of a snapshot.
        public init(_ entry: LayoutSnapshot.ViewEntry) {
            self.init(entry.name, parent: entry.parent, kind: Kind(name: entry.kind), frame: entry.frame,
                      isHidden: entry.isHidden, isCollapsed: entry.isCollapsed, isAmbiguous: entry.isAmbiguous,
                      isInConflict: entry.isInConflict, textLines: entry.textLines, lineHeight: entry.lineHeight)
        }
    }

    /// The views, parents before children.
    public var items: [Item]

    /// Views in tree order (parents before children).
    public init(_ items: [Item]) {
        self.items = items
    }

    /// The views of a snapshot.
    public init(_ snapshot: LayoutSnapshot) {
        self.init(snapshot.views.map(Item.init))
    }

    /// The items grouped by tree, in the order of their roots. A view whose parent is not in
    /// the drawing (or comes after it) starts a tree of its own.
    var trees: [[Item]] {
        var treeOf: [String: Int] = [:]
        var trees: [[Item]] = []
        for item in items {
            if let parent = item.parent, let index = treeOf[parent] {
                trees[index].append(item)
                treeOf[item.name] = index
            } else {
                treeOf[item.name] = trees.count
                trees.append([item])
            }
        }
        return trees
    }

    /// The smallest rectangle around some frames (nil when there are none); frames that are
    /// not finite are left out.
    static func bounds(of frames: [Rect]) -> Rect? {
        let finite = frames.filter { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }
        guard !finite.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for f in finite {
            minX = min(minX, f.x, f.maxX); minY = min(minY, f.y, f.maxY)
            maxX = max(maxX, f.x, f.maxX); maxY = max(maxY, f.y, f.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
