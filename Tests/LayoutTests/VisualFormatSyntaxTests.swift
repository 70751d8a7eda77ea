import Cassowary
import Layout
import XCTest

/// The parsed structure and its source ranges.
final class VisualFormatSyntaxTests: XCTestCase {
    func testEveryPartHasItsRange() throws {
        //           0         1         2
        //           0123456789012345678901234
        let source = "V:|-(>=8@750)-[b(==a,44)]"
        let format = try VisualFormat(parsing: source)
        XCTAssertEqual(format.source, source)
        XCTAssertEqual(format.orientation, .vertical)
        XCTAssertEqual(format.orientationRange, 0..<2)
        XCTAssertEqual(format.viewNames, ["b"])
        XCTAssertEqual(format.elements, [
            .superview(2..<3),
            .view(VisualFormat.View(
                name: "b", nameRange: 15..<16,
                predicates: [
                    VisualFormat.Predicate(
                        relation: .equal, relationRange: 17..<19, object: .name("a"), objectRange: 19..<20,
                        priority: nil, priorityRange: nil, range: 17..<20),
                    VisualFormat.Predicate(
                        relation: .equal, relationRange: nil, object: .number(44), objectRange: 21..<23,
                        priority: nil, priorityRange: nil, range: 21..<23),
                ],
                range: 14..<25)),
        ])
        XCTAssertEqual(format.connections, [
            VisualFormat.Connection(
                spacing: .predicates([
                    VisualFormat.Predicate(
                        relation: .greaterOrEqual, relationRange: 5..<7, object: .number(8), objectRange: 7..<8,
                        priority: .number(750), priorityRange: 9..<12, range: 5..<12),
                ]),
                range: 3..<14),
        ])
    }

    func testConnectionsAndTheImplicitOrientation() throws {
        let format = try VisualFormat(parsing: "[a][b]-[c]-gap-|")
        XCTAssertEqual(format.orientation, .horizontal)
        XCTAssertNil(format.orientationRange)
        XCTAssertEqual(format.viewNames, ["a", "b", "c"])
        XCTAssertEqual(format.elements.map(\.range), [0..<3, 3..<6, 7..<10, 15..<16])
        XCTAssertEqual(format.connections.map(\.range), [3..<3, 6..<7, 10..<15])
        XCTAssertEqual(format.connections[0].spacing, .flush)
        XCTAssertEqual(format.connections[1].spacing, .standard)
        guard case .predicates(let predicates) = format.connections[2].spacing else {
            return XCTFail("expected a predicate")
        }
        XCTAssertEqual(predicates.map(\.object), [.name("gap")])
        XCTAssertEqual(predicates.map(\.objectRange), [11..<14])
    }

    func testParsingIsPureSyntax() throws {
        // Unknown names and a bar are fine until the format is translated.
        let format = try VisualFormat(parsing: "|-m-[nobody(x@p)]")
        XCTAssertEqual(format.viewNames, ["nobody"])
        XCTAssertThrowsError(try format.constraints(views: ["a"])) { error in
            XCTAssertEqual((error as? VisualFormatError)?.reason, .unknownMetric("m"))
        }
    }

    func testTermsDescribeThemselves() {
        XCTAssertEqual(VisualFormat.Term.number(8).description, "8")
        XCTAssertEqual(VisualFormat.Term.number(0.5).description, "0.5")
        XCTAssertEqual(VisualFormat.Term.name("margin").description, "margin")
    }

    /// Parsing reads each character a bounded number of times; a format of thousands of views
    /// parses and translates at once (no timing is asserted, to stay deterministic).
    func testLongFormatsParseInOnePass() throws {
        let count = 5_000
        let names = (0..<count).map { "view\($0)" }
        let format = "H:|-" + names.map { "[\($0)(>=10,<=w@750)]" }.joined(separator: "-(>=8@999)-") + "-|"
        let constraints = try VisualFormat.constraints(
            format, views: Set(names), metrics: ["w": 100], options: VisualFormatOptions(alignment: .alignAllTop))
        // Per view two sizes; per connection one spacing (count + 1 of them); count - 1 alignments.
        XCTAssertEqual(constraints.count, 2 * count + (count + 1) + (count - 1))
        XCTAssertEqual(constraints.last?.description, "view4998.top == view4999.top")
    }
}
