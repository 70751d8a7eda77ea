import Layout

/// The names a document's views take in a scene: IB's `userLabel`, else the outlet that
/// points at the view, else its class (a label's or a button's title after it), as
/// `import log` names views; a view controller's root view after its controller. An ordinal
/// tells apart views that would share a name. IB's ids stay aliases.
enum IBNaming {
    static func name(_ document: inout IBDocument, outlets: [String: String]) {
        var controllerOfRoot: [Int: String] = [:]
        for root in document.roots where root.kind == .scene && !root.name.isEmpty { controllerOfRoot[root.view] = root.name }
        let bases = document.views.indices.map { index -> String in
            let view = document.views[index]
            if let label = view.userLabel, let word = identifier(label) { return word }
            if let outlet = outlets[view.id], let word = identifier(outlet) { return word }
            if let controller = controllerOfRoot[index] { return ViewNaming.kindWord(controller) }
            let kind = view.element == "tableViewCellContentView" || view.element == "collectionViewCellContentView"
                ? "contentView" : ViewNaming.kindWord(view.customClass ?? view.element)
            if let title = view.title, let words = ViewNaming.titleWords(title) { return "\(kind)_\(words)" }
            return kind
        }
        let names = ViewNaming.unique(bases, taken: [])
        for index in document.views.indices { document.views[index].name = names[index] }
        // A root's name is its controller's (as a name: `Network Protection` → `networkProtection`)
        // or its view's, and no two roots share one.
        let rootBases = document.roots.map { root in
            identifier(root.name).map(ViewNaming.kindWord) ?? document.views[root.view].name
        }
        let rootNames = ViewNaming.unique(rootBases, taken: [])
        for r in document.roots.indices { document.roots[r].name = rootNames[r] }
    }

    /// `Title Label` → `titleLabel`, `File's Owner` → `filesOwner`; nil when nothing is left.
    static func identifier(_ text: String) -> String? {
        // A name already (as Trellis writes userLabel) stays as it is.
        if let first = text.first, first.isASCII, first.isLetter || first == "_", text.count <= 48,
           text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
            return text
        }
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
        guard !words.isEmpty else { return nil }
        var joined = ""
        for (i, word) in words.enumerated() {
            joined += i == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        guard let first = joined.first, first.isLetter || first == "_" else { return "v\(joined)" }
        return String(joined.prefix(48))
    }
}
