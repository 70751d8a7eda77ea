// The live page's latency: from a line run in the shell to the moment a page's WebSocket has
// the state that follows it, over loopback, for a scene of 200 views (a root and a chain of 199
// wrapping labels and images) and for a table frame (`table scroll by 120` over 1,000 rows).
// The state's build alone (Workspace.liveState) is timed too, and its size given.
//
//   swift run -c release LiveRunner [ROUNDS]
import Dispatch
import Foundation
import Live
import Shell
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 60

/// Reads a WebSocket's text messages (a page, as far as the benchmark needs one).
final class PageReader {
    private let fd: Int32
    private var pending: [UInt8] = []

    init(port: Int, target: String) {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        precondition(connected == 0, "cannot connect to the live server")
        let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        _ = request.withCString { write(fd, $0, strlen($0)) }
        while !(pending.count >= 4 && pending.suffix(4).elementsEqual([13, 10, 13, 10])) { pending += bytes(1) }
        pending = []
    }

    private func bytes(_ count: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = out.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, count - got) }
            precondition(n > 0, "the live server closed the page")
            got += n
        }
        return out
    }

    /// The next text message, frames joined.
    func message() -> String {
        var payload: [UInt8] = []
        while true {
            let head = bytes(2)
            var length = Int(head[1] & 0x7F)
            if length >= 126 { length = bytes(length == 126 ? 2 : 8).reduce(0) { $0 << 8 | Int($1) } }
            payload += bytes(length)
            if head[0] & 0x80 != 0 && head[0] & 0x0F != 0x9 { return String(decoding: payload, as: UTF8.self) }
        }
    }

    /// Waits for the state of version `version` or later.
    func state(atLeast version: Int) -> String {
        while true {
            let text = message()
            if let number = Self.version(of: text), number >= version { return text }
        }
    }

    static func version(of state: String) -> Int? {
        guard let start = state.range(of: "\"version\":") else { return nil }
        return Int(state[start.upperBound...].prefix { $0.isNumber })
    }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}
func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

func measure(_ name: String, setup: [String], lines: (Int) -> String) {
    let workspace = Workspace()
    for line in setup {
        let reply = workspace.run(line)
        precondition(reply.error == nil, "\(line): \(reply.output)")
    }
    let server = LiveServer(workspace: workspace)
    workspace.live = server
    guard let address = try? server.start(port: nil) else {
        print("\(name): the live server did not start")
        exit(1)
    }
    defer { server.stop() }
    let page = PageReader(port: address.port, target: "/events?token=" + address.token)
    let first = page.message()
    var version = PageReader.version(of: first) ?? 0

    var latencies: [Double] = [], builds: [Double] = [], bytes = 0
    for round in 0..<rounds {
        let line = lines(round)
        let start = DispatchTime.now().uptimeNanoseconds
        let reply = workspace.lock.withLock { workspace.run(line) }
        precondition(reply.error == nil, "\(line): \(reply.output)")
        version += 1
        let state = page.state(atLeast: version)
        latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        bytes = state.utf8.count
        let built = DispatchTime.now().uptimeNanoseconds
        _ = workspace.lock.withLock { workspace.liveState() }
        builds.append(Double(DispatchTime.now().uptimeNanoseconds - built) / 1e9)
    }
    print("\(name): line to page \(ms(median(latencies))) median, \(ms(percentile(latencies, 0.9))) p90, "
          + "\(ms(latencies.max() ?? 0)) max; the state alone \(ms(median(builds))) median, \(bytes / 1024) KB; \(rounds) rounds")
    // The rounds far from the median, by number: the first (cold) or ones spread through the run.
    let slow = latencies.enumerated().filter { $0.element > 2 * median(latencies) }.map { "#\($0.offset) \(ms($0.element))" }
    if !slow.isEmpty { print("  rounds over twice the median: " + slow.joined(separator: ", ")) }
}

var chain = ["view root width=320"]
for i in 1...199 {
    chain.append(i % 4 == 0 ? "image v\(i) in root 300x40"
                            : "label v\(i) in root \"Row \(i): a line of text long enough to wrap once or twice in the root\" lines=0")
    chain.append("H:|-8-[v\(i)]-8-|")
    chain.append(i == 1 ? "V:|-8-[v1]" : "V:[v\(i - 1)]-8-[v\(i)]")
}
measure("200 views, root.width changed", setup: chain) { "root.width = \($0 % 2 == 0 ? 300 : 320)" }

let table = ["view cell width=320", "image photo in cell 60x60",
             "label body in cell \"$text\" lines=0", "H:|-12-[photo]-8-[body]-12-|", "photo.hugging.h = 251",
             "V:|-12-[photo]-(>=12)-|", "V:|-12-[body]-12-|",
             "table data sentences 1000", "table cell cell", "table reload"]
measure("table, a frame of table scroll by 120", setup: table) { _ in "table scroll by 120" }
