import Layout

/// `table scroll to Y | by DY [over N] | row R`: the content offset moved, a frame at a time.
struct TableScroll: ShellCommand {
    enum Keyword: String, KeywordSet { case to, by, over, row }

    static let offset = Field.number("Y", -1e12...1e12, "an offset")
    static let distance = Field.number("DY", -1e12...1e12, "a distance")
    static let frameCount = Field.integer("N", 1...10_000, "over N frames: N")
    static let row = Field.row("R")

    static let spec = CommandSpec(
        path: "table scroll", group: .table,
        syntax: .any(.seq(Keyword.to.syntax, offset.syntax),
                     .seq(Keyword.by.syntax, distance.syntax, .opt(Keyword.over.syntax, frameCount.syntax)),
                     .seq(Keyword.row.syntax, row.syntax)),
        summary: "scroll, a frame at a time", example: "table scroll by 500 over 10",
        setup: CommandTable.quotes + ["table reload"], table: .placing)

    enum Motion: Equatable {
        case to(Double)
        case by(Double, frames: Int)
        case row(Word)
    }

    let motion: Motion
    let context: LineContext

    init(_ input: CommandInput) throws(SourceError) {
        context = input.context
        if let y = input[Self.offset] {
            motion = .to(y)
        } else if let dy = input[Self.distance] {
            motion = .by(dy, frames: input[Self.frameCount] ?? 1)
        } else if let word = input.word(Self.row) {
            motion = .row(word)
        } else {
            throw input.usageError
        }
    }

    func run(in workspace: Workspace) throws(SourceError) -> TableFrames {
        let table = workspace.table
        let start = table.contentOffset
        switch motion {
        case .to(let y):
            return TableFrames(frames: [table.scroll(to: y)], shape: .single, start: start)
        case .row(let word):
            let target = try workspace.tableRow(word, context, allowingEmpty: true)
            let frame = table.scroll(toRow: target)
            let missed = table.rowCount > 0 && !table.visibleRows.contains { $0.row == target }
            return TableFrames(frames: [frame], shape: .single, start: start, shortfall: missed ? .rowMissed(target) : nil)
        case .by(let distance, let count):
            let frames = table.scroll(by: distance, frames: count)
            let stopped = frames.count < count || workspace.thisLine.wasInterrupted
            return TableFrames(frames: frames, shape: .summed, start: start,
                               shortfall: stopped ? .interrupted(done: frames.count, of: count) : nil)
        }
    }
}
