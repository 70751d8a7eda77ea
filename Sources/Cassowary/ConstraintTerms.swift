// How the solver reads a constraint's terms: without reference counting.
//
// Binding a variable out of `Constraint.form` retains it, and the retain is an atomic operation:
// on this machine's Xeon a `lock cmpxchg` took three quarters of `swift_retain`'s samples, and
// retains and releases together were 28 % of the time of 1,000 independent cells (`perf record`
// of `ScriptRunner system`), where callgrind counts each as a few instructions. A constraint's
// form never changes (`let`), and the solver holds the constraint for as long as it reads it, so
// its variables and its array of terms stay alive without being retained again.

extension Constraint {
    /// How many terms the constraint has as written (a variable named twice counts twice).
    var termCount: Int {
        switch form {
        case .expression: return expressionTerms.count
        case .variable: return 1
        case .difference: return 2
        }
    }

    /// The constant of `expression` (`x + 5 == 0` has 5), without building it.
    var constantTerm: Double {
        switch form {
        case .expression(let expression): return expression.constant
        case .variable(_, let plus): return plus
        case .difference: return 0
        }
    }

    /// Calls `body` with each term as written, in order: its variable unretained (valid while
    /// this constraint lives) and its coefficient.
    @inline(__always)
    func forEachTerm(_ body: (Unmanaged<Variable>, Double) -> Void) {
        if let (first, second) = variablePair {
            body(first, 1)
            if let second { body(second, -1) }
            return
        }
        let terms = expressionTerms
        for i in terms.indices { body(.passUnretained(terms[i].variable), terms[i].coefficient) }
    }

    /// The one term of a constraint of one term (a bound: `x >= 0`, `2·x == 7`), its variable
    /// unretained; nil for one of two terms or more.
    var boundTerm: (variable: Unmanaged<Variable>, coefficient: Double)? {
        if let (first, second) = variablePair { return second == nil ? (first, 1) : nil }
        let terms = expressionTerms
        guard terms.count == 1 else { return nil }
        return (.passUnretained(terms[0].variable), terms[0].coefficient)
    }

    // Each accessor binds the payload and lets it go before it returns, with no call in between:
    // the optimiser then drops the retain and release of the binding.

    /// The terms of an `.expression` form in the array's own storage (empty for the others).
    /// The array is the form's and never changes, so its storage lives as long as the constraint
    /// (an array of structs is always Swift's own contiguous storage, never a bridged one).
    @inline(__always)
    private var expressionTerms: UnsafeBufferPointer<LinearExpression.Term> {
        guard case .expression(let expression) = form else { return UnsafeBufferPointer(start: nil, count: 0) }
        return expression.terms.withUnsafeBufferPointer { $0 }
    }

    /// The variable of a `.variable` form (the second nil), or the two of a `.difference`;
    /// nil for an `.expression`.
    @inline(__always)
    private var variablePair: (Unmanaged<Variable>, Unmanaged<Variable>?)? {
        switch form {
        case .variable(let variable, _): return (.passUnretained(variable), nil)
        case .difference(let first, let second): return (.passUnretained(first), .passUnretained(second))
        case .expression: return nil
        }
    }
}

extension Unmanaged where Instance == Variable {
    /// The variable's identity, without retaining it.
    var identifier: ObjectIdentifier { ObjectIdentifier(takeUnretainedValue()) }
}
