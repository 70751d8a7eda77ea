/// What one press of Tab does to the line, decided from a ``Completion`` alone.
///
/// The rules are bash's: a unique candidate replaces the word (plus its suffix); several
/// candidates first extend the word to their longest common prefix; when that adds
/// nothing (so at the latest on the second Tab) the candidates are listed; no candidate
/// beeps.
enum TabAction: Equatable {
    /// Nothing to complete: ring the bell.
    case beep
    /// Delete `deleteCount` Unicode scalars before the cursor, then insert `insert`.
    case edit(deleteCount: Int, insert: String)
    /// Show these candidates under the line, then redraw the line unchanged.
    case list([String])

    /// The action for `completion` on `line` with the cursor at `cursor`. Only the part
    /// of the completion's range before the cursor is replaced.
    static func decide(line: String, cursor: String.Index, completion: Completion) -> TabAction {
        let end = min(cursor, line.endIndex)
        let start = min(max(completion.range.lowerBound, line.startIndex), end)
        let typed = String(line.unicodeScalars[start..<end])

        var seen = Set<String>()
        let candidates = completion.candidates.filter { seen.insert($0).inserted }
        guard let first = candidates.first else { return .beep }

        if candidates.count == 1 {
            return edit(from: typed, to: first + completion.suffixWhenUnique)
        }
        let prefix = longestCommonPrefix(candidates)
        if prefix.unicodeScalars.count > typed.unicodeScalars.count {
            return edit(from: typed, to: prefix)
        }
        return .list(candidates)
    }

    /// The smallest edit at the cursor that turns `typed` into `replacement`: keep their
    /// common leading scalars, delete the rest of `typed`, insert the rest of `replacement`.
    static func edit(from typed: String, to replacement: String) -> TabAction {
        let old = Array(typed.unicodeScalars)
        let new = Array(replacement.unicodeScalars)
        var common = 0
        while common < old.count, common < new.count, old[common] == new[common] {
            common += 1
        }
        var inserted = String.UnicodeScalarView()
        inserted.append(contentsOf: new[common...])
        return .edit(deleteCount: old.count - common, insert: String(inserted))
    }
}

/// The longest string that every one of `strings` starts with, compared by Unicode scalar
/// so that a prefix never ends inside a scalar; empty for an empty list.
public func longestCommonPrefix(_ strings: [String]) -> String {
    guard let first = strings.first else { return "" }
    var prefix = Array(first.unicodeScalars)
    for string in strings.dropFirst() {
        var length = 0
        for scalar in string.unicodeScalars {
            guard length < prefix.count, prefix[length] == scalar else { break }
            length += 1
        }
        prefix.removeSubrange(length...)
        if prefix.isEmpty { break }
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: prefix)
    return String(result)
}
