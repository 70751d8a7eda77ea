import XCTest
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Shell
import Layout

/// The SVG picture: its document, well-formed XML, escaping, marks and arrangement.
final class RenderSVGTests: XCTestCase {
    func testProgrammaticCell() throws {
        XCTAssertEqual(SVGRenderer().render(try RenderFixtures.programmaticCell()), """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="352" height="104" viewBox="0 0 352 104" font-family="DejaVu Sans, Verdana, sans-serif">
          <title>Trellis layout: cell</title>
          <rect class="background" x="0" y="0" width="352" height="104" fill="#ffffff"/>
          <g class="tree" data-root="cell" transform="translate(16 16)">
            <g class="view" data-name="cell">
              <title>cell: view at 0, 0, size 320 × 72</title>
              <rect x="0" y="0" width="320" height="72" fill="none" stroke="#5b6470" stroke-width="1"/>
              <text class="name" x="1" y="-1.2" font-size="5.5" fill="#5b6470" stroke="#ffffff" stroke-width="2" paint-order="stroke">cell</text>
            </g>
            <g class="label" data-name="body">
              <title>body: label at 6, 6, size 308 × 60</title>
              <rect x="6" y="6" width="308" height="60" fill="none" stroke="#2f6fce" stroke-width="1"/>
              <text class="text" x="6" y="22.1" font-size="17" fill="#1d1d1f" xml:space="preserve">This is some long text that should</text>
              <text class="text" x="6" y="41.89" font-size="17" fill="#1d1d1f" xml:space="preserve">wrap across several lines of the</text>
              <text class="text" x="6" y="61.67" font-size="17" fill="#1d1d1f" xml:space="preserve">cell.</text>
              <text class="name" x="7" y="4.8" font-size="5.5" fill="#2f6fce" stroke="#ffffff" stroke-width="2" paint-order="stroke">body</text>
            </g>
          </g>
        </svg>
        """ + "\n")
    }

    func testEveryPictureIsWellFormedXML() throws {
        let drawings = [RenderFixtures.card, RenderFixtures.quote, Drawing(try RenderFixtures.markedScene()),
                        Drawing(try RenderFixtures.programmaticCell()), Self.awkward, Drawing([])]
        for drawing in drawings {
            for arrangement in SVGRenderer.Arrangement.allCases {
                let svg = SVGRenderer(arrangement: arrangement).render(drawing)
                let parsed = try XCTUnwrap(ParsedXML(svg), svg)
                XCTAssertEqual(parsed.elements.first?.name, "svg")
                XCTAssertEqual(parsed.elements.first?.attributes["viewBox"]?.split(separator: " ").count, 4)
                XCTAssertEqual(parsed.elements.filter { $0.name == "title" }.first?.text.hasPrefix("Trellis layout"), true)
            }
        }
    }

    /// A stack is drawn in its own colour; a guide as a thin dotted outline, in SVG only (in the
    /// terminal it would cross the boxes of the views it places).
    func testStacksAndGuides() throws {
        let drawing = Drawing([
            Drawing.Item("row", kind: .stack, frame: Rect(x: 0, y: 0, width: 100, height: 40)),
            Drawing.Item("row.margins", parent: "row", kind: .guide, frame: Rect(x: 8, y: 8, width: 84, height: 24)),
            Drawing.Item("a", parent: "row", kind: .label, frame: Rect(x: 8, y: 8, width: 84, height: 24)),
        ])
        let svg = SVGRenderer().render(drawing)
        XCTAssertTrue(svg.contains(#"<g class="stack" data-name="row">"#), svg)
        XCTAssertTrue(svg.contains(#"<g class="guide" data-name="row.margins">"#), svg)
        XCTAssertTrue(svg.contains(##"stroke="#9aa3ad" stroke-width="0.5" stroke-dasharray="1 1.5""##), svg)
        let terminal = TerminalRenderer(width: 60).render(drawing)
        XCTAssertFalse(terminal.contains("row.margins"), terminal)
        XCTAssertTrue(terminal.contains("row"), terminal)
    }

    func testTextAndNamesSurviveEscaping() throws {
        let svg = SVGRenderer().render(Self.awkward)
        XCTAssertTrue(svg.contains("data-name=\"a&amp;b &lt;&quot;q&quot;&gt; &apos;s&apos;\""), svg)
        XCTAssertTrue(svg.contains(">if a &lt; b &amp;&amp; c &gt; d: \"ok\" 'yes'</text>"), svg)
        let parsed = try XCTUnwrap(ParsedXML(svg))
        let group = parsed.elements.first { $0.name == "g" && $0.attributes["class"] == "label" }
        XCTAssertEqual(group?.attributes["data-name"], "a&b <\"q\"> 's'")
        let lines = parsed.elements.filter { $0.attributes["class"] == "text" }.map(\.text)
        XCTAssertEqual(lines, ["if a < b && c > d: \"ok\" 'yes'", "bell\u{FFFD} tab\tok"])
    }

    func testEscapeRules() {
        XCTAssertEqual(SVGElement.escape("<a & 'b' \"c\">", quotes: false), "&lt;a &amp; 'b' \"c\"&gt;")
        XCTAssertEqual(SVGElement.escape("<a & 'b' \"c\">", quotes: true), "&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;")
        XCTAssertEqual(SVGElement.escape("x\u{0}y\u{1B}z\u{FFFF}", quotes: false), "x\u{FFFD}y\u{FFFD}z\u{FFFD}")
        XCTAssertEqual(SVGElement.escape("a\tb\nc\rd", quotes: true), "a&#9;b&#10;c&#13;d")
        XCTAssertEqual(SVGElement.escape("日本 😀 é", quotes: true), "日本 😀 é")
    }

    func testNumbers() {
        XCTAssertEqual(SVGElement.number(16), "16")
        XCTAssertEqual(SVGElement.number(22.0999), "22.1")
        XCTAssertEqual(SVGElement.number(-0.001), "0")
        XCTAssertEqual(SVGElement.number(-2.5), "-2.5")
        XCTAssertEqual(SVGElement.number(.nan), "0")
        XCTAssertEqual(SVGElement.number(.infinity), "0")
        XCTAssertEqual(SVGElement.number(1e308), "0")
    }

    func testMarksBecomeStrokesClassesAndADescription() throws {
        let svg = SVGRenderer().render(RenderFixtures.quote)
        XCTAssertTrue(svg.contains("<desc>ambiguous: author, badge; in conflict: quote; hidden: author; collapsed, not drawn: extra</desc>"))
        XCTAssertTrue(svg.contains("<g class=\"label conflict\" data-name=\"quote\">"))
        XCTAssertTrue(svg.contains("<rect x=\"80\" y=\"8\" width=\"232\" height=\"60\" fill=\"none\" stroke=\"#d0312d\" stroke-width=\"2\"/>"))
        XCTAssertTrue(svg.contains("<g class=\"label hidden ambiguous\" data-name=\"author\" opacity=\"0.45\">"))
        XCTAssertTrue(svg.contains("stroke=\"#d49a00\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/>"))
        XCTAssertTrue(svg.contains(">quote!</text>") && svg.contains(">author?</text>"))
        XCTAssertTrue(svg.contains("<rect x=\"8\" y=\"8\" width=\"64\" height=\"64\" fill=\"#dcefe3\" stroke=\"#2e8b57\""))
        XCTAssertFalse(svg.contains("extra\""), "a collapsed view is not drawn")
        XCTAssertFalse(SVGRenderer().render(RenderFixtures.card).contains("<desc>"))
    }

    func testHiddenParentMakesItsSubviewsHidden() {
        let drawing = Drawing([
            .init("r", frame: Rect(x: 0, y: 0, width: 30, height: 12), isHidden: true),
            .init("c", parent: "r", frame: Rect(x: 2, y: 2, width: 26, height: 8)),
        ])
        let svg = SVGRenderer().render(drawing)
        XCTAssertTrue(svg.contains("<g class=\"view hidden\" data-name=\"c\" opacity=\"0.45\">"))
        XCTAssertTrue(svg.contains("<desc>hidden: r</desc>"))
    }

    func testViewsWithoutAreaAreLinesOrDots() {
        let drawing = Drawing([
            .init("r", frame: Rect(x: 0, y: 0, width: 40, height: 20)),
            .init("dot", parent: "r", frame: Rect(x: 10, y: 10, width: 0, height: 0)),
            .init("rule", parent: "r", frame: Rect(x: 0, y: 19, width: 40, height: 0)),
        ])
        let svg = SVGRenderer().render(drawing)
        XCTAssertTrue(svg.contains("<circle cx=\"10\" cy=\"10\" r=\"1.5\" fill=\"#5b6470\" stroke=\"#5b6470\" stroke-width=\"1\"/>"), svg)
        XCTAssertTrue(svg.contains("<line x1=\"0\" y1=\"19\" x2=\"40\" y2=\"19\" stroke=\"#5b6470\" stroke-width=\"1\"/>"), svg)
    }

    func testLabelLinesAreCentredLikeUILabel() {
        // One 20-point line in a 40-point label: the block starts 10 points down, and the
        // baseline is an ascent (1901/2384 of the line) below that.
        let drawing = Drawing([.init("l", kind: .label, frame: Rect(x: 0, y: 0, width: 100, height: 40),
                                     textLines: ["Hi"], lineHeight: 20)])
        let svg = SVGRenderer().render(drawing)
        XCTAssertTrue(svg.contains("<text class=\"text\" x=\"0\" y=\"25.95\" font-size=\"17.18\" fill=\"#1d1d1f\" xml:space=\"preserve\">Hi</text>"), svg)
    }

    func testRootsSideBySideOrStacked() {
        let drawing = Drawing([
            .init("a", frame: Rect(x: 0, y: 0, width: 100, height: 40)),
            .init("b", frame: Rect(x: 0, y: 0, width: 60, height: 80)),
        ])
        let side = SVGRenderer(margin: 10).render(drawing)
        XCTAssertTrue(side.contains("width=\"190\" height=\"100\" viewBox=\"0 0 190 100\""), side)
        XCTAssertTrue(side.contains("<g class=\"tree\" data-root=\"b\" transform=\"translate(120 10)\">"), side)
        XCTAssertTrue(side.contains("<title>Trellis layout: a, b</title>"))
        let stacked = SVGRenderer(margin: 10, arrangement: .stacked, title: "Two <roots>").render(drawing)
        XCTAssertTrue(stacked.contains("width=\"120\" height=\"150\" viewBox=\"0 0 120 150\""), stacked)
        XCTAssertTrue(stacked.contains("<g class=\"tree\" data-root=\"b\" transform=\"translate(10 60)\">"), stacked)
        XCTAssertTrue(stacked.contains("<title>Two &lt;roots&gt;</title>"))
    }

    func testTreesAreShiftedToShowViewsOutsideTheirRoot() {
        let drawing = Drawing([
            .init("r", frame: Rect(x: 0, y: 0, width: 40, height: 20)),
            .init("out", parent: "r", frame: Rect(x: -10, y: -5, width: 20, height: 10)),
        ])
        let svg = SVGRenderer(margin: 0).render(drawing)
        XCTAssertTrue(svg.contains("viewBox=\"0 0 50 25\""), svg)
        XCTAssertTrue(svg.contains("transform=\"translate(10 5)\""), svg)
    }

    func testSameSnapshotTwiceGivesTheSameDocument() throws {
        let snapshot = try RenderFixtures.markedScene()
        XCTAssertEqual(SVGRenderer().render(snapshot), SVGRenderer().render(snapshot))
        XCTAssertEqual(SVGRenderer().render(snapshot), SVGRenderer().render(Drawing(snapshot)))
    }

    /// A label whose name and text need escaping.
    static let awkward = Drawing([
        .init("r", frame: Rect(x: 0, y: 0, width: 200, height: 60)),
        .init("a&b <\"q\"> 's'", parent: "r", kind: .label, frame: Rect(x: 4, y: 4, width: 192, height: 40),
              textLines: ["if a < b && c > d: \"ok\" 'yes'", "bell\u{7} tab\tok"], lineHeight: 20),
    ])
}

/// A document read back with Foundation's XML parser: its elements in order, with their
/// attributes and text. Nil when the parser finds it malformed.
final class ParsedXML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    init?(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }
}
