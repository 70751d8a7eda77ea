import Layout

extension Scene {
    /// Gives a scene read back from code what code cannot say and `other` has: the intrinsic
    /// sizes set by hand (a subclass's intrinsicContentSize), alignment insets, a root's safe
    /// area (the device's) and readable widths, by `rename` (the other's names to this one's).
    public func giveWhatCodeCannotSay(from other: Scene, root: String, rename: (String) -> String) throws {
        for name in other.subtree(of: root) {
            guard let v = other.views[name], !v.isGuide, views[rename(name)] != nil else { continue }
            if let size = v.intrinsicOverride { try setIntrinsicSize(rename(name), size) }
            if v.alignmentInsets != .zero { try setAlignmentInsets(rename(name), v.alignmentInsets) }
            if v.parent == nil, v.safeAreaInsets != .zero { try setSafeAreaInsets(rename(name), v.safeAreaInsets) }
            if v.readableWidth != View.defaultReadableWidth { try setReadableWidth(rename(name), v.readableWidth) }
        }
    }
}
