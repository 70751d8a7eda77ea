import XCTest
@testable import Cassowary

final class ScratchListTests: XCTestCase {
    func testGrowsKeepingItsElementsInOrder() {
        var list = ScratchList<Int32>(capacity: 1)
        XCTAssertEqual(list.count, 0)
        XCTAssertNil(list.last)
        for i in 0..<1_000 { list.append(Int32(i)) }
        XCTAssertEqual(list.count, 1_000)
        XCTAssertEqual((0..<list.count).map { list[$0] }, (0..<1_000).map { Int32($0) })
        XCTAssertEqual(list.last, 999)
    }

    func testPopTruncateAndEmpty() {
        var list = ScratchList<(row: Int32, coefficient: Double)>(capacity: 4)
        for i in 0..<6 { list.append((Int32(i), Double(i) / 2)) }
        XCTAssertEqual(list.popLast()?.row, 5)
        list.removeLast()
        XCTAssertEqual(list.count, 4)
        list[1] = (row: 10, coefficient: -1)
        list.truncate(to: 2)
        XCTAssertEqual((0..<list.count).map { list[$0].row }, [0, 10])
        XCTAssertEqual((0..<list.count).map { list[$0].coefficient }, [0, -1])
        list.removeAll()
        XCTAssertNil(list.popLast())
        list.append((7, 7))
        XCTAssertEqual(list.last?.row, 7)
    }
}
