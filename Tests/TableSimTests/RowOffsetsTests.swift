import TableSim
import XCTest

final class RowOffsetsTests: XCTestCase {
    /// The Fenwick tree against a plain array, over random updates and lookups.
    func testAgreesWithAPlainArrayOnRandomOperations() {
        var rng = SplitMix64(seed: 42)
        for trial in 0..<20 {
            let n = trial == 0 ? 1 : rng.int(in: 1...300)
            var plain = (0..<n).map { _ in Double(rng.int(in: 0...120)) }
            var tree = RowOffsets(heights: plain)
            for _ in 0..<400 {
                switch rng.int(in: 0...3) {
                case 0:
                    let r = rng.int(in: 0...(n - 1)), h = Double(rng.int(in: 0...200))
                    plain[r] = h
                    tree.setHeight(h, of: r)
                case 1:
                    let r = rng.int(in: 0...n)
                    XCTAssertEqual(tree.offset(of: r), plain[..<r].reduce(0, +))
                case 2:
                    let total = plain.reduce(0, +)
                    let y = Double(rng.int(in: -10...Int(total) + 10))
                    XCTAssertEqual(tree.row(at: y), Self.rowAt(y, plain), "y \(y) in \(plain)")
                default:
                    XCTAssertEqual(tree.total, plain.reduce(0, +))
                    let r = rng.int(in: 0...(n - 1))
                    XCTAssertEqual(tree.height(of: r), plain[r])
                }
            }
        }
    }

    /// The row covering y: the last row of positive height that starts at or before y.
    static func rowAt(_ y: Double, _ heights: [Double]) -> Int {
        var start = 0.0
        var answer = 0
        for (i, h) in heights.enumerated() {
            if start <= y, h > 0 { answer = i }
            if start + h > y, h > 0 { return start <= y ? i : answer }
            start += h
        }
        return heights.count - 1
    }

    func testUniformBuildAndEmpty() {
        let t = RowOffsets(count: 1_000, height: 44)
        XCTAssertEqual(t.total, 44_000)
        XCTAssertEqual(t.offset(of: 500), 22_000)
        XCTAssertEqual(t.row(at: 22_000), 500)
        XCTAssertEqual(t.row(at: 21_999.5), 499)
        XCTAssertEqual(t.row(at: 1e9), 999)
        XCTAssertNil(RowOffsets(count: 0, height: 44).row(at: 0))
    }
}
