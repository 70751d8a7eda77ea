import XCTest
import Cassowary
import TestSupport
@testable import Layout

/// Random stacks (axis, distribution, alignment, spacings, custom spacings, hidden views)
/// against what UIStackView's documentation promises, worked out with plain arithmetic: the
/// visible views one after the other, each a spacing after the one before (the spacing after
/// that view); equalSpacing's gaps all equal and none under its spacing; equalCentering's
/// centres evenly apart, no gap under its spacing; across, each view against the edge or the
/// centre its alignment names, in a stack as thick as the thickest. The views are rigid
/// (hugging and compression resistance required, the hidden ones excepted) and the stack's
/// size is free, so every layout has one answer.
final class SceneStackPropertyTests: XCTestCase {
    private struct Case: CustomStringConvertible {
        var axis: Axis
        var distribution: StackDistribution
        var alignment: StackAlignment
        var spacing: Double
        var sizes: [Size]
        var hidden: Set<Int>
        var custom: [Int: Double]

        var description: String {
            "\(axis) \(distribution) \(alignment) spacing \(spacing) sizes \(sizes.map { "\($0.width)x\($0.height)" }) "
                + "hidden \(hidden.sorted()) custom \(custom.sorted { $0.key < $1.key })"
        }
    }

    private func randomCase(_ rng: inout SplitMix64) -> Case {
        let count = Int.random(in: 1...5, using: &rng)
        let sizes = (0..<count).map { _ in
            Size(width: Double(Int.random(in: 1...60, using: &rng)), height: Double(Int.random(in: 1...60, using: &rng)))
        }
        var hidden = Set((0..<count).filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
        if hidden.count == count { hidden.remove(Int.random(in: 0..<count, using: &rng)) }
        var custom: [Int: Double] = [:]
        for i in 0..<count where Int.random(in: 0..<4, using: &rng) == 0 { custom[i] = Double(Int.random(in: 0...30, using: &rng)) }
        return Case(axis: Bool.random(using: &rng) ? .horizontal : .vertical,
                    distribution: [.fill, .equalSpacing, .equalCentering].randomElement(using: &rng) ?? .fill,
                    alignment: [.leading, .trailing, .center].randomElement(using: &rng) ?? .leading,
                    spacing: [0, 4, 8, 10.5].randomElement(using: &rng) ?? 8, sizes: sizes, hidden: hidden, custom: custom)
    }

    private func build(_ c: Case) throws -> Scene {
        let scene = Scene()
        try scene.addView("s", kind: .stack(StackArrangement(axis: c.axis, distribution: c.distribution, alignment: c.alignment,
                                                             spacing: c.spacing)))
        for (i, size) in c.sizes.enumerated() {
            try scene.addView("v\(i)", kind: .image(size), parent: "s")
            // A hidden view's required compression resistance would fight UISV-hiding, as in
            // UIKit: only the views shown are rigid.
            for axis in [Axis.horizontal, .vertical] where !c.hidden.contains(i) {
                try scene.setHugging("v\(i)", axis, .required)
                try scene.setCompressionResistance("v\(i)", axis, .required)
            }
        }
        try scene.arrange(c.sizes.indices.map { "v\($0)" }, in: "s")
        for (i, value) in c.custom { try scene.updateStack("s") { $0.customSpacing["v\(i)"] = value } }
        for i in c.hidden { try scene.setHidden("v\(i)", true) }
        return scene
    }

    /// (start along the axis, start across) of each visible view, and the stack's thickness.
    private func expected(_ c: Case) -> (starts: [Int: (Double, Double)], thickness: Double) {
        let visible = c.sizes.indices.filter { !c.hidden.contains($0) }
        func length(_ i: Int) -> Double { c.axis == .horizontal ? c.sizes[i].width : c.sizes[i].height }
        func breadth(_ i: Int) -> Double { c.axis == .horizontal ? c.sizes[i].height : c.sizes[i].width }
        func spacing(after i: Int) -> Double { c.custom[i] ?? c.spacing }
        let thickness = visible.map(breadth).max() ?? 0
        var along: [Int: Double] = [:]
        switch c.distribution {
        case .equalSpacing:
            // Equal gaps, each at least its spacing, as small as they can be (the stack hugs at 49).
            let gap = zip(visible, visible.dropFirst()).map { spacing(after: $0.0) }.max() ?? 0
            var x = 0.0
            for i in visible { along[i] = x; x += length(i) + gap }
        case .equalCentering:
            let step = zip(visible, visible.dropFirst()).map { length($0.0) / 2 + spacing(after: $0.0) + length($0.1) / 2 }.max() ?? 0
            let firstCentre = visible.first.map { length($0) / 2 } ?? 0
            for (k, i) in visible.enumerated() { along[i] = firstCentre + Double(k) * step - length(i) / 2 }
        default:
            var x = 0.0
            for i in visible { along[i] = x; x += length(i) + spacing(after: i) }
        }
        var starts: [Int: (Double, Double)] = [:]
        for i in visible {
            let across: Double
            switch c.alignment {
            case .trailing: across = thickness - breadth(i)
            case .center: across = (thickness - breadth(i)) / 2
            default: across = 0
            }
            starts[i] = (along[i] ?? 0, across)
        }
        return (starts, thickness)
    }

    func testRandomStacksKeepUIKitsPromises() throws {
        for seed in UInt64(0)..<300 {
            var rng = SplitMix64(seed: seed)
            let c = randomCase(&rng)
            let scene = try build(c)
            let (starts, thickness) = expected(c)
            let label = "seed \(seed): \(c)"
            XCTAssertEqual(scene.takeConflicts(), [], label)
            for (i, start) in starts {
                let (alongAttribute, acrossAttribute): (LayoutAttribute, LayoutAttribute) = c.axis == .horizontal ? (.left, .top) : (.top, .left)
                XCTAssertEqual(try scene.laidOut().value(of: Anchor("v\(i)", alongAttribute)), start.0, accuracy: 1e-6, "v\(i) along, \(label)")
                XCTAssertEqual(try scene.laidOut().value(of: Anchor("v\(i)", acrossAttribute)), start.1, accuracy: 1e-6, "v\(i) across, \(label)")
            }
            for i in c.hidden {
                let size = c.axis == .horizontal ? Anchor("v\(i)", .width) : Anchor("v\(i)", .height)
                XCTAssertEqual(try scene.laidOut().value(of: size), 0, accuracy: 1e-9, "hidden v\(i), \(label)")
            }
            let breadth = c.axis == .horizontal ? Anchor("s", .height) : Anchor("s", .width)
            XCTAssertEqual(try scene.laidOut().value(of: breadth), thickness, accuracy: 1e-6, "the stack's thickness, \(label)")
            if c.hidden.isEmpty {
                XCTAssertEqual(scene.laidOut().ambiguities().map { "\($0.view).\($0.attribute.name)" }, [], label)
            }
        }
    }
}
