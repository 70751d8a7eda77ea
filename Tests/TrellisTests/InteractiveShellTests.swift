import TestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Drives the real `trellis` binary in a pseudo-terminal, as a person would: completion,
/// history recall across runs, Ctrl-C and Ctrl-D.
final class InteractiveShellTests: XCTestCase {
    /// The built binary, next to the test bundle.
    func trellisPath() throws -> String {
        var directory = CommandLine.arguments[0]
        while let slash = directory.lastIndex(of: "/") {
            directory = String(directory[..<slash])
            let candidate = directory + "/trellis"
            if access(candidate, X_OK) == 0 { return candidate }
            if directory.hasSuffix(".build") { break }
        }
        throw XCTSkip("the trellis binary was not found next to the tests")
    }

    func testCompletionHistoryAndInterrupt() throws {
        let history = NSTemporaryDirectoryPath() + "/trellis-pty-\(getpid()).history"
        unlink(history)
        defer { unlink(history) }
        let path = try trellisPath()

        var session = try PseudoTerminalSession(path, ["--history", history, "--no-color"])
        try session.waitFor("trellis> ")
        // Tab completes a verb and a view name.
        try session.send("view cell\r")
        try session.waitFor("trellis> ", after: "view cell")
        try session.send("cell.wi\t")
        try session.waitFor("cell.width")
        try session.send(" = 320\r")
        try session.send("fra\t\r")
        try session.waitFor("cell  0  0    320")
        // Ctrl-C cancels the line, not the shell.
        try session.send("label half typed")
        try session.send("\u{03}")
        try session.waitFor("^C")
        try session.send("echo still here\r")
        try session.waitFor("still here")
        // Tab completes the plain variables' verbs too.
        try session.send("val\t")
        try session.waitFor("values")
        try session.send("\u{03}")
        // A line continued with \ is one input, and one history entry.
        try session.send("echo joined\\\r")
        try session.waitFor("...> ")
        try session.send("up\r")
        try session.waitFor("joined up", after: "up")
        // Ctrl-D on an empty line leaves; the history is saved.
        try session.send("\u{04}")
        XCTAssertEqual(try session.waitForExit(), 0)

        // A second run recalls the first run's lines with the up arrow: the continued line
        // whole, then the one before it.
        var again = try PseudoTerminalSession(path, ["--history", history, "--no-color"])
        try again.waitFor("trellis> ")
        try again.send("\u{1B}[A")
        try again.waitFor("echo joined up")
        try again.send("\u{1B}[A")
        // libedit redraws only what differs from the line shown ("echo " stays).
        try again.waitFor("still here")
        try again.send("\r")
        try again.waitFor("still here\nstill here")
        try again.send("quit\r")
        XCTAssertEqual(try again.waitForExit(), 0)
    }
}

extension InteractiveShellTests {
    /// A line from the live page arrives while a line is half typed: its echo and answer are
    /// written above, the prompt and the half-typed line are drawn again, and the line goes on
    /// as typed. The page's request is sent over loopback, as the page sends it.
    func testALineFromTheLivePageIsWrittenAboveTheLineBeingTyped() throws {
        let history = NSTemporaryDirectoryPath() + "/trellis-pty-live-\(getpid()).history"
        defer { unlink(history) }
        var session = try PseudoTerminalSession(try trellisPath(), ["--history", history, "--no-color"])
        try session.waitFor("trellis> ")
        try session.send("view cell width=320\r")
        try session.waitFor("trellis> ", after: "view cell width=320")
        try session.send("live on\r")
        try session.waitFor("live off stops it")
        let address = try XCTUnwrap(session.output.range(of: #"http://127\.0\.0\.1:[0-9]+/\?token=[0-9a-f]{32}"#,
                                                         options: .regularExpression).map { String(session.output[$0]) })
        let port = try XCTUnwrap(Int(address.split(separator: ":")[2].prefix { $0.isNumber }))
        let token = String(address.suffix(32))
        try session.waitFor("trellis> ", after: "live off stops it")
        try session.send("frames ce")
        try session.waitFor("frames ce")
        try postLine("cell.width = 250", port: port, token: token)
        try session.waitFor("cell.width = 250    (from the live page)")
        // The half-typed line, drawn again below the page's line.
        try session.waitFor("trellis> frames ce", after: "(from the live page)")
        try session.send("ll\r")
        try session.waitFor("cell  0  0    250")
        try session.send("quit\r")
        XCTAssertEqual(try session.waitForExit(), 0)
    }

    /// POST /command on 127.0.0.1, as the page sends a line.
    private func postLine(_ line: String, port: Int, token: String) throws {
        let fd = try LoopbackSocket.connect(port: port).get()
        defer { close(fd) }
        let request = "POST /command?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
            + "Content-Length: \(line.utf8.count)\r\n\r\n" + line
        _ = LoopbackSocket.send(fd, Array(request.utf8))
        let answer = String(decoding: LoopbackSocket.readAll(fd), as: UTF8.self)
        guard answer.hasPrefix("HTTP/1.1 200") else { throw ShellTestFailure("the live server answered: \(answer)") }
    }
}

private func NSTemporaryDirectoryPath() -> String {
    getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
}

/// A child process on a pseudo-terminal, with its output collected.
struct PseudoTerminalSession {
    let master: Int32
    let pid: pid_t
    private(set) var output = ""

    init(_ path: String, _ arguments: [String]) throws {
        let (fd, slavePath) = try openPseudoTerminal()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [Int32(0), 1, 2] {
            posix_spawn_file_actions_addopen(&actions, target, slavePath, target == 0 ? O_RDWR : O_RDWR, 0)
        }
        posix_spawn_file_actions_addclose(&actions, fd)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own session, so that the pseudo-terminal becomes its controlling terminal and
        // libedit's signals stay inside it.
        posix_spawnattr_setflags(&attributes, Int16(spawnSetSID))
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let settings: [String] = ["TERM=xterm", "HOME=/tmp", "LANG=C.UTF-8", "COLUMNS=100", "LINES=30"]
        let environment: [UnsafeMutablePointer<CChar>?] = settings.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, path, &actions, &attributes, argv, environment)
        guard status == 0 else { throw XCTSkip("could not start \(path): \(status)") }
        master = fd
        pid = child
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(fd, UInt(TIOCSWINSZ), &size)
    }

    func send(_ text: String) throws {
        // libedit switches the terminal to raw mode after it prints the prompt: give it a moment.
        usleep(150_000)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `text` appears (after `marker`, when given), or fails after a generous limit.
    mutating func waitFor(_ text: String, after marker: String? = nil, seconds: Double = 10) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if contains(text, after: marker) { return }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if n > 0 { output += String(decoding: buffer[0..<n], as: UTF8.self) } else if n <= 0 { break }
            }
        }
        if !contains(text, after: marker) {
            throw ShellTestFailure("did not see \(text.debugDescription) in the terminal; it showed:\n\(plainOutput)")
        }
    }

    /// The output without terminal control sequences (libedit redraws with cursor moves).
    var plainOutput: String {
        var out = ""
        var escape = false
        var csi = false
        for scalar in output.unicodeScalars {
            if escape {
                if csi {
                    if scalar.value >= 0x40 && scalar.value <= 0x7E { escape = false; csi = false }
                } else if scalar == "[" {
                    csi = true
                } else {
                    escape = false
                }
                continue
            }
            if scalar == "\u{1B}" { escape = true; continue }
            if scalar == "\r" || scalar == "\u{07}" || scalar == "\u{08}" { continue }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    private func contains(_ text: String, after marker: String?) -> Bool {
        let plain = plainOutput
        guard let marker else { return plain.contains(text) }
        guard let range = plain.range(of: marker) else { return false }
        return plain[range.upperBound...].contains(text)
    }

    mutating func waitForExit(seconds: Double = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                close(master)
                return (status >> 8) & 0xFF
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 50) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if n > 0 { output += String(decoding: buffer[0..<n], as: UTF8.self) }
            }
        }
        kill(pid, SIGKILL)
        close(master)
        throw ShellTestFailure("trellis did not exit; it showed:\n\(output)")
    }
}

#if os(Linux)
/// glibc's POSIX_SPAWN_SETSID (not imported into Swift).
private let spawnSetSID: Int32 = 0x80
private let ptyUnlock: UInt = 0x4004_5431   // TIOCSPTLCK
private let ptyNumber: UInt = 0x8004_5430   // TIOCGPTN

/// Opens a pseudo-terminal pair through /dev/ptmx: the master's descriptor and the slave's path.
private func openPseudoTerminal() throws -> (Int32, String) {
    let fd = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { throw XCTSkip("no /dev/ptmx") }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(fd, ptyUnlock, &unlock) == 0, ioctl(fd, ptyNumber, &number) == 0 else {
        close(fd)
        throw XCTSkip("could not set up a pseudo-terminal")
    }
    return (fd, "/dev/pts/\(number)")
}
#else
private let spawnSetSID = POSIX_SPAWN_SETSID
private func openPseudoTerminal() throws -> (Int32, String) {
    let fd = posix_openpt(O_RDWR | O_NOCTTY)
    guard fd >= 0, grantpt(fd) == 0, unlockpt(fd) == 0, let name = ptsname(fd) else {
        throw XCTSkip("no pseudo-terminal available")
    }
    return (fd, String(cString: name))
}
#endif

struct ShellTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
