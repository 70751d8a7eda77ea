#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to 127.0.0.1, for tests that talk to a server of the project's (the live
/// page's) as a browser would, with the headers they choose.
public enum LoopbackSocket {
    /// A socket connected to 127.0.0.1:`port` whose reads give up after `timeout` seconds, or
    /// the errno of the failure.
    public static func connect(port: Int, timeout: Int = 10) -> Result<Int32, LoopbackFailure> {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return .failure(LoopbackFailure(errno: errno)) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                Darwin.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        guard result == 0 else {
            let failure = LoopbackFailure(errno: errno)
            close(fd)
            return .failure(failure)
        }
        return .success(fd)
    }

    /// Writes all of `bytes`; false when the connection closed first.
    public static func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Everything the other side sends until it closes (or a read times out).
    public static func readAll(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}

/// Why a loopback connection failed: the system's errno.
public struct LoopbackFailure: Error, CustomStringConvertible {
    public let errno: Int32
    public var description: String { "connect to 127.0.0.1 failed: errno \(errno)" }
}
