import Layout

extension Scene {
    /// The scene after its layout pass, for a test that reads frames as an app reads them once
    /// its run loop has laid the changes out (UIKit's `layoutIfNeeded()` before a frame is read).
    /// A scene's queries never lay out themselves.
    public func laidOut() -> Scene {
        layoutIfNeeded()
        return self
    }
}
