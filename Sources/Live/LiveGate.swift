import FlyingFox

/// Who may talk to the live server: a request to 127.0.0.1 or localhost at its own port
/// (another Host is a page that a DNS name rebound to this machine), carrying the token, and,
/// when a browser says where it comes from, coming from the live page itself.
struct LiveGate: Sendable {
    let port: Int
    let token: String

    /// Why a request is refused, or nil when it may go on.
    enum Refusal: Equatable, Sendable {
        case wrongHost
        case otherOrigin(String)
        case noToken
        case wrongToken

        var message: String {
            switch self {
            case .wrongHost: return "this server answers requests to 127.0.0.1 only"
            case .otherOrigin(let origin): return "requests from \(origin) are refused: only the live page may talk to the shell"
            case .noToken: return "the address needs its token: open the address live on printed"
            case .wrongToken: return "the token is not this shell's: open the address live on printed"
            }
        }
    }

    var allowedOrigins: Set<String> { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

    func refusal(_ request: HTTPRequest) -> Refusal? {
        let hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers[.host], hosts.contains(host.lowercased()) else { return .wrongHost }
        if let origin = request.headers[HTTPHeader("Origin")], !allowedOrigins.contains(origin.lowercased()) {
            return .otherOrigin(origin)
        }
        guard let given = request.query.first(where: { $0.name == "token" })?.value else { return .noToken }
        return LiveToken.matches(given, token) ? nil : .wrongToken
    }
}
