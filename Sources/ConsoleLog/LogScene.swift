import Cassowary
import Layout

/// A view of the scene made from a log.
public struct LogView: Sendable, Equatable {
    public enum Origin: Sendable, Equatable {
        /// An item the log prints.
        case logged
        /// The `|` of a Visual Format constraint whose `names:` list does not say what it is.
        case unknownSuperview
        /// The root that holds every view whose superview the log does not show.
        case root
    }

    public let name: String
    public let item: LoggedItem
    public let parent: String?
    public let origin: Origin
}

/// A listed constraint and the constraint Trellis reads it as.
public struct LogConstraint: Sendable {
    /// Its name in the scene: the log's identifier where it has one (`UISV-hiding`), else
    /// `c` and its place in the list (`c3`).
    public let id: String
    public let logged: LoggedConstraint
    /// Nil when it could not be read as a constraint between the scene's views.
    public let spec: ConstraintSpec?
    /// Why the scene refused it (nil: it is in the scene).
    public let refusal: LogRefusal?
}

/// Why a listed constraint is not in the scene made from its log.
public enum LogRefusal: Sendable, Equatable {
    /// It names an item the log does not show, so it stands for no constraint between views.
    case unknownItem
    /// The scene refused it.
    case layout(LayoutError)
}

/// The scene a log describes: one view for each item it prints (named so a person can read
/// them), the tree its `|`s and the engine's constraints imply under a root that holds the
/// rest, and its constraints in the order listed. Pure: built from the log alone.
public struct LogScene: Sendable {
    public let log: ConsoleLog
    /// The root's name: `screen`, which holds every view whose superview the log does not show,
    /// or a table cell's content view (see ``rootIsCellContentView``).
    public let root: String
    /// Whether the root is a table cell's content view from the log (it then holds the views
    /// whose superview the log does not show).
    public let rootIsCellContentView: Bool
    public let views: [LogView]
    public let constraints: [LogConstraint]
    /// The listed constraint UIKit broke (nil: the log does not say, or names one it does not list).
    public let uikitBroke: String?
    /// Views named by their margin attributes (`cell.leadingMargin`): their margins are
    /// UIKit's default (8), which the log does not give.
    public let assumedMargins: [String]

    private let viewByKey: [String: String]

    public init(_ log: ConsoleLog) {
        self.log = log
        var items: [LoggedItem] = []
        var seenKeys = Set<String>()
        var contained: [String: LoggedItem] = [:]
        var marginOwners = Set<String>()
        func note(_ item: LoggedItem) {
            if seenKeys.insert(item.key).inserted { items.append(item) }
        }
        for c in log.listed {
            let r = c.relation
            for item in r.items { note(item) }
            for anchor in [r.first] + (r.second.map { [$0] } ?? []) where anchor.toMargins { marginOwners.insert(anchor.item.key) }
            if let containment = r.containment, contained[containment.child.key] == nil {
                contained[containment.child.key] = containment.superview
            }
            // A stack's canvas connection ties an arranged view to the stack that holds it.
            if c.identifier == "UISV-canvas-connection", let second = r.second {
                let (stack, arranged) = r.first.item.className.hasSuffix("StackView") ? (r.first.item, second.item) : (second.item, r.first.item)
                if stack.className.hasSuffix("StackView"), contained[arranged.key] == nil { contained[arranged.key] = stack }
            }
        }
        // A margins guide the log prints for a view: its margin attributes are that guide's
        // (with the log's insets), not Trellis's default one.
        var loggedMarginsGuide: [String: LoggedItem] = [:]
        for item in items where item.isGuide && item.text == "UIViewLayoutMarginsGuide" {
            if let owner = contained[item.key] { loggedMarginsGuide[owner.key] = item }
        }
        // Names: the root first, so that no view takes it.
        var rootName = "screen"
        let names = LogViewNaming.names(for: items, taken: [rootName])
        if names.contains(rootName) { rootName = "screen_" }
        var byKey: [String: String] = [:]
        for (item, name) in zip(items, names) { byKey[item.key] = name }
        // The tree: a superview only where the log implies one, without cycles.
        var parentOf: [String: String] = [:]
        func isAncestor(_ a: String, of b: String) -> Bool {
            var current: String? = b
            var steps = 0
            while let c = current, steps <= items.count {
                if c == a { return true }
                current = parentOf[c]
                steps += 1
            }
            return false
        }
        for item in items {
            guard let superview = contained[item.key], let child = byKey[item.key], let parent = byKey[superview.key] else { continue }
            if items.first(where: { $0.key == superview.key })?.isGuide == true { continue }
            if !isAncestor(child, of: parent) { parentOf[child] = parent }
        }
        let itemByName = Dictionary(items.compactMap { item in byKey[item.key].map { ($0, item) } }, uniquingKeysWith: { a, _ in a })
        // A table cell's content view the log shows with no superview is the top of the scene,
        // as it is the top of what the table sizes: the views whose superview the log does not
        // show go in it, and `table cell` can take it as a template.
        let contentRoots = items.filter { Self.isCellContentView($0.className) }.compactMap { byKey[$0.key] }
            .filter { parentOf[$0] == nil }
        var views: [LogView]
        if contentRoots.count == 1, let content = contentRoots.first, let item = itemByName[content] {
            rootName = content
            views = [LogView(name: content, item: item, parent: nil, origin: .logged)]
            rootIsCellContentView = true
        } else {
            views = [LogView(name: rootName, item: LoggedItem(className: rootName), parent: nil, origin: .root)]
            rootIsCellContentView = false
        }
        // Parents before children: depth first from the root.
        var childrenOf: [String: [String]] = [:]
        for item in items {
            guard let name = byKey[item.key], name != rootName else { continue }
            childrenOf[parentOf[name] ?? rootName, default: []].append(name)
        }
        var stack: [String] = (childrenOf[rootName] ?? []).reversed()
        while let name = stack.popLast() {
            guard let item = itemByName[name] else { continue }
            views.append(LogView(name: name, item: item, parent: parentOf[name] ?? rootName,
                                 origin: item.isUnknownSuperview ? .unknownSuperview : .logged))
            stack.append(contentsOf: (childrenOf[name] ?? []).reversed())
        }
        // Constraint names: the identifier where it is one a name can be, else cN.
        var taken = Set(views.map(\.name))
        var constraints: [LogConstraint] = []
        for (index, c) in log.listed.enumerated() {
            var id = "c\(index + 1)"
            if let identifier = c.identifier, identifier.count <= 64 {
                let clean = String(identifier.map { $0 == "." || $0 == " " ? "_" : $0 }.filter { $0.isASCII && !$0.isWhitespace })
                if !clean.isEmpty, clean.first?.isLetter == true || clean.first == "_" {
                    id = clean
                    var n = 2
                    while taken.contains(id) { id = "\(clean)-\(n)"; n += 1 }
                }
            }
            while taken.contains(id) { id += "_" }
            taken.insert(id)
            let spec = Self.spec(for: c.relation, byKey: byKey, marginsGuides: loggedMarginsGuide)
            constraints.append(LogConstraint(id: id, logged: c, spec: spec, refusal: spec == nil ? .unknownItem : nil))
        }
        self.root = rootName
        self.views = views
        self.viewByKey = byKey
        self.assumedMargins = items.filter { marginOwners.contains($0.key) && loggedMarginsGuide[$0.key] == nil }.compactMap { byKey[$0.key] }
        self.uikitBroke = Self.match(log.broken, in: log.listed).map { constraints[$0].id }
        // Refusals are found by building the scene once.
        let built = Self.makeScene(views: views, constraints: constraints.map { ($0.id, $0.spec, $0.logged.isActive != false, $0.logged.address) },
                                   explainingConflicts: false)
        self.constraints = constraints.map { c in
            guard c.refusal == nil, let why = built.refusals[c.id] else { return c }
            return LogConstraint(id: c.id, logged: c.logged, spec: c.spec, refusal: .layout(why))
        }
    }

    /// `UITableViewCellContentView`, `UITableViewHeaderFooterContentView`-like classes.
    static func isCellContentView(_ className: String) -> Bool {
        className.hasSuffix("ContentView") && (className.contains("TableViewCell") || className.contains("HeaderFooter"))
    }

    /// The scene's name for an item.
    public func viewName(of item: LoggedItem) -> String? { viewByKey[item.key] }

    public func constraint(_ id: String) -> LogConstraint? { constraints.first { $0.id == id } }

    /// A new scene of the log: its views, and its constraints in the order listed, each
    /// replaced by `change` where it says so (nil: left out). `explainingConflicts: false`
    /// for a scene asked only whether its constraints can hold (no minimal sets: far cheaper).
    public func makeScene(explainingConflicts: Bool = true, changing change: (LogConstraint) -> ConstraintSpec?? = { _ in .none }) -> Scene {
        Self.makeScene(views: views, constraints: specs(change), explainingConflicts: explainingConflicts).scene
    }

    /// `makeScene`, asking `shouldStop` between constraints: nil when it said stop (a log of
    /// hundreds of constraints in one conflict takes seconds a scene).
    public func makeScene(explainingConflicts: Bool = true, shouldStop: () -> Bool,
                          changing change: (LogConstraint) -> ConstraintSpec?? = { _ in .none }) -> Scene? {
        let made = Self.makeScene(views: views, constraints: specs(change), explainingConflicts: explainingConflicts, shouldStop: shouldStop)
        return made.stopped ? nil : made.scene
    }

    /// The scene as the app has it after UIKit's recovery: UIKit's broken constraint is added
    /// last, so that Trellis's rule (the constraint being added gives way) breaks the same one.
    public func makeSceneAsUIKitLeftIt(explainingConflicts: Bool = true) -> Scene {
        Self.makeScene(views: views, constraints: listAsUIKitLeftIt, explainingConflicts: explainingConflicts).scene
    }

    /// `makeSceneAsUIKitLeftIt`, asking `shouldStop` between constraints: nil when it said stop.
    public func makeSceneAsUIKitLeftIt(explainingConflicts: Bool = true, shouldStop: () -> Bool) -> Scene? {
        let made = Self.makeScene(views: views, constraints: listAsUIKitLeftIt, explainingConflicts: explainingConflicts, shouldStop: shouldStop)
        return made.stopped ? nil : made.scene
    }

    private var listAsUIKitLeftIt: [(String, ConstraintSpec?, Bool, String)] {
        var list = specs { _ in .none }
        if let broke = uikitBroke, let i = list.firstIndex(where: { $0.0 == broke }) { list.append(list.remove(at: i)) }
        return list
    }

    private func specs(_ change: (LogConstraint) -> ConstraintSpec??) -> [(String, ConstraintSpec?, Bool, String)] {
        constraints.map { c -> (String, ConstraintSpec?, Bool, String) in
            let active = c.logged.isActive != false
            if let replaced = change(c) { return (c.id, replaced, active, c.logged.address) }
            return (c.id, c.refusal == nil ? c.spec : nil, active, c.logged.address)
        }
    }

    private static func makeScene(views: [LogView], constraints: [(String, ConstraintSpec?, Bool, String)], explainingConflicts: Bool,
                                  shouldStop: () -> Bool = { false }) -> (scene: Scene, refusals: [String: LayoutError], stopped: Bool) {
        let scene = Scene()
        scene.explainsConflicts = explainingConflicts
        for v in views {
            var kind = ViewKind.plain
            if v.item.isGuide {
                kind = .guide(v.item.text ?? "")
            } else if v.item.className.hasSuffix("Label"), let text = v.item.text, !text.isEmpty {
                kind = .label(Label(text: text))
            }
            try? scene.addView(v.name, kind: kind, parent: v.parent)
        }
        var refusals: [String: LayoutError] = [:]
        for (id, spec, active, address) in constraints {
            guard let spec else { continue }
            if shouldStop() { return (scene, refusals, true) }
            do {
                try scene.addConstraint(spec, identifier: id, origin: .consoleLog(address), active: active)
            } catch {
                refusals[id] = error
            }
        }
        return (scene, refusals, false)
    }

    private static func spec(for r: LoggedRelation, byKey: [String: String], marginsGuides: [String: LoggedItem]) -> ConstraintSpec? {
        func anchor(_ a: LoggedAnchor) -> Anchor? {
            guard let name = byKey[a.item.key] else { return nil }
            guard a.toMargins else { return Anchor(name, a.attribute) }
            if let guide = marginsGuides[a.item.key], let guideName = byKey[guide.key] { return Anchor(guideName, a.attribute) }
            return Anchor("\(name).margins", a.attribute)
        }
        guard let first = anchor(r.first) else { return nil }
        var second: Anchor?
        if let s = r.second {
            guard let a = anchor(s) else { return nil }
            second = a
        }
        let priority = r.priority.flatMap { Priority($0) } ?? .required
        var spec = ConstraintSpec(first, r.relation, second, multiplier: second == nil ? 1 : r.multiplier, constant: r.constant,
                                  priority: priority)
        spec.isSystemSpacing = r.isSystemSpacing
        return spec
    }

    /// The listed constraint that `broken` is: the same address, else the same text with every
    /// address set aside (a log may print a copy of the constraint it broke).
    static func match(_ broken: LoggedConstraint?, in listed: [LoggedConstraint]) -> Int? {
        guard let broken else { return nil }
        if let i = listed.firstIndex(where: { $0.address == broken.address }) { return i }
        let shape = withoutAddresses(broken.text)
        let same = listed.indices.filter { withoutAddresses(listed[$0].text) == shape }
        return same.count == 1 ? same[0] : nil
    }

    static func withoutAddresses(_ text: String) -> String {
        var out = ""
        var chars = Array(text)[...]
        while let c = chars.first {
            if c == "0", chars.dropFirst().first == "x" {
                out += "0x"
                chars = chars.dropFirst(2).drop { $0.isHexDigit }
            } else {
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }
}
