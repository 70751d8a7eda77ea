import Cassowary
import Layout

/// How to build one cell's view tree and constraints: a plain value, captured from a scene the
/// shell built (`view cell`, `label body in cell …`, `H:|-6-[body]-6-|`) and replayed into a
/// new ``Scene`` for every cell instance, so each instance owns its scene (and sizing can run
/// on several threads).
public struct CellRecipe: Sendable, Equatable {
    /// One view: its place in the tree, its kind and the properties set on it.
    public struct ViewRecipe: Sendable, Equatable {
        public var name: String
        public var kind: ViewKind
        public var parent: String?
        public var isHidden = false
        public var isCollapsed = false
        public var hugging = (horizontal: Priority.defaultLow, vertical: Priority.defaultLow)
        public var compression = (horizontal: Priority.defaultHigh, vertical: Priority.defaultHigh)
        public var intrinsicOverride: IntrinsicSize?
        public var manualFrame: Rect?
        public var autoresizing: AutoresizingMask = []
        public var translatesAutoresizingMask = false
        public var translatesAutoresizingMaskWasSet = false
        public var layoutMargins = View.defaultLayoutMargins
        public var safeAreaInsets = DirectionalInsets.zero
        public var preservesSuperviewLayoutMargins = false
        public var readableWidth = View.defaultReadableWidth
        public var alignmentInsets = DirectionalInsets.zero

        public init(name: String, kind: ViewKind, parent: String?) {
            self.name = name
            self.kind = kind
            self.parent = parent
        }

        public static func == (a: ViewRecipe, b: ViewRecipe) -> Bool {
            a.name == b.name && a.kind == b.kind && a.parent == b.parent && a.isHidden == b.isHidden
                && a.isCollapsed == b.isCollapsed && a.hugging == b.hugging && a.compression == b.compression
                && a.intrinsicOverride == b.intrinsicOverride && a.manualFrame == b.manualFrame
                && a.autoresizing == b.autoresizing && a.translatesAutoresizingMask == b.translatesAutoresizingMask
                && a.translatesAutoresizingMaskWasSet == b.translatesAutoresizingMaskWasSet
                && a.layoutMargins == b.layoutMargins && a.safeAreaInsets == b.safeAreaInsets
                && a.alignmentInsets == b.alignmentInsets
                && a.preservesSuperviewLayoutMargins == b.preservesSuperviewLayoutMargins && a.readableWidth == b.readableWidth
        }
    }

    /// One constraint the user wrote (directly or through the Visual Format Language).
    public struct ConstraintRecipe: Sendable, Equatable {
        public var identifier: String
        public var spec: ConstraintSpec
        public var origin: ConstraintOrigin
        public var isActive: Bool

        public init(identifier: String, spec: ConstraintSpec, origin: ConstraintOrigin = .user, isActive: Bool = true) {
            self.identifier = identifier
            self.spec = spec
            self.origin = origin
            self.isActive = isActive
        }
    }

    /// The root view's name (the cell's content view).
    public var root: String
    /// The views, parents before children.
    public var views: [ViewRecipe]
    /// The user's constraints, in the order they were made.
    public var constraints: [ConstraintRecipe]
    public var fonts: FontLibrary
    public var scale: Double
    public var direction: LayoutDirection

    public init(root: String, views: [ViewRecipe], constraints: [ConstraintRecipe], fonts: FontLibrary = .builtIn,
                scale: Double = 1, direction: LayoutDirection = .leftToRight) {
        self.root = root
        self.views = views
        self.constraints = constraints
        self.fonts = fonts
        self.scale = scale
        self.direction = direction
    }

    /// The tree under `root` as the scene has it now: its views, their properties and the
    /// constraints the user made between them. The root's own width and height (`cell.width =
    /// 320`) are left out: a table gives its cells their size.
    public static func capture(root: String, from scene: Scene) throws(TemplateError) -> CellRecipe {
        guard let rootView = scene.views[root] else { throw .unknownView(root) }
        guard rootView.parent == nil else { throw .notARoot(root) }
        let names = scene.subtree(of: root)
        let members = Set(names)
        var views: [ViewRecipe] = []
        for name in names {
            // A stack's guides come back with the stack, a view's margins and safe area guides
            // with the first constraint that names them.
            guard let v = scene.views[name], !v.isEngineGuide else { continue }
            var r = ViewRecipe(name: name, kind: v.kind, parent: v.parent)
            r.isHidden = v.isHidden
            r.isCollapsed = v.isCollapsed
            r.hugging = (v.huggingHorizontal, v.huggingVertical)
            r.compression = (v.compressionHorizontal, v.compressionVertical)
            r.intrinsicOverride = v.intrinsicOverride
            r.manualFrame = v.manualFrame
            r.autoresizing = v.autoresizing
            r.translatesAutoresizingMask = v.translatesAutoresizingMask
            r.translatesAutoresizingMaskWasSet = v.translatesAutoresizingMaskWasSet
            r.layoutMargins = v.layoutMargins
            r.safeAreaInsets = v.safeAreaInsets
            r.preservesSuperviewLayoutMargins = v.preservesSuperviewLayoutMargins
            r.readableWidth = v.readableWidth
            r.alignmentInsets = v.alignmentInsets
            views.append(r)
        }
        var constraints: [ConstraintRecipe] = []
        for id in scene.constraintOrder {
            guard let c = scene.constraints[id], !c.origin.isSystem, members.contains(c.spec.first.view) else { continue }
            constraints.append(ConstraintRecipe(identifier: id, spec: c.spec, origin: c.origin, isActive: c.wantsActive))
        }
        return CellRecipe(root: root, views: views, constraints: constraints, fonts: scene.fonts, scale: scene.scale,
                          direction: scene.direction)
    }

    /// A new scene with this tree in it, at `category`. Conflicts among the recipe's own
    /// constraints are left in the scene's ``Scene/takeConflicts()``.
    public func instantiate(category: ContentSizeCategory) throws(TemplateError) -> Scene {
        let scene = Scene()
        do {
            try scene.setScale(scale)
            scene.setDirection(direction)
            scene.setFonts(fonts)
            scene.setCategory(category)
        } catch {
            throw .layout(error)
        }
        try add(to: scene)
        return scene
    }

    /// Adds this tree to `scene` (beside its other trees), in `scene`'s settings. A name the
    /// scene has already is refused before anything is added.
    public func add(to scene: Scene) throws(TemplateError) {
        if let taken = views.first(where: { scene.views[$0.name] != nil }) {
            throw .layout(.duplicateView(taken.name))
        }
        if let taken = constraints.first(where: { scene.constraints[$0.identifier] != nil }) {
            throw .layout(.duplicateConstraint(taken.identifier))
        }
        do {
            for v in views {
                try scene.addView(v.name, kind: v.kind, parent: v.parent)
                if v.hugging.horizontal != .defaultLow { try scene.setHugging(v.name, .horizontal, v.hugging.horizontal) }
                if v.hugging.vertical != .defaultLow { try scene.setHugging(v.name, .vertical, v.hugging.vertical) }
                if v.compression.horizontal != .defaultHigh {
                    try scene.setCompressionResistance(v.name, .horizontal, v.compression.horizontal)
                }
                if v.compression.vertical != .defaultHigh {
                    try scene.setCompressionResistance(v.name, .vertical, v.compression.vertical)
                }
                if let size = v.intrinsicOverride { try scene.setIntrinsicSize(v.name, size) }
                if v.isHidden { try scene.setHidden(v.name, true) }
                if v.layoutMargins != View.defaultLayoutMargins(of: v.kind) { try scene.setLayoutMargins(v.name, v.layoutMargins) }
                if v.parent == nil, v.safeAreaInsets != .zero { try scene.setSafeAreaInsets(v.name, v.safeAreaInsets) }
                if v.preservesSuperviewLayoutMargins { try scene.setPreservesSuperviewLayoutMargins(v.name, true) }
                if v.readableWidth != View.defaultReadableWidth { try scene.setReadableWidth(v.name, v.readableWidth) }
                if v.alignmentInsets != .zero { try scene.setAlignmentInsets(v.name, v.alignmentInsets) }
                if v.parent != nil, let frame = v.manualFrame {
                    try scene.setFrame(v.name, frame)
                    try scene.setAutoresizing(v.name, v.autoresizing)
                    try scene.setTranslatesAutoresizingMask(v.name, v.translatesAutoresizingMask)
                }
            }
            for c in constraints {
                try scene.addConstraint(c.spec, identifier: c.identifier, origin: c.origin, active: c.isActive)
            }
            for v in views where v.isCollapsed { try scene.setCollapsed(v.name, true) }
        } catch {
            throw .layout(error)
        }
    }

    /// The recipe's view named `name`.
    public func view(_ name: String) -> ViewRecipe? { views.first { $0.name == name } }
}
