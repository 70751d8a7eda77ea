import TestSupport
import XCTest
@testable import Layout

/// `SystemRoles` answers as the dictionary of roles it replaced, searched in order while small
/// and indexed once past `indexedPast` roles (a stack's): seeded random sets, gets, removals;
/// each role's slot is the one set with it last, through a removal that moves the last role.
final class SystemRolesTests: XCTestCase {
    func testItAnswersAsADictionaryAcrossItsIndexThreshold() {
        for seed in 0..<40 {
            var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
            var roles = SystemRoles()
            var reference: [String: String] = [:]
            var referenceSlots: [String: SceneConstraintTable.Slot] = [:]
            // Up to 60 distinct roles: well past the threshold, and back under it.
            let names = (0..<60).map { "UISV-spacing-\($0)" } + ["root.left", "intrinsic.width.hug"]
            var peak = 0
            for step in 0..<400 {
                let role = rng.pick(names)
                switch rng.int(below: 10) {
                case 0...4:
                    let id = "c\(seed).\(step)"
                    // Half with the slot the record was stored at, half through the subscript.
                    let slot = rng.chance(0.5) ? SceneConstraintTable.Slot(step) : SceneConstraintTable.unknownSlot
                    if slot == SceneConstraintTable.unknownSlot { roles[role] = id } else { roles.set(role, id, slot: slot) }
                    reference[role] = id
                    referenceSlots[role] = slot
                case 5...6:
                    roles[role] = nil
                    reference[role] = nil
                    referenceSlots[role] = nil
                default:
                    XCTAssertEqual(roles[role], reference[role], "seed \(seed), step \(step), \(role)")
                    XCTAssertEqual(roles.entry(role)?.id, reference[role], "seed \(seed), step \(step), \(role)")
                    XCTAssertEqual(roles.entry(role)?.slot, referenceSlots[role], "seed \(seed), step \(step), \(role)")
                }
                peak = max(peak, roles.count)
                XCTAssertEqual(roles.count, reference.count, "seed \(seed), step \(step)")
            }
            XCTAssertGreaterThan(peak, SystemRoles.indexedPast, "seed \(seed) never indexed its roles")
            for name in names { XCTAssertEqual(roles[name], reference[name], "seed \(seed), \(name)") }
            XCTAssertEqual(Dictionary(uniqueKeysWithValues: roles.map { ($0.key, $0.value) }), reference)
            XCTAssertEqual(Set(roles.values), Set(reference.values))
        }
    }
}
