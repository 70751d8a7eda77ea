/// The events of the last few frames, oldest first: a ring buffer, so a long scroll costs no
/// memory. Frames older than ``framesKept`` go; so do the oldest events past ``capacity``.
public struct EventLog: Sendable {
    /// How many frames' events are kept.
    public let framesKept: Int
    /// The most events kept, whatever the frames.
    public let capacity: Int
    private var buffer: [TableEvent] = []
    private var start = 0

    public init(framesKept: Int = 8, capacity: Int = 4096) {
        self.framesKept = max(1, framesKept)
        self.capacity = max(1, capacity)
    }

    /// The events kept, oldest first.
    public var events: [TableEvent] { Array(buffer[start...]) }

    public var isEmpty: Bool { start == buffer.count }

    mutating func append(_ event: TableEvent) {
        buffer.append(event)
        let firstFrame = event.frame - framesKept + 1
        while start < buffer.count, buffer[start].frame < firstFrame || buffer.count - start > capacity { start += 1 }
        // Compact now and then, so the storage stays near the kept events.
        if start > 1024, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    mutating func removeAll() {
        buffer.removeAll()
        start = 0
    }
}
