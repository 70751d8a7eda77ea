import Cassowary
import Layout

/// A view element: its frame, its properties, its subviews and its guides.
extension IBReading {
    /// Reads a view and its subtree; its index in the document's views, or nil when it has
    /// no id (it cannot be named by a constraint, and is reported).
    mutating func readView(_ element: Int, parent: Int?, host: Int? = nil) -> Int? {
        let e = tree[element]
        var id = e.attributes["id"] ?? ""
        if id.isEmpty, e.attributes["key"] == "contentView", let parent {
            // Older collection view cells write their content view with no id: no constraint
            // can name it, but it is the cell's content all the same.
            id = "\(document.views[parent].id).contentView"
        }
        guard !id.isEmpty else {
            report(element, e.name, "id", .viewWithoutID)
            return nil
        }
        var view = IBView(id: id, element: e.name, customClass: e.attributes["customClass"],
                          userLabel: e.attributes["userLabel"], parent: parent, line: e.line)
        if document.viewIndex[id] != nil {
            report(element, e.name, "id", .duplicateViewID(id))
            return nil
        }
        view.host = host
        if !IBVocabulary.viewElements.contains(e.name) {
            report(element, e.name, nil, .unmodeledView)
        }
        readFrame(element, into: &view)
        readProperties(element, into: &view)
        let index = document.views.count
        document.views.append(view)
        document.viewIndex[id] = index
        if let parent { document.views[parent].children.append(index) }

        for child in e.children {
            let c = tree[child]
            switch c.name {
            case "subviews":
                for sub in c.children {
                    if isView(sub) {
                        _ = readView(sub, parent: index)
                    } else {
                        report(sub, tree[sub].name, nil, .notAView)
                    }
                }
            case "prototypes", "cells":
                for cell in c.children where isView(cell) { cellQueue.append((cell, index)) }
            case "sections":
                for section in tree.children(of: child, named: "tableViewSection") {
                    for cells in tree.children(of: section, named: "cells") {
                        for cell in tree[cells].children where isView(cell) { cellQueue.append((cell, index)) }
                    }
                }
            case "constraints":
                for constraint in tree.children(of: child, named: "constraint") { constraintElements.append((constraint, index)) }
            case "viewLayoutGuide":
                readGuide(child, owner: index)
            case "variation":
                variationElements.append(child)
            default:
                let key = c.attributes["key"]
                if key == "contentView" || key == "tableHeaderView" || key == "tableFooterView" || key == "backgroundView",
                   isView(child) {
                    _ = readView(child, parent: index)
                } else if !IBVocabulary.cosmeticChildren.contains(c.name) {
                    report(child, c.name, nil, .unreadElement)
                }
            }
        }
        return index
    }

    mutating func readGuide(_ element: Int, owner: Int) {
        let a = tree[element].attributes
        guard let id = a["id"] else { return }
        switch a["key"] {
        case "safeArea": document.guides[id] = IBGuide(kind: .safeArea, owner: owner)
        case "contentLayoutGuide": document.guides[id] = IBGuide(kind: .contentLayoutGuide, owner: owner)
        case "frameLayoutGuide": document.guides[id] = IBGuide(kind: .frameLayoutGuide, owner: owner)
        case "layoutMargins": document.guides[id] = IBGuide(kind: .layoutMargins, owner: owner)
        default: report(element, "viewLayoutGuide", "key", .unknownLayoutGuide)
        }
    }

    /// The saved frame, turned top-down for AppKit (whose views count y from the bottom of a
    /// superview that is not flipped).
    mutating func readFrame(_ element: Int, into view: inout IBView) {
        guard let rect = tree.child(of: element, named: "rect", key: "frame") else { return }
        guard let x = number(rect, "x"), let y = number(rect, "y"), let w = number(rect, "width"), let h = number(rect, "height") else {
            report(rect, "rect", "frame", .invalidFrame)
            return
        }
        var frame = Rect(x: x, y: y, width: w, height: h)
        if document.platform == .macOS, let parent = view.parent, let parentFrame = document.views[parent].savedFrame,
           !["clipView", "stackView", "tableCellView"].contains(document.views[parent].element) {
            frame.y = parentFrame.height - y - h
        }
        view.savedFrame = frame
    }

    mutating func readProperties(_ element: Int, into view: inout IBView) {
        let a = tree[element].attributes
        if a["misplaced"] == "YES" { view.flag = .misplaced }
        if a["ambiguous"] == "YES" { view.flag = .ambiguous }
        view.isHidden = a["hidden"] == "YES"
        // Xcode writes translatesAutoresizingMaskIntoConstraints="NO" on every view of an Auto
        // Layout document; `fixedFrame="YES"` marks those that have no constraints, whose
        // frame and mask the nib turns into constraints when it loads.
        view.translatesAutoresizingMask = a["translatesAutoresizingMaskIntoConstraints"] != "NO" || a["fixedFrame"] == "YES"
        view.hugging = (priority(element, "horizontalHuggingPriority"), priority(element, "verticalHuggingPriority"))
        view.compression = (priority(element, "horizontalCompressionResistancePriority"),
                            priority(element, "verticalCompressionResistancePriority"))
        view.preservesSuperviewLayoutMargins = a["preservesSuperviewLayoutMargins"] == "YES"
        view.insetsLayoutMarginsFromSafeArea = a["insetsLayoutMarginsFromSafeArea"] != "NO"
        view.followsReadableWidth = a["layoutMarginsFollowReadableWidth"] == "YES"
        view.placeholderIntrinsic = (placeholder(element, "placeholderIntrinsicWidth"), placeholder(element, "placeholderIntrinsicHeight"))
        if let mask = tree.child(of: element, named: "autoresizingMask", key: "autoresizingMask") {
            view.autoresizing = autoresizing(mask)
        }
        if let insets = tree.child(of: element, named: "edgeInsets", key: "layoutMargins") {
            let i = tree[insets].attributes
            let n = { (k: String) in i[k].flatMap(Double.init) ?? 0 }
            view.layoutMargins = DirectionalInsets(top: n("top"), leading: n("left"), bottom: n("bottom"), trailing: n("right"))
        }
        if let insets = tree.child(of: element, named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            let i = tree[insets].attributes
            let n = { (k: String) in i[k].flatMap(Double.init) ?? 0 }
            view.layoutMargins = DirectionalInsets(top: n("top"), leading: n("leading"), bottom: n("bottom"), trailing: n("trailing"))
        }
        if view.isCell {
            view.rowHeight = number(element, "rowHeight")
            if let accessory = a["accessoryType"], accessory != "none" { view.accessory = accessory }
        }
        readContent(element, into: &view)
        for (name, _) in a where !IBVocabulary.readAttributes.contains(name) && !IBVocabulary.cosmeticAttributes.contains(name) {
            report(element, view.element, name, .unreadAttribute)
        }
        if a["adjustsFontSizeToFit"] == "YES", view.element == "label" {
            report(element, view.element, "adjustsFontSizeToFit", .textShrinksToFit)
        }
    }

    func priority(_ element: Int, _ attribute: String) -> Priority? {
        number(element, attribute).flatMap { Priority($0) }
    }

    /// nil: not set; `.some(nil)`: `infinite` (no intrinsic length on that axis).
    func placeholder(_ element: Int, _ attribute: String) -> Double?? {
        guard let text = tree[element].attributes[attribute] else { return nil }
        if text == "infinite" { return .some(nil) }
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return .some(value)
    }

    func autoresizing(_ element: Int) -> AutoresizingMask {
        let a = tree[element].attributes
        var mask: AutoresizingMask = []
        let flags: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (key, flag) in flags where a[key] == "YES" { mask.insert(flag) }
        return mask
    }
}
