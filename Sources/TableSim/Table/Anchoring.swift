/// What stays put on screen when rows above it change (``ScrollAnchor``), and the times the
/// offset or the screen moved without a scroll (`table jumps`).
///
/// An anchor row names a row of the table: it follows its row through inserts, deletes and
/// moves, and gives way to ``ScrollAnchor/top`` when its row goes. At most ``jumpsKept``
/// jumps are kept, the newest.
struct Anchoring {
    /// How many jumps are kept.
    static let jumpsKept = 10_000

    /// What stays put (UIKit's way unless told).
    private(set) var anchor = ScrollAnchor.uikit
    /// The jumps, oldest first.
    private(set) var jumps: [TableJump] = []

    /// The anchor row, if the anchor is one.
    var row: Int? {
        if case .row(let r) = anchor { return r }
        return nil
    }

    /// Sets the anchor; an anchor row must be one of `rowCount` rows. Returns whether it was set.
    @discardableResult
    mutating func setAnchor(_ newAnchor: ScrollAnchor, rowCount: Int) -> Bool {
        if case .row(let r) = newAnchor, r < 0 || r >= rowCount { return false }
        anchor = newAnchor
        return true
    }

    /// The row a change keeps put: the anchor row when it is one of `rowCount` rows, else
    /// the first on screen.
    func keptRow(firstOnScreen: Int, rowCount: Int) -> Int {
        if let r = row, r < rowCount { return r }
        return firstOnScreen
    }

    /// Carries an anchor row through a change of indexes: `moved` gives its new index, nil
    /// when it is gone (the anchor is then ``ScrollAnchor/top``).
    mutating func followRow(_ moved: (Int) -> Int?) {
        guard let r = row else { return }
        anchor = moved(r).map(ScrollAnchor.row) ?? .top
    }

    /// Keeps a jump (dropping the oldest past ``jumpsKept``).
    mutating func record(_ jump: TableJump) {
        jumps.append(jump)
        if jumps.count > Self.jumpsKept { jumps.removeFirst(jumps.count - Self.jumpsKept) }
    }
}
