/// The parts of Objective-C that layout code is written with, as the reader parses them.
indirect enum ObjCExpr {
    case number(Double)
    case string(String)
    /// A name; its text is also what `NSDictionaryOfVariableBindings` keys it by.
    case name(String)
    /// `[receiver part:arg part:arg]`; a unary message has one part and no argument.
    case message(receiver: ObjCExpr, parts: [(label: String, argument: ObjCExpr?)])
    /// `a.b` (a property, or Masonry's `make.top`).
    case member(ObjCExpr, String)
    /// `f(a, b)`: a C function, or a block property called (`equalTo(x)`).
    case call(ObjCExpr, [ObjCExpr])
    case binary(String, ObjCExpr, ObjCExpr)
    case unary(String, ObjCExpr)
    case assign(String, ObjCExpr, ObjCExpr)
    /// `@[…]`, `@{…}`, `@(…)` / `@8`.
    case array([ObjCExpr])
    case dictionary([(ObjCExpr, ObjCExpr)])
    case boxed(ObjCExpr)
    /// `^(MASConstraintMaker *make) { … }`: its parameters' names and body.
    case block([String], [ObjCStatement])
    /// A part not read (a ternary, a cast to a function type): why.
    case unreadable(String)
}

struct ObjCStatement {
    enum Kind {
        case expression(ObjCExpr)
        /// `Type *name = value;` (value nil for a declaration alone).
        case declaration(String, ObjCExpr?)
        case returns(ObjCExpr?)
        /// `if (condition) { … } else { … }`.
        case conditional(ObjCExpr, [ObjCStatement], [ObjCStatement]?)
        /// `for (UIView *v in @[a, b]) { … }`.
        case forIn(String, ObjCExpr, [ObjCStatement])
        /// A statement of another kind (`while`, `switch`), or one not parsed: its keyword or why.
        case unread(String)
        case block([ObjCStatement])
    }
    var kind: Kind
    var place: SourcePlace
    /// The source on one line, shortened (for messages).
    var text: String
}

/// A method of an `@implementation`: its selector (`initWithStyle:reuseIdentifier:`), its
/// parameters' names, and its body.
struct ObjCMethod {
    var selector: String
    var parameters: [String]
    var body: [ObjCStatement]
    var place: SourcePlace
    var isClassMethod: Bool
}

/// What a file declares: classes (superclass, properties, methods) and constants.
struct ObjCFile {
    struct Class {
        var name: String
        var superclass: String?
        /// Properties by name, with their class (`UILabel`).
        var properties: [(name: String, type: String)] = []
        var methods: [ObjCMethod] = []
        var place: SourcePlace
    }
    var classes: [Class] = []
    /// `#define NAME value`, `static const CGFloat NAME = value;`: each name's value expression.
    var constants: [String: ObjCExpr] = [:]
    /// Where the parser gave up on a part of the file, and why.
    var unread: [(SourcePlace, String)] = []
}
