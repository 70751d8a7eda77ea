/// A width and a height in points: the size text takes.
public struct TextSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size: what empty text measures, as UILabel's intrinsic size with empty text is (0, 0).
    public static let zero = TextSize(width: 0, height: 0)

    /// The size rounded up to whole device pixels, as UILabel's `intrinsicContentSize` is:
    /// `scale` is the number of pixels in a point (2 or 3 on an iPhone).
    public func roundedUp(scale: Double = 1) -> TextSize {
        guard scale > 0, scale.isFinite else { return self }
        return TextSize(width: (width * scale).rounded(.up) / scale, height: (height * scale).rounded(.up) / scale)
    }

    public var description: String { "\(width)x\(height)" }
}
