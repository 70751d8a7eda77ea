import Layout

/// What the app's own code does where apps differ, so that a table can show the pitfall a
/// choice makes and then its fix. The defaults are what a correct app does.
public struct AppChoices: Sendable, Equatable {
    /// The sizing (prototype) cell's width: nil follows the table, as a sizing cell with
    /// `autoresizingMask = UIViewAutoresizingFlexibleWidth` does (the fix); a width keeps the
    /// cell at the width it was made at whatever the table's (the pitfall: landscape rows
    /// get portrait heights).
    public var sizingCellWidth: Double?
    /// Whether the app observes `UIContentSizeCategoryDidChangeNotification` and reloads (the
    /// fix); when not, a new text size reaches the table only at its next reload.
    public var observesTextSize = true

    public init(sizingCellWidth: Double? = nil, observesTextSize: Bool = true) {
        self.sizingCellWidth = sizingCellWidth
        self.observesTextSize = observesTextSize
    }
}

extension TableView {
    /// Sets the app's choices. A sizing cell made to keep its width keeps the table's width
    /// now; one made to follow takes the table's width again.
    /// A new width for the sizing cells applies at the next reload; an app that starts to
    /// observe text sizes hears of a pending one (as at its next launch).
    public func setApp(_ choices: AppChoices) {
        let oldWidth = sizingCellWidth
        let heard = environment.setApp(choices)
        if sizingCellWidth != oldWidth {
            for s in prototypes.sizingCells { s.setWidth(sizingCellWidth) }
            storedHeights.environmentChanged()
            needsReload = true
        }
        if let heard {
            setCategory(heard)
        }
    }

    /// The width prototype cells are laid out at: the table's, or the one the app keeps.
    var sizingCellWidth: Double { environment.sizingCellWidth }

    /// The user changed the text size: an app that observes the notification reloads (a
    /// frame); one that does not keeps the old size until its next reload (nil: no frame).
    @discardableResult
    public func textSizeChanged(to newCategory: ContentSizeCategory) -> FrameReport? {
        guard let heard = environment.userChose(newCategory) else { return nil }
        return setCategory(heard)
    }

    /// The text size rows are true at: the system's (the one the app did not hear of yet).
    var systemCategory: ContentSizeCategory { environment.systemCategory }
}

extension TableView {
    /// Whether heights come from prototype cells asked for their fitting size
    /// (`heightForRowAt` with `systemLayoutSizeFitting`), not from the cells shown.
    var sizingUsesPrototypeCells: Bool {
        switch sizing {
        case .prototype, .cached, .estimated, .precomputed: return true
        case .fixed, .selfSizing, .manual: return false
        }
    }
}
