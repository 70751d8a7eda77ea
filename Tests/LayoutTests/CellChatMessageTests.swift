import XCTest
import TestSupport
import Cassowary
@testable import Layout

/// The chat message cell of the self-sizing articles: an avatar, a username, a timestamp on
/// the username's baseline, a multi-line message, an optional media icon under it, and a
/// minimum padding under the avatar at priority 750.
///
/// ```
/// H:|-8-[avatar(48)]-8-[username]-(>=8)-[timestamp]-8-|
/// V:|-8-[avatar(48)]                 cell.bottom >= avatar.bottom + 8 @750   (avatarPadding)
/// V:|-8-[username]-4-[message]-4-[media]   cell.bottom >= media.bottom + 8   (required)
/// message.leading == username.leading, cell.trailing == message.trailing + 8
/// media.leading == message.leading, timestamp.firstBaseline == username.firstBaseline
/// ```
///
/// Hand arithmetic (see SceneTestSupportTests.swift for the font numbers):
/// - username "Ann", bold 15 pt: A 1585 + n 1458 + n 1458 = 4501 units × 15/2048 = 32.97 → 33 wide;
///   one line 17.4609 → 18 high. It sits at x = 8 + 48 + 8 = 64, y = 8.
/// - timestamp "12:30", 12 pt: 4 × 1303 + 690 = 5902 units × 12/2048 = 34.58 → 35 wide, 13.97 → 14 high;
///   x = 320 − 8 − 35 = 277. Its first baseline equals the username's: 8 + 1901 × 15/2048 = 21.9233;
///   so its top is 21.9233 − 1901 × 12/2048 = 8 + 1901 × 3/2048 = 10.78466796875 → frame y 11.
/// - message: x = 64, width = 320 − 8 − 64 = 248 pt = 248 × 2048/17 = 29876.7 units:
///   5 words (27704) fit a line, 6 (33375) do not. y = 8 + 18 + 4 = 30.
///   2 words → 1 line → 20 high; 12 words → 5 + 5 + 2 = 3 lines → 59.367 → 60 high.
/// - heights (fitting at width 320, as a table sizes a row):
///   short, no media: message bottom 50, collapsed media keeps one gap: 50 + 8 = 58; the avatar
///   needs 8 + 48 + 8 = 64 → 64 (the avatar padding decides).
///   long, no media: 30 + 60 = 90, + 8 = 98 (the text decides).
///   short with media: 50 + 4 + 20 + 8 = 82.   long with media: 90 + 4 + 20 + 8 = 122.
final class CellChatMessageTests: XCTestCase {
    func makeChatCell(messageWords: Int, media: Bool) throws -> Scene {
        let scene = Scene()
        try scene.addView("cell")
        try scene.addView("avatar", kind: .image(Size(width: 48, height: 48)), parent: "cell")
        try scene.addView("username", kind: label("Ann", font: .bold(size: 15)), parent: "cell")
        try scene.addView("timestamp", kind: label("12:30", font: .system(size: 12)), parent: "cell")
        try scene.addView("message", kind: label(words(messageWords), lines: 0), parent: "cell")
        try scene.addView("media", kind: .image(Size(width: 20, height: 20)), parent: "cell")
        try scene.addVisualFormat("H:|-8-[avatar(48)]-8-[username]-(>=8)-[timestamp]-8-|")
        try scene.addVisualFormat("V:|-8-[avatar(48)]")
        try scene.addVisualFormat("V:|-8-[username]-4-[message]-4-[media]")
        try scene.addConstraint(spec("timestamp", .firstBaseline, .equal, "username"), identifier: "timestampBaseline")
        try scene.addConstraint(spec("message", .leading, .equal, "username"), identifier: "messageLeading")
        try scene.addConstraint(spec("cell", .trailing, .equal, "message", constant: 8), identifier: "messageTrailing")
        try scene.addConstraint(spec("media", .leading, .equal, "message"), identifier: "mediaLeading")
        try scene.addConstraint(spec("cell", .bottom, .greaterOrEqual, "media", constant: 8), identifier: "mediaBottom")
        try scene.addConstraint(spec("cell", .bottom, .greaterOrEqual, "avatar", constant: 8, priority: 750),
                                identifier: "avatarPadding")
        try scene.setCollapsed("media", !media)
        try scene.setRootSize("cell", .width, 320)
        return scene
    }

    func height(_ scene: Scene) throws -> Double {
        try scene.fittingSize(of: "cell", width: 320).height
    }

    func testShortMessageTheAvatarPaddingDecides() throws {
        let scene = try makeChatCell(messageWords: 2, media: false)
        XCTAssertEqual(try height(scene), 64)
        try scene.setRootSize("cell", .height, 64)
        assertFrame(scene, "avatar", rect(8, 8, 48, 48))
        assertFrame(scene, "username", rect(64, 8, 33, 18))
        assertFrame(scene, "timestamp", rect(277, 11, 35, 14))
        assertFrame(scene, "message", rect(64, 30, 248, 20))
        assertFrame(scene, "media", rect(64, 50, 0, 0))
        XCTAssertEqual(scene.v("timestamp", .top), 8 + 1901.0 * 3 / 2048, accuracy: 1e-9)
        XCTAssertEqual(scene.v("timestamp", .firstBaseline), scene.v("username", .firstBaseline), accuracy: 1e-9)
        XCTAssertEqual(scene.v("username", .firstBaseline), 8 + 1901.0 * 15 / 2048, accuracy: 1e-9)
        XCTAssertEqual(try scene.constraint("avatarPadding").state, .active)
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        XCTAssertTrue(scene.laidOut().ambiguities().isEmpty, "\(scene.laidOut().ambiguities())")
    }

    func testLongMessageTheTextDecides() throws {
        let scene = try makeChatCell(messageWords: 12, media: false)
        XCTAssertEqual(try height(scene), 98)
        try scene.setRootSize("cell", .height, 98)
        assertFrame(scene, "message", rect(64, 30, 248, 60))
        assertFrame(scene, "media", rect(64, 90, 0, 0))
        assertFrame(scene, "avatar", rect(8, 8, 48, 48))
        let lines = try scene.laidOut().snapshot().views.first { $0.name == "message" }?.textLines
        XCTAssertEqual(lines, [words(5), words(5), words(2)])
        XCTAssertTrue(scene.takeConflicts().isEmpty)
    }

    func testWithMediaIcon() throws {
        let short = try makeChatCell(messageWords: 2, media: true)
        XCTAssertEqual(try height(short), 82)
        try short.setRootSize("cell", .height, 82)
        assertFrame(short, "media", rect(64, 54, 20, 20))

        let long = try makeChatCell(messageWords: 12, media: true)
        XCTAssertEqual(try height(long), 122)
        try long.setRootSize("cell", .height, 122)
        assertFrame(long, "media", rect(64, 94, 20, 20))
        assertFrame(long, "message", rect(64, 30, 248, 60))
    }

    /// At a fixed row height of 60 the priority-750 padding cannot hold (it needs 64): it gives
    /// way quietly (no conflict: only required constraints conflict), the avatar keeps its size.
    func testFixedRowHeightBelowTheAvatarPaddingGivesWayWithoutAConflict() throws {
        let scene = try makeChatCell(messageWords: 2, media: false)
        try scene.setRootSize("cell", .height, 60)
        assertFrame(scene, "cell", rect(0, 0, 320, 60))
        assertFrame(scene, "avatar", rect(8, 8, 48, 48))
        assertFrame(scene, "message", rect(64, 30, 248, 20))
        XCTAssertTrue(scene.takeConflicts().isEmpty)
        XCTAssertEqual(try scene.constraint("avatarPadding").state, .active, "an optional constraint is never 'broken'")
        XCTAssertTrue(scene.violatedRequiredConstraints().isEmpty)
    }

    /// A reused cell: configured with one message after another, its height is always the
    /// height a fresh cell gets for the same message (short 64, long 98, media 82 / 122).
    func testReusedCellGivesTheSameHeightsAsFreshCells() throws {
        let scene = try makeChatCell(messageWords: 2, media: false)
        XCTAssertEqual(try height(scene), 64)
        try scene.updateLabel("message") { $0.text = words(12) }
        XCTAssertEqual(try height(scene), 98)
        try scene.updateLabel("message") { $0.text = words(2) }
        XCTAssertEqual(try height(scene), 64)
        try scene.setCollapsed("media", false)
        XCTAssertEqual(try height(scene), 82)
        try scene.updateLabel("message") { $0.text = words(12) }
        XCTAssertEqual(try height(scene), 122)
        try scene.setCollapsed("media", true)
        XCTAssertEqual(try height(scene), 98)
        // Every constant is back as written after the media icon came and went.
        XCTAssertEqual(try scene.constraint("mediaLeading").spec.constant, 0)
        XCTAssertEqual(try scene.constraint("mediaBottom").spec.constant, 8)
    }
}
