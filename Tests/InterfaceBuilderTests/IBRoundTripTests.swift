import Cassowary
import InterfaceBuilder
import Layout
import TestSupport
import XCTest

/// The writer against the reader: random scenes are solved, written as XIB documents with
/// their frames, and read back; every frame and every constraint comes back the same.
final class IBRoundTripTests: XCTestCase {
    static let words = ["Quote", "of", "the", "day", "Huck", "river", "raft", "Jim", "a", "long", "sentence", "wraps", "here"]

    /// A scene of a root and up to seven views (labels, images, plain views, a stack), placed
    /// by random but well-formed constraints, at scale 2.
    static func randomScene(_ seed: UInt64) throws -> Scene {
        var g = SplitMix64(seed: seed)
        let scene = Scene()
        try scene.setScale(2)
        try scene.addView("root")
        try scene.setRootSize("root", .width, Double(g.int(300...420)))
        try scene.setRootSize("root", .height, Double(g.int(200...700)))
        var containers = ["root"]
        var placed: [String] = []
        for i in 0..<g.int(1...7) {
            let name = "v\(i)"
            let parent = g.pick(containers)
            switch g.int(below: 4) {
            case 0:
                let text = (0..<g.int(1...12)).map { _ in g.pick(words) }.joined(separator: " ")
                let font = g.pick([FontDescriptor.system(size: 17), .bold(size: 15), .textStyle(.body), .textStyle(.caption1)])
                try scene.addView(name, kind: .label(Label(text: text, font: font, lines: g.pick([0, 1, 2]))), parent: parent)
            case 1:
                try scene.addView(name, kind: .image(Size(width: Double(g.int(10...80)), height: Double(g.int(10...80)))), parent: parent)
            case 2:
                try scene.addView(name, parent: parent)
                containers.append(name)
                if g.chance(0.5) {
                    try scene.setIntrinsicSize(name, IntrinsicSize(width: g.chance(0.5) ? Double(g.int(5...60)) : nil, height: Double(g.int(5...60))))
                }
            default:
                let arrangement = StackArrangement(axis: g.chance(0.5) ? .vertical : .horizontal, spacing: Double(g.int(0...12)))
                try scene.addView(name, kind: .stack(arrangement), parent: parent)
                for k in 0..<2 {
                    try scene.addView("\(name)a\(k)", kind: .label(Label(text: g.pick(words))), parent: name)
                }
                try scene.arrange(["\(name)a0", "\(name)a1"], in: name)
            }
            if g.chance(0.3) { try scene.setHugging(name, .vertical, Priority(Double(g.int(200...800))) ?? .defaultLow) }
            if g.chance(0.15) { try scene.setHidden(name, true) }
            // Horizontally: pinned to the parent (or its margins) and to the view before it,
            // with a width now and then; vertically the same.
            let guideOrParent = g.chance(0.3) ? "\(parent).margins" : parent
            try scene.addConstraint(ConstraintSpec(Anchor(name, .leading), .equal, Anchor(guideOrParent, .leading), constant: Double(g.int(0...20))))
            switch g.int(below: 3) {
            case 0: try scene.addConstraint(ConstraintSpec(Anchor(parent, .trailing), .greaterOrEqual, Anchor(name, .trailing), constant: Double(g.int(0...20))))
            case 1: try scene.addConstraint(ConstraintSpec(Anchor(name, .width), .equal, Anchor(parent, .width), multiplier: g.pick([0.5, 0.25, 1.0 / 3]),
                                                           priority: g.chance(0.5) ? .required : Priority(999) ?? .required))
            default: try scene.addConstraint(ConstraintSpec(Anchor(name, .width), .equal, constant: Double(g.int(20...200)) + 0.5), identifier: "w\(name)")
            }
            if let above = placed.last(where: { scene.views[$0]?.parent == parent }), g.chance(0.6) {
                try scene.addConstraint(ConstraintSpec(Anchor(name, .top), .greaterOrEqual, Anchor(above, .bottom), constant: Double(g.int(0...12))))
            }
            try scene.addConstraint(ConstraintSpec(Anchor(name, .top), .equal, Anchor(parent, .top), constant: Double(g.int(0...40)),
                                                   priority: Priority(Double(g.int(250...1000))) ?? .required))
            if scene.views[name]?.kind == .plain {
                try scene.addConstraint(ConstraintSpec(Anchor(name, .height), .equal, constant: Double(g.int(20...120))))
            }
            placed.append(name)
        }
        // Where the random constraints leave a length free (a plain view between a leading
        // pin and a trailing >=), it is pulled to one at 500: an ambiguous layout has no one
        // answer to keep, and a required length could conflict.
        for _ in 0..<8 {
            let free = scene.laidOut().ambiguities()
            guard let a = free.first else { break }
            let attribute: LayoutAttribute = a.attribute.axis == .horizontal ? .width : .height
            try scene.addConstraint(ConstraintSpec(Anchor(a.view, attribute), .equal, constant: Double(g.int(10...60)),
                                                   priority: Priority(500) ?? .defaultLow))
        }
        return scene
    }

    struct Shape: Hashable, CustomStringConvertible {
        let first: String, relation: Relation, second: String?, multiplier: Double, constant: Double, priority: Double
        var description: String { "\(first) \(relation.rawValue) \(second ?? "-") × \(multiplier) + \(constant) @\(priority)" }
    }

    static func shapes(_ scene: Scene) -> [Shape] {
        scene.constraintOrder.compactMap { id -> Shape? in
            guard let c = scene.constraints[id], !c.origin.isSystem else { return nil }
            return Shape(first: c.spec.first.description, relation: c.spec.relation, second: c.spec.second?.description,
                         multiplier: c.spec.multiplier, constant: c.spec.constant, priority: c.spec.priority.value)
        }.sorted { $0.description < $1.description }
    }

    func testRandomScenesComeBackFromTheirXIBsTheSame() throws {
        for seed in UInt64(1)...80 {
            let scene = try Self.randomScene(seed)
            XCTAssertEqual(scene.laidOut().ambiguities(), [], "seed \(seed): the generator makes layouts with one answer")
            let names = scene.subtree(of: "root").filter { scene.views[$0]?.isGuide == false }
            let frames = try names.map { try scene.laidOut().frame(of: $0) }
            let written = try IBWriter.xib(of: scene.laidOut(), root: "root")
            guard case .success(let document) = IBDocumentReader.read(Array(written.text.utf8)) else {
                return XCTFail("seed \(seed): the written document is not read:\n\(written.text)")
            }
            XCTAssertEqual(document.unhandled.map(\.reason), [], "seed \(seed)")
            XCTAssertEqual(document.roots.count, 1)
            let back = IBSceneBuilder.layout(document, root: document.roots[0]).scene
            let backNames = back.subtree(of: "root").filter { back.views[$0]?.isGuide == false }
            XCTAssertEqual(backNames, names, "seed \(seed): the views and their order")
            for (name, frame) in zip(names, frames) {
                XCTAssertEqual(try back.laidOut().frame(of: name), frame, "seed \(seed): \(name)")
            }
            XCTAssertEqual(Self.shapes(back), Self.shapes(scene), "seed \(seed): the constraints")
            for id in scene.constraintOrder where scene.constraints[id]?.isAutoNamed == false && scene.constraints[id]?.origin.isSystem == false {
                XCTAssertNotNil(back.constraints[id], "seed \(seed): the constraint named \(id) keeps its name")
            }
        }
    }

    /// What a XIB cannot hold is said, not dropped in silence.
    func testWhatAXIBCannotHoldIsSaid() throws {
        let scene = Scene()
        try scene.addView("root")
        try scene.addView("a", parent: "root")
        try scene.addConstraint(ConstraintSpec(Anchor("a", .width), .equal, constant: 10), identifier: "off", active: false)
        try scene.addGuide("mine", in: "root")
        let written = try IBWriter.xib(of: scene.laidOut(), root: "root")
        XCTAssertTrue(written.notes.contains(.constraintLeftOut("off", .inactive)), "\(written.notes)")
        XCTAssertTrue(written.notes.contains(.guideLeftOut("mine")), "\(written.notes)")
        XCTAssertTrue(written.notes.contains(.scaleOfNoDevice(1)), "scale 1 is no device's: \(written.notes)")
    }
}
