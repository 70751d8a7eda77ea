import Notation

/// A `heightForRowAt` written by hand, as a value: arithmetic over numbers, the row's fields,
/// the table's width and separator, and measurements of the template's labels with the row's
/// text, as `sizeWithFont:constrainedToSize:` and `boundingRect(with:…)` measure them.
///
/// `8 + lineHeight(username) + textHeight(message, width - 66) + lineHeight(timestamp) + 8`
/// is `.sum` of numbers and measurements. Its value is the row's height as the delegate
/// returns it: the separator is in it only if the formula adds it (`+ separator`).
public indirect enum HeightFormula: Sendable, Equatable {
    public enum Operator: String, Sendable, Equatable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    case number(Double)
    /// `$name` (its number; 0 when it is not one) or `$name.length` (its text's length).
    case field(String, length: Bool)
    /// The table's width (`CGRectGetWidth(tableView.bounds)`).
    case width
    /// The table's separator height.
    case separator
    case negate(HeightFormula)
    case binary(Operator, HeightFormula, HeightFormula)
    /// `max(a, b, …)` (`largest: true`) or `min(a, b, …)`.
    case extreme(largest: Bool, [HeightFormula])
    /// `$name ? a : b` (`!$name ? a : b`).
    case choice(field: String, negated: Bool, then: HeightFormula, otherwise: HeightFormula)
    /// A label's text on one line, at no width limit (`sizeWithFont:` of the row's text).
    case lineHeight(label: String)
    /// A label's text wrapped at a width, within the label's line limit
    /// (`sizeWithFont:constrainedToSize:CGSizeMake(w, CGFLOAT_MAX)`).
    case textHeight(label: String, width: HeightFormula)

    /// One measurement a formula made for a row: what `table verify` compares with the label's
    /// frame in a layout.
    public struct Measurement: Sendable, Equatable {
        public let label: String
        /// The width it was measured at (nil: one line, no limit).
        public let width: Double?
        public let height: Double
        public let lines: Int
    }

    /// What evaluating needs from outside: the row, the table, and a way to measure a label.
    public struct Context {
        public var row: Row
        public var width: Double
        public var separator: Double
        /// A label's text for the row measured at a width (nil: on one line).
        public var measure: (_ label: String, _ width: Double?) -> (height: Double, lines: Int)

        public init(row: Row, width: Double, separator: Double,
                    measure: @escaping (_ label: String, _ width: Double?) -> (height: Double, lines: Int)) {
            self.row = row
            self.width = width
            self.separator = separator
            self.measure = measure
        }
    }

    /// The formula's value for the context's row, with the measurements it made in order.
    /// Arithmetic that leaves the numbers (a division by zero) gives 0, and so does a
    /// negative height: a row is never less than 0 pt tall.
    public func evaluate(_ context: Context) -> (height: Double, measurements: [Measurement]) {
        var measurements: [Measurement] = []
        let value = evaluate(context, &measurements)
        return (value.isFinite ? max(0, value) : 0, measurements)
    }

    private func evaluate(_ c: Context, _ m: inout [Measurement]) -> Double {
        switch self {
        case .number(let n): return n
        case .field(let name, let length):
            let v = c.row.value(of: name)
            return length ? Double(v.text.count) : (v.number ?? 0)
        case .width: return c.width
        case .separator: return c.separator
        case .negate(let f): return -f.evaluate(c, &m)
        case .binary(let op, let a, let b):
            let x = a.evaluate(c, &m), y = b.evaluate(c, &m)
            switch op {
            case .add: return x + y
            case .subtract: return x - y
            case .multiply: return x * y
            case .divide: return y == 0 ? .nan : x / y
            }
        case .extreme(let largest, let items):
            let values = items.map { $0.evaluate(c, &m) }
            return (largest ? values.max() : values.min()) ?? 0
        case .choice(let field, let negated, let then, let otherwise):
            return c.row.value(of: field).isTruthy != negated ? then.evaluate(c, &m) : otherwise.evaluate(c, &m)
        case .lineHeight(let label):
            let r = c.measure(label, nil)
            m.append(Measurement(label: label, width: nil, height: r.height, lines: r.lines))
            return r.height
        case .textHeight(let label, let widthFormula):
            let w = widthFormula.evaluate(c, &m)
            let r = c.measure(label, w.isFinite ? max(0, w) : 0)
            m.append(Measurement(label: label, width: w.isFinite ? max(0, w) : 0, height: r.height, lines: r.lines))
            return r.height
        }
    }

    /// The labels it measures, each once, in the order written.
    public var labels: [String] {
        var out: [String] = []
        visit { if case .lineHeight(let l) = $0, !out.contains(l) { out.append(l) }
                if case .textHeight(let l, _) = $0, !out.contains(l) { out.append(l) } }
        return out
    }

    /// The fields it reads, each once, in the order written.
    public var fields: [String] {
        var out: [String] = []
        visit { f in
            switch f {
            case .field(let n, _), .choice(let n, _, _, _): if !out.contains(n) { out.append(n) }
            default: break
            }
        }
        return out
    }

    /// The fields it reads as numbers (`$likes`, not `$text.length` nor the `$f` of a choice).
    public var numberFields: [String] {
        var out: [String] = []
        visit { if case .field(let n, false) = $0, !out.contains(n) { out.append(n) } }
        return out
    }

    /// Calls `body` on this formula and every formula inside it, depth first (iteratively:
    /// a deep formula costs no stack).
    private func visit(_ body: (HeightFormula) -> Void) {
        var stack = [self]
        while let f = stack.popLast() {
            body(f)
            switch f {
            case .negate(let a): stack.append(a)
            case .binary(_, let a, let b): stack += [b, a]
            case .extreme(_, let items): stack += items.reversed()
            case .choice(_, _, let a, let b): stack += [b, a]
            case .textHeight(_, let w): stack.append(w)
            default: break
            }
        }
    }
}

extension HeightFormula: CustomStringConvertible {
    /// The formula as it is written back: fewest parentheses, numbers as the shell writes them.
    public var description: String { text(precedence: 0) }

    private func text(precedence outer: Int) -> String {
        switch self {
        case .number(let n): return formatConstraintNumber(n)
        case .field(let name, let length): return "$" + name + (length ? ".length" : "")
        case .width: return "width"
        case .separator: return "separator"
        case .negate(let f): return "-" + f.text(precedence: 3)
        case .binary(let op, let a, let b):
            let p = op == .add || op == .subtract ? 1 : 2
            // The right side of - and / binds tighter: a - (b + c).
            let s = a.text(precedence: p) + " \(op.rawValue) " + b.text(precedence: op == .subtract || op == .divide ? p + 1 : p)
            return p < outer ? "(" + s + ")" : s
        case .extreme(let largest, let items):
            return (largest ? "max(" : "min(") + items.map { $0.text(precedence: 0) }.joined(separator: ", ") + ")"
        case .choice(let field, let negated, let then, let otherwise):
            let s = (negated ? "!$" : "$") + field + " ? " + then.text(precedence: 1) + " : " + otherwise.text(precedence: 1)
            return outer > 0 ? "(" + s + ")" : s
        case .lineHeight(let label): return "lineHeight(\(label))"
        case .textHeight(let label, let w): return "textHeight(\(label), \(w.text(precedence: 0)))"
        }
    }
}
