import Cassowary

/// What a format's names and bars are checked against: the known views, the metrics, whether
/// the views have a superview, and the options.
///
/// Each check is made at the place Auto Layout makes it, so that the parser, which calls them
/// as it goes, reports the first problem that Auto Layout would report; the translator calls
/// the same checks again to resolve names into values.
struct VisualFormatEnvironment {
    /// Where a predicate stands, which decides what its names may be.
    enum PredicatePlace {
        /// In a view's brackets: a name may be a metric or a view.
        case size
        /// In a connection: a name must be a metric.
        case spacing
    }

    /// A predicate's object once its name is looked up.
    enum Object: Equatable {
        case constant(Double)
        case view(String)
    }

    let format: String
    /// Whether a name is a view the format may use.
    let isView: (String) -> Bool
    let metrics: [String: Double]
    let options: VisualFormatOptions
    let hasSuperview: Bool

    private func error(_ reason: VisualFormatError.Reason, _ range: Range<Int>) -> VisualFormatError {
        VisualFormatError(reason, in: format, at: range)
    }

    /// The view named in brackets must be a known view.
    func checkView(named name: String, at range: Range<Int>) throws(VisualFormatError) {
        guard isView(name) else { throw error(.unknownView(name), range) }
    }

    /// A number stands for itself; a name is a metric first and, in a view's brackets, a view
    /// second (Apple's lookup order).
    func resolveObject(
        _ term: VisualFormat.Term, at range: Range<Int>, in place: PredicatePlace
    ) throws(VisualFormatError) -> Object {
        switch term {
        case .number(let value):
            return .constant(value)
        case .name(let name):
            if let value = try metric(named: name, at: range) { return .constant(value) }
            guard isView(name) else { throw error(.unknownMetric(name), range) }
            switch place {
            case .size: return .view(name)
            case .spacing: throw error(.viewAsSpacing(name), range)
            }
        }
    }

    /// A priority is a number or a metric in 1…1000.
    func resolvePriority(_ term: VisualFormat.Term, at range: Range<Int>) throws(VisualFormatError) -> Priority {
        let value: Double
        switch term {
        case .number(let number):
            value = number
        case .name(let name):
            if let metric = try metric(named: name, at: range) {
                value = metric
            } else if isView(name) {
                throw error(.viewAsPriority(name), range)
            } else {
                throw error(.unknownMetric(name), range)
            }
        }
        guard let priority = Priority(value) else { throw error(.invalidPriority(value), range) }
        return priority
    }

    private func metric(named name: String, at range: Range<Int>) throws(VisualFormatError) -> Double? {
        guard let value = metrics[name] else { return nil }
        guard value.isFinite else { throw error(.invalidMetricValue(name), range) }
        return value
    }

    /// The checks Auto Layout makes when it completes a connection, in its order: baseline
    /// spacing in `H:`, then a bar without a superview, then the alignment options (only
    /// between two views, so formats with one view never see them).
    func checkConnection(
        from left: VisualFormat.Element, to right: VisualFormat.Element,
        orientation: LayoutAttribute.Axis
    ) throws(VisualFormatError) {
        let span = left.range.lowerBound..<right.range.upperBound
        if orientation == .horizontal, options.spacing == .baselineToBaseline {
            throw error(.baselineSpacingInHorizontalLayout, span)
        }
        for element in [left, right] {
            if case .superview(let bar) = element, !hasSuperview {
                throw error(.noSuperview, bar)
            }
        }
        guard left.view != nil, right.view != nil else { return }
        if options.alignment.attributes.contains(where: { $0.axis == orientation }) {
            throw error(.alignmentAlongOrientation(orientation), span)
        }
    }
}
