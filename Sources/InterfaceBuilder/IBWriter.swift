import Cassowary
import Layout
import Notation

/// Writes a tree of a scene as a XIB document Xcode opens: its views, constraints and
/// properties, with the frames Trellis solved saved where Xcode saves them. What a XIB
/// cannot hold is left out and said (``Written/notes``); ``IBDocumentReader`` reads the rest
/// back to the same scene.
public enum IBWriter {
    public struct Written: Sendable {
        public var text: String
        /// What was left out or changed on the way.
        public var notes: [Note]
    }

    /// The tools version written: Xcode 14's, whose format the reader knows best.
    static let toolsVersion = "21701"

    public static func xib(of scene: Scene, root: String, origin: Origin? = nil) throws(LayoutError) -> Written {
        var writer = Writer(scene: scene)
        writer.origin = origin
        try writer.write(root: root)
        return Written(text: writer.document(), notes: writer.notes)
    }

    /// What a scene read from a document keeps of it, for writing it back: each view's
    /// element, class and id, the guides the reader made for the document's, and the device.
    public struct Origin: Sendable {
        public struct Element: Sendable {
            public var element: String
            public var customClass: String?
            public var id: String
            /// A control whose intrinsic size its element gives (the reader measures it again).
            public var isControl: Bool
            public var key: String?
        }
        public var elements: [String: Element] = [:]
        /// The reader's guides (`scrollView_contentLayoutGuide`): their owner and kind.
        public var guides: [String: (owner: String, kind: IBGuide.Kind)] = [:]
        public var deviceID: String?

        public init(_ document: IBDocument, _ layout: IBLayout) {
            for index in layout.views {
                let v = document.views[index]
                var isControl = false
                if case .control = v.content { isControl = true }
                let key: String? = v.element.hasSuffix("CellContentView") || (v.parent.map { document.views[$0].isCell } ?? false) && v.element == "view"
                    ? "contentView" : nil
                elements[v.name] = Element(element: v.element, customClass: v.customClass, id: v.id, isControl: isControl, key: key)
                for kind in [IBGuide.Kind.contentLayoutGuide, .frameLayoutGuide, .topLayoutGuide, .bottomLayoutGuide] {
                    guides["\(v.name)_\(kind.rawValue)"] = (v.name, kind)
                }
            }
            deviceID = document.device?.id
        }
    }

    struct Writer {
        let scene: Scene
        var origin: Origin?
        var notes: [Note] = []
        var body: [String] = []
        var images: [String: Size] = [:]
        var ids: [String: String] = [:]
        var counter = 0
        /// Constraints by the view that holds them (the nearest common ancestor of their items).
        var held: [String: [String]] = [:]
        /// Guides an IB element stands for: a view's safe area guide, by owner.
        var safeAreaIDs: [String: String] = [:]
        /// A scroll view's content and frame layout guides, by the guide's name: its id, owner and key.
        var scrollGuides: [String: (id: String, owner: String, key: String)] = [:]

        init(scene: Scene) { self.scene = scene }

        /// Ids in Xcode's form (three, two and three letters or digits), from a counter.
        mutating func freshID(_ prefix: Character) -> String {
            counter += 1
            let digits = Array(String(counter, radix: 36))
            let padded = Array(repeating: Character("0"), count: max(0, 7 - digits.count)) + digits
            let s = [prefix] + padded.suffix(7)
            return String(s[0..<3]) + "-" + String(s[3..<5]) + "-" + String(s[5..<8])
        }

        func views(in root: String) -> [String] {
            scene.subtree(of: root).filter { scene.views[$0]?.isGuide == false }
        }

        /// The device written: one whose scale is the scene's, so that frames read back are
        /// rounded as they were solved.
        var device = "retina6_1"

        mutating func write(root: String) throws(LayoutError) {
            switch scene.scale {
            case 2: device = "retina6_1"
            case 3: device = "retina6_12"
            default:
                notes.append(.scaleOfNoDevice(scene.scale))
            }
            let rootView = try scene.view(root)
            guard rootView.parent == nil else { throw .notARoot(root) }
            let names = views(in: root)
            if let id = origin?.deviceID { device = id }
            for name in names { ids[name] = origin?.elements[name]?.id ?? freshID("v") }
            for name in scene.subtree(of: root) where scene.views[name]?.isGuide == true {
                if let (owner, guide) = scene.viewGuide(named: name), guide == .safeArea {
                    safeAreaIDs[owner] = freshID("g")
                } else if let made = origin?.guides[name], made.kind == .contentLayoutGuide || made.kind == .frameLayoutGuide {
                    scrollGuides[name] = (freshID("g"), made.owner, made.kind.rawValue)
                } else if scene.viewGuide(named: name) == nil, scene.views[name]?.isEngineGuide == false {
                    notes.append(.guideLeftOut(name))
                }
            }
            placeConstraints(in: Set(names))
            try element(root, depth: 2)
        }

        /// Each constraint of the tree goes to the view whose `<constraints>` hold it: the
        /// nearest common ancestor of its items (a view's margins and safe area count as the view).
        mutating func placeConstraints(in members: Set<String>) {
            for id in scene.constraintOrder {
                guard let c = scene.constraints[id], !c.origin.isSystem else { continue }
                let items = [c.spec.first.view] + (c.spec.second.map { [$0.view] } ?? [])
                // The constraints that hold the reader's scroll view guides to their view are
                // UIKit's: the guide element says it all.
                if case .interfaceBuilder(let kind) = c.origin, IBGuide.Kind(rawValue: kind) != nil { continue }
                let owners = items.map { scene.viewGuide(named: $0)?.owner ?? scrollGuides[$0]?.owner ?? $0 }
                guard owners.allSatisfy(members.contains) else {
                    // A guide of one's own (said above) or a view of another tree.
                    if items.contains(where: { scene.views[$0]?.isGuide == true && scene.viewGuide(named: $0) == nil && scrollGuides[$0] == nil }),
                       scene.root(of: c.spec.first.view) == scene.root(of: members.first ?? "") {
                        notes.append(.constraintLeftOut(id, .namesUnwrittenGuide))
                    }
                    continue
                }
                if !c.spec.extraTerms.isEmpty {
                    notes.append(.constraintLeftOut(id, .moreThanTwoItems))
                    continue
                }
                if !c.wantsActive {
                    notes.append(.constraintLeftOut(id, .inactive))
                    continue
                }
                if items.contains(where: { scene.viewGuide(named: $0)?.guide == .readable }) {
                    notes.append(.constraintLeftOut(id, .readableContentGuide))
                    continue
                }
                let holder = owners.count == 1 ? owners[0] : commonAncestor(owners[0], owners[1])
                held[holder, default: []].append(id)
            }
        }

        func commonAncestor(_ a: String, _ b: String) -> String {
            var chain = Set<String>()
            var current: String? = a
            while let c = current { chain.insert(c); current = scene.views[c]?.parent }
            current = b
            while let c = current {
                if chain.contains(c) { return c }
                current = scene.views[c]?.parent
            }
            return a
        }

        // MARK: Elements

        mutating func element(_ name: String, depth: Int, key: String? = nil) throws(LayoutError) {
            let v = try scene.view(name)
            let pad = String(repeating: "    ", count: depth)
            var tag = "view"
            var attributes: [(String, String)] = []
            if let key { attributes.append(("key", key)) }
            switch v.kind {
            case .label(let label):
                tag = "label"
                attributes += [("text", label.text)]
                if label.lines != 1 { attributes.append(("numberOfLines", String(label.lines))) }
                attributes.append(("lineBreakMode", lineBreakMode(label)))
                if case .explicit(let w) = label.preferredMaxWidth { attributes.append(("preferredMaxLayoutWidth", number(w))) }
                if label.preferredMaxWidth == .legacy { notes.append(.view(name, .legacyPreferredMaxWidth)) }
            case .image(let size):
                tag = "imageView"
                let imageName = "\(name)_\(number(size.width))x\(number(size.height))"
                images[imageName] = size
                attributes.append(("image", imageName))
            case .stack(let s):
                tag = "stackView"
                if s.axis == .vertical { attributes.append(("axis", "vertical")) }
                if s.distribution != .fill { attributes.append(("distribution", s.distribution.rawValue)) }
                if s.alignment != .fill { attributes.append(("alignment", s.alignment.rawValue)) }
                if s.spacing != 0 { attributes.append(("spacing", number(s.spacing))) }
                if s.baselineRelative { attributes.append(("baselineRelativeArrangement", "YES")) }
                if s.marginsRelative { attributes.append(("layoutMarginsRelativeArrangement", "YES")) }
                if !s.customSpacing.isEmpty { notes.append(.view(name, .customSpacingLeftOut)) }
                let unarranged = v.children.filter { scene.views[$0]?.isGuide == false && !s.arranged.contains($0) }
                if !unarranged.isEmpty {
                    notes.append(.view(name, .unarrangedSubviewsArranged(unarranged)))
                }
            case .plain, .guide:
                break
            }
            let hint = origin?.elements[name]
            if let hint, tag == "view" || hint.element.hasSuffix("Cell") || hint.element.hasSuffix("CellContentView") {
                tag = hint.element
            }
            if let key = hint?.key, key != attributes.first(where: { $0.0 == "key" })?.1 {
                attributes.removeAll { $0.0 == "key" }
                attributes.insert(("key", key), at: 0)
            }
            if let customClass = hint?.customClass { attributes.append(("customClass", customClass)) }
            attributes.append(("userLabel", name))
            if v.huggingHorizontal != .defaultLow { attributes.append(("horizontalHuggingPriority", number(v.huggingHorizontal.value))) }
            if v.huggingVertical != .defaultLow { attributes.append(("verticalHuggingPriority", number(v.huggingVertical.value))) }
            if v.compressionHorizontal != .defaultHigh { attributes.append(("horizontalCompressionResistancePriority", number(v.compressionHorizontal.value))) }
            if v.compressionVertical != .defaultHigh { attributes.append(("verticalCompressionResistancePriority", number(v.compressionVertical.value))) }
            if let size = v.intrinsicOverride, hint?.isControl != true {
                attributes.append(("placeholderIntrinsicWidth", size.width.map(number) ?? "infinite"))
                attributes.append(("placeholderIntrinsicHeight", size.height.map(number) ?? "infinite"))
            }
            if v.isHidden { attributes.append(("hidden", "YES")) }
            if v.isCollapsed { notes.append(.view(name, .collapsed)) }
            if v.preservesSuperviewLayoutMargins { attributes.append(("preservesSuperviewLayoutMargins", "YES")) }
            let translates = v.parent != nil && v.manualFrame != nil && v.translatesAutoresizingMask
            if v.parent != nil {
                if translates { attributes.append(("fixedFrame", "YES")) }
                attributes.append(("translatesAutoresizingMaskIntoConstraints", "NO"))
            }
            if v.alignmentInsets != .zero, hint == nil { notes.append(.view(name, .alignmentInsetsLeftOut)) }
            attributes.append(("id", ids[name] ?? name))
            body.append(pad + "<\(tag) " + attributes.map { "\($0.0)=\"\(Self.escape($0.1))\"" }.joined(separator: " ") + ">")
            let frame = try scene.frame(of: name)
            let saved = v.parent == nil ? Rect(x: 0, y: 0, width: frame.width, height: frame.height) : frame
            body.append(pad + "    <rect key=\"frame\" x=\"\(number(saved.x))\" y=\"\(number(saved.y))\" width=\"\(number(saved.width))\" height=\"\(number(saved.height))\"/>")
            if translates || v.parent == nil {
                body.append(pad + "    " + autoresizingMask(v.parent == nil ? [.flexibleWidth, .flexibleHeight] : v.autoresizing))
            }
            // A stack's arranged views first, in their order (a XIB's stack arranges its subviews in order).
            let arranged = v.stack?.arranged ?? []
            let all = arranged + v.children.filter { scene.views[$0]?.isGuide == false && !arranged.contains($0) }
            // A cell's content view is the cell's contentView, not a subview.
            let content = all.filter { origin?.elements[$0]?.key == "contentView" }
            let children = all.filter { origin?.elements[$0]?.key != "contentView" }
            for child in content { try element(child, depth: depth + 1, key: "contentView") }
            if !children.isEmpty {
                body.append(pad + "    <subviews>")
                for child in children { try element(child, depth: depth + 2) }
                body.append(pad + "    </subviews>")
            }
            if let constraints = held[name], !constraints.isEmpty {
                body.append(pad + "    <constraints>")
                for id in constraints { body.append(pad + "        " + constraint(id, holder: name)) }
                body.append(pad + "    </constraints>")
            }
            if let label = v.label { body.append(pad + "    " + fontDescription(label.font, name)) }
            if v.layoutMargins != View.defaultLayoutMargins(of: v.kind) {
                let m = v.layoutMargins
                body.append(pad + "    <directionalEdgeInsets key=\"directionalLayoutMargins\" top=\"\(number(m.top))\" leading=\"\(number(m.leading))\" bottom=\"\(number(m.bottom))\" trailing=\"\(number(m.trailing))\"/>")
            }
            if let guide = safeAreaIDs[name] { body.append(pad + "    <viewLayoutGuide key=\"safeArea\" id=\"\(guide)\"/>") }
            for (_, guide) in scrollGuides.sorted(by: { $0.key < $1.key }) where guide.owner == name {
                body.append(pad + "    <viewLayoutGuide key=\"\(guide.key)\" id=\"\(guide.id)\"/>")
            }
            if v.parent == nil, v.safeAreaInsets != .zero, origin?.deviceID == nil {
                notes.append(.view(name, .safeAreaInsetsLeftOut))
            }
            body.append(pad + "</\(tag)>")
        }

        func lineBreakMode(_ label: Label) -> String {
            switch label.truncation {
            case .none: return label.wrapping == .char ? "characterWrap" : (label.lines == 1 ? "clip" : "wordWrap")
            case .head: return "headTruncation"
            case .middle: return "middleTruncation"
            case .tail: return "tailTruncation"
            }
        }

        mutating func fontDescription(_ font: FontDescriptor, _ name: String) -> String {
            switch font {
            case .textStyle(let style):
                let ib = IBReading.textStyles.first { $0.value == style }?.key ?? "UICTFontTextStyleBody"
                return "<fontDescription key=\"fontDescription\" style=\"\(ib)\"/>"
            case .system(let size): return "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(number(size))\"/>"
            case .bold(let size): return "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"\(number(size))\"/>"
            case .mono(let size):
                notes.append(.view(name, .monospacedFontAsMenlo))
                return "<fontDescription key=\"fontDescription\" name=\"Menlo-Regular\" family=\"Menlo\" pointSize=\"\(number(size))\"/>"
            case .named(let face, let size):
                notes.append(.view(name, .namedFont(face)))
                return "<fontDescription key=\"fontDescription\" name=\"\(Self.escape(face))\" family=\"\(Self.escape(face))\" pointSize=\"\(number(size))\"/>"
            }
        }

        func autoresizingMask(_ mask: AutoresizingMask) -> String {
            let flags: [(String, AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            let set = flags.filter { mask.contains($0.1) }.map { " \($0.0)=\"YES\"" }.joined()
            return "<autoresizingMask key=\"autoresizingMask\"\(set)/>"
        }

        /// A constraint as IB writes it: items by id, a margins guide as the `…Margin`
        /// attribute of its view, a safe area by its guide's id.
        mutating func constraint(_ id: String, holder: String) -> String {
            guard let c = scene.constraints[id] else { return "" }
            let spec = c.spec
            var attributes: [(String, String)] = []
            func item(_ anchor: Anchor) -> (id: String, attribute: String) {
                if let (owner, guide) = scene.viewGuide(named: anchor.view) {
                    switch guide {
                    case .margins: return (ids[owner] ?? owner, Self.marginName(anchor.attribute))
                    case .safeArea: return (safeAreaIDs[owner] ?? owner, Self.attributeName(anchor.attribute))
                    case .readable: return (ids[owner] ?? owner, Self.attributeName(anchor.attribute))
                    }
                }
                if let guide = scrollGuides[anchor.view] { return (guide.id, Self.attributeName(anchor.attribute)) }
                return (ids[anchor.view] ?? anchor.view, Self.attributeName(anchor.attribute))
            }
            let first = item(spec.first)
            attributes += [("firstItem", first.id), ("firstAttribute", first.attribute)]
            switch spec.relation {
            case .equal: break
            case .greaterOrEqual: attributes.append(("relation", "greaterThanOrEqual"))
            case .lessOrEqual: attributes.append(("relation", "lessThanOrEqual"))
            }
            if let second = spec.second.map(item) {
                attributes += [("secondItem", second.id), ("secondAttribute", second.attribute)]
            }
            if spec.multiplier != 1 { attributes.append(("multiplier", number(spec.multiplier))) }
            if spec.priority != .required { attributes.append(("priority", number(spec.priority.value))) }
            if spec.constant != 0 { attributes.append(("constant", number(spec.constant))) }
            if spec.isSystemSpacing { attributes.append(("symbolic", "YES")) }
            if !c.isAutoNamed { attributes.append(("identifier", id)) }
            if case .interfaceBuilder(let original) = c.origin, original.split(separator: "-").count == 3 {
                attributes.append(("id", original))
            } else {
                attributes.append(("id", freshID("c")))
            }
            return "<constraint " + attributes.map { "\($0.0)=\"\(Self.escape($0.1))\"" }.joined(separator: " ") + "/>"
        }

        static func attributeName(_ a: LayoutAttribute) -> String { a == .lastBaseline ? "baseline" : a.rawValue }

        static func marginName(_ a: LayoutAttribute) -> String {
            switch a {
            case .centerX: return "centerXWithinMargins"
            case .centerY: return "centerYWithinMargins"
            default: return a.rawValue + "Margin"
            }
        }

        func number(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)" }

        /// An attribute's value escaped (see ``XMLText``).
        static func escape(_ text: String) -> String { XMLText.escaped(text, inAttribute: true) }

        func document() -> String {
            var lines = [
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"\(IBWriter.toolsVersion)\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" colorMatched=\"YES\">",
                "    <device id=\"\(device)\" orientation=\"portrait\" appearance=\"light\"/>",
                "    <dependencies>",
                "        <plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"21679\"/>",
                "        <capability name=\"documents saved in the Xcode 8 format\" minToolsVersion=\"8.0\"/>",
                "    </dependencies>",
                "    <objects>",
                "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>",
                "        <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>",
            ]
            lines += body
            lines.append("    </objects>")
            if !images.isEmpty {
                lines.append("    <resources>")
                for (name, size) in images.sorted(by: { $0.key < $1.key }) {
                    lines.append("        <image name=\"\(Self.escape(name))\" width=\"\(number(size.width))\" height=\"\(number(size.height))\"/>")
                }
                lines.append("    </resources>")
            }
            lines.append("</document>")
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
