import Cassowary

/// Why a Visual Format line was refused: the format itself (with its offset), or what it
/// asks of the scene.
public enum VisualFormatFailure: Error, Equatable, Sendable {
    case format(VisualFormatError)
    case layout(LayoutError)
}

extension Scene {
    /// Adds the constraints of a Visual Format line (`H:|-6-[body]-6-|`), all or none, and
    /// returns their identifiers. `|` is the superview of the view beside it. `viewNames` maps
    /// the format's names to views' (code's views dictionary, `["bodyLabel": textLabel]`); a
    /// name not in it is a view's own. `active: false` adds them deactivated.
    @discardableResult
    public func addVisualFormat(_ format: String, metrics: [String: Double] = [:],
                                options: VisualFormatOptions = VisualFormatOptions(),
                                viewNames: [String: String] = [:], active: Bool = true) throws(VisualFormatFailure) -> [String] {
        let parsed: VisualFormat
        do { parsed = try VisualFormat(parsing: format) } catch { throw .format(error) }
        return try addVisualFormat(parsed, text: format, metrics: metrics, options: options, viewNames: viewNames, active: active)
    }

    /// ``addVisualFormat(_:metrics:options:viewNames:active:)`` of a line already parsed
    /// (`text`, the line it was parsed from, is each constraint's origin).
    @discardableResult
    public func addVisualFormat(_ parsed: VisualFormat, text format: String, metrics: [String: Double] = [:],
                                options: VisualFormatOptions = VisualFormatOptions(),
                                viewNames: [String: String] = [:], active: Bool = true) throws(VisualFormatFailure) -> [String] {
        func sceneName(_ name: String) -> String { viewNames[name] ?? name }
        let named = parsed.viewNames.map(sceneName)
        // A name that is no view is the format's error (not a key in the views dictionary), not
        // the superview bar's: only the views there are decide whether '|' has a superview.
        let hasSuperview = named.allSatisfy { name in views[name].map { $0.parent != nil } ?? true }
        let produced: [VisualFormatConstraint]
        do {
            // Each name is looked up as the format asks (a set of every view's name, made for
            // each line, made a script of cells quadratic), in `rootOf`, which has a key for
            // each view and whose look-up copies no view's record.
            produced = try parsed.constraints(isView: { rootOf[sceneName($0)] != nil }, metrics: metrics, options: options,
                                              hasSuperview: hasSuperview)
        } catch {
            throw .format(error)
        }
        var specs: [ConstraintSpec] = []
        // Margins guides made for this line, taken away again if the line is refused.
        var madeGuides: [String] = []
        for c in produced {
            // Since iOS 8 the standard spacing to the superview (`|-[a]`) is the superview's
            // margin: `a.leading == superview.margins.leading`; between views it is NSSpace(8).
            let toMargins = c.isStandardSpacing && (c.firstItem == .superview || c.secondItem == .superview)
            func anchor(_ item: VisualFormatConstraint.Item, _ attribute: LayoutAttribute, beside other: VisualFormatConstraint.Item?) -> Anchor? {
                switch item {
                case .view(let name): return Anchor(sceneName(name), attribute)
                case .superview:
                    guard case .view(let name)? = other, let parent = views[sceneName(name)]?.parent else { return nil }
                    return Anchor(toMargins ? "\(parent).\(ViewGuide.margins.rawValue)" : parent, attribute)
                }
            }
            guard let first = anchor(c.firstItem, c.firstAttribute, beside: c.secondItem) else {
                removeGuides(madeGuides)
                throw .layout(.superviewBarWithoutSuperview)
            }
            var second: Anchor?
            if let item = c.secondItem, let attribute = c.secondAttribute {
                guard let a = anchor(item, attribute, beside: c.firstItem) else {
                    removeGuides(madeGuides)
                    throw .layout(.superviewBarWithoutSuperview)
                }
                second = a
            }
            var spec = ConstraintSpec(first, c.relation, second, multiplier: c.multiplier, constant: toMargins ? 0 : c.constant,
                                      priority: c.priority)
            spec.isSystemSpacing = c.isStandardSpacing && !toMargins
            do {
                if toMargins { madeGuides += try ensureViewGuides(of: spec) }
                try validate(spec)
            } catch {
                removeGuides(madeGuides)
                throw .layout(error)
            }
            specs.append(spec)
        }
        do { try checkRoom(forConstraints: specs.count) } catch {
            removeGuides(madeGuides)
            throw .layout(error)
        }
        var added: [(id: String, spec: ConstraintSpec)] = []
        added.reserveCapacity(specs.count)
        let numberBefore = nextNumber
        for spec in specs {
            let id = freshIdentifier()
            insertConstraint(id, spec, origin: .visualFormat(format), active: active, autoNamed: true)
            added.append((id, spec))
        }
        do { try refuseBeyondRange(added, numberBefore: numberBefore) } catch {
            removeGuides(madeGuides)
            throw .layout(error)
        }
        return added.map(\.id)
    }
}
