import Layout

/// `textsize [CATEGORY]`: every label is measured again at that content size category, and
/// the table's cells when the app observes the change; alone, which it is.
struct TextSize: ShellCommand {
    static let category = Field.name("CATEGORY", .contentSizeCategories)

    static let spec = CommandSpec(
        path: "textsize", group: .environment, syntax: .optional(category.syntax),
        summary: "the Dynamic Type content size category (xSmall … AX5); without one, the current",
        example: "textsize accessibilityExtraExtraExtraLarge", answers: ["asked alone", "set"])

    let category: ContentSizeCategory?

    init(_ input: CommandInput) throws(SourceError) {
        guard let word = input[Self.category] else {
            category = nil
            return
        }
        do { category = try ContentSizeCategory(parsing: word.text) } catch { throw input.error(error.reason.words, at: word) }
    }

    func run(in workspace: Workspace) -> Either<Setting, TextSizeChange> {
        guard let category else {
            return .first(Setting(name: "textsize", label: "text size", value: .word(workspace.scene.category.name), wasSet: false,
                                  usage: "textsize CATEGORY, as textsize accessibilityExtraExtraExtraLarge"))
        }
        workspace.scene.setCategory(category)
        // The table's cells are measured again too, its height cache emptied: if the app
        // observes the change (table app textsize=observed); if not, at its next reload.
        guard let table = workspace.tableView, table.category != category || table.unobservedCategory != nil else {
            return .second(TextSizeChange(category: category.name, table: .unaffected))
        }
        guard let frame = table.textSizeChanged(to: category) else {
            return .second(TextSizeChange(category: category.name, table: .keeps(table.category.name)))
        }
        return .second(TextSizeChange(category: category.name, table: .measuredAgain(frame)))
    }
}
