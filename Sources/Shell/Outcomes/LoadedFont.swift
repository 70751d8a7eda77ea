/// `font NAME FILE`: the font loaded, and the name `font=` knows it by.
struct LoadedFont: Equatable {
    /// The name given (`font=NAME SIZE`).
    var name: String
    /// The face's own name, from the file's name table; empty when it has none.
    var face: String
    /// Font units in one em.
    var unitsPerEm: Int
}
