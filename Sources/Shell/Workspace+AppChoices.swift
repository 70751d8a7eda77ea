import Layout
import TableSim

/// The cell that UITableView cannot lay out.
extension Workspace {
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
