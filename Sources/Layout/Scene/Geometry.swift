import Notation

/// A rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Rounded to the pixel grid of a screen of `scale` pixels a point, as UIKit rounds the
    /// frames Auto Layout computes: each edge to the nearest pixel, the size from the edges.
    public func rounded(scale: Double) -> Rect {
        guard scale > 0 else { return self }
        // `+ 0` turns a negative zero into zero, so frames never print as -0.
        func pixel(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale + 0 }
        let left = pixel(x), top = pixel(y)
        return Rect(x: left, y: top, width: pixel(maxX) - left, height: pixel(maxY) - top)
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// A size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)x\(height)" }
}

/// The direction leading and trailing follow.
public enum LayoutDirection: String, Sendable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// Insets along each edge, leading and trailing following the layout direction
/// (NSDirectionalEdgeInsets).
public struct DirectionalInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    public static let zero = DirectionalInsets(all: 0)

    public var isFinite: Bool { [top, leading, bottom, trailing].allSatisfy(\.isFinite) }

    /// `top,leading,bottom,trailing`
    public var description: String { "\(top),\(leading),\(bottom),\(trailing)" }
}

/// An intrinsic content size whose axes may be missing: UIKit's `UIView.noIntrinsicMetric` on
/// an axis (a slider has a height of its own and no width; a custom view may have neither).
public struct IntrinsicSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Both axes, or nil when one is missing.
    public var size: Size? {
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    /// `120x44`, with `none` for a missing axis (`nonex31`).
    public var description: String {
        "\(width.map { formatNumber($0) } ?? "none")x\(height.map { formatNumber($0) } ?? "none")"
    }
}
