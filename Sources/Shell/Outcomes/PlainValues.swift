/// The plain variables' values as an answer lists them: all of them (`values`), or after a
/// change those that changed or are new, at most ``PlainVariables/shownValues``, and how many
/// more there are; then the ambiguous variables.
struct PlainValues: Equatable {
    struct Value: Equatable {
        var name: String
        var value: Double
    }

    /// In the order the variables were made.
    var values: [Value]
    /// Values that changed beyond those listed (0 when every one is listed).
    var unlisted: Int
    /// How many variables there are.
    var variableCount: Int
    /// The ambiguous variables (more than one best solution), at most
    /// ``PlainVariables/shownValues`` of them.
    var ambiguous: [String]
    /// Ambiguous variables beyond those named (`check` lists them all).
    var moreAmbiguous: Int
}
