import Foundation
import XCTest
@testable import Live
import Shell
import TestSupport

/// The live server over loopback: who may talk to it, what a page may do, several pages, and
/// its start and stop. Each test starts a server of its own on a port the system picks.
final class LiveServerTests: XCTestCase {
    struct Live {
        let workspace: Workspace
        let server: LiveServer
        let address: LiveAddress
        var loopback: Loopback { Loopback(port: address.port) }
        var token: String { address.token }

        /// A line typed in the shell (it holds the lock, as the shell's reader does).
        @discardableResult
        func type(_ line: String) -> Workspace.Reply { workspace.lock.withLock { workspace.run(line) } }

        var transcript: String { workspace.lock.withLock { workspace.recordedTranscript.text } }
        var views: [String] { workspace.lock.withLock { workspace.scene.viewOrder } }
    }

    func startLive() throws -> Live {
        let workspace = Workspace()
        let server = LiveServer(workspace: workspace)
        workspace.live = server
        let address = try server.start(port: nil)
        addTeardownBlock { server.stop() }
        return Live(workspace: workspace, server: server, address: address)
    }

    func testThePageNeedsItsToken() throws {
        let live = try startLive()
        let bare = try live.loopback.request("GET", "/")
        XCTAssertEqual(bare.status, 403)
        XCTAssertTrue(bare.body.contains("needs its token"), bare.body)
        let wrong = try live.loopback.request("GET", "/?token=" + String(repeating: "0", count: 32))
        XCTAssertEqual(wrong.status, 403)
        XCTAssertEqual(try live.loopback.request("GET", "/state").status, 403)
        XCTAssertEqual(try live.loopback.request("POST", "/command", body: "view a").status, 403)
        XCTAssertEqual(try live.loopback.request("GET", "/font/sans.ttf").status, 403)
        XCTAssertEqual(try TestWebSocket(live.loopback, target: "/events").handshakeStatus, 403)
        XCTAssertTrue(live.views.isEmpty, "a refused command ran")

        let page = try live.loopback.request("GET", "/?token=" + live.token)
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("data-mode=\"live\""))
        XCTAssertTrue(page.body.contains("data-token=\"\(live.token)\""))
    }

    func testAnotherOriginIsRefused() throws {
        let live = try startLive()
        let evil = ["Origin": "http://evil.example"]
        let state = try live.loopback.request("GET", "/state?token=" + live.token, headers: evil)
        XCTAssertEqual(state.status, 403)
        XCTAssertTrue(state.body.contains("http://evil.example"), state.body)
        let command = try live.loopback.request("POST", "/command?token=" + live.token, headers: evil, body: "view a width=10")
        XCTAssertEqual(command.status, 403)
        XCTAssertTrue(live.views.isEmpty, "a command from another origin ran")
        XCTAssertEqual(try TestWebSocket(live.loopback, target: "/events?token=" + live.token, origin: "http://evil.example")
            .handshakeStatus, 403)
        // The page's own origin, by either name of the loopback address, is let in.
        let own = "http://127.0.0.1:\(live.address.port)"
        XCTAssertEqual(try TestWebSocket(live.loopback, target: "/events?token=" + live.token, origin: own).handshakeStatus, 101)
        let local = try live.loopback.request("POST", "/command?token=" + live.token,
                                              headers: ["Origin": "http://localhost:\(live.address.port)"], body: "view a width=10")
        XCTAssertEqual(local.status, 200)
        XCTAssertEqual(live.views, ["a"])
    }

    /// A name that a DNS server rebinds to 127.0.0.1 brings a page of another site here: its
    /// requests name that host, and are refused.
    func testAnotherHostIsRefused() throws {
        let live = try startLive()
        let rebound = try live.loopback.request("GET", "/state?token=" + live.token, host: "evil.example:\(live.address.port)")
        XCTAssertEqual(rebound.status, 403)
        XCTAssertTrue(rebound.body.contains("127.0.0.1 only"), rebound.body)
        XCTAssertEqual(try live.loopback.request("GET", "/state?token=" + live.token, host: "localhost:\(live.address.port)").status, 200)
    }

    func testThePageNeitherReadsNorWritesFiles() throws {
        let live = try startLive()
        let folder = NSTemporaryDirectory() + "trellis-live-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "view secret width=1\n".write(toFile: folder + "/script.trellis", atomically: true, encoding: .utf8)
        live.type("view cell width=320")
        let refused: [(line: String, says: String)] = [
            ("save \(folder)/x.session", "cannot run save"),
            ("source \(folder)/script.trellis", "cannot run source"),
            ("export svg \(folder)/x.svg", "cannot run export"),
            ("export html \(folder)/x.html", "cannot run export"),
            ("import log \(folder)/script.trellis", "cannot run import"),
            ("open \(folder)/script.trellis", "cannot run open"),
            ("font mine \(folder)/x.ttf", "cannot run font"),
            ("table data file \(folder)/script.trellis", "neither reads nor writes files"),
            ("table export svg \(folder)/rows.svg", "neither reads nor writes files"),
            ("paste", "cannot run paste"),
            ("quit", "cannot run quit"),
            ("live off", "cannot run live"),
            ("view a\nview b", "one line at a time"),
        ]
        for (line, says) in refused {
            let response = try live.loopback.request("POST", "/command?token=" + live.token, body: line)
            XCTAssertEqual(response.status, 200, line)
            XCTAssertTrue(response.body.contains("\"failed\":true"), "\(line): \(response.body)")
            XCTAssertTrue(response.body.contains(says), "\(line): \(response.body)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["script.trellis"], "the page wrote a file")
        XCTAssertFalse(live.views.contains("secret"), "the page read a script")
        XCTAssertNotNil(live.address, "the page stopped the server")
        // Refused from the page, a line is not recorded: typed in the shell, it would run.
        XCTAssertEqual(live.transcript.components(separatedBy: "\n").filter { $0.hasPrefix("> ") },
                       ["> view cell width=320"])
        // The shell itself still may.
        XCTAssertNil(live.type("save \(folder)/typed.session").error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/typed.session"))
    }

    func testALineFromThePageIsRecordedAsTyped() throws {
        let live = try startLive()
        live.type("view cell width=320")
        let response = try live.loopback.request("POST", "/command?token=" + live.token, body: "cell.width = 287")
        XCTAssertEqual(response.status, 200)
        XCTAssertTrue(response.body.contains("\"failed\":false"), response.body)
        XCTAssertTrue(live.transcript.contains("> cell.width = 287\n"), live.transcript)
        XCTAssertTrue(live.type("frames cell").output.contains("287"))
        // An error from the page is answered with its caret, and recorded as a typed error is.
        let wrong = try live.loopback.request("POST", "/command?token=" + live.token, body: "cell.width = wide")
        XCTAssertTrue(wrong.body.contains("\"failed\":true"), wrong.body)
        XCTAssertTrue(wrong.body.contains("^"), wrong.body)
        XCTAssertTrue(live.transcript.contains("> cell.width = wide\n"), live.transcript)
        // A selection is the line `constraints VIEW`, and the state shows that view.
        _ = try live.loopback.request("POST", "/select?token=" + live.token, body: "cell")
        XCTAssertTrue(live.transcript.contains("> constraints cell\n"), live.transcript)
        let state = try live.loopback.request("GET", "/state?token=" + live.token)
        XCTAssertTrue(state.body.contains("\"selected\":{\"name\":\"cell\""), state.body)
    }

    func testTwoPagesFollowOneShell() throws {
        let live = try startLive()
        let target = "/events?token=" + live.token
        let first = try TestWebSocket(live.loopback, target: target)
        let second = try TestWebSocket(live.loopback, target: target)
        XCTAssertEqual(first.handshakeStatus, 101)
        XCTAssertEqual(second.handshakeStatus, 101)
        _ = try first.state(atLeast: 0)
        _ = try second.state(atLeast: 0)
        try waitFor { live.server.pageCount == 2 }

        live.type("view a width=10 height=20")
        for page in [first, second] {
            let state = try page.state(atLeast: 1)
            let views = (state["scene"] as? [String: Any])?["views"] as? [[String: Any]]
            XCTAssertEqual(views?.first?["name"] as? String, "a")
            XCTAssertEqual(views?.first?["width"] as? Double, 10)
        }
        // A page that goes changes nothing: the other still follows, and the shell is as it was.
        let before = live.transcript
        close(first.fd)
        try waitFor { live.server.pageCount == 1 }
        XCTAssertEqual(live.transcript, before)
        live.type("a.width = 30")
        let state = try second.state(atLeast: 2)
        let views = (state["scene"] as? [String: Any])?["views"] as? [[String: Any]]
        XCTAssertEqual(views?.first?["width"] as? Double, 30)
    }

    func testAPortInUseIsAClearError() throws {
        let live = try startLive()
        let other = Workspace()
        let otherServer = LiveServer(workspace: other)
        other.live = otherServer
        defer { otherServer.stop() }
        let reply = other.run("live on \(live.address.port)")
        XCTAssertNotNil(reply.error)
        XCTAssertTrue(reply.output.contains("port \(live.address.port) is in use"), reply.output)
        XCTAssertNil(otherServer.address)
        // Asked again, with no port, it finds one.
        let again = other.run("live on")
        XCTAssertNil(again.error, again.output)
        XCTAssertTrue(again.output.contains("http://127.0.0.1:"), again.output)
    }

    func testLiveOffStopsTheServerAndClosesThePages() throws {
        let live = try startLive()
        let page = try TestWebSocket(live.loopback, target: "/events?token=" + live.token)
        _ = try page.state(atLeast: 0)
        let reply = live.type("live off")
        XCTAssertNil(reply.error)
        XCTAssertTrue(reply.output.contains("live view off"), reply.output)
        XCTAssertNil(try page.nextText(), "the page's socket stayed open")
        XCTAssertThrowsError(try live.loopback.request("GET", "/state?token=" + live.token), "the server still answers")
        XCTAssertFalse(live.transcript.contains("live off"), "live is about the session, not in it")
        XCTAssertTrue(live.type("live").output.contains("live view off"))
    }

    /// `live off` runs holding the workspace's lock; a page's line waiting for that lock must
    /// not keep the shell waiting for it, and does not run once the server is off.
    func testLiveOffDoesNotWaitForALineOfThePage() throws {
        let live = try startLive()
        let answered = expectation(description: "the page's request is answered")
        let status = StatusBox()
        let loopback = live.loopback, target = "/command?token=" + live.token
        live.workspace.lock.withLock {
            DispatchQueue.global().async {
                status.value = (try? loopback.request("POST", target, body: "view late"))?.status
                answered.fulfill()
            }
            // The request reaches the server and waits there for the lock this thread holds.
            usleep(300_000)
            XCTAssertEqual(live.workspace.run("live off").error, nil)
        }
        wait(for: [answered], timeout: 10)
        XCTAssertNotEqual(status.value, 200)
        XCTAssertFalse(live.views.contains("late"), "a page's line ran after live off")
        XCTAssertFalse(live.transcript.contains("view late"))
    }

    final class StatusBox: @unchecked Sendable { var value: Int? }

    func testTheTokenIsNotInThePagesLines() throws {
        let live = try startLive()
        let folder = NSTemporaryDirectory() + "trellis-live-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "live on\nview a width=1\n".write(toFile: folder + "/script.trellis", atomically: true, encoding: .utf8)
        let reply = live.type("source \(folder)/script.trellis")
        XCTAssertTrue(reply.output.contains(live.token), "the shell itself shows the address")
        let state = try live.loopback.request("GET", "/state?token=" + live.token)
        XCTAssertTrue(state.body.contains("source "), state.body)
        XCTAssertEqual(state.body.components(separatedBy: live.token).count, 1, "the token is in the page's lines")
    }

    /// The server's listening socket is found by its address and given TCP_NODELAY (FlyingFox
    /// does not set it; LiveRunner shows what it costs without: a state now and then 40 ms late),
    /// and the connections it accepts have it too.
    func testThePagesConnectionsSendWithoutDelay() throws {
        let live = try startLive()
        let page = try TestWebSocket(live.loopback, target: "/events?token=" + live.token)
        _ = try page.state(atLeast: 0)
        // The server's end of that connection is a socket of this process, bound to the port
        // and not listening.
        var accepted: [Int32] = []
        for fd in Int32(3)..<Int32(4_096) {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            guard named == 0, Int32(address.sin_family) == AF_INET, Int(UInt16(bigEndian: address.sin_port)) == live.address.port
            else { continue }
            var listening: Int32 = 1
            var size = socklen_t(MemoryLayout<Int32>.size)
            if getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0, listening == 0 { accepted.append(fd) }
        }
        XCTAssertFalse(accepted.isEmpty, "no accepted connection found")
        for fd in accepted {
            var on: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            XCTAssertEqual(getsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, &size), 0)
            XCTAssertNotEqual(on, 0, "a page's connection waits for acknowledgements (Nagle)")
        }
        live.server.stop()
        XCTAssertFalse(ListeningSocket.sendWithoutDelay(port: live.address.port), "nothing listens there now")
    }

    func testTheShellAnswersLiveWithTheAddress() throws {
        let live = try startLive()
        let reply = live.type("live")
        XCTAssertTrue(reply.output.contains(live.address.pageURL), reply.output)
        let json = live.type("live --json").output
        XCTAssertTrue(json.contains("\"port\": \(live.address.port)"), json)
        XCTAssertTrue(live.type("live on \(live.address.port == 65_535 ? 65_534 : live.address.port + 1)").output
            .contains("already serves on port \(live.address.port)"))
    }

    func testALineLongerThanTheShellTakesIsRefused() throws {
        let live = try startLive()
        let long = "echo " + String(repeating: "x", count: Workspace.maximumLineBytes + 2_000)
        let response = try live.loopback.request("POST", "/command?token=" + live.token, body: long)
        XCTAssertEqual(response.status, 413)
        XCTAssertEqual(live.transcript.components(separatedBy: "\n").filter { $0.hasPrefix("> ") }, [])
    }

    /// Polls `condition` for up to 10 s (a page's connection is noted by the server's task).
    func waitFor(_ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        for _ in 0..<2_000 {
            if condition() { return }
            usleep(5_000)
        }
        XCTFail("the condition never held", file: file, line: line)
    }
}
