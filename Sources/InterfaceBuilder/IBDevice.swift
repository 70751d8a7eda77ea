import Layout

/// A device Interface Builder lays a document out at (`<device id=…>`, the "View as" choice),
/// and the traits and insets that go with it, in portrait.
///
/// Sizes are the root view sizes Xcode saves for each id (../shared/data/ib/FORMAT.md §7,
/// observed in the corpus) and Apple's screen sizes (Human Interface Guidelines, "Layout" →
/// device screen sizes). Scales are the device's pixels a point. The safe area insets are
/// not in any file; they are those of the device's status bar and home indicator as the
/// simulators report them (portrait `view.safeAreaInsets`): 20 on a phone with a home
/// button, 44/47/48/59 at the top of one with a notch or island, 34 at the bottom.
public struct IBDevice: Sendable, Equatable {
    public var id: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: DirectionalInsets
    public var isPad: Bool
    /// Whether the document asked for landscape.
    public var isLandscape = false

    public static let table: [IBDevice] = [
        IBDevice(id: "retina3_5", width: 320, height: 480, scale: 2, safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: false),
        IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2, safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: false),
        IBDevice(id: "retina4_7", width: 375, height: 667, scale: 2, safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: false),
        IBDevice(id: "retina5_5", width: 414, height: 736, scale: 3, safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: false),
        IBDevice(id: "retina5_9", width: 375, height: 812, scale: 3, safeArea: .init(top: 44, leading: 0, bottom: 34, trailing: 0), isPad: false),
        IBDevice(id: "retina6_0", width: 390, height: 844, scale: 3, safeArea: .init(top: 47, leading: 0, bottom: 34, trailing: 0), isPad: false),
        IBDevice(id: "retina6_1", width: 414, height: 896, scale: 2, safeArea: .init(top: 48, leading: 0, bottom: 34, trailing: 0), isPad: false),
        IBDevice(id: "retina6_5", width: 414, height: 896, scale: 3, safeArea: .init(top: 44, leading: 0, bottom: 34, trailing: 0), isPad: false),
        IBDevice(id: "retina6_3", width: 402, height: 874, scale: 3, safeArea: .init(top: 62, leading: 0, bottom: 34, trailing: 0), isPad: false),
        IBDevice(id: "retina6_7", width: 428, height: 926, scale: 3, safeArea: .init(top: 47, leading: 0, bottom: 34, trailing: 0), isPad: false),
        IBDevice(id: "retina6_12", width: 393, height: 852, scale: 3, safeArea: .init(top: 59, leading: 0, bottom: 34, trailing: 0), isPad: false),
        IBDevice(id: "retina6_72", width: 430, height: 932, scale: 3, safeArea: .init(top: 59, leading: 0, bottom: 34, trailing: 0), isPad: false),
        IBDevice(id: "ipad9_7", width: 768, height: 1024, scale: 2, safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: true),
        IBDevice(id: "ipad10_2", width: 810, height: 1080, scale: 2, safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: true),
        IBDevice(id: "ipad10_5", width: 834, height: 1112, scale: 2, safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: true),
        IBDevice(id: "ipad11", width: 834, height: 1194, scale: 2, safeArea: .init(top: 24, leading: 0, bottom: 20, trailing: 0), isPad: true),
        IBDevice(id: "ipad12_9", width: 1024, height: 1366, scale: 2, safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: true),
        IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, safeArea: .init(top: 24, leading: 0, bottom: 20, trailing: 0), isPad: true),
    ]

    /// The width old documents with no device were drawn at (an iPhone's portrait width),
    /// and Xcode 6's square any-size canvas.
    public static let legacy = IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2,
                                        safeArea: .init(top: 20, leading: 0, bottom: 0, trailing: 0), isPad: false)

    /// The device with this id, turned when `landscape`.
    public static func named(_ id: String, landscape: Bool = false) -> IBDevice? {
        guard var device = table.first(where: { $0.id == id }) else { return nil }
        if landscape {
            swap(&device.width, &device.height)
            device.safeArea = device.safeArea.top > 20
                ? DirectionalInsets(top: 0, leading: device.safeArea.top, bottom: 21, trailing: device.safeArea.top)
                : DirectionalInsets(top: device.isPad ? 20 : 0, leading: 0, bottom: 0, trailing: 0)
            device.isLandscape = true
        }
        return device
    }

    /// The device of an old document's simulated screen (`retina4`, `retina4_7.fullscreen`).
    public static func named(simulatedScreen type: String) -> IBDevice? {
        let base = type.split(separator: ".").first.map(String.init) ?? type
        let aliases = ["retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5"]
        return named(aliases[base] ?? base)
    }

    /// The size classes UIKit gives a full-screen view controller on this device.
    public var traits: IBTraits {
        if isPad { return IBTraits(widthClass: .regular, heightClass: .regular) }
        if isLandscape { return IBTraits(widthClass: width >= 736 ? .regular : .compact, heightClass: .compact) }
        return IBTraits(widthClass: .compact, heightClass: .regular)
    }

    /// The system minimum layout margins of a view controller's root view (UIKit's
    /// `systemMinimumLayoutMargins`): 20 on a side on a phone 414 or more wide and on an iPad,
    /// 16 on narrower phones; none at the top and bottom.
    public var rootMargins: DirectionalInsets {
        let side: Double = isPad || width >= 414 ? 20 : 16
        return DirectionalInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

/// The size classes a document's variations choose between.
public struct IBTraits: Sendable, Equatable, CustomStringConvertible {
    public enum SizeClass: String, Sendable { case compact, regular }
    public var widthClass: SizeClass
    public var heightClass: SizeClass

    public init(widthClass: SizeClass, heightClass: SizeClass) {
        self.widthClass = widthClass
        self.heightClass = heightClass
    }

    /// Size classes asked for, as a variation's key writes them (`heightClass=compact`,
    /// `widthClass=compact-heightClass=regular`): a class not named is the device's.
    public struct Choice: Sendable, Equatable, CustomStringConvertible {
        public var widthClass: SizeClass?
        public var heightClass: SizeClass?

        public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil) {
            self.widthClass = widthClass
            self.heightClass = heightClass
        }

        /// nil for anything but one or both classes, each named once.
        public init?(parsing text: String) {
            for part in text.split(separator: "-", omittingEmptySubsequences: false) {
                let pair = part.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
                switch pair[0] {
                case "widthClass" where widthClass == nil: widthClass = value
                case "heightClass" where heightClass == nil: heightClass = value
                default: return nil
                }
            }
        }

        public func resolved(on device: IBTraits) -> IBTraits {
            IBTraits(widthClass: widthClass ?? device.widthClass, heightClass: heightClass ?? device.heightClass)
        }

        public var description: String {
            [widthClass.map { "widthClass=\($0.rawValue)" }, heightClass.map { "heightClass=\($0.rawValue)" }]
                .compactMap { $0 }.joined(separator: "-")
        }
    }

    /// Whether a variation key (`heightClass=compact`, `widthClass=compact-heightClass=regular`)
    /// applies; nil for a key that is not one of size classes.
    func matches(_ key: String) -> Bool? {
        var matched = true
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass": matched = matched && value == widthClass
            case "heightClass": matched = matched && value == heightClass
            default: return nil
            }
        }
        return matched
    }

    public var description: String { "widthClass=\(widthClass.rawValue)-heightClass=\(heightClass.rawValue)" }
}
