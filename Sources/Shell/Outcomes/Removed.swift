/// `remove NAME`: the views and the constraints that went.
struct Removed: Equatable {
    /// The view named and its subviews, parents first (none for a constraint).
    var views: [String]
    /// The constraints of the user's that went: the one named, or those of the views.
    var constraints: [String]
}
