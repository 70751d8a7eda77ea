import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// The table answers a look-up with a slot (where a caller saw the record stored) exactly as it
/// answers one without: a slot freed and taken by another record, a slot of another record, a
/// slot out of range and the unknown slot all fall back to the identifier. Checked against a
/// dictionary on seeded random stores, removals, changes and hinted look-ups.
final class SceneConstraintTableTests: XCTestCase {
    func record(_ id: String, constant: Double) -> SceneConstraint {
        SceneConstraint(identifier: id, spec: ConstraintSpec(Anchor("v", .width), .equal, constant: constant), origin: .user,
                        wantsActive: true, state: .inactive, enforced: nil, sequence: 0)
    }

    func testAHintedLookUpAnswersAsTheIdentifierDoes() {
        for seed in 0..<20 {
            var g = SplitMix64(seed: UInt64(seed) &+ 3_400)
            var table = SceneConstraintTable()
            var reference: [String: Double] = [:]
            // The slots callers kept, possibly stale: what a view's roles hold.
            var kept: [String: SceneConstraintTable.Slot] = [:]
            let ids = (0..<24).map { "v.role\($0)" }
            for step in 0..<600 {
                let id = g.pick(ids)
                let hint = g.chance(0.2) ? SceneConstraintTable.Slot(g.int(below: 40)) - 5 : kept[id] ?? SceneConstraintTable.unknownSlot
                switch g.int(below: 10) {
                case 0...2:
                    let constant = Double(step)
                    kept[id] = table.store(record(id, constant: constant))
                    reference[id] = constant
                case 3:
                    table[id, storedAt: hint] = nil
                    reference[id] = nil
                case 4...5:
                    table[id, storedAt: hint]?.spec.constant = -Double(step)
                    if reference[id] != nil { reference[id] = -Double(step) }
                default:
                    XCTAssertEqual(table[id, storedAt: hint]?.spec.constant, reference[id], "seed \(seed), step \(step), \(id) at \(hint)")
                    XCTAssertEqual(table[id, storedAt: hint]?.identifier, reference[id] == nil ? nil : id)
                }
                XCTAssertEqual(table.count, reference.count, "seed \(seed), step \(step)")
            }
            for id in ids { XCTAssertEqual(table[id]?.spec.constant, reference[id], "seed \(seed), \(id)") }
        }
    }
}
