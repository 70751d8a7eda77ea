/// `live` written for people and for programs.
extension LiveStatus: Outcome {
    static let jsonKeys = [
        JSONKey("live", "whether the page is served"), JSONKey("changed", "started or stopped, or null"),
        JSONKey("url", "the page's address, token included, or null"), JSONKey("port", "the port on 127.0.0.1, or null"),
        JSONKey("pages", "how many pages watch"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        guard let address else {
            return change == .stopped ? "live view off: the pages stop following" : "live view off (live on starts it)"
        }
        let watching = pages == 1 ? "1 page watches" : "\(pages) pages watch"
        if change == .started {
            return "live view on: open \(address.pageURL)\n(on 127.0.0.1 only; the token keeps other pages out; live off stops it)"
        }
        return "live view on at \(address.pageURL) (\(watching))"
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        let changed: JSON = switch change {
        case .started: .string("started")
        case .stopped: .string("stopped")
        case nil: .null
        }
        return .object([
            ("live", .bool(address != nil)), ("changed", changed),
            ("url", address.map { .string($0.pageURL) } ?? .null),
            ("port", address.map { .number(Double($0.port)) } ?? .null),
            ("pages", .number(Double(pages))),
        ])
    }
}
