import Cassowary
import Layout

/// Where the intrinsic sizes of labels, buttons, switches and fields come from.
public enum IBSizeSource: String, Sendable, CaseIterable {
    /// Each view's saved frame: isolates the engine from the fonts, which differ from Apple's.
    case file
    /// Trellis's own text measurement and UIKit's fixed control sizes.
    case measured
}

public struct IBLayoutOptions: Sendable {
    public var sizes: IBSizeSource
    /// Lays the root out at this width instead of its saved one.
    public var width: Double?
    public var category: ContentSizeCategory

    public init(sizes: IBSizeSource = .measured, width: Double? = nil, category: ContentSizeCategory = .large) {
        self.sizes = sizes
        self.width = width
        self.category = category
    }
}

/// A root of a document made a scene, and what ties the two together.
public struct IBLayout {
    public let scene: Scene
    public let root: IBRoot
    /// The document's views laid out (indexes into ``IBDocument/views``), the root first.
    public let views: [Int]
    /// The scene's name of each constraint laid out, by IB id.
    public let constraintNames: [String: String]
    /// What the scene refused of the document, and why.
    public let refused: [IBUnhandled]
}

/// Makes a scene of one root of a document, as UIKit would lay it out at the document's
/// device: the root at its saved size (a cell at its row height), views with constraints
/// placed by them, views without by their frames and autoresizing masks, stack views'
/// arrangements, guides, margins and the safe area.
public enum IBSceneBuilder {
    public static func layout(_ document: IBDocument, root: IBRoot, options: IBLayoutOptions = IBLayoutOptions()) -> IBLayout {
        var builder = Builder(document: document, root: root, options: options)
        builder.build()
        return IBLayout(scene: builder.scene, root: root, views: builder.order, constraintNames: builder.constraintNames,
                        refused: builder.refused)
    }

    /// What an accessory takes from a cell's content view when the document saved no frame
    /// to tell, as seen in saved frames: 34 for a disclosure indicator (the widest of the 18.5
    /// to 34 FORMAT.md §3 saw, by device and Xcode), 47 for a detail button (023's cell at 600
    /// wide); nil for the others, which no document here shows.
    public static func accessoryWidth(_ accessory: String) -> Double? {
        switch accessory {
        case "disclosureIndicator": return 34
        case "detailButton": return 47
        default: return nil
        }
    }

    struct Builder {
        let document: IBDocument
        let root: IBRoot
        let options: IBLayoutOptions
        let device: IBDevice
        let scene = Scene()
        var order: [Int] = []
        var inTree = Set<Int>()
        var constraintNames: [String: String] = [:]
        var refused: [IBUnhandled] = []
        var madeGuides = Set<String>()

        init(document: IBDocument, root: IBRoot, options: IBLayoutOptions) {
            self.document = document
            self.root = root
            self.options = options
            device = document.layoutDevice
        }

        func name(_ index: Int) -> String { document.views[index].name }

        /// What of the view at `index` was left out or not followed (`reason`), and the
        /// scene's refusal under it (`cause`) when the scene refused it.
        mutating func refuse(_ index: Int, _ reason: IBUnhandled.Reason, cause: LayoutError? = nil) {
            refused.append(IBUnhandled(line: document.views[index].line, element: document.views[index].element, attribute: nil,
                                       reason: reason, cause: cause))
        }

        mutating func build() {
            try? scene.setScale(device.scale)
            scene.setCategory(options.category)
            addViews()
            sizeRoot()
            for index in order { setProperties(index) }
            arrangeStacks()
            addConstraints()
            for index in order.dropFirst() { placeByFrame(index) }
        }

        // MARK: Views

        mutating func addViews() {
            var stack = [root.view]
            while let index = stack.popLast() {
                let view = document.views[index]
                if view.isExcluded { continue }
                let parent = index == root.view ? nil : view.parent.map(name)
                do {
                    try scene.addView(view.name, kind: kind(view), parent: parent)
                } catch {
                    refuse(index, .viewLeftOut(view.name), cause: error)
                    continue
                }
                order.append(index)
                inTree.insert(index)
                stack.append(contentsOf: view.children.reversed())
            }
        }

        func kind(_ view: IBView) -> ViewKind {
            switch view.content {
            case .plain, .control: return .plain
            case .label(let label): return .label(label)
            case .image(let size?): return .image(size)
            case .image(nil): return .plain
            case .stack(let arrangement): return .stack(arrangement)
            }
        }

        mutating func sizeRoot() {
            let view = document.views[root.view]
            var width = options.width ?? view.savedFrame?.width ?? root.freeformSize?.width ?? device.width
            var height = view.savedFrame?.height ?? root.freeformSize?.height ?? device.height
            // A full-screen scene saved in portrait, laid out with the phone turned (--traits).
            if root.kind == .scene, device.isLandscape, options.width == nil, let s = view.savedFrame,
               abs(s.width - device.height) < 0.5, abs(s.height - device.width) < 0.5 {
                width = device.width
                height = device.height
            }
            if view.isCell {
                if view.element == "tableViewCell" { height = view.savedFrame?.height ?? view.rowHeight ?? 44 }
                if view.savedFrame == nil, options.width == nil {
                    width = view.host.flatMap { document.views[$0].savedFrame?.width } ?? device.width
                }
            }
            try? scene.setRootSize(view.name, .width, width)
            try? scene.setRootSize(view.name, .height, height)
            let side: Double = device.isPad || width >= 414 ? 20 : 16
            switch root.kind {
            case .scene, .view:
                if root.kind == .scene || document.guides.values.contains(where: { $0.kind == .safeArea && $0.owner == root.view }) {
                    try? scene.setSafeAreaInsets(view.name, safeArea(width: width, height: height))
                }
                guard root.kind == .scene else { break }
                var margins = view.layoutMargins ?? DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                margins.leading = max(margins.leading, side)
                margins.trailing = max(margins.trailing, side)
                try? scene.setLayoutMargins(view.name, margins)
            case .cell where view.element == "tableViewCell":
                try? scene.setLayoutMargins(view.name, view.layoutMargins ?? DirectionalInsets(top: 8, leading: side, bottom: 8, trailing: side))
            case .cell:
                break
            }
            // What the document asks of the root's margins that Trellis's roots do not do.
            let insets = scene.views[view.name]?.safeAreaInsets ?? .zero
            if !view.insetsLayoutMarginsFromSafeArea, insets != .zero {
                refuse(root.view, .safeAreaMarginsNotFollowed)
            }
            if view.followsReadableWidth, width - 2 * side > View.defaultReadableWidth {
                refuse(root.view, .readableWidthNotFollowed)
            }
        }

        /// The root's safe area, from where it sits on the screen: under the status bar and
        /// the translucent bars over it, or below the opaque ones; over the home indicator and
        /// the bars under it. Xcode's documents before tools version 20000 (Xcode 13) give the
        /// notched phones a 44 pt status bar (041 at 17156 and 047 at 17701 centre on it; 039 at
        /// 22154 and 067 at 23504 have 48). A root as wide as no screen of the device (Xcode 6's
        /// 600 × 600 canvas) has no safe area.
        func safeArea(width: Double, height: Double) -> DirectionalInsets {
            var status = device.safeArea.top
            if let tools = document.toolsVersion.flatMap({ Double($0.split(separator: ".").first ?? "") }), tools < 20_000, status > 44 {
                status = 44
            }
            let saved = document.views[root.view].savedFrame
            guard abs(width - device.width) < 0.5 || abs((saved?.width ?? device.width) - device.width) < 0.5 else {
                return DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            }
            // Where the root's top sits on the screen: where the file says, below an opaque bar,
            // or, for a root shorter than the screen that no bar explains, below the bars of
            // a container the document does not show (its bottom on the screen's).
            var rootTop = 0.0
            if let y = saved?.y, y > 0, root.kind == .scene {
                rootTop = y
            } else if root.topBar.isOpaque {
                rootTop = status + root.topBar.height
            } else if root.freeformSize == nil, height < device.height - 0.5, !root.bottomBar.isOpaque {
                rootTop = device.height - height
            }
            let rootBottom = rootTop + height
            let top = max(0, status + root.topBar.height - rootTop)
            let bottomEdge = device.height - device.safeArea.bottom - root.bottomBar.height
            let bottom = max(0, rootBottom - bottomEdge)
            guard root.freeformSize == nil || rootBottom <= device.height + 0.5 else {
                return DirectionalInsets(top: top, leading: device.safeArea.leading, bottom: 0, trailing: device.safeArea.trailing)
            }
            return DirectionalInsets(top: top, leading: device.safeArea.leading, bottom: bottom, trailing: device.safeArea.trailing)
        }

        mutating func setProperties(_ index: Int) {
            let view = document.views[index]
            let name = view.name
            if view.isHidden { try? scene.setHidden(name, true) }
            if let p = view.hugging.horizontal { try? scene.setHugging(name, .horizontal, p) }
            if let p = view.hugging.vertical { try? scene.setHugging(name, .vertical, p) }
            if let p = view.compression.horizontal { try? scene.setCompressionResistance(name, .horizontal, p) }
            if let p = view.compression.vertical { try? scene.setCompressionResistance(name, .vertical, p) }
            if index != root.view || root.kind == .view {
                if let margins = view.layoutMargins { try? scene.setLayoutMargins(name, margins) }
            }
            if view.preservesSuperviewLayoutMargins, index != root.view { try? scene.setPreservesSuperviewLayoutMargins(name, true) }
            if let metrics = intrinsic(view) { try? scene.setIntrinsicSize(name, metrics) }
            if view.alignmentInsets != .zero { try? scene.setAlignmentInsets(name, view.alignmentInsets) }
        }

        /// The intrinsic size the view gets by hand: a control's, a saved frame's with
        /// `--sizes file`, and IB's placeholder sizes over either.
        func intrinsic(_ view: IBView) -> IntrinsicSize? {
            var metrics: IntrinsicSize?
            // A saved frame less the view's alignment insets: the size constraints see.
            let insets = view.alignmentInsets
            let saved = view.savedFrame.map {
                Rect(x: $0.x, y: $0.y, width: $0.width - insets.leading - insets.trailing, height: $0.height - insets.top - insets.bottom)
            }
            switch (view.content, options.sizes) {
            case (.control(let w, let h), .measured): metrics = IntrinsicSize(width: w, height: h)
            case (.control(let w, let h), .file):
                metrics = IntrinsicSize(width: w == nil ? nil : saved?.width ?? w, height: h == nil ? nil : saved?.height ?? h)
            case (.label, .file), (.image(.some), .file):
                metrics = saved.map { IntrinsicSize(width: $0.width, height: $0.height) }
            default: break
            }
            if let width = view.placeholderIntrinsic.width {
                metrics = IntrinsicSize(width: width, height: metrics?.height ?? nil)
            }
            if let height = view.placeholderIntrinsic.height {
                metrics = IntrinsicSize(width: metrics?.width ?? nil, height: height)
            }
            return metrics
        }

        mutating func arrangeStacks() {
            for index in order {
                guard case .stack = document.views[index].content else { continue }
                let arranged = document.views[index].children.filter { inTree.contains($0) }.map(name)
                do {
                    try scene.arrange(arranged, in: name(index))
                } catch {
                    refuse(index, .stackArrangesNothing(name(index)), cause: error)
                }
            }
        }

        /// A view that translates its autoresizing mask sits at its saved frame, and follows
        /// its superview as its mask says; a cell's content view fills the cell less the
        /// accessory and the separator, as the saved frames have them.
        mutating func placeByFrame(_ index: Int) {
            let view = document.views[index]
            guard view.translatesAutoresizingMask, scene.arrangingStack(of: view.name) == nil else { return }
            var frame = view.savedFrame
            var mask = view.autoresizing
            if view.element.hasSuffix("CellContentView"), view.parent == root.view {
                // What the content view loses to the accessory and the separator, as saved (one
                // pixel of separator when the document saved no frames).
                let cell = document.views[root.view]
                let width = scene.rootSize(cell.name, .width) ?? 0, height = scene.rootSize(cell.name, .height) ?? 0
                var loss = (width: cell.accessory.flatMap(IBSceneBuilder.accessoryWidth) ?? 0,
                            height: cell.element == "tableViewCell" ? 1 / device.scale : 0)
                if let content = view.savedFrame, let saved = cell.savedFrame {
                    loss = (max(0, saved.width - content.width), max(0, saved.height - content.height))
                } else if let content = view.savedFrame {
                    loss = (max(0, width - content.width), max(0, height - content.height))
                } else if let accessory = cell.accessory, IBSceneBuilder.accessoryWidth(accessory) == nil {
                    refuse(root.view, .accessoryWidthUnknown(accessory))
                }
                frame = Rect(x: 0, y: 0, width: max(0, width - loss.width), height: max(0, height - loss.height))
                mask = [.flexibleWidth, .flexibleHeight]
            }
            guard var frame else {
                refuse(index, .unplacedView(view.name))
                return
            }
            // The mask's constraints place the alignment rectangle, inside the frame.
            let insets = view.alignmentInsets
            frame = Rect(x: frame.x + insets.leading, y: frame.y + insets.top, width: frame.width - insets.leading - insets.trailing,
                         height: frame.height - insets.top - insets.bottom)
            try? scene.setAutoresizing(view.name, mask)
            try? scene.setFrame(view.name, frame)
        }
    }
}
