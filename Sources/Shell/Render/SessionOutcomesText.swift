import Notation

extension TranscriptSaved: Outcome {
    static let jsonKeys = [
        JSONKey("saved", "the file written, as typed"), JSONKey("inputs", "the inputs it holds"),
        JSONKey("skipped", "inputs run while recording was off (not in it)"),
        JSONKey("interrupted", "inputs stopped by Ctrl-C, kept as comments"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        var out = "saved \(inputs) input\(inputs == 1 ? "" : "s") to \(file)"
        if skipped > 0 { out += " (without the \(skipped) run while recording was off, so it may not replay the same)" }
        if interrupted > 0 {
            let n = interrupted
            out += " (\(n) input\(n == 1 ? "" : "s") stopped by Ctrl-C kept as comment\(n == 1 ? "" : "s"), not run: "
                + "what \(n == 1 ? "it" : "they") did before the stop is not replayed)"
        }
        return out
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("saved", .string(file)), ("inputs", .number(Double(inputs))), ("skipped", .number(Double(skipped))),
                 ("interrupted", .number(Double(interrupted)))])
    }
}

extension RecordingState: Outcome {
    static let jsonKeys = [
        JSONKey("recording", "whether what you type is recorded"), JSONKey("inputs", "the inputs recorded so far"),
        JSONKey("changed", "started, stopped or cleared, or null when asked"),
        JSONKey("fullAfter", "the inputs after which it stopped at its size limit, or null"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        let sofar = "\(inputs) input\(inputs == 1 ? "" : "s") so far"
        switch change {
        case .started: return "recording on (\(sofar))"
        case .stopped: return "recording off (\(sofar); record on starts it again)"
        case .cleared: return "recording cleared; it is \(isOn ? "on" : "off")"
        case nil:
            if let fullAfter {
                return "recording stopped after \(grouped(fullAfter)) inputs, at its limit of \(Recording.byteLimit >> 20) MB; record clear starts a new one"
            }
            return "recording is \(isOn ? "on" : "off") (\(sofar)); save FILE writes them"
        }
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        let changed: JSON = switch change {
        case .started: .string("started")
        case .stopped: .string("stopped")
        case .cleared: .string("cleared")
        case nil: .null
        }
        return .object([("recording", .bool(isOn)), ("inputs", .number(Double(inputs))), ("changed", changed),
                        ("fullAfter", fullAfter.map { .number(Double($0)) } ?? .null)])
    }
}

extension Echoed: Outcome {
    static let jsonKeys = [JSONKey("echo", "the text, as typed")]
    func text(_ printer: OutcomePrinter) -> String { text.escapingControlCharacters }
    func json(_ printer: OutcomePrinter) -> JSON { .object([("echo", .string(text))]) }
}

extension Leaving: Outcome {
    static let jsonKeys = [JSONKey("quit", "true: the session ends")]
    var endsSession: Bool { true }
    func text(_ printer: OutcomePrinter) -> String { "" }
    func json(_ printer: OutcomePrinter) -> JSON { .object([("quit", .bool(true))]) }
}
