import TableSim

/// `textsize CATEGORY`: the content size category now, and what the table did about it.
struct TextSizeChange: Equatable {
    enum Table: Equatable {
        /// No table, or its cells were at that category already.
        case unaffected
        /// The app observes the change: the table measured its cells again in this frame.
        case measuredAgain(FrameReport)
        /// The app does not observe it: the table keeps this category (UIKit's name) until its
        /// next reload.
        case keeps(String)
    }

    /// UIKit's name of the category set (`extraLarge`).
    var category: String
    var table: Table
}
