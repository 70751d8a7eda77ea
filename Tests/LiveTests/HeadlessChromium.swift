import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A headless Chromium driven over the DevTools protocol through a pipe (`--remote-debugging-pipe`:
/// the browser reads commands on its descriptor 3 and writes answers on 4, each a JSON object
/// ended by a NUL), with one page open: the tests' real browser.
final class HeadlessChromium {
    enum Failure: Error, CustomStringConvertible {
        case notInstalled, spawn(Int32), closed, protocolError(String), timedOut(String)
        var description: String {
            switch self {
            case .notInstalled: return "no chromium here"
            case .spawn(let e): return "chromium did not start: errno \(e)"
            case .closed: return "chromium closed its pipe"
            case .protocolError(let text): return "DevTools said: \(text)"
            case .timedOut(let what): return "timed out waiting for \(what)"
            }
        }
    }

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session: String?
    private let profile: String

    /// The browser's path: CHROMIUM, else the first of the usual names on PATH.
    static var executable: String? {
        if let given = ProcessInfo.processInfo.environment["CHROMIUM"] { return given }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    init(width: Int = 1400, height: Int = 1000) throws {
        guard let executable = Self.executable else { throw Failure.notInstalled }
        profile = NSTemporaryDirectory() + "trellis-chromium-" + UUID().uuidString
        var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure.spawn(errno) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                         "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
                         "--remote-debugging-pipe", "--user-data-dir=\(profile)",
                         "--window-size=\(width),\(height)", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        close(commands[0])
        close(answers[1])
        guard spawned == 0 else {
            close(commands[1])
            close(answers[0])
            throw Failure.spawn(spawned)
        }
        pid = child
        toBrowser = commands[1]
        fromBrowser = answers[0]
        // A browser that dies makes a write fail, not the test process.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(toBrowser)
        close(fromBrowser)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Opens `url` in a new page and talks to that page from then on.
    func open(_ url: String) throws {
        let target = try call("Target.createTarget", ["url": url], inSession: false)
        guard let id = target["targetId"] as? String else { throw Failure.protocolError("no target id") }
        let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true], inSession: false)
        session = attached["sessionId"] as? String
    }

    /// Sends a command and waits for its answer (events in between are skipped).
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], inSession: Bool = true) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inSession, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure.closed }
            sent += n
        }
        while true {
            let object = try nextMessage()
            guard object["id"] as? Int == nextID else { continue }
            if let error = object["error"] as? [String: Any] { throw Failure.protocolError("\(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
    }

    private func nextMessage() throws -> [String: Any] {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                if let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] { return object }
                continue
            }
            var ready = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 20_000) == 1 else { throw Failure.timedOut("the browser's answer") }
            let n = read(fromBrowser, &chunk, chunk.count)
            guard n > 0 else { throw Failure.closed }
            buffer += chunk[0..<n]
        }
    }

    /// The value of a JavaScript expression in the page (JSON-like values only).
    func evaluate(_ expression: String) throws -> Any? {
        let answer = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = answer["exceptionDetails"] { throw Failure.protocolError("\(exception)") }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is true in the page, polling every 5 ms; the time it took.
    @discardableResult
    func waitUntil(_ expression: String, timeout: TimeInterval = 15, _ what: String) throws -> TimeInterval {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            // A page still loading may not have the element yet: false, not an error.
            if try evaluate("(() => { try { return Boolean(\(expression)); } catch (e) { return false; } })()") as? Bool == true {
                return Date().timeIntervalSince(start)
            }
            usleep(5_000)
        }
        throw Failure.timedOut(what)
    }

    /// The centre of the element `selector` picks, in the page's viewport (scrolled into view).
    func centre(of selector: String) throws -> (x: Double, y: Double) {
        let quoted = String(data: try JSONSerialization.data(withJSONObject: [selector]), encoding: .utf8) ?? "[]"
        let value = try evaluate("""
            (() => { const e = document.querySelector(\(quoted)[0]); if (!e) return null;
              e.scrollIntoView({block: "center", inline: "center"});
              const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()
            """)
        guard let point = value as? [Double], point.count == 2 else { throw Failure.protocolError("no element \(selector)") }
        return (point[0], point[1])
    }

    func mouse(_ type: String, _ x: Double, _ y: Double, extra: [String: Any] = [:]) throws {
        var parameters: [String: Any] = ["type": type, "x": x, "y": y, "button": "left"]
        if type != "mouseMoved" && type != "mouseWheel" { parameters["clickCount"] = 1 }
        if type == "mouseMoved" { parameters["buttons"] = 1 }
        try call("Input.dispatchMouseEvent", parameters.merging(extra) { $1 })
    }

    /// A PNG of the page as it is.
    func screenshot() throws -> Data {
        let answer = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = answer["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure.protocolError("no screenshot")
        }
        return data
    }
}
