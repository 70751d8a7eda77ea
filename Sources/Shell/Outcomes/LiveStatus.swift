/// `live`: whether the live page is served, where, and what the line changed.
struct LiveStatus: Equatable {
    enum Change: Equatable { case started, stopped }
    /// What the line did, or nil when it asked (or there was nothing to do).
    var change: Change?
    /// Where the page is, when it is served.
    var address: LiveAddress?
    /// How many pages watch.
    var pages: Int
}
