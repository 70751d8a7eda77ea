import Layout

/// A root laid out and set beside what Xcode saved: each view's saved and solved frames, the
/// conflicts and the ambiguity solving finds.
public struct IBRootCheck {
    public struct ViewFrame: Sendable {
        /// The view's index in the document.
        public var view: Int
        public var name: String
        /// Xcode's frame, in the superview's coordinates; nil when the document has none.
        public var saved: Rect?
        /// Trellis's frame, in the superview's coordinates.
        public var frame: Rect
        public var flag: IBFrameFlag?

        /// Whether the two frames are more than `tolerance` apart on any edge or length.
        public func differs(tolerance: Double = IBRootCheck.tolerance) -> Bool {
            guard let saved else { return false }
            return abs(saved.x - frame.x) > tolerance || abs(saved.y - frame.y) > tolerance
                || abs(saved.width - frame.width) > tolerance || abs(saved.height - frame.height) > tolerance
        }
    }

    /// Half a point: Xcode saves frames on a device's pixel grid, with float noise.
    public static let tolerance = 0.5

    public let layout: IBLayout
    public let frames: [ViewFrame]
    public let conflicts: [ConflictReport]
    public let ambiguous: [AmbiguousAttribute]
    /// The labels whose text does not fit the frame they get (names).
    public let truncated: [String]

    /// The views Xcode did not flag whose solved frame is not the saved one.
    public var disagreements: [ViewFrame] { frames.filter { $0.flag == nil && $0.differs() } }

    /// Lays the root out and compares.
    public init(_ document: IBDocument, root: IBRoot, options: IBLayoutOptions = IBLayoutOptions()) {
        layout = IBSceneBuilder.layout(document, root: root, options: options)
        let scene = layout.scene
        scene.layoutIfNeeded()
        conflicts = scene.takeConflicts()
        ambiguous = scene.ambiguities()
        frames = layout.views.compactMap { index -> ViewFrame? in
            let view = document.views[index]
            guard let frame = try? scene.frame(of: view.name) else { return nil }
            let saved = index == root.view ? view.savedFrame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) } : view.savedFrame
            return ViewFrame(view: index, name: view.name, saved: saved, frame: frame, flag: view.flag)
        }
        truncated = layout.views.map { document.views[$0].name }.filter { (try? scene.isTruncated($0)) == true }
    }
}
