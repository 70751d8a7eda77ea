import Dispatch
import FlyingFox
import FlyingSocks
import Foundation
import Shell

/// The live view's server: the page, a WebSocket a page follows the shell by, and the lines a
/// page sends, run in the shell's workspace as if typed. It listens on 127.0.0.1 only, and every
/// request must carry the token (``LiveGate``).
///
/// The workspace is not thread-safe: a page's line runs on the server's own queue holding the
/// workspace's lock, as the shell's reader holds it for a typed line. After each line the state
/// is built (at most once per ``coalescing``, so a script that runs many lines sends the last)
/// and sent to every page.
public final class LiveServer: LiveControl, @unchecked Sendable {
    let workspace: Workspace
    /// Shows a page's line and its answer in the shell's terminal (the executable sets it).
    public var echo: (@Sendable (_ line: String, _ reply: Workspace.Reply) -> Void)?
    /// Where the page's font is looked for: the TrueType file of DejaVu Sans, which Trellis
    /// measures labels with (its metrics are built in; the file itself is not).
    public var fontPaths = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                            "/usr/local/share/fonts/DejaVuSans.ttf", "/Library/Fonts/DejaVuSans.ttf"]
    /// How long a state waits for more lines before it is sent.
    static let coalescing = DispatchTimeInterval.milliseconds(5)
    /// The longest line a page may send (the shell's own limit, and a little for the request).
    static let bodyLimit = Workspace.maximumLineBytes + 1024

    private let pages = LivePages()
    /// Runs a page's lines, and builds states, one at a time.
    private let queue = DispatchQueue(label: "trellis.live")
    private let lock = ThreadLock()
    private var server: HTTPServer?
    private var serving: LiveAddress?
    private var stateIsScheduled = false

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public var address: LiveAddress? { lock.withLock { serving } }
    public var pageCount: Int { pages.count }

    public func start(port: Int?) throws(LiveStartError) -> LiveAddress {
        if let serving = address { return serving }
        let requested = UInt16(clamping: port ?? 0)
        let socketAddress: sockaddr_in
        do { socketAddress = try .inet(ip4: "127.0.0.1", port: requested) } catch {
            throw .refused(port: port, reason: "\(error)")
        }
        let server = HTTPServer(address: socketAddress, timeout: 600, logger: .disabled)
        let outcome: Result<Int, LiveStartError> = Self.wait {
            await self.addRoutes(to: server)
            let failure = FailureBox()
            Task { do { try await server.run() } catch { failure.set(error) } }
            for _ in 0..<1_000 {
                if let error = failure.error { return .failure(Self.startError(error, port: port)) }
                if await server.isListening, case .ip4(_, let bound)? = await server.listeningAddress {
                    return .success(Int(bound))
                }
                try? await Task.sleep(nanoseconds: 5_000_000)
            }
            await server.stop()
            return .failure(.refused(port: port, reason: "it did not start listening within 5 s"))
        }
        switch outcome {
        case .failure(let error): throw error
        case .success(let bound):
            ListeningSocket.sendWithoutDelay(port: bound)
            let address = LiveAddress(port: bound, token: LiveToken.make())
            lock.withLock {
                self.server = server
                self.serving = address
            }
            return address
        }
    }

    /// Stops listening and closes the pages. It waits only until the listening socket is
    /// closed (so that `live on PORT` may take the port again at once), never for the requests
    /// in flight: `live off` runs holding the workspace's lock, which a page's line may be
    /// waiting for. Such a line is then not run (``runIfServing(_:)``).
    public func stop() {
        let server: HTTPServer? = lock.withLock {
            defer { self.server = nil; self.serving = nil }
            return self.server
        }
        guard let server else { return }
        pages.closeAll()
        Self.wait {
            Task { await server.stop(timeout: 1) }
            for _ in 0..<1_000 where await server.isListening { try? await Task.sleep(nanoseconds: 1_000_000) }
        }
    }

    public func lineRan() {
        guard pages.count > 0 else { return }
        let schedule = lock.withLock { () -> Bool in
            defer { stateIsScheduled = true }
            return !stateIsScheduled
        }
        guard schedule else { return }
        queue.asyncAfter(deadline: .now() + Self.coalescing) { [self] in
            let state = workspace.lock.withLock { () -> String in
                lock.withLock { stateIsScheduled = false }
                return workspace.liveState()
            }
            pages.broadcast(state)
        }
    }

    // MARK: - Routes

    private func addRoutes(to server: HTTPServer) async {
        await server.appendRoute("GET /") { [self] request in
            try await guarded(request) { _ in
                let state = await self.currentState()
                let html = LivePageDocument(mode: .live(token: self.address?.token ?? ""), state: state).html
                return Self.response(.ok, html, type: "text/html; charset=utf-8")
            }
        }
        await server.appendRoute("GET /state") { [self] request in
            try await guarded(request) { _ in
                Self.response(.ok, await self.currentState(), type: "application/json")
            }
        }
        await server.appendRoute("GET /font/sans.ttf") { [self] request in
            try await guarded(request) { _ in
                guard let path = fontPaths.first(where: { FileManager.default.isReadableFile(atPath: $0) }),
                      let data = FileManager.default.contents(atPath: path) else {
                    return Self.response(.notFound, "DejaVu Sans is not installed here: the page draws text in a fallback font")
                }
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "font/ttf"], body: data)
            }
        }
        await server.appendRoute("POST /command") { [self] request in
            try await guarded(request) { line in
                guard let reply = await runIfServing({ $0.runFromPage(line) }) else {
                    return Self.response(.serviceUnavailable, "the live view is off")
                }
                echo?(line, reply)
                return Self.replyResponse(reply)
            }
        }
        await server.appendRoute("POST /select") { [self] request in
            try await guarded(request) { name in
                guard let reply = await runIfServing({ $0.selectFromPage(name) }) else {
                    return Self.response(.serviceUnavailable, "the live view is off")
                }
                echo?("constraints " + name, reply)
                return Self.replyResponse(reply)
            }
        }
        await server.appendRoute("GET /events") { [self] request in
            try await guarded(request) { _ in
                try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: PageSocket(server: self)))
                    .handleRequest(request)
            }
        }
        await server.appendRoute("*") { _ in Self.response(.notFound, "no such page") }
    }

    /// The request's body as text (for POST), after the gate; the refusal when it is stopped.
    private func guarded(_ request: HTTPRequest, _ body: (String) async throws -> HTTPResponse) async throws -> HTTPResponse {
        guard let address else { return Self.response(.serviceUnavailable, "the live view is off") }
        if let refusal = LiveGate(port: address.port, token: address.token).refusal(request) {
            return Self.response(.forbidden, refusal.message)
        }
        var text = ""
        if request.method == .POST {
            if let count = request.bodySequence.count, count > Self.bodyLimit {
                return Self.response(.payloadTooLarge, "a line is at most \(Workspace.maximumLineBytes) bytes")
            }
            // Read a part at a time, so that a body without a length (chunked) stops at the limit too.
            var data = Data()
            for try await part in request.bodySequence {
                data.append(part)
                if data.count > Self.bodyLimit {
                    return Self.response(.payloadTooLarge, "a line is at most \(Workspace.maximumLineBytes) bytes")
                }
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                return Self.response(.badRequest, "a line is UTF-8 text")
            }
            text = decoded
        }
        return try await body(text)
    }

    /// Runs `work` on the server's queue (it may wait for the workspace's lock there, not on a
    /// thread of Swift's cooperative pool).
    func onQueue<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }

    /// Runs a page's line on the server's queue, holding the workspace's lock, unless the server
    /// stopped while the line waited for it (`live off`, typed while the line was on its way):
    /// then nil, and nothing runs.
    func runIfServing(_ work: @escaping @Sendable (Workspace) -> Workspace.Reply) async -> Workspace.Reply? {
        await onQueue {
            self.workspace.lock.withLock { self.address == nil ? nil : work(self.workspace) }
        }
    }

    /// The state as it is now, built on the server's queue holding the workspace's lock.
    func currentState() async -> String {
        await onQueue { self.workspace.lock.withLock { self.workspace.liveState() } }
    }

    /// A page that connected: its stream, with the state as it is now first.
    func pageConnected() async -> (id: Int, messages: AsyncStream<WSMessage>) {
        let page = pages.add()
        let state = await currentState()
        pages.send(state, to: page.id)
        return page
    }

    func pageLeft(_ id: Int) { pages.remove(id) }

    // MARK: - Responses

    static func response(_ status: HTTPStatusCode, _ text: String, type: String = "text/plain; charset=utf-8") -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store"],
                     body: Data(text.utf8))
    }

    /// A line's answer as JSON: `{"output": …, "failed": …}`.
    static func replyResponse(_ reply: Workspace.Reply) -> HTTPResponse {
        let object: [String: Any] = ["output": reply.output, "failed": reply.error != nil]
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8)
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: data)
    }

    static func startError(_ error: Error, port: Int?) -> LiveStartError {
        if let socketError = error as? SocketError, case .failed(_, let errno, _) = socketError, errno == EADDRINUSE {
            return .portInUse(port ?? 0)
        }
        return .refused(port: port, reason: "\(error)")
    }

    /// Runs async work from the shell's thread, which waits for it (the shell's line is running).
    @discardableResult
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let semaphore = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task {
            box.value = await work()
            semaphore.signal()
        }
        semaphore.wait()
        guard let value = box.value else { preconditionFailure("the task signalled without a value") }
        return value
    }
}

/// One page's WebSocket: it receives the states; what the page sends on it is not read (its
/// lines come as requests, each answered).
struct PageSocket: WSMessageHandler {
    let server: LiveServer

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let page = await server.pageConnected()
        // When the page goes (its stream of messages ends), it is forgotten: nothing else changes.
        Task {
            for await _ in client {}
            server.pageLeft(page.id)
        }
        return page.messages
    }
}

/// A value set by one task and read by the thread that waited for it.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// The error the server's task ended with, if it did.
private final class FailureBox: @unchecked Sendable {
    private let lock = ThreadLock()
    private var stored: Error?
    var error: Error? { lock.withLock { stored } }
    func set(_ error: Error) { lock.withLock { stored = error } }
}
