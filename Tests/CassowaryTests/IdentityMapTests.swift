import XCTest
@testable import Cassowary

final class IdentityMapTests: XCTestCase {
    /// Random inserts, updates and removals agree with a Dictionary.
    func testAgreesWithDictionary() {
        var state: UInt64 = 0x1234_5678
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let objects = (0..<300).map { Variable("v\($0)") }
        var map = IdentityMap<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<20_000 {
            let object = ObjectIdentifier(objects[Int(next() % 300)])
            switch next() % 3 {
            case 0, 1:
                map[object] = step
                reference[object] = step
            default:
                map[object] = nil
                reference[object] = nil
            }
            if step % 97 == 0 {
                XCTAssertEqual(map.count, reference.count)
                for o in objects { XCTAssertEqual(map[ObjectIdentifier(o)], reference[ObjectIdentifier(o)]) }
            }
        }
        XCTAssertEqual(Set(map.allValues), Set(reference.values))
    }
}
