/// `table separator` asked alone: the separator's height and where it comes from.
struct SeparatorHeight: Equatable {
    var height: Double
    /// Set by `table separator H`; else one pixel at `scale`.
    var isSet: Bool
    var scale: Double
    /// Whether the scale is the scene's (no cell yet), not the cells'.
    var scaleIsTheScene: Bool
}
