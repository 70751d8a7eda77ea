import Layout

/// Where the table is shown: its viewport, its separators, and the text size (the app's,
/// and one the user chose that the app has not heard of yet).
///
/// The viewport's sides and a set separator never go negative, and a side or separator
/// given that is not a number leaves the old one.
struct TableEnvironment {
    /// The table's width and the height of what is on screen.
    private(set) var viewport: Size
    /// The separator's height as set; nil: one pixel.
    private(set) var separatorOverride: Double?
    /// The text size the app lays its rows out at.
    private(set) var category = ContentSizeCategory.large
    /// A text size the user chose that the app did not observe (it takes it at its next reload).
    private(set) var unobservedCategory: ContentSizeCategory?

    /// `separator`: nil for one pixel.
    init(viewport: Size, separator: Double?) {
        self.viewport = Size(width: max(0, viewport.width), height: max(0, viewport.height))
        self.separatorOverride = separator.map { $0.isFinite ? max(0, $0) : 0 }
    }

    /// The text size rows are true at: the system's (the one the app did not hear of yet).
    var systemCategory: ContentSizeCategory { unobservedCategory ?? category }

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

    /// The user chose `newCategory` and the app did not hear of it: pending, unless it is
    /// the app's already.
    mutating func chooseUnobserved(_ newCategory: ContentSizeCategory) {
        unobservedCategory = newCategory == category ? nil : newCategory
    }

    /// The pending text size, no longer pending (the app hears of it now).
    mutating func takeUnobserved() -> ContentSizeCategory? {
        defer { unobservedCategory = nil }
        return unobservedCategory
    }
}
