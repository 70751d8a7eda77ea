import Cassowary

extension Scene {
    /// The intrinsic content size of a view, as its kind and settings give it: nil for a plain
    /// view with no `intrinsic` set. For a label it is its text measured under its
    /// preferredMaxLayoutWidth mode, rounded up to the pixel grid as UILabel rounds it.
    public func intrinsicSize(of name: String) -> Size? {
        guard let v = views[name] else { return nil }
        if let size = v.intrinsicOverride { return size }
        switch v.kind {
        case .plain: return nil
        case .image(let size): return size
        case .label(let label):
            let measured = measure(label, maxWidth: wrapWidth(of: name, label))
            return Size(width: measured.size.width, height: measured.size.height)
        }
    }

    /// The width a label wraps at now.
    func wrapWidth(of name: String, _ label: Label) -> Double? {
        switch label.preferredMaxWidth {
        case .explicit(let w): return w
        case .legacy: return nil
        case .automatic:
            guard let v = views[name], let enforced = systemConstraints[name]?["intrinsic.width.hug"],
                  constraints[enforced]?.enforced != nil else { return nil }
            return solver.value(of: v.width)
        }
    }

    /// A label's text measured at a width (nil: one line a paragraph), rounded up to pixels.
    public func measure(_ label: Label, maxWidth: Double?) -> TextMeasurement {
        let font = (try? label.font.resolve(category: category, in: fonts)) ?? Font.system(size: 17)
        let lineLimit = label.preferredMaxWidth == .legacy && maxWidth == nil ? 1 : label.lines
        let options = TextLayoutOptions(maxWidth: maxWidth.map { $0 + 1e-9 }, lineLimit: lineLimit,
                                        wrapping: label.wrapping, truncation: label.truncation)
        let m = TextLayout.measure(label.text, font: font, options: options)
        return m.roundedUp(scale: scale)
    }

    /// Re-measures a view and updates its intrinsic-size constraints (and a label's
    /// baselines) in place.
    func refreshIntrinsicSize(of name: String) {
        guard let v = views[name] else { return }
        let size = intrinsicSize(of: name)
        for (axis, attribute) in [("width", LayoutAttribute.width), ("height", .height)] {
            let hugging = attribute == .width ? v.huggingHorizontal : v.huggingVertical
            let compression = attribute == .width ? v.compressionHorizontal : v.compressionVertical
            let value = attribute == .width ? size?.width : size?.height
            setSystemConstraint(name, "intrinsic.\(axis).hug",
                                value.map { ConstraintSpec(Anchor(name, attribute), .lessOrEqual, constant: $0, priority: hugging) },
                                origin: .contentHugging(attribute))
            setSystemConstraint(name, "intrinsic.\(axis).compression",
                                value.map { ConstraintSpec(Anchor(name, attribute), .greaterOrEqual, constant: $0, priority: compression) },
                                origin: .compressionResistance(attribute))
        }
        refreshBaselines(of: name)
        needsSettling = true
    }

    /// A label draws its text centred vertically: its baselines sit at
    /// `top + height/2 - textHeight/2 + baseline`.
    func refreshBaselines(of name: String) {
        guard let v = views[name], let label = v.label else { return }
        let m = measure(label, maxWidth: wrapWidth(of: name, label))
        let half = m.size.height / 2
        for (role, attribute, baseline) in [("baseline.first", LayoutAttribute.firstBaseline, m.firstBaseline),
                                            ("baseline.last", .lastBaseline, m.lastBaseline)] {
            // firstBaseline == 0.5 × height + top + (baseline − textHeight/2): written against
            // centerY, which is top + height/2.
            setSystemConstraint(name, role,
                                ConstraintSpec(Anchor(name, attribute), .equal, Anchor(name, .centerY),
                                               constant: baseline - half),
                                origin: .labelBaseline)
        }
    }

    /// Settles labels that wrap at the width the layout gives them: measure at the solved
    /// width, update the intrinsic size, solve again, until nothing changes (a few passes).
    public func settle() {
        guard needsSettling else { return }
        needsSettling = false
        let automatic = viewOrder.filter { name in
            guard let label = views[name]?.label, views[name]?.intrinsicOverride == nil else { return false }
            return label.preferredMaxWidth == .automatic && !isCollapsed(name)
        }
        guard !automatic.isEmpty else { return }
        for _ in 0..<8 {
            var changed = false
            for name in automatic {
                guard let size = intrinsicSize(of: name) else { continue }
                let current = systemConstraints[name]?["intrinsic.height.hug"].flatMap { constraints[$0]?.spec.constant }
                let currentWidth = systemConstraints[name]?["intrinsic.width.hug"].flatMap { constraints[$0]?.spec.constant }
                if current.map({ abs($0 - size.height) > 1e-9 }) ?? true || currentWidth.map({ abs($0 - size.width) > 1e-9 }) ?? true {
                    refreshIntrinsicSize(of: name)
                    changed = true
                }
            }
            if !changed { break }
        }
        needsSettling = false
    }
}

extension TextMeasurement {
    /// The size rounded up to the pixel grid (UILabel's intrinsicContentSize is).
    func roundedUp(scale: Double) -> TextMeasurement {
        var copy = self
        copy.size = size.roundedUp(scale: scale)
        return copy
    }
}
