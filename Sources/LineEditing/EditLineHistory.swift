import CEditLine

/// A libedit history list: what the up arrow and Ctrl-R walk, and what goes to the
/// history file. libedit's history functions need no terminal, so this is testable on
/// its own.
final class EditLineHistory {
    /// libedit's `History *`.
    let handle: OpaquePointer

    /// A history keeping at most `size` entries, and, when `unique`, never the same entry
    /// twice in a row. Nil if libedit cannot allocate one.
    init?(size: Int, unique: Bool) {
        guard let handle = ceditline_history_init() else { return nil }
        self.handle = handle
        _ = ceditline_history_setsize(handle, Int32(clamping: max(size, 1)))
        _ = ceditline_history_setunique(handle, unique ? 1 : 0)
    }

    deinit {
        ceditline_history_end(handle)
    }

    /// Appends `line` as the newest entry.
    func add(_ line: String) {
        _ = ceditline_history_enter(handle, line)
    }

    /// Appends the entries of the history file at `path`. False when the file is missing
    /// or is not a libedit history file.
    @discardableResult
    func load(from path: String) -> Bool {
        ceditline_history_load(handle, path) >= 0
    }

    /// Writes every entry to `path` (libedit's format: a `_HiStOrY_V2_` line, then one
    /// entry a line with spaces and control characters escaped). False on failure.
    @discardableResult
    func save(to path: String) -> Bool {
        ceditline_history_save(handle, path) >= 0
    }

    /// How many entries there are.
    var count: Int {
        Int(ceditline_history_count(handle))
    }

    /// The entries, oldest first.
    var entries: [String] {
        var result: [String] = []
        var next = ceditline_history_next_oldest_first(handle, 1)
        while let entry = next {
            result.append(String(cString: entry))
            next = ceditline_history_next_oldest_first(handle, 0)
        }
        return result
    }

    /// Removes every entry.
    func clear() {
        ceditline_history_clear(handle)
    }
}
