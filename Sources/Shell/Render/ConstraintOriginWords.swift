import InterfaceBuilder
import Layout

extension ConstraintOrigin {
    /// Who made the constraint, as `constraints` and `why` say it in their `from` column.
    var words: String {
        switch self {
        case .user: return "you"
        case .visualFormat(let f): return f
        case .consoleLog(let address): return "the log, \(address)"
        case .interfaceBuilder(let id):
            // The reader's own constraints stand for a guide UIKit makes (a scroll view's content).
            return IBGuide.Kind(rawValue: id) != nil ? "Trellis, for UIKit's \(id)" : "Xcode, \(id)"
        case .code(let line, let column): return "code, \(line):\(column)"
        case .contentHugging: return "content hugging"
        case .compressionResistance: return "compression resistance"
        case .autoresizing: return "autoresizing mask"
        case .rootSize: return "root size"
        case .collapse: return "collapsed"
        case .labelBaseline: return "label baseline"
        case .encapsulated: return "table cell size"
        case .fitting: return "fitting size"
        case .nonNegativeSize: return "sizes are never negative"
        case .stack(let identifier): return identifier
        case .guide(let identifier): return identifier
        }
    }
}
