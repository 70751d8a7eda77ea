extension FixApplied: Outcome {
    static let jsonKeys = [
        JSONKey("fix", "the fix's number"), JSONKey("ran", "the lines run, each answered as if typed (line, failed)"),
        JSONKey("line", "a line run"), JSONKey("failed", "whether it was refused (the rest are not run)"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        var out: [String] = []
        for r in ran {
            out.append("ran: \(r.line)")
            if !r.output.isEmpty { out.append(r.output) }
        }
        out.append(ran.contains(where: \.failed) ? "fix \(number) stopped at a line refused" : "fix \(number) made (check again: fixes are numbered by each check)")
        return out.joined(separator: "\n")
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("fix", .number(Double(number))),
                 ("ran", .array(ran.map { .object([("line", .string($0.line)), ("failed", .bool($0.failed))]) }))])
    }
}
