import TableSim

/// `table app`: what the app's code does where apps differ.
extension AppChoices: Outcome {
    static let jsonKeys = [
        JSONKey("sizingCell", "the sizing cell's width when it stays fixed, or follows (it follows the table's width)"),
        JSONKey("textSize", "observed (text size changes reload the table) or ignored (they wait for the next reload)"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        let cell = sizingCellWidth.map { "the sizing cell stays \(show($0)) wide (sizingcell=fixed)" }
            ?? "the sizing cell follows the table's width (sizingcell=follows)"
        let size = observesTextSize ? "text size changes reload the table (textsize=observed)"
            : "text size changes wait for the next reload (textsize=ignored)"
        return "app: \(cell); \(size)"
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        .object([("sizingCell", sizingCellWidth.map { .number($0) } ?? .string("follows")),
                 ("textSize", .string(observesTextSize ? "observed" : "ignored"))])
    }
}
