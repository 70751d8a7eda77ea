import XCTest
import TestSupport
@testable import Layout

/// ``Scene/constraintOrder`` lists the constraints in the order they were made. A few are found
/// in it by their sequence numbers (``Scene/orderIndex(of:)``) when they go or are renamed;
/// the oracle is the list filtered in the obvious way.
final class SceneConstraintOrderTests: XCTestCase {
    func testDroppingAndRenamingKeepTheOrderOfTheRest() throws {
        var rng = SplitMix64(seed: 20261207)
        for round in 0..<40 {
            let scene = Scene()
            try scene.addView("root")
            var expected: [String] = scene.constraintOrder
            var made = 0
            for step in 0..<60 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0, 1:
                    // A view, and a Visual Format line that names its constraints c1, c2, …
                    made += 1
                    let name = "v\(made)"
                    try scene.addView(name, parent: "root")
                    try scene.addVisualFormat("H:|-\(made)-[\(name)]")
                case 2:
                    // A view named like an engine-named constraint takes its name: the
                    // constraint is renamed in its place.
                    let taken = scene.constraintOrder.filter { scene.constraints[$0]?.isAutoNamed == true }
                    guard let name = taken.randomElement(using: &rng) else { continue }
                    let before = scene.constraintOrder
                    try scene.addView(name, parent: "root")
                    let index = try XCTUnwrap(before.firstIndex(of: name))
                    let renamed = scene.constraintOrder[index]
                    XCTAssertNotEqual(renamed, name, "round \(round), step \(step)")
                    XCTAssertEqual(scene.constraints[renamed]?.identifier, renamed)
                    expected = before.map { $0 == name ? renamed : $0 } + scene.constraintOrder.dropFirst(before.count)
                    XCTAssertEqual(scene.constraintOrder, expected, "round \(round), step \(step)")
                    continue
                default:
                    // One constraint of yours removed, or a few through their view.
                    let yours = scene.constraintOrder.filter { scene.constraints[$0]?.origin.isSystem == false }
                    guard let id = yours.randomElement(using: &rng) else { continue }
                    try scene.removeConstraint(id)
                    XCTAssertNil(scene.constraints[id])
                }
                // Whatever else the step did, the list is the constraints there are, in the
                // order of their sequence numbers.
                let sequences = scene.constraintOrder.map { scene.constraints[$0]?.sequence ?? -1 }
                XCTAssertEqual(sequences, sequences.sorted(), "round \(round), step \(step)")
                XCTAssertFalse(sequences.contains(-1), "round \(round), step \(step)")
                XCTAssertEqual(Set(scene.constraintOrder), Set(scene.constraints.keys), "round \(round), step \(step)")
                XCTAssertEqual(scene.constraintOrder.count, scene.constraints.count)
            }
        }
    }
}
