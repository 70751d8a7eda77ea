/// A constraint line or a Visual Format line: the constraints it made, by name.
struct ConstraintsMade: Equatable {
    struct Made: Equatable {
        var name: String
        /// As the scene holds it (`photo.width == 64 @999`).
        var constraint: String
    }

    var constraints: [Made]
}
