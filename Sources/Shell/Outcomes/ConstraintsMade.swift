import Layout

/// A constraint line or a Visual Format line: the constraints it made, by name.
struct ConstraintsMade: Equatable {
    struct Made: Equatable {
        var name: String
        /// As the scene holds it (`photo.width == 64 @999` once rendered). Nil when the line's
        /// own later work removed it. A value: a script prints none of these, and writing each
        /// out cost a twentieth of a long script.
        var constraint: ConstraintSpec?
    }

    var constraints: [Made]
}
