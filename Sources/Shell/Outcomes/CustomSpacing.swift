/// `stack spacing STACK after VIEW N|default`: the spacing after an arranged view now.
struct CustomSpacing: Equatable {
    var stack: String
    /// The arranged view it follows.
    var view: String
    /// The custom spacing, or nil when the view is back to the stack's own.
    var spacing: Double?
}
