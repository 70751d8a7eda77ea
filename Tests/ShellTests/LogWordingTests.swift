import XCTest
@testable import Shell

/// Issue 31's classes 4 and 10: what the explanation says of a screen and of an engine must
/// be true of the log at hand.
final class LogWordingTests: XCTestCase {
    /// Class 4: with no breaking line in the log, a fix's screen was said to be "as UIKit
    /// shows it", a screen the log never showed.
    func testWithoutUIKitsChoiceAFixIsSetAgainstTrellissChoice() {
        let (text, _) = LogExplainer.explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.height == 100   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.height == 200   (active)>"
        )
        """, json: false)
        XCTAssertTrue(text.contains("the log does not say which constraint it broke"), text)
        XCTAssertFalse(text.contains("as UIKit shows it"), text)
        XCTAssertTrue(text.contains("the screen as with Trellis's choice"), text)
    }

    /// Class 10: an AppKit log with no conflict among its list spoke of UIKit.
    func testAnAppKitLogSpeaksOfAppKit() {
        let (text, _) = LogExplainer.explain("""
        Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x1 NSButton:0x2.width == 10   (active)>"
        )
        """, json: false)
        XCTAssertTrue(text.contains("What AppKit could not satisfy"), text)
        XCTAssertFalse(text.contains("UIKit"), text)
    }
}
