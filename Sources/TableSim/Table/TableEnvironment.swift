import Layout

/// Where the table is shown and what the app does with it: its viewport, its separators, the
/// text size (the app's, and one the user chose that the app has not heard of yet), and the
/// app's choices (``AppChoices``: whether it observes text sizes, its sizing cell's width).
///
/// The viewport's sides and a set separator never go negative, and a side or separator
/// given that is not a number leaves the old one. While the app observes text sizes, none
/// is pending: a size the user chooses then is the app's at once (``userChose(_:)``), and an
/// app that starts to observe hears of the pending one (``setApp(_:)``).
struct TableEnvironment {
    /// The table's width and the height of what is on screen.
    private(set) var viewport: Size
    /// The separator's height as set; nil: one pixel.
    private(set) var separatorOverride: Double?
    /// The text size the app lays its rows out at.
    private(set) var category = ContentSizeCategory.large
    /// A text size the user chose that the app did not observe (it takes it at its next reload).
    private(set) var unobservedCategory: ContentSizeCategory?
    /// What the app's code does where apps differ.
    private(set) var app = AppChoices()

    /// `separator`: nil for one pixel.
    init(viewport: Size, separator: Double?) {
        self.viewport = Size(width: max(0, viewport.width), height: max(0, viewport.height))
        self.separatorOverride = separator.map { $0.isFinite ? max(0, $0) : 0 }
    }

    /// The text size rows are true at: the system's (the one the app did not hear of yet).
    var systemCategory: ContentSizeCategory { unobservedCategory ?? category }

    /// The width prototype cells are laid out at: the table's, or the one the app keeps.
    var sizingCellWidth: Double { app.sizingCellWidth ?? viewport.width }

    /// Sets the width; returns whether it changed.
    mutating func setWidth(_ width: Double) -> Bool {
        let w = width.isFinite ? max(0, width) : viewport.width
        guard w != viewport.width else { return false }
        viewport.width = w
        return true
    }

    /// Sets the height of what is on screen.
    mutating func setHeight(_ height: Double) {
        viewport.height = height.isFinite ? max(0, height) : viewport.height
    }

    /// Sets the separator's height (nil: one pixel).
    mutating func setSeparator(_ height: Double?) {
        if let height {
            separatorOverride = height.isFinite ? max(0, height) : separatorOverride
        } else {
            separatorOverride = nil
        }
    }

    /// Sets the app's text size; returns whether it changed.
    mutating func setCategory(_ newCategory: ContentSizeCategory) -> Bool {
        guard newCategory != category else { return false }
        category = newCategory
        return true
    }

    /// Sets the app's choices. Returns the pending text size when the app observes text sizes
    /// now (it hears of it: no longer pending), else nil.
    mutating func setApp(_ choices: AppChoices) -> ContentSizeCategory? {
        app = choices
        return app.observesTextSize ? takeUnobserved() : nil
    }

    /// The user chose `newCategory`. An app that observes text sizes hears of it: returned,
    /// nothing pending. One that does not, does not: pending (unless it is the app's
    /// already), and nil.
    mutating func userChose(_ newCategory: ContentSizeCategory) -> ContentSizeCategory? {
        guard !app.observesTextSize else {
            unobservedCategory = nil
            return newCategory
        }
        unobservedCategory = newCategory == category ? nil : newCategory
        return nil
    }

    /// The pending text size, no longer pending (the app hears of it now).
    mutating func takeUnobserved() -> ContentSizeCategory? {
        defer { unobservedCategory = nil }
        return unobservedCategory
    }
}
