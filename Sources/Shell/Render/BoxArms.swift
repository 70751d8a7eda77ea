/// The directions a box-drawing character reaches out to from the middle of its cell.
struct BoxArms: OptionSet, Equatable {
    let rawValue: UInt8
    static let up = BoxArms(rawValue: 1)
    static let down = BoxArms(rawValue: 2)
    static let left = BoxArms(rawValue: 4)
    static let right = BoxArms(rawValue: 8)

    /// The light box-drawing character with these arms; dashed lines use `┄` and `┆` where
    /// the line runs straight (there are no dashed corners or junctions).
    func character(dashed: Bool) -> Character {
        switch rawValue {
        case 0: return " "
        case 1, 2, 3: return dashed ? "┆" : "│"
        case 4, 8, 12: return dashed ? "┄" : "─"
        case 10: return "┌"
        case 6: return "┐"
        case 9: return "└"
        case 5: return "┘"
        case 11: return "├"
        case 7: return "┤"
        case 14: return "┬"
        case 13: return "┴"
        default: return "┼"
        }
    }
}
