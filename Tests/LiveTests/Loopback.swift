import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain HTTP client over a socket to 127.0.0.1, for the tests: it sends exactly the headers
/// it is given (a browser's Origin, another Host), which URLSession would not let it choose.
struct Loopback {
    let port: Int

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    enum Failure: Error, CustomStringConvertible {
        case closed, malformed(String)
        var description: String {
            switch self {
            case .closed: return "the server closed the connection"
            case .malformed(let text): return "not an HTTP response: \(text.prefix(200))"
            }
        }
    }

    /// A connected socket that gives up on a read after 10 s.
    func connect() throws -> Int32 { try LoopbackSocket.connect(port: port).get() }

    /// One request, `Connection: close`, and its whole response.
    func request(_ method: String, _ target: String, headers: [String: String] = [:], body: String = "",
                 host: String? = nil) throws -> Response {
        let fd = try connect()
        defer { close(fd) }
        var text = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if method == "POST" { text += "Content-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + body
        try send(fd, Array(text.utf8))
        return try Self.parse(LoopbackSocket.readAll(fd))
    }

    func send(_ fd: Int32, _ bytes: [UInt8]) throws {
        guard LoopbackSocket.send(fd, bytes) else { throw Failure.closed }
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure.malformed(text) }
        let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusWords = head.first?.split(separator: " ") ?? []
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else { throw Failure.malformed(text) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = String(text[split.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = Self.unchunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    static func unchunk(_ text: String) -> String {
        var rest = Substring(text), out = ""
        while let line = rest.range(of: "\r\n"), let size = Int(rest[..<line.lowerBound], radix: 16), size > 0 {
            let start = line.upperBound
            let end = rest.utf8.index(start, offsetBy: size)
            out += rest[start..<end]
            rest = rest[end...].dropFirst(2)
        }
        return out
    }
}

/// A page's WebSocket, as a test opens it: the handshake, then the text messages the server sends.
final class TestWebSocket {
    let fd: Int32
    let loopback: Loopback
    private var buffer: [UInt8] = []
    let handshakeStatus: Int

    init(_ loopback: Loopback, target: String, origin: String? = nil) throws {
        self.loopback = loopback
        fd = try loopback.connect()
        var text = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(loopback.port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        text += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { text += "Origin: \(origin)\r\n" }
        text += "\r\n"
        try loopback.send(fd, Array(text.utf8))
        // The response's head, up to its blank line.
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !(head.count >= 4 && Array(head.suffix(4)) == [13, 10, 13, 10]) {
            guard read(fd, &byte, 1) == 1 else { throw Loopback.Failure.closed }
            head.append(byte)
        }
        let status = String(decoding: head, as: UTF8.self).split(separator: " ").dropFirst().first.flatMap { Int($0) }
        handshakeStatus = status ?? 0
    }

    deinit { close(fd) }

    private func take(_ count: Int) throws -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while buffer.count < count {
            let n = read(fd, &chunk, chunk.count)
            guard n > 0 else { throw Loopback.Failure.closed }
            buffer += chunk[0..<n]
        }
        let taken = Array(buffer[0..<count])
        buffer.removeFirst(count)
        return taken
    }

    /// The next whole text message (frames joined); nil when the server closes.
    func nextText() throws -> String? {
        var payload: [UInt8] = []
        while true {
            let header = try take(2)
            let opcode = header[0] & 0x0F
            var length = Int(header[1] & 0x7F)
            if length == 126 { length = try take(2).reduce(0) { $0 << 8 | Int($1) } }
            else if length == 127 { length = try take(8).reduce(0) { $0 << 8 | Int($1) } }
            let data = try take(length)
            if opcode == 0x8 { return nil }
            if opcode == 0x9 || opcode == 0xA { continue }
            payload += data
            if header[0] & 0x80 != 0 { return String(decoding: payload, as: UTF8.self) }
        }
    }

    /// The next state whose version is at least `version`.
    func state(atLeast version: Int) throws -> [String: Any] {
        while let text = try nextText() {
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { continue }
            if (object["version"] as? Int ?? -1) >= version { return object }
        }
        throw Loopback.Failure.closed
    }
}
