import Cassowary

/// Workload (d): a container (cl, cw) and N views L(i), W(i) in a row, 8 points apart;
/// cw is an edit variable at 999.
public final class Resize {
    public enum Variant: String, CaseIterable, Sendable {
        /// W(i)·N == cw - 8(N+1) for every i (R); L(N-1) + W(N-1) + 8 <= cl + cw (R).
        case proportional
        /// L(N-1) + W(N-1) + 8 == cl + cw (R); W(i) == W0 (R); W(i) >= 1 (R); W0 == 100 (1).
        case fillEqually = "fill equally"
    }

    public let n: Int
    public let variant: Variant
    public let cl = Variable("cl"), cw = Variable("cw")
    public let lefts: [Variable]
    public let widths: [Variable]
    public let solver = Solver()
    public private(set) var lastSuggested: Double? = nil

    /// Adds every constraint, then makes cw editable at 999. Values are not read yet.
    public init(n: Int, variant: Variant) throws {
        precondition(n >= 2)
        self.n = n
        self.variant = variant
        lefts = (0..<n).map { Variable("L\($0)") }
        widths = (0..<n).map { Variable("W\($0)") }
        let last = n - 1
        try solver.add(cl == 0)
        try solver.add(lefts[0] == cl + 8)
        for i in 0..<last {
            try solver.add(lefts[i + 1] == lefts[i] + widths[i] + 8)
        }
        switch variant {
        case .proportional:
            let gaps = 8 * Double(n + 1)
            for i in 0..<n {
                try solver.add(Double(n) * widths[i] == cw - gaps)
            }
            try solver.add(lefts[last] + widths[last] + 8 <= cl + cw)
        case .fillEqually:
            try solver.add(lefts[last] + widths[last] + 8 == cl + cw)
            for i in 1..<n {
                try solver.add(widths[i] == widths[0])
            }
            for i in 0..<n {
                try solver.add(widths[i] >= 1)
            }
            try solver.add((widths[0] == 100).priority(1))
        }
        try solver.addEditVariable(cw, priority: 999)
    }

    /// Every variable's value: cl, cw, then L(i), W(i) for each view.
    public func readAll() -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(2 + 2 * n)
        out.append(solver.value(of: cl))
        out.append(solver.value(of: cw))
        for i in 0..<n {
            out.append(solver.value(of: lefts[i]))
            out.append(solver.value(of: widths[i]))
        }
        return out
    }

    /// The width of step i: 8(N+1) + N·(20 + (i mod 97)·1.5), which makes every W == 20 + (i mod 97)·1.5.
    @inline(__always)
    public func containerWidth(step i: Int) -> Double {
        8 * Double(n + 1) + Double(n) * Resize.viewWidth(step: i)
    }

    @inline(__always)
    public static func viewWidth(step i: Int) -> Double { 20 + Double(i % 97) * 1.5 }

    /// Steps `range` of the resize loop: suggest cw, solve, read W(N/2). Returns the number of
    /// wrong widths and the first one.
    @inline(never)
    public func resizeSteps(_ range: Range<Int>) throws -> (wrong: Int, first: (step: Int, got: Double)?) {
        var wrong = 0
        var first: (step: Int, got: Double)? = nil
        let middle = widths[n / 2]
        for i in range {
            let width = containerWidth(step: i)
            try solver.suggestValue(width, for: cw)
            lastSuggested = width
            let w = solver.value(of: middle)
            if !isClose(w, Resize.viewWidth(step: i)) {
                wrong += 1
                if first == nil { first = (i, w) }
            }
        }
        return (wrong, first)
    }

    public func resize(steps range: Range<Int>) throws {
        let result = try resizeSteps(range)
        if result.wrong > 0, let first = result.first {
            throw ScenarioFailure(
                "resize \(variant.rawValue) N=\(n): \(result.wrong) of \(range.count) widths wrong; step \(first.step) "
                    + "got W(\(n / 2)) = \(first.got), expected \(Resize.viewWidth(step: first.step))")
        }
    }

    /// Checks a whole layout read by ``readAll()``: the row of views is consistent, fills the
    /// container as the variant says, and every W is the expected one.
    ///
    /// Before any suggestion, cw holds the value the constraints gave it: in "fill equally",
    /// W0 == 100 (weak) is the only pull, so every W is 100; in "proportional", cw is free and any
    /// common W is right, so only the consistency is checked.
    public func check(_ values: [Double]) throws(ScenarioFailure) {
        let label = "resize \(variant.rawValue) N=\(n)"
        try expect(values.count == 2 + 2 * n, "\(label): \(values.count) values")
        let clValue = values[0], cwValue = values[1]
        func left(_ i: Int) -> Double { values[2 + 2 * i] }
        func width(_ i: Int) -> Double { values[3 + 2 * i] }
        try expect(clValue, 0, "\(label): cl")
        if let suggested = lastSuggested {
            try expect(cwValue, suggested, "\(label): cw")
        }
        let expectedWidth: Double
        if lastSuggested != nil {
            expectedWidth = (cwValue - 8 * Double(n + 1)) / Double(n)
        } else if variant == .fillEqually {
            expectedWidth = 100
        } else {
            expectedWidth = (cwValue - 8 * Double(n + 1)) / Double(n)
        }
        try expect(left(0), 8, "\(label): L0")
        for i in 0..<n {
            try expect(width(i), expectedWidth, "\(label): W\(i) (cw \(cwValue))")
            if i + 1 < n {
                try expect(left(i + 1), left(i) + width(i) + 8, "\(label): L\(i + 1)")
            }
        }
        try expect(left(n - 1) + width(n - 1) + 8, clValue + cwValue, "\(label): right edge")
    }
}
