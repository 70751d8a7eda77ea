import XCTest
import TestSupport
import Cassowary
@testable import Layout

// Helpers shared by the Cell*Tests and Scene*Tests files (no tests here).
//
// Font arithmetic used throughout (DejaVu Sans, the built-in "system" face):
//   unitsPerEm 2048, ascender 1901, descender −483, lineGap 0
//   line height = (1901 + 483 + 0) / 2048 × size = 2384 / 2048 × size
//     17 pt → 19.7890625    15 pt → 17.4609375    12 pt → 13.96875
//     43 pt → 50.0546875    53 pt → 61.6953125
//   advances (units): "a" 1255, " " 651, "1" "2" … "9" 1303, "." 651, ":" 690, "…" 2048
//   so the word "aaaa" is 4 × 1255 = 5020 units, and n words on a line take
//   n × 5020 + (n − 1) × 651 = 5671 n − 651 units
//     n = 1: 5020   2: 10691   3: 16362   4: 22033   5: 27704   6: 33375   7: 39046
//   a width of w points holds w × 2048 / size units.
//   n lines of 17 pt text: n × 19.7890625, rounded up to whole points at scale 1:
//     1 → 20, 2 → 40 (39.578), 3 → 60 (59.367), 4 → 80 (79.156), 5 → 99 (98.945),
//     6 → 119 (118.734), 20 → 396 (395.78)

/// `count` copies of the word "aaaa" (5020 units each) separated by single spaces (651 units).
func words(_ count: Int) -> String {
    Array(repeating: "aaaa", count: count).joined(separator: " ")
}

/// A label kind, default 17 pt system font.
func label(_ text: String, font: FontDescriptor = .system(size: 17), lines: Int = 1,
           preferredMaxWidth: PreferredMaxWidth = .automatic) -> ViewKind {
    .label(Label(text: text, font: font, lines: lines, preferredMaxWidth: preferredMaxWidth))
}

/// The views of the numbered-list cell (CellNumberedTextTests): a caption1 number "12." that
/// gives way (compression resistance 250, hugging 750) beside a body label of `words(6)`, any
/// number of lines, laid out along `horizontal` (a Visual Format line). The vertical
/// constraints are the caller's.
func addNumberedCellViews(to scene: Scene, horizontal: String) throws {
    try scene.addView("cell")
    try scene.addView("number", kind: label("12.", font: .textStyle(.caption1)), parent: "cell")
    try scene.addView("body", kind: label(words(6), font: .textStyle(.body), lines: 0), parent: "cell")
    try scene.setCompressionResistance("number", .horizontal, 250)
    try scene.setHugging("number", .horizontal, 750)
    try scene.addVisualFormat(horizontal)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// `first relation second × multiplier + constant @priority`, built the way tests read.
func spec(_ view: String, _ attribute: LayoutAttribute, _ relation: Relation = .equal,
          _ other: String? = nil, _ otherAttribute: LayoutAttribute? = nil,
          multiplier: Double = 1, constant: Double = 0, priority: Priority = .required) -> ConstraintSpec {
    ConstraintSpec(Anchor(view, attribute), relation, other.map { Anchor($0, otherAttribute ?? attribute) },
                   multiplier: multiplier, constant: constant, priority: priority)
}

func assertFrame(_ scene: Scene, _ name: String, _ expected: Rect, accuracy: Double = 1e-9,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    do {
        let frame = try scene.laidOut().frame(of: name)
        let ok = abs(frame.x - expected.x) <= accuracy && abs(frame.y - expected.y) <= accuracy
            && abs(frame.width - expected.width) <= accuracy && abs(frame.height - expected.height) <= accuracy
        XCTAssertTrue(ok, "frame of \(name) is \(frame), expected \(expected) \(message)", file: file, line: line)
    } catch {
        XCTFail("frame of \(name): \(error)", file: file, line: line)
    }
}

/// Asserts that a throwing call fails with exactly `expected`.
func assertLayoutError<T>(_ expected: LayoutError, file: StaticString = #filePath, line: UInt = #line,
                          _ body: () throws -> T) {
    do {
        _ = try body()
        XCTFail("expected \(expected), but the call succeeded", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? LayoutError, expected, "\(error)", file: file, line: line)
    }
}

extension Scene {
    /// The solved value of `view.attribute` before rounding, once the scene is laid out.
    func v(_ view: String, _ attribute: LayoutAttribute) -> Double {
        (try? laidOut().value(of: Anchor(view, attribute))) ?? .nan
    }

    /// Every constraint in force that is required: does it hold in the solved values?
    /// Returns the identifiers of those that do not (within `tolerance`).
    func violatedRequiredConstraints(tolerance: Double = 1e-6) -> [String] {
        layoutIfNeeded()
        var bad: [String] = []
        for id in constraintOrder {
            guard let c = constraints[id], c.state == .active, c.spec.priority.isRequired, c.enforced != nil else { continue }
            // Right to left, a constraint with leading or trailing reads leftwards (x → −x).
            let mirrored = isMirrored(c.spec)
            func sign(_ a: LayoutAttribute) -> Double { mirrored && !a.isSize && a.axis == .horizontal ? -1 : 1 }
            let lhs = sign(c.spec.first.attribute) * v(c.spec.first.view, c.spec.first.attribute)
            var rhs = effectiveConstant(id)
            if let second = c.spec.second { rhs += c.spec.multiplier * sign(second.attribute) * v(second.view, second.attribute) }
            for term in c.spec.extraTerms { rhs += term.coefficient * v(term.anchor.view, term.anchor.attribute) }
            let slack = tolerance * max(1, abs(lhs), abs(rhs))
            let holds: Bool
            switch c.spec.relation {
            case .equal: holds = abs(lhs - rhs) <= slack
            case .lessOrEqual: holds = lhs <= rhs + slack
            case .greaterOrEqual: holds = lhs >= rhs - slack
            }
            if !holds { bad.append("\(id): \(c.spec) (lhs \(lhs), rhs \(rhs))") }
        }
        return bad
    }
}
