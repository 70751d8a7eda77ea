import Cassowary

/// The plain variables' part of `constraints`: their numbered constraints and their edit
/// variables, as values (Render/InspectionText.swift and InspectionJSON.swift write them).
struct PlainConstraintListing: Equatable {
    struct Numbered: Equatable {
        var number: Int
        /// As the user wrote it, without a comment.
        var constraint: String
        var priority: Priority
    }
    struct Edit: Equatable {
        var variable: String
        var priority: Priority
    }
    var numbered: [Numbered]
    var edits: [Edit]
}

/// A plain variable that more than one best solution leaves free (`check`).
struct PlainAmbiguity: Equatable {
    var name: String
    var value: Double
    var alternative: Double
}
