import Layout

/// Reads an Interface Builder document (`.xib` or `.storyboard`) into an ``IBDocument``.
/// Pure: it takes the file's bytes.
///
/// The roots are a XIB's top-level views, a storyboard's view controllers' views, and every
/// table and collection view cell (a cell lays out on its own, at its row's size). The size
/// class variations in force are those of `traits`, or the device's.
public enum IBDocumentReader {
    /// The largest document read: 64 MB (the largest app storyboard seen is under 2 MB).
    public static let sizeLimit = 64 << 20

    public static func read(_ bytes: [UInt8], traits: IBTraits.Choice? = nil) -> Result<IBDocument, IBReadError> {
        guard bytes.count <= sizeLimit else {
            return .failure(IBReadError(line: 1, reason: .tooLarge(bytes: bytes.count, limitMegabytes: sizeLimit >> 20)))
        }
        let tree: XMLTree
        switch XMLTree.parse(bytes) {
        case .success(let t): tree = t
        case .failure(let e): return .failure(e)
        }
        let top = tree[0]
        guard top.name == "document", let type = top.attributes["type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            return .failure(IBReadError(line: top.line, reason: .notAnInterfaceBuilderDocument(firstElement: top.name)))
        }
        var reading = IBReading(tree: tree, type: type)
        reading.read(traits: traits)
        if reading.document.platform == .macOS {
            reading.report(0, "document", "type", .appKitDocument)
        }
        return .success(reading.document)
    }
}

/// The state of one reading: the tree, the document made so far, and what is left to resolve.
struct IBReading {
    let tree: XMLTree
    var document: IBDocument
    /// Outlet names by destination id (the first outlet that points at a view names it).
    var outlets: [String: String] = [:]
    /// `<constraint>` elements and the view whose `<constraints>` hold them.
    var constraintElements: [(element: Int, holder: Int)] = []
    /// Size class masks: the view element that holds each `<variation>`.
    var variationElements: [Int] = []
    /// Cells met inside tables and collection views, read as roots of their own.
    var cellQueue: [(cell: Int, host: Int)] = []
    /// The bars containers put over and under controllers, by controller id.
    var bars: (top: [String: IBBar], bottom: [String: IBBar]) = ([:], [:])
    /// Named fonts already reported (once a document).
    var reportedFonts = Set<String>()

    init(tree: XMLTree, type: String) {
        self.tree = tree
        let attributes = tree[0].attributes
        let platform: IBDocument.Platform = type.contains("CocoaTouch") || attributes["targetRuntime"]?.hasPrefix("iOS") == true
            ? .iOS : .macOS
        let format: IBDocument.Format = type.contains("Storyboard") ? .storyboard : .xib
        document = IBDocument(platform: platform, format: format, toolsVersion: attributes["toolsVersion"])
    }

    mutating func read(traits choice: IBTraits.Choice?) {
        let top = 0
        if let device = tree.child(of: top, named: "device") {
            let id = tree[device].attributes["id"] ?? ""
            document.deviceID = id
            let landscape = tree[device].attributes["orientation"] == "landscape"
            document.device = IBDevice.named(id, landscape: landscape)
            if document.device == nil {
                report(device, "device", "id", .unknownDevice(laidOutWidth: Int(IBDevice.legacy.width)))
            }
        } else if let metrics = tree.child(of: top, named: "simulatedMetricsContainer", key: "defaultSimulatedMetrics"),
                  let screen = tree.child(of: metrics, named: "simulatedScreenMetrics", key: "destination"),
                  let type = tree[screen].attributes["type"] {
            // Documents before Xcode 8 name the screen among their simulated metrics.
            document.deviceID = type
            document.device = IBDevice.named(simulatedScreen: type)
        }
        if let resources = tree.child(of: top, named: "resources") {
            for image in tree.children(of: resources, named: "image") {
                let a = tree[image].attributes
                if let name = a["name"], let w = a["width"].flatMap(Double.init), let h = a["height"].flatMap(Double.init),
                   w.isFinite, h.isFinite, w >= 0, h >= 0 {
                    document.imageSizes[name] = Size(width: w, height: h)
                }
            }
        }
        collectOutlets()
        collectBars()
        if let objects = tree.child(of: top, named: "objects") {
            readTopLevel(objects)
        }
        if let scenes = tree.child(of: top, named: "scenes") {
            for scene in tree.children(of: scenes, named: "scene") {
                guard let objects = tree.child(of: scene, named: "objects") else { continue }
                readTopLevel(objects)
            }
        }
        // Cells met inside tables and collections become roots of their own.
        var next = 0
        while next < cellQueue.count {
            let (element, host) = cellQueue[next]
            next += 1
            if let view = readView(element, parent: nil, host: host) {
                addRoot(view, kind: .cell, name: nil)
            }
        }
        readConstraints()
        // Size classes asked for: a compact height on a phone is the phone turned.
        var traits = document.layoutDevice.traits
        if let choice {
            traits = choice.resolved(on: traits)
            if traits.heightClass == .compact, !document.layoutDevice.isLandscape, !document.layoutDevice.isPad {
                let turned = IBDevice.named(document.layoutDevice.id, landscape: true)
                document.device = turned
                if let turned { traits = choice.resolved(on: turned.traits) }
            }
        }
        document.traits = traits
        applyVariations(traits)
        IBNaming.name(&document, outlets: outlets)
    }

    // MARK: Roots

    /// The objects of a XIB or of a storyboard scene.
    mutating func readTopLevel(_ objects: Int) {
        for child in tree[objects].children {
            let element = tree[child]
            switch element.name {
            case "placeholder", "customObject", "menu", "userDefaultsController", "arrayController",
                 "objectController", "dictionaryController", "treeController", "exit", "viewControllerPlaceholder",
                 "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
                 "longPressGestureRecognizer", "screenEdgePanGestureRecognizer", "rotationGestureRecognizer",
                 "barButtonItem", "navigationItem", "searchDisplayController", "customFormatter", "numberFormatter",
                 "dateFormatter", "touchBar", "application":
                continue
            case "window":
                if let content = tree.child(of: child, named: "view", key: "contentView"), let view = readView(content, parent: nil) {
                    addRoot(view, kind: .view, name: element.attributes["title"])
                }
            case _ where isView(child):
                if let view = readView(child, parent: nil) {
                    addRoot(view, kind: document.views[view].isCell ? .cell : .view, name: nil)
                }
            default:
                if let rootView = tree[child].children.first(where: { tree[$0].attributes["key"] == "view" && isView($0) }) {
                    readController(child, rootView: rootView)
                } else if element.attributes["sceneMemberID"] == "viewController" || element.name.hasSuffix("Controller") {
                    continue // a navigation, tab or split view controller: its bars are UIKit's
                } else {
                    report(child, element.name, nil, .topLevelObjectNotLaidOut)
                }
            }
        }
    }

    mutating func readController(_ controller: Int, rootView: Int) {
        guard let view = readView(rootView, parent: nil) else { return }
        let a = tree[controller].attributes
        addRoot(view, kind: .scene, name: a["userLabel"] ?? a["title"] ?? a["customClass"])
        let rootIndex = document.roots.count - 1
        if let guides = tree.child(of: controller, named: "layoutGuides") {
            for guide in tree.children(of: guides, named: "viewControllerLayoutGuide") {
                guard let id = tree[guide].attributes["id"] else { continue }
                let kind: IBGuide.Kind = tree[guide].attributes["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
                document.guides[id] = IBGuide(kind: kind, owner: view)
            }
        }
        document.roots[rootIndex].topBar = bars.top[tree[controller].attributes["id"] ?? ""] ?? .none
        document.roots[rootIndex].bottomBar = bars.bottom[tree[controller].attributes["id"] ?? ""] ?? .none
        for child in tree[controller].children {
            let a = tree[child].attributes
            let opaque = a["translucent"] == "NO"
            switch (tree[child].name, a["key"]) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
                document.roots[rootIndex].topBar = IBBar(height: a["prompted"] == "YES" ? 74 : 44, isOpaque: opaque)
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?):
                document.roots[rootIndex].bottomBar = IBBar(height: 49, isOpaque: opaque)
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?):
                document.roots[rootIndex].bottomBar = IBBar(height: 44, isOpaque: opaque)
            default: break
            }
        }
        if let size = tree.child(of: controller, named: "size", key: "freeformSize"),
           let w = number(size, "width"), let h = number(size, "height") {
            document.roots[rootIndex].freeformSize = Size(width: w, height: h)
        }
    }

    mutating func addRoot(_ view: Int, kind: IBRoot.Kind, name: String?) {
        document.roots.append(IBRoot(id: document.views[view].id, name: name ?? "", kind: kind, view: view))
    }

    // MARK: Outlets

    mutating func collectOutlets() {
        for index in tree.elements.indices where tree[index].name == "outlet" || tree[index].name == "outletCollection" {
            let a = tree[index].attributes
            guard let property = a["property"], let destination = a["destination"],
                  !["dataSource", "delegate", "view"].contains(property) else { continue }
            if document.outlets[property] == nil { document.outlets[property] = destination }
            if outlets[destination] == nil { outlets[destination] = property }
        }
    }

    // MARK: Bars

    /// The bars a storyboard's containers put over and under the controllers they hold: a
    /// navigation controller's bar over its root (96 pt with large titles), a tab bar
    /// controller's bar under its children and under the roots of the navigation
    /// controllers it holds.
    mutating func collectBars() {
        var tabChildren = Set<String>()
        var navigationRoots: [(controller: String, root: String, bar: IBBar)] = []
        for index in tree.elements.indices {
            let name = tree[index].name
            guard name == "navigationController" || name == "tabBarController", let id = tree[index].attributes["id"] else { continue }
            let segues = tree.elements[index].children.filter { tree[$0].name == "connections" }.flatMap { tree.children(of: $0, named: "segue") }
            for segue in segues where tree[segue].attributes["kind"] == "relationship" {
                guard let destination = tree[segue].attributes["destination"] else { continue }
                if name == "tabBarController" {
                    tabChildren.insert(destination)
                } else if tree[segue].attributes["relationship"] == "rootViewController" {
                    let bar = tree.child(of: index, named: "navigationBar", key: "navigationBar")
                    let a = bar.map { tree[$0].attributes } ?? [:]
                    navigationRoots.append((id, destination, IBBar(height: a["largeTitles"] == "YES" ? 96 : 44, isOpaque: a["translucent"] == "NO")))
                }
            }
        }
        for (controller, root, bar) in navigationRoots {
            bars.top[root] = bar
            if tabChildren.contains(controller) { bars.bottom[root] = IBBar(height: 49, isOpaque: false) }
        }
        for child in tabChildren where bars.bottom[child] == nil { bars.bottom[child] = IBBar(height: 49, isOpaque: false) }
    }

    // MARK: Helpers

    func isView(_ element: Int) -> Bool {
        IBVocabulary.viewElements.contains(tree[element].name) || tree.child(of: element, named: "rect", key: "frame") != nil
    }

    func number(_ element: Int, _ attribute: String) -> Double? {
        guard let text = tree[element].attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    mutating func report(_ element: Int, _ name: String, _ attribute: String?, _ reason: IBUnhandled.Reason) {
        document.unhandled.append(IBUnhandled(line: tree[element].line, element: name, attribute: attribute, reason: reason))
    }
}
