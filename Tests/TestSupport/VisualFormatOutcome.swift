import Layout

/// What a Visual Format string gives: its constraints, or the error that refuses it (the
/// Layout tests assert the reason, the shell's tests its words).
public func visualFormatOutcome(
    _ format: String, views: Set<String> = [], metrics: [String: Double] = [:],
    options: VisualFormatOptions = VisualFormatOptions(), hasSuperview: Bool = true
) -> Result<[VisualFormatConstraint], VisualFormatError> {
    do throws(VisualFormatError) {
        return .success(try VisualFormat.constraints(format, views: views, metrics: metrics, options: options,
                                                     hasSuperview: hasSuperview))
    } catch {
        return .failure(error)
    }
}

extension Result {
    /// The error, when it is one.
    public var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
