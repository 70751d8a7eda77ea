import Cassowary
import InterfaceBuilder
import Layout
import TestSupport
import XCTest

/// The writer against the reader: random scenes are solved, written as XIB documents with
/// their frames, and read back; every frame and every constraint comes back the same.
final class IBRoundTripTests: XCTestCase {
    static func randomScene(_ seed: UInt64) throws -> Scene { try RandomScenes.scene(seed) }

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
