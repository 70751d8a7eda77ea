import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// `hasSameShape(as:)` compares field by field; it must answer what comparing a copy given the
/// other's constant, priority and system spacing answers (its definition before), on random
/// pairs that differ in one field or several, NaN constants included.
final class ConstraintSpecShapeTests: XCTestCase {
    func copyCompared(_ a: ConstraintSpec, _ b: ConstraintSpec) -> Bool {
        var copy = a
        copy.constant = b.constant
        copy.priority = b.priority
        copy.isSystemSpacing = b.isSystemSpacing
        return copy == b
    }

    func testItAnswersAsTheCopyCompared() {
        var g = SplitMix64(seed: 1034)
        let anchors = [Anchor("a", .width), Anchor("a", .height), Anchor("b", .width), Anchor("a", .leading)]
        let numbers = [0, -0.0, 1, 8, .nan, -2.5]
        func random() -> ConstraintSpec {
            var spec = ConstraintSpec(g.pick(anchors), g.pick([.equal, .lessOrEqual, .greaterOrEqual]),
                                      g.chance(0.5) ? g.pick(anchors) : nil, multiplier: g.pick([1, 2, .nan]),
                                      constant: g.pick(numbers), priority: g.pick([.required, Priority(250) ?? .required]),
                                      extraTerms: g.chance(0.2) ? [ConstraintSpec.ExtraTerm(anchor: g.pick(anchors), coefficient: g.pick([1, -1]))] : [])
            spec.isSystemSpacing = g.chance(0.3)
            return spec
        }
        var same = 0
        for i in 0..<3_000 {
            let a = random()
            // Half the pairs share the shape and differ in what may change in place; the rest
            // differ in one field of the shape, or in everything.
            var b = a
            b.constant = g.pick(numbers)
            b.priority = g.pick([.required, Priority(750) ?? .required])
            b.isSystemSpacing = g.chance(0.5)
            if g.chance(0.5) {
                let other = random()
                switch g.int(below: 6) {
                case 0: b.first = other.first
                case 1: b.relation = other.relation
                case 2: b.second = other.second
                case 3: b.multiplier = other.multiplier
                case 4: b.extraTerms = other.extraTerms.isEmpty ? [ConstraintSpec.ExtraTerm(anchor: g.pick(anchors), coefficient: 2)] : []
                default: b = other
                }
            }
            let expected = copyCompared(a, b)
            if expected { same += 1 }
            XCTAssertEqual(a.hasSameShape(as: b), expected, "\(i): \(a) against \(b)")
        }
        XCTAssertGreaterThan(same, 300, "too few pairs of the same shape to say anything")
    }
}
