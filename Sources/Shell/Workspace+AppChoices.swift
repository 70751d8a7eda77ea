import Layout
import TableSim

/// `table app`: the app's choices, and the cell that UITableView cannot lay out.
extension Workspace {
    func tableApp(_ invocation: Invocation) throws(SourceError) -> String {
        let a = invocation.arguments
        var choices = table.app
        let cells = a.words("sizingcell=follows|fixed"), sizes = a.words("textsize=observed|ignored")
        if cells.count > 1 { throw invocation.error("sizingcell is given twice", at: cells[1]) }
        if sizes.count > 1 { throw invocation.error("textsize is given twice", at: sizes[1]) }
        guard !cells.isEmpty || !sizes.isEmpty else { return Self.appText(table) }
        if let word = a.value("sizingcell=follows|fixed") {
            switch word.text {
            case "follows": choices.sizingCellWidth = nil
            case "fixed": choices.sizingCellWidth = choices.sizingCellWidth ?? table.viewport.width
            default: throw invocation.error("sizingcell is follows or fixed, not '\(word.text)'", at: word)
            }
        }
        if let word = a.value("textsize=observed|ignored") {
            switch word.text {
            case "observed": choices.observesTextSize = true
            case "ignored": choices.observesTextSize = false
            default: throw invocation.error("textsize is observed or ignored, not '\(word.text)'", at: word)
            }
        }
        table.setApp(choices)
        return Self.appText(table)
    }

    /// What the app does now, in a line.
    static func appText(_ t: TableView) -> String {
        let cell = t.app.sizingCellWidth.map { "the sizing cell stays \(show($0)) wide (sizingcell=fixed)" }
            ?? "the sizing cell follows the table's width (sizingcell=follows)"
        let size = t.app.observesTextSize ? "text size changes reload the table (textsize=observed)"
            : "text size changes wait for the next reload (textsize=ignored)"
        return "app: \(cell); \(size)"
    }

    /// UITableView cannot lay out a cell that does not translate its autoresizing mask: the
    /// first layout of its rows throws, as UIKit does.
    func refuseCellsWithoutAutoresizing(_ invocation: Invocation) throws(SourceError) {
        for template in table.templates {
            guard let root = template.recipe.view(template.root), root.translatesAutoresizingMaskWasSet,
                  !root.translatesAutoresizingMask else { continue }
            throw invocation.context.error("""
                *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Auto Layout still \
                required after executing -layoutSubviews. UITableView's implementation of -layoutSubviews needs to call super.'
                """, at: invocation.verbWord, notes: [
                    "\(template.root), the cell of \(template.reuseIdentifier), has translatesAutoresizingMaskIntoConstraints = NO:",
                    "the table places its cells by their frames, and a cell that does not turn its frame into",
                    "constraints cannot be placed. Keep it YES on the cell (\(template.root).translates = true) and",
                    "set NO on the views inside it.",
                ])
        }
    }
}
