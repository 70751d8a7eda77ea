import FlyingFox
import Shell

/// The pages watching: each a stream of messages its WebSocket sends. Safe from any thread.
final class LivePages: @unchecked Sendable {
    private var streams: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextID = 0
    private let lock = ThreadLock()

    var count: Int { lock.withLock { streams.count } }

    /// A new page's stream, and its number (to forget it when it goes).
    func add() -> (id: Int, messages: AsyncStream<WSMessage>) {
        let (messages, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(4))
        let id = lock.withLock {
            nextID += 1
            streams[nextID] = continuation
            return nextID
        }
        return (id, messages)
    }

    func send(_ text: String, to id: Int) {
        _ = lock.withLock { streams[id] }?.yield(.text(text))
    }

    func remove(_ id: Int) {
        lock.withLock { streams.removeValue(forKey: id) }?.finish()
    }

    func broadcast(_ text: String) {
        for continuation in lock.withLock({ Array(streams.values) }) { continuation.yield(.text(text)) }
    }

    /// Closes every page's socket.
    func closeAll() {
        for continuation in lock.withLock({ () -> [AsyncStream<WSMessage>.Continuation] in
            defer { streams = [:] }
            return Array(streams.values)
        }) {
            continuation.yield(.close(.normalClosure))
            continuation.finish()
        }
    }
}
