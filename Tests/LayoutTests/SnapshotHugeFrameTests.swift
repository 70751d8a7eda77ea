import Layout
import XCTest
import TestSupport

/// repro/01: a label far taller than a screen (the core takes any finite size) is drawn
/// without an integer conversion that traps.
final class SnapshotHugeFrameTests: XCTestCase {
    func testAHugeLabelSnapshotsWithoutTrapping() throws {
        let scene = Scene()
        try scene.addView("l", kind: .label(Label(text: "x")))
        try scene.setRootSize("l", .height, 1e300)
        let snapshot = try scene.laidOut().snapshot(of: nil)
        XCTAssertEqual(snapshot.views.first?.textLines, ["x"])
    }
}
