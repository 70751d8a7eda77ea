/// What the shell asks of the live view's server, which lives in a module of its own (`Live`)
/// so that the shell does not depend on a server package. The executable installs one
/// (``Workspace/live``); without it, `live on` says the build has no live view.
public protocol LiveControl: AnyObject {
    /// Starts serving on 127.0.0.1 at `port` (nil: a port the system picks) and answers the
    /// page's address, token included. Already serving: the address it serves at.
    func start(port: Int?) throws(LiveStartError) -> LiveAddress
    /// Stops serving and closes every page's connection; nothing when not serving.
    func stop()
    /// The address it serves at, or nil when it is not serving.
    var address: LiveAddress? { get }
    /// How many pages watch now.
    var pageCount: Int { get }
    /// Called after each line the workspace runs at the top level (typed, from a script or from
    /// a page), with the lock held: the server takes the new state to the pages.
    func lineRan()
}

/// Where the live page is served.
public struct LiveAddress: Sendable, Equatable {
    public var port: Int
    /// The secret every request carries (128 random bits, hex).
    public var token: String
    public init(port: Int, token: String) {
        self.port = port
        self.token = token
    }
    /// `http://127.0.0.1:PORT/?token=…`: the page's address.
    public var pageURL: String { "http://127.0.0.1:\(port)/?token=\(token)" }
}

/// Why the server did not start.
public enum LiveStartError: Error, Sendable, Equatable {
    /// Something else listens on the port.
    case portInUse(Int)
    /// The system refused the socket for another reason (its message).
    case refused(port: Int?, reason: String)
}
