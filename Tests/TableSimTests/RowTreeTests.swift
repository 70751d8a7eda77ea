import TableSim
import XCTest

final class RowTreeTests: XCTestCase {
    /// The tree against a plain array of records, over random updates, inserts, removes and
    /// lookups, from tables of one row to tables that take several levels.
    func testAgreesWithAPlainArrayOnRandomOperations() {
        var rng = SplitMix64(seed: 42)
        for trial in 0..<30 {
            let n = trial == 0 ? 1 : rng.int(in: 1...(trial < 20 ? 300 : 5_000))
            var nextKey = n
            var plain = (0..<n).map { RowRecord(height: Double(rng.int(in: 0...120)), key: $0) }
            var tree = RowTree(plain)
            for _ in 0..<600 {
                switch rng.int(in: 0...6) {
                case 0 where !plain.isEmpty:
                    let r = rng.int(in: 0...(plain.count - 1)), h = Double(rng.int(in: 0...200)), known = rng.chance(0.5)
                    plain[r].height = h
                    plain[r].isKnown = known
                    tree.update(r) {
                        $0.height = h
                        $0.isKnown = known
                    }
                case 1:
                    let r = rng.int(in: 0...plain.count)
                    XCTAssertEqual(tree.offset(of: r), plain[..<r].reduce(0) { $0 + $1.height })
                case 2 where !plain.isEmpty:
                    let total = plain.reduce(0) { $0 + $1.height }
                    let y = Double(rng.int(in: -10...Int(total) + 10))
                    XCTAssertEqual(tree.row(at: y), Self.rowAt(y, plain.map(\.height)), "y \(y)")
                case 3:
                    let r = rng.int(in: 0...plain.count), k = rng.int(in: 1...(rng.chance(0.1) ? 300 : 3))
                    let new = (0..<k).map { i in RowRecord(height: Double(rng.int(in: 0...90)), key: nextKey + i, isKnown: rng.chance(0.3)) }
                    nextKey += k
                    plain.insert(contentsOf: new, at: r)
                    tree.insert(contentsOf: new, at: r)
                case 4 where !plain.isEmpty:
                    let lo = rng.int(in: 0...(plain.count - 1)), hi = min(plain.count, lo + rng.int(in: 1...(rng.chance(0.1) ? 400 : 4)))
                    plain.removeSubrange(lo..<hi)
                    tree.remove(lo..<hi)
                case 5:
                    let lo = rng.int(in: 0...plain.count), hi = rng.int(in: lo...plain.count)
                    XCTAssertEqual(tree.records(in: lo..<hi), Array(plain[lo..<hi]))
                default:
                    XCTAssertEqual(tree.count, plain.count)
                    XCTAssertEqual(tree.total, plain.reduce(0) { $0 + $1.height })
                    XCTAssertEqual(tree.knownCount, plain.filter(\.isKnown).count)
                    if !plain.isEmpty {
                        let r = rng.int(in: 0...(plain.count - 1))
                        XCTAssertEqual(tree[r], plain[r])
                    }
                }
            }
            XCTAssertEqual(tree.records(in: 0..<tree.count), plain, "trial \(trial)")
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
        let t = RowTree(count: 1_000, height: 44)
        XCTAssertEqual(t.total, 44_000)
        XCTAssertEqual(t.offset(of: 500), 22_000)
        XCTAssertEqual(t.row(at: 22_000), 500)
        XCTAssertEqual(t.row(at: 21_999.5), 499)
        XCTAssertEqual(t.row(at: 1e9), 999)
        XCTAssertNil(RowTree(count: 0, height: 44).row(at: 0))
    }

    /// A copy is a value: changing one leaves the other as it was.
    func testCopiesAreIndependent() {
        var a = RowTree(count: 500, height: 10)
        let b = a
        a.insert(contentsOf: [RowRecord(height: 7, key: 500)], at: 0)
        a.setHeight(3, of: 100)
        a.remove(200..<300)
        XCTAssertEqual(b.count, 500)
        XCTAssertEqual(b.total, 5_000)
        XCTAssertEqual(a.count, 401)
        XCTAssertEqual(a.total, 4_000)
    }

    /// A thousand inserts at the top of a large table keep every offset right: the tree's
    /// depth grows, not its work per insert.
    func testManyInsertsAtTheTop() {
        var t = RowTree(count: 100_000, height: 44)
        for i in 0..<1_000 { t.insert(contentsOf: [RowRecord(height: 20, key: 100_000 + i)], at: 0) }
        XCTAssertEqual(t.count, 101_000)
        XCTAssertEqual(t.offset(of: 1_000), 20_000)
        XCTAssertEqual(t.total, 20_000 + 4_400_000)
        XCTAssertEqual(t[999].key, 100_000)
        XCTAssertEqual(t[0].key, 100_999)
        XCTAssertEqual(t[1_000].key, 0)
        XCTAssertEqual(t.row(at: 20_000), 1_000)
    }
}
