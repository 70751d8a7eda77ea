import XCTest
@testable import Shell
import Layout

/// The terminal picture's marks: hidden, collapsed, ambiguous, in conflict; colour and the
/// legend.
final class RenderTerminalMarksTests: XCTestCase {
    func testMarksWithoutColour() {
        // `!` after a name in a conflict, `?` after an ambiguous one, dashed lines for the
        // hidden, nothing for the collapsed; the legend lists them, one a line when they do
        // not fit the width together.
        XCTAssertEqual(TerminalRenderer(width: 80).render(RenderFixtures.quote), """
        ┌cell──────────────────────────────────────────────────────────────────────────┐
        │ ┌photo─────────┐  ┌quote!──────────────────────────────────────────────────┐ │
        │ │░░░░░░░░░░░░░░│  │                                                        │ │
        │ │░░░░░░░░░░░░░░│  │Simplicity is the                                       │ │
        │ │░░░░░░░░░░░░░░│  │ultimate sophistication.                                │ │
        │ │░░░░░░░░░░░░░░│  │                                                        │ │
        │ │░░░░░░░░░░░░░░│  │                                                        │ │
        │ │░░░░░░░░░░░░░░│  │                                                        │ │
        │ └──────────────┘  └────────────────────────────────────────────────────────┘ │
        │                                                                              │
        │                   ┌author?┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐ │
        │                   └— Leonardo┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘ │
        │                                                                          ·   │
        │                                                                              │
        rule───────────────────────────────────────────────────────────────────────────┘
        ? ambiguous: author, badge
        ! in conflict: quote
        ┄ hidden: author
        collapsed, not drawn: extra
        """)
    }

    func testMarksAt40Columns() {
        XCTAssertEqual(TerminalRenderer(width: 40).render(RenderFixtures.quote), """
        ┌cell──────────────────────────────────┐
        │┌photo─┐ ┌quote!─────────────────────┐│
        ││░░░░░░│ │Simplicity is the…         ││
        ││░░░░░░│ └───────────────────────────┘│
        │└──────┘                              │
        │         — Leonardo┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄│
        │                                    · │
        rule───────────────────────────────────┘
        ? ambiguous: author, badge
        ! in conflict: quote
        ┄ hidden: author
        collapsed, not drawn: extra
        """)
    }

    func testMarksWithColour() {
        // Red for a conflict, yellow for ambiguity, dim for hidden (and yellow and dim for a
        // hidden ambiguous view); a label's text takes only the dimming.
        let picture = TerminalRenderer(width: 60, colour: true).render(RenderFixtures.quote)
        XCTAssertEqual(RenderFixtures.visible(picture), """
        ┌cell──────────────────────────────────────────────────────┐
        │ ┌photo─────┐ ⎋[31m┌quote!────────────────────────────────────┐⎋[0m│
        │ │░░░░░░░░░░│ ⎋[31m│⎋[0mSimplicity is the                         ⎋[31m│⎋[0m│
        │ │░░░░░░░░░░│ ⎋[31m│⎋[0multimate sophistication.                  ⎋[31m│⎋[0m│
        │ │░░░░░░░░░░│ ⎋[31m│⎋[0m                                          ⎋[31m│⎋[0m│
        │ │░░░░░░░░░░│ ⎋[31m└──────────────────────────────────────────┘⎋[0m│
        │ └──────────┘                                             │
        │              ⎋[2;33m┌author?┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐⎋[0m│
        │              ⎋[2;33m└⎋[0m⎋[2m— Leonardo⎋[0m⎋[2;33m┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘⎋[0m│
        │                                                       ⎋[33m·⎋[0m  │
        └──────────────────────────────────────────────────────────┘
        rule────────────────────────────────────────────────────────
        ⎋[33m? ambiguous: author, badge⎋[0m
        ⎋[31m! in conflict: quote⎋[0m
        ⎋[2m┄ hidden: author⎋[0m
        collapsed, not drawn: extra
        """)
    }

    func testNoEscapesWhenColourIsOff() {
        let sneaky = Drawing([
            .init("r\u{1B}[31m", frame: Rect(x: 0, y: 0, width: 40, height: 20), isAmbiguous: true),
            .init("l", parent: "r\u{1B}[31m", kind: .label, frame: Rect(x: 2, y: 2, width: 36, height: 16),
                  isHidden: true, isInConflict: true, textLines: ["bell\u{7} and \u{1B}[2J clear", "tab\there"], lineHeight: 4),
        ])
        let plain = TerminalRenderer(width: 80, colour: false)
        for drawing in [sneaky, RenderFixtures.quote, RenderFixtures.card] {
            let picture = plain.render(drawing)
            XCTAssertFalse(picture.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" }, picture)
        }
        XCTAssertEqual(plain.render(sneaky), """
        ┌r�[31m?───────────────────────────────┐
        │ ┌l!┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐ │
        │ ┆                                  ┆ │
        │ ┆                                  ┆ │
        │ ┆bell� and �[2J clear              ┆ │
        │ ┆tab here                          ┆ │
        │ ┆                                  ┆ │
        │ ┆                                  ┆ │
        │ └┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘ │
        └──────────────────────────────────────┘
        ? ambiguous: r�[31m   ! in conflict: l   ┄ hidden: l
        """)
    }

    func testEscapesOnlyWhereSomethingIsMarked() throws {
        let cell = try RenderFixtures.programmaticCell()
        XCTAssertEqual(TerminalRenderer(width: 80, colour: true).render(cell), TerminalRenderer(width: 80).render(cell))
        XCTAssertFalse(TerminalRenderer(width: 80, colour: true).render(RenderFixtures.card).contains("\u{1B}"))
    }

    func testLegendOnlyWhenSomethingIsMarked() throws {
        XCTAssertFalse(TerminalRenderer().render(RenderFixtures.card).contains("ambiguous"))
        XCTAssertFalse(TerminalRenderer().render(try RenderFixtures.programmaticCell()).contains(":"))
        let one = Drawing([.init("v", frame: Rect(x: 0, y: 0, width: 12, height: 6), isAmbiguous: true)])
        XCTAssertEqual(TerminalRenderer().render(one), """
        ┌v?────────┐
        │          │
        └──────────┘
        ? ambiguous: v
        """)
    }

    func testHiddenParentDrawsItsSubviewsHidden() {
        let drawing = Drawing([
            .init("r", frame: Rect(x: 0, y: 0, width: 30, height: 12)),
            .init("box", parent: "r", frame: Rect(x: 2, y: 2, width: 26, height: 8), isHidden: true),
            .init("inner", parent: "box", kind: .label, frame: Rect(x: 4, y: 4, width: 22, height: 4),
                  textLines: ["hi"], lineHeight: 4),
        ])
        // Only the view hidden itself is in the legend.
        XCTAssertEqual(TerminalRenderer(width: 80).render(drawing), """
        ┌r───────────────────────────┐
        │ ┌box┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐ │
        │ ┆ ┌inner┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐ ┆ │
        │ ┆ └hi┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘ ┆ │
        │ └┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘ │
        └────────────────────────────┘
        ┄ hidden: box
        """)
    }

    func testCollapsedSubtreeIsNotDrawn() {
        let drawing = Drawing([
            .init("r", frame: Rect(x: 0, y: 0, width: 12, height: 6)),
            .init("gone", parent: "r", frame: Rect(x: 0, y: 0, width: 12, height: 6), isCollapsed: true),
            .init("child", parent: "gone", frame: Rect(x: 0, y: 0, width: 12, height: 6)),
        ])
        XCTAssertEqual(TerminalRenderer(width: 80).render(drawing), """
        ┌r─────────┐
        │          │
        └──────────┘
        collapsed, not drawn: gone
        """)
    }

    func testMarksFromARealScene() throws {
        // A label wider than its margins allow (conflict), a hidden label, two labels that
        // share a row with equal hugging (ambiguous), a collapsed image.
        XCTAssertEqual(TerminalRenderer(width: 80).render(try RenderFixtures.markedScene()), """
        ┌cell──────────────────────────────────────────────────────────────────────────┐
        │ ┌body!──────────────────────────────────────────────────────────────────────┐│
        │ └Hello, world───────────────────────────────────────────────────────────────┘│
        │                                                                              │
        │ ┌note┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐                                                    │
        │ ┆hidden note            ┆                                                    │
        │ └┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘                                                    │
        │ ┌a?───────────────────────────────────────────────────────────┐  ┌b?────────┐│
        │ │Left                                                         │  │Right     ││
        │ └─────────────────────────────────────────────────────────────┘  └──────────┘│
        └──────────────────────────────────────────────────────────────────────────────┘
        ? ambiguous: a, b
        ! in conflict: body
        ┄ hidden: note
        collapsed, not drawn: photo
        """)
    }
}
