import XCTest
@testable import Shell
@testable import Layout

/// A label made with its settings (`label NAME "text" lines=0 font=…`) is measured once, with
/// all of them, and comes out as one made bare and then set one property at a time.
final class LabelMeasuredOnceTests: XCTestCase {
    private let text = "A sentence long enough to wrap over two lines at this width"

    func testALabelMadeWithItsSettingsIsMeasuredOnce() throws {
        let w = workspace(["view root width=320"])
        let before = w.scene.work.labelMeasures
        XCTAssertNil(w.run("label a in root \"\(text)\" lines=0 font=headline hugging.v=251").error)
        XCTAssertEqual(w.scene.work.labelMeasures - before, 1)
    }

    func testItsLayoutIsThatOfOneSetAPropertyAtATime() throws {
        let made = workspace(["view root width=320", "label a in root \"\(text)\" lines=0 font=headline hugging.v=251",
                              "H:|-8-[a]-8-|", "V:|-8-[a]"])
        let set = workspace(["view root width=320", "label a in root \"\(text)\"", "a.lines = 0", "a.font = headline",
                             "a.hugging.v = 251", "H:|-8-[a]-8-|", "V:|-8-[a]"])
        XCTAssertEqual(made.run("frames").output, set.run("frames").output)
        XCTAssertEqual(made.run("constraints --all").output, set.run("constraints --all").output)
    }

    /// A setting refused takes the label away again; nothing measured stays behind.
    func testARefusedSettingLeavesNoLabel() throws {
        let w = workspace(["view root width=320"])
        let refused = w.run("label a in root \"\(text)\" lines=0 lines=2")
        XCTAssertNotNil(refused.error)
        XCTAssertNil(w.scene.views["a"])
        XCTAssertFalse(w.scene.constraintOrder.contains { $0.hasPrefix("a.") })
        let bad = w.run("label b in root \"\(text)\" lines=-1")
        XCTAssertNotNil(bad.error)
        XCTAssertNil(w.scene.views["b"])
        XCTAssertFalse(w.scene.constraintOrder.contains { $0.hasPrefix("b.") })
    }
}
