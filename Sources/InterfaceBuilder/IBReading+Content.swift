import Layout

/// What a view shows, as far as its intrinsic size goes: a label's text and font, an image's
/// size, a stack's arrangement, a control's size.
extension IBReading {
    mutating func readContent(_ element: Int, into view: inout IBView) {
        let a = tree[element].attributes
        switch view.element {
        case "label":
            let text = text(of: element)
            view.title = text
            var label = Label(text: text, font: font(element, default: .system(size: 17)))
            if let lines = a["numberOfLines"] {
                if let n = Int(lines), n >= 0 { label.lines = n } else { report(element, "label", "numberOfLines", .invalidNumberOfLines) }
            }
            // UILabel's one line break mode: word and character wrapping clip the last line;
            // the truncation modes wrap words and truncate the last.
            switch a["lineBreakMode"] {
            case "characterWrap"?:
                label.wrapping = .char
                label.truncation = .none
            case "wordWrap"?, "clip"?: label.truncation = .none
            case "headTruncation"?: label.truncation = .head
            case "middleTruncation"?: label.truncation = .middle
            default: break
            }
            if let width = number(element, "preferredMaxLayoutWidth") { label.preferredMaxWidth = .explicit(max(0, width)) }
            view.content = .label(label)
        case "imageView":
            let size = a["image"].flatMap { document.imageSizes[$0] }
            if a["image"] != nil, size == nil {
                report(element, "imageView", "image", .imageSizeUnknown)
            }
            view.content = .image(size)
        case "stackView":
            view.content = .stack(stack(element))
        case "button":
            view.title = buttonTitle(element)
            view.content = buttonSize(element, title: view.title ?? "")
        case "switch":
            // A UISwitch's frame is 51 × 31, 2 pt wider than the rectangle its constraints
            // place: the saved frames sit 2 pt past their trailing constraints (FORMAT.md §2).
            view.content = .control(width: 49, height: 31)
            view.alignmentInsets = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        case "slider":
            // A UISlider's frame is 2 pt wider on each side than its track, which constraints place.
            view.content = .control(width: nil, height: 31)
            view.alignmentInsets = DirectionalInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        case "progressView": view.content = .control(width: nil, height: 4)
        case "stepper": view.content = .control(width: 94, height: 32)
        case "activityIndicatorView":
            let large = (a["style"] ?? "").lowercased().contains("large")
            view.content = .control(width: large ? 37 : 20, height: large ? 37 : 20)
        case "segmentedControl":
            let titles = tree.child(of: element, named: "segments").map { tree.children(of: $0, named: "segment").map { tree[$0].attributes["title"] ?? "" } } ?? []
            let widest = titles.map { measure($0, .system(size: 13)).width }.max() ?? 0
            view.content = .control(width: titles.isEmpty ? nil : Double(titles.count) * (widest + 16), height: 32)
        case "textField":
            view.title = a["text"] ?? a["placeholder"]
            let measured = measure(view.title ?? "", font(element, default: .system(size: 14)))
            view.content = .control(width: measured.width + 14, height: a["borderStyle"] == "roundedRect" ? 34 : measured.height)
        case "navigationBar", "toolbar": view.content = .control(width: nil, height: 44)
        case "tabBar": view.content = .control(width: nil, height: 49)
        case "searchBar": view.content = .control(width: nil, height: 56)
        case "datePicker", "pickerView": view.content = .control(width: nil, height: 216)
        case "pageControl": view.content = .control(width: nil, height: 26)
        case "textView":
            if a["scrollEnabled"] == "NO" {
                report(element, "textView", "scrollEnabled", .textViewNotScrolling)
            }
        default: break
        }
    }

    /// A label's text in any of its forms: the `text` attribute, `<string key="text">`,
    /// `<mutableString>` or an `<attributedString>`'s fragments.
    func text(of element: Int) -> String {
        if let text = tree[element].attributes["text"] { return text }
        if let string = tree.child(of: element, named: "string", key: "text") { return tree[string].text }
        if let attributed = tree.child(of: element, named: "attributedString") {
            return tree.children(of: attributed, named: "fragment").map { fragment in
                if let content = tree[fragment].attributes["content"] { return content }
                if let string = tree.child(of: fragment, named: "string", key: "content") ?? tree.child(of: fragment, named: "mutableString") {
                    return tree[string].text
                }
                return ""
            }.joined()
        }
        if let mutable = tree.child(of: element, named: "mutableString") { return tree[mutable].text }
        return ""
    }

    func buttonTitle(_ element: Int) -> String? {
        if let title = tree[element].attributes["title"] { return title }
        if let state = tree.child(of: element, named: "state", key: "normal") { return tree[state].attributes["title"] }
        if let configuration = tree.child(of: element, named: "buttonConfiguration") { return tree[configuration].attributes["title"] }
        return nil
    }

    /// UIButton's intrinsic size: its title (15 pt system unless a font is given) and image,
    /// plus its content insets, at least 30 high as a system button is.
    mutating func buttonSize(_ element: Int, title: String) -> IBContent {
        let text = measure(title, font(element, default: .system(size: 15)))
        var image = Size(width: 0, height: 0)
        if let state = tree.child(of: element, named: "state", key: "normal"), let name = tree[state].attributes["image"] {
            image = document.imageSizes[name] ?? image
        }
        var insets = (width: 0.0, height: 0.0)
        if let inset = tree.child(of: element, named: "inset", key: "contentEdgeInsets") {
            let i = tree[inset].attributes
            let n = { (k: String) in i[k].flatMap(Double.init) ?? 0 }
            insets = (n("minX") + n("maxX"), n("minY") + n("maxY"))
        }
        if tree.child(of: element, named: "buttonConfiguration") != nil {
            insets = (insets.width + 24, insets.height + 14)
        }
        let height = max(title.isEmpty ? image.height : text.height + 12, image.height) + insets.height
        return .control(width: text.width + image.width + insets.width, height: max(height, title.isEmpty ? 0 : 30))
    }

    func measure(_ text: String, _ font: FontDescriptor) -> Size {
        guard let resolved = try? font.resolve() else { return Size(width: 0, height: 0) }
        let m = TextLayout.measure(text.isEmpty ? " " : text, font: resolved, options: TextLayoutOptions())
        return Size(width: text.isEmpty ? 0 : m.size.width.rounded(.up), height: m.size.height.rounded(.up))
    }

    mutating func stack(_ element: Int) -> StackArrangement {
        let a = tree[element].attributes
        var s = StackArrangement()
        let axis = a["axis"] ?? a["orientation"]
        s.axis = axis == "vertical" ? .vertical : .horizontal
        if let d = a["distribution"] {
            if let value = StackDistribution(rawValue: d) { s.distribution = value } else { report(element, "stackView", "distribution", .unknownDistribution) }
        }
        if let al = a["alignment"] {
            let name = al == "baseline" ? "lastBaseline" : al
            if let value = StackAlignment(name: name) { s.alignment = value } else { report(element, "stackView", "alignment", .unknownAlignment) }
        }
        if let spacing = number(element, "spacing") { s.spacing = spacing }
        s.baselineRelative = a["baselineRelativeArrangement"] == "YES"
        s.marginsRelative = a["layoutMarginsRelativeArrangement"] == "YES"
        return s
    }
}
