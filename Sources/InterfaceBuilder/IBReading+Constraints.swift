import Cassowary
import Layout

/// Constraints as the document writes them, and the size class variations that install them.
extension IBReading {
    mutating func readConstraints() {
        for (element, holder) in constraintElements {
            if let c = constraint(element, holder: holder) { document.constraints.append(c) }
        }
    }

    mutating func constraint(_ element: Int, holder: Int) -> IBConstraint? {
        let a = tree[element].attributes
        let line = tree[element].line
        guard let id = a["id"] else {
            report(element, "constraint", "id", .constraintWithoutID)
            return nil
        }
        guard let firstName = a["firstAttribute"], let first = IBAttribute(name: firstName) else {
            report(element, "constraint", "firstAttribute", a["firstAttribute"].map(IBUnhandled.Reason.unknownAttribute) ?? .missingAttribute)
            return nil
        }
        var second: IBAttribute?
        if let secondName = a["secondAttribute"] {
            guard let known = IBAttribute(name: secondName) else {
                report(element, "constraint", "secondAttribute", .unknownAttribute(secondName))
                return nil
            }
            second = known
        }
        // An omitted first item is the view that holds the constraint (FORMAT.md §1).
        let holderID = document.views[holder].id
        let firstItem = a["firstItem"] ?? holderID
        var secondItem = a["secondItem"]
        if secondItem != nil, second == nil {
            report(element, "constraint", "secondAttribute", .secondItemWithoutAttribute)
            return nil
        }
        if secondItem == nil, second != nil { secondItem = holderID }
        for item in [firstItem] + (secondItem.map { [$0] } ?? []) where !isItem(item) {
            report(element, "constraint", item == firstItem ? "firstItem" : "secondItem", .unknownItem(item))
            return nil
        }
        var relation = Relation.equal
        switch a["relation"] {
        case nil: break
        case "greaterThanOrEqual"?: relation = .greaterOrEqual
        case "lessThanOrEqual"?: relation = .lessOrEqual
        case let other?:
            report(element, "constraint", "relation", .unknownRelation(other))
            return nil
        }
        var multiplier = 1.0
        if let text = a["multiplier"] {
            guard let value = Self.multiplier(text) else {
                report(element, "constraint", "multiplier", .invalidMultiplier(text))
                return nil
            }
            multiplier = value
        }
        var constant = 0.0
        if let text = a["constant"] {
            guard let value = Double(text), value.isFinite else {
                report(element, "constraint", "constant", .invalidConstant(text))
                return nil
            }
            constant = value
        }
        var priority = 1000.0
        if let text = a["priority"] {
            guard let value = Double(text), Priority(value) != nil else {
                report(element, "constraint", "priority", .invalidPriority(text))
                return nil
            }
            priority = value
        }
        for (name, _) in a where !Self.constraintAttributes.contains(name) {
            report(element, "constraint", name, .unreadAttribute)
        }
        return IBConstraint(id: id, holder: holder, firstItem: firstItem, firstAttribute: first, relation: relation,
                            secondItem: secondItem, secondAttribute: second, multiplier: multiplier, constant: constant,
                            priority: priority, identifier: a["identifier"], outlet: outlets[id],
                            isStandardSpacing: a["symbolic"] == "YES", isPlaceholder: a["placeholder"] == "YES", isInstalled: true,
                            line: line)
    }

    static let constraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
        "priority", "identifier", "symbolic", "placeholder", "userLabel", "symbolType", "misplaced",
    ]

    func isItem(_ id: String) -> Bool { document.viewIndex[id] != nil || document.guides[id] != nil }

    /// `2`, `0.25`, `16:9` or `1/3`; nil for anything else, a zero divisor or a value that is
    /// not finite.
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] as [Character] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            let value = a / b
            return value.isFinite ? value : nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    // MARK: Size classes

    /// Installs the constraints and views the size class variations choose for `traits`:
    /// `<variation key="default">` leaves its excluded ones out, then each variation whose
    /// classes match includes or excludes its own; a constraint's own variation can change its
    /// constant.
    mutating func applyVariations(_ traits: IBTraits) {
        var installed: [String: Bool] = [:]
        func apply(_ mask: Int) {
            for change in tree[mask].children {
                guard let reference = tree[change].attributes["reference"] else { continue }
                if tree[change].name == "exclude" { installed[reference] = false }
                if tree[change].name == "include" { installed[reference] = true }
            }
        }
        let defaults = variationElements.filter { tree[$0].attributes["key"] == "default" }
        let specific = variationElements.filter { tree[$0].attributes["key"] != "default" }
        for variation in defaults + specific {
            let key = tree[variation].attributes["key"] ?? ""
            if key != "default" {
                guard let matches = traits.matches(key) else {
                    report(variation, "variation", "key", .unknownVariation(key))
                    continue
                }
                if !matches { continue }
            }
            for mask in tree.children(of: variation, named: "mask") { apply(mask) }
        }
        for i in document.constraints.indices {
            if let value = installed[document.constraints[i].id] { document.constraints[i].isInstalled = value }
        }
        for i in document.views.indices {
            if let value = installed[document.views[i].id] { document.views[i].isExcluded = !value }
        }
        // A constraint's own variations: a constant for a size class.
        let indexByID = Dictionary(document.constraints.indices.map { (document.constraints[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
        for (element, _) in constraintElements where !tree[element].children.isEmpty {
            guard let id = tree[element].attributes["id"], let index = indexByID[id] else { continue }
            for variation in tree.children(of: element, named: "variation") {
                let key = tree[variation].attributes["key"] ?? ""
                guard let matches = traits.matches(key) else {
                    report(variation, "variation", "key", .unknownVariation(key))
                    continue
                }
                if matches, let constant = number(variation, "constant") { document.constraints[index].constant = constant }
            }
        }
    }
}
