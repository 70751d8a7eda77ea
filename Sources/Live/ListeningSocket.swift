#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's listening socket, found by what it is bound to: FlyingFox does not hand it out,
/// and does not set TCP_NODELAY on its connections.
///
/// Without TCP_NODELAY a state the server writes in several frames can wait for the browser's
/// delayed acknowledgement: LiveRunner saw one line in thirty take 55–58 ms instead of 15
/// (Nagle's algorithm on the server, a 40 ms delayed ACK on the page's side; with the client
/// acknowledging at once, none did). A connection accepted from a listening socket with
/// TCP_NODELAY has it too (Linux and the BSDs copy it to the new socket).
enum ListeningSocket {
    /// Sets TCP_NODELAY on the socket of this process that listens on 127.0.0.1:`port`;
    /// whether one was found.
    @discardableResult
    static func sendWithoutDelay(port: Int) -> Bool {
        let limit = min(Int(getdtablesize()), 65_536)
        for fd in Int32(3)..<Int32(limit) {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            guard named == 0, Int32(address.sin_family) == AF_INET, Int(UInt16(bigEndian: address.sin_port)) == port,
                  address.sin_addr.s_addr == inet_addr("127.0.0.1") else { continue }
            var listening: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &size) == 0, listening != 0 else { continue }
            var on: Int32 = 1
            return setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size)) == 0
        }
        return false
    }
}
