// A slow, exact reference for tiny systems (1–3 variables, about a dozen constraints).
//
// Everything is integer arithmetic: the constraints are scaled to integer coefficients (the
// same factor for all of them, so every violation is scaled alike and the lexicographic order
// is unchanged), the candidate points are the vertices of the arrangement of the constraint
// hyperplanes (plus the coordinate planes x_i = 0, so that the arrangement is pointed), each
// found by Cramer's rule as integer numerators over one integer denominator, and objective
// vectors are compared by cross-multiplication. No tolerance anywhere.
//
// Why the vertices suffice: on each closed cell of the arrangement every violation term is
// linear, the required constraints are unions of closed faces, and the lexicographic optimum
// exists (each level is a convex piecewise-linear function bounded below). The optimal set is
// a union of faces of cells; when it is bounded (the tests give every variable a weak pull
// `x == r`, which makes it bounded: see `solve`) it is a polytope whose extreme points are
// vertices of the arrangement. So: the optimum is unique exactly when one distinct vertex
// attains the optimal vector, and a variable's range over the optimal set is [min, max] over
// the optimal vertices.

import Cassowary

/// `Σ a[i]·x[i] + c  (relation)  0` with integer data (already scaled).
struct RefConstraint: Equatable {
    var a: [Int]
    var c: Int
    var relation: Relation
    /// 1000 means required.
    var priority: Double

    var isRequired: Bool { priority >= 1000 }
}

struct ReferenceOutcome {
    /// The distinct non-required priorities, highest first.
    var levels: [Double]
    /// The optimal violation sum of each level, in the constraints' own (unscaled) units.
    var objective: [Double]
    /// One optimal point.
    var point: [Double]
    /// True when exactly one point is optimal.
    var unique: Bool
    /// Each variable's range over the optimal set.
    var ranges: [ClosedRange<Double>]
    /// How many distinct optimal vertices there are.
    var optimalVertexCount: Int
}

enum ReferenceSolver {
    /// A point (x, y, z) = num / den with den > 0, in lowest terms; unused coordinates are 0.
    private struct Vertex: Hashable {
        var n0: Int, n1: Int, n2: Int
        var den: Int
        subscript(i: Int) -> Int { i == 0 ? n0 : (i == 1 ? n1 : n2) }
    }

    /// A hyperplane a·x + c = 0 (up to three coefficients, unused ones 0).
    private struct Plane: Hashable {
        var a0: Int, a1: Int, a2: Int
        var c: Int
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var x = abs(a), y = abs(b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    @inline(__always)
    private static func det3(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int) -> Int {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The distinct hyperplanes `a·x + c = 0` of the constraints, plus the coordinate planes.
    private static func planes(_ constraints: [RefConstraint], n: Int) -> [Plane] {
        var seen = Set<Plane>()
        var out: [Plane] = []
        func insert(_ a: [Int], _ c: Int) {
            guard a.contains(where: { $0 != 0 }) else { return }
            var g = abs(c)
            for v in a { g = gcd(g, v) }
            let sign = (a.first(where: { $0 != 0 }) ?? 1) < 0 ? -1 : 1
            let k = g * sign
            let p = Plane(a0: a[0] / k, a1: n > 1 ? a[1] / k : 0, a2: n > 2 ? a[2] / k : 0, c: c / k)
            if seen.insert(p).inserted { out.append(p) }
        }
        for k in constraints { insert(k.a, k.c) }
        for i in 0..<n {
            var e = [Int](repeating: 0, count: n)
            e[i] = 1
            insert(e, 0)
        }
        return out
    }

    private static func normalized(_ n0: Int, _ n1: Int, _ n2: Int, _ d: Int) -> Vertex {
        var (n0, n1, n2, d) = (n0, n1, n2, d)
        if d < 0 { n0 = -n0; n1 = -n1; n2 = -n2; d = -d }
        let g = gcd(gcd(gcd(d, n0), n1), n2)
        return Vertex(n0: n0 / g, n1: n1 / g, n2: n2 / g, den: d / g)
    }

    /// Every vertex of the arrangement, each once (Cramer's rule on every n planes).
    private static func vertices(_ constraints: [RefConstraint], n: Int) -> [Vertex] {
        precondition((1...3).contains(n), "the reference handles 1 to 3 variables")
        let p = planes(constraints, n: n)
        var out: [Vertex] = []
        var seen = Set<Vertex>()
        func add(_ v: Vertex) { if seen.insert(v).inserted { out.append(v) } }
        let m = p.count
        switch n {
        case 1:
            for i in 0..<m where p[i].a0 != 0 { add(normalized(-p[i].c, 0, 0, p[i].a0)) }
        case 2:
            for i in 0..<m {
                for j in (i + 1)..<max(i + 1, m) {
                    let (a, b) = (p[i], p[j])
                    let d = a.a0 * b.a1 - a.a1 * b.a0
                    if d == 0 { continue }
                    let x = -a.c * b.a1 + a.a1 * b.c
                    let y = -a.a0 * b.c + a.c * b.a0
                    add(normalized(x, y, 0, d))
                }
            }
        default:
            for i in 0..<m {
                for j in (i + 1)..<max(i + 1, m) {
                    for k in (j + 1)..<max(j + 1, m) {
                        let (a, b, c) = (p[i], p[j], p[k])
                        let d = det3(a.a0, a.a1, a.a2, b.a0, b.a1, b.a2, c.a0, c.a1, c.a2)
                        if d == 0 { continue }
                        let x = det3(-a.c, a.a1, a.a2, -b.c, b.a1, b.a2, -c.c, c.a1, c.a2)
                        let y = det3(a.a0, -a.c, a.a2, b.a0, -b.c, b.a2, c.a0, -c.c, c.a2)
                        let z = det3(a.a0, a.a1, -a.c, b.a0, b.a1, -b.c, c.a0, c.a1, -c.c)
                        add(normalized(x, y, z, d))
                    }
                }
            }
        }
        return out
    }

    /// `a·x + c` at the vertex, as a numerator over `vertex.den`.
    @inline(__always)
    private static func residual(_ k: RefConstraint, _ v: Vertex) -> Int {
        var s = k.c * v.den + k.a[0] * v.n0
        if k.a.count > 1 { s += k.a[1] * v.n1 }
        if k.a.count > 2 { s += k.a[2] * v.n2 }
        return s
    }

    private static func holds(_ k: RefConstraint, _ v: Vertex) -> Bool {
        let r = residual(k, v)
        switch k.relation {
        case .equal: return r == 0
        case .lessOrEqual: return r <= 0
        case .greaterOrEqual: return r >= 0
        }
    }

    private static func violation(_ k: RefConstraint, _ v: Vertex) -> Int {
        let r = residual(k, v)
        switch k.relation {
        case .equal: return abs(r)
        case .lessOrEqual: return max(0, r)
        case .greaterOrEqual: return max(0, -r)
        }
    }

    /// Whether the constraints, every one taken as required, can all hold.
    static func isFeasible(_ constraints: [RefConstraint], n: Int) -> Bool {
        let hard = constraints.map { RefConstraint(a: $0.a, c: $0.c, relation: $0.relation, priority: 1000) }
        if hard.isEmpty { return true }
        return vertices(hard, n: n).contains { v in hard.allSatisfy { holds($0, v) } }
    }

    /// The lexicographic optimum, or nil when the required constraints cannot all hold.
    /// `scale` is the factor the integer data was multiplied by (objectives are divided by it).
    ///
    /// The optimal set must be bounded for `unique` and `ranges` to mean anything: the callers
    /// give every variable a weak `x == r`. (Bounded: along any ray that moves x_i, x_i's pull
    /// grows without bound while every other term is convex and bounded below, so is
    /// eventually non-decreasing; hence the level holding that pull cannot stay optimal.)
    static func solve(_ constraints: [RefConstraint], n: Int, scale: Int = 1) -> ReferenceOutcome? {
        let levels = Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
        let levelOf: [Int] = constraints.map { k in k.isRequired ? -1 : (levels.firstIndex(of: k.priority) ?? -1) }
        let required = constraints.filter(\.isRequired)
        var best: [(v: Vertex, obj: [Int])] = []
        func compare(_ a: (v: Vertex, obj: [Int]), _ b: (v: Vertex, obj: [Int])) -> Int {
            for k in 0..<levels.count {
                // Full-width products: objective numerators times denominators can pass 2⁶³.
                let l = a.obj[k].multipliedFullWidth(by: b.v.den), r = b.obj[k].multipliedFullWidth(by: a.v.den)
                if l.high != r.high { return l.high < r.high ? -1 : 1 }
                if l.low != r.low { return l.low < r.low ? -1 : 1 }
            }
            return 0
        }
        for v in vertices(constraints, n: n) where required.allSatisfy({ holds($0, v) }) {
            var obj = [Int](repeating: 0, count: levels.count)
            for (i, k) in constraints.enumerated() where levelOf[i] >= 0 {
                obj[levelOf[i]] += violation(k, v)
            }
            let candidate = (v: v, obj: obj)
            if let first = best.first {
                let c = compare(candidate, first)
                if c < 0 { best = [candidate] } else if c == 0 { best.append(candidate) }
            } else {
                best = [candidate]
            }
        }
        guard let first = best.first else { return nil }
        let s = Double(scale)
        let den = Double(first.v.den)
        var ranges: [ClosedRange<Double>] = []
        for i in 0..<n {
            let values = best.map { Double($0.v[i]) / Double($0.v.den) }
            ranges.append((values.min() ?? 0)...(values.max() ?? 0))
        }
        return ReferenceOutcome(
            levels: levels,
            objective: first.obj.map { Double($0) / den / s },
            point: (0..<n).map { Double(first.v[$0]) / den },
            unique: best.count == 1,
            ranges: ranges,
            optimalVertexCount: best.count)
    }
}
