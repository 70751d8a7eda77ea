/// The rows a word names: `12`, or with ranges allowed `0-99,120,130-140` (the form of
/// `table verify rows` and `table invalidate rows`), each part with its place in the line.
/// Whether the table has the rows is the command's business.
struct RowRange {
    var word: Word
    var lower: Int
    var upper: Int

    static func parse(_ word: Word, rangesAllowed: Bool, _ context: LineContext) throws(SourceError) -> [RowRange] {
        var ranges: [RowRange] = []
        var offset = 0
        for piece in word.text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = Word(text: String(piece), column: word.column + offset, length: max(1, piece.count), isQuoted: false)
            offset += piece.count + 1
            let bounds = item.text.split(separator: "-", omittingEmptySubsequences: false)
            guard bounds.count <= 2, rangesAllowed || bounds.count == 1 else {
                throw context.error("one row after 'row' (rows R-R for a range)", at: item)
            }
            func number(_ text: Substring, at column: Int) throws(SourceError) -> Int {
                let part = Word(text: String(text), column: column, length: max(1, text.count), isQuoted: false)
                guard let n = Int(text), n >= 0 else {
                    throw context.error(text.isEmpty ? (bounds.count == 2 ? "a range is R-R, as rows 0-99" : "a row number is missing between the commas")
                                        : "'\(text)' is not a row number", at: part)
                }
                return n
            }
            let lower = try number(bounds[0], at: item.column)
            let upper = bounds.count == 2 ? try number(bounds[1], at: item.column + bounds[0].count + 1) : lower
            guard lower <= upper else { throw context.error("the first row of a range comes first, as rows 0-99", at: item) }
            ranges.append(RowRange(word: item, lower: lower, upper: upper))
        }
        return ranges
    }
}
