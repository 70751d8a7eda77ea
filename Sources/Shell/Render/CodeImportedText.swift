import Layout
import Notation
import SourceCode

extension CodeImportOutcome: Outcome {
    static let jsonKeys = [
        JSONKey("pasting", "swift or objc while the lines that follow are code (until end), else absent"),
        JSONKey("source", "the file as typed, or: the paste"), JSONKey("class", "the class read"),
        JSONKey("base", "view, tableCell, collectionCell or viewController"), JSONKey("root", "the root's name in the scene"),
        JSONKey("contentView", "a cell's content view's name, or null"), JSONKey("width", "the root's width"),
        JSONKey("views", "views made"), JSONKey("constraints", "constraints made (a Visual Format line makes several)"),
        JSONKey("statements", "statements read"), JSONKey("understood", "of those, understood"),
        JSONKey("skipped", "code not understood (line, column, text, reason)"),
        JSONKey("numbers", "names the code uses as numbers but does not define (name, value or null, lines)"),
        JSONKey("leftOut", "what the scene did not take (line, column, reason)"),
        JSONKey("lints", "what UIKit would complain of (line, column, lint)"),
        JSONKey("notes", "what the reader did that is worth knowing (line, column, note)"),
        JSONKey("otherClasses", "the file's other classes (class= reads one)"),
        JSONKey("file", "the file of a place (as typed)"), JSONKey("line", "a line of the code"), JSONKey("column", "a column of the code"), JSONKey("text", "the code there"),
        JSONKey("reason", "why"), JSONKey("name", "a name"), JSONKey("value", "its value, or null"), JSONKey("lines", "where it is used"),
        JSONKey("lint", "the complaint and what UIKit does"), JSONKey("note", "the note"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        switch self {
        case .pasting(let language): return PasteStarted(code: language).text(printer)
        case .imported(let i): return i.text
        }
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        switch self {
        case .pasting(let language): return .object([("pasting", .string(language.rawValue))])
        case .imported(let i): return i.json
        }
    }
}

extension CodeImported {
    func line(_ place: SourcePlace) -> Int { place.line + firstLine - 1 }
    /// `12:9`, or `JSMessageCell.m 12:9` when several files were read.
    func at(_ place: SourcePlace) -> String {
        let file = sources.count > 1 && sources.indices.contains(place.file) ? "\(sources[place.file]) " : ""
        return "\(file)\(line(place)):\(place.column)"
    }
    var source: String { sources.joined(separator: ", ") }

    var baseWords: String {
        switch layout.base {
        case .view: return "a view"
        case .tableCell: return "a UITableViewCell"
        case .collectionCell: return "a UICollectionViewCell"
        case .viewController: return "a view controller"
        }
    }

    var contentView: String? { layout.base == .tableCell || layout.base == .collectionCell ? "contentView" : nil }

    var text: String {
        var lines: [String] = []
        let content = contentView.map { ", its content view \($0)" } ?? ""
        lines.append("read \(source): class \(layout.className) (\(baseWords)) as \(layout.rootName)\(content), \(formatNumber(width)) wide")
        lines.append("  \(built.views - 1) views and \(built.constraints) constraints made; \(layout.statementsUnderstood) of \(layout.statementsRead) statements understood")
        if !layout.otherClasses.isEmpty {
            lines.append("  the file's other classes: \(layout.otherClasses.joined(separator: ", ")) (class=NAME reads one)")
        }
        let unknown = layout.unknownNumbers
        if !unknown.isEmpty {
            lines.append("numbers the code does not define:")
            for (name, places) in unknown {
                let used = "used at " + places.prefix(4).map(at).joined(separator: ", ") + (places.count > 4 ? ", …" : "")
                if let v = values[name] {
                    lines.append("  \(name) = \(formatNumber(v)) (given; \(used))")
                } else {
                    lines.append("  \(name): no value; what uses it is left out (\(used)): give it, \(name)=VALUE")
                }
            }
        }
        if !layout.skipped.isEmpty {
            lines.append("not understood (the rest was read):")
            for s in layout.skipped { lines.append("  \(at(s.place))  \(s.text): \(s.reason.words)") }
        }
        let leftOut = built.leftOut.filter { if case .needsValues = $0.reason { return false }; return true }
        if !leftOut.isEmpty {
            lines.append("left out of the scene:")
            for l in leftOut { lines.append("  \(at(l.place))  \(l.reason.words)") }
        }
        if !layout.lints.isEmpty {
            lines.append("lint:")
            for l in layout.lints { lines.append("  \(at(l.place))  \(l.kind.words)") }
        }
        if !layout.notes.isEmpty {
            lines.append("notes:")
            for n in layout.notes { lines.append("  \(at(n.place))  \(n.kind.words)") }
        }
        if let contentView {
            lines.append("next: table cell \(layout.rootName) content=\(contentView) sizes rows with it")
        }
        return lines.joined(separator: "\n")
    }

    var json: JSON {
        func place(_ p: SourcePlace) -> [(String, JSON)] {
            [("file", .string(sources.indices.contains(p.file) ? sources[p.file] : "")), ("line", .number(Double(line(p)))), ("column", .number(Double(p.column)))]
        }
        return .object([
            ("source", .string(source)), ("class", .string(layout.className)), ("base", .string(layout.base.rawValue)),
            ("root", .string(layout.rootName)), ("contentView", contentView.map { .string($0) } ?? .null),
            ("width", .number(width)), ("views", .number(Double(built.views - 1))), ("constraints", .number(Double(built.constraints))),
            ("statements", .number(Double(layout.statementsRead))), ("understood", .number(Double(layout.statementsUnderstood))),
            ("skipped", .array(layout.skipped.map { .object(place($0.place) + [("text", .string($0.text)), ("reason", .string($0.reason.words))]) })),
            ("numbers", .array(layout.unknownNumbers.map { name, places in
                .object([("name", .string(name)), ("value", values[name].map { .number($0) } ?? .null),
                         ("lines", .array(places.map { .number(Double(line($0))) }))])
            })),
            ("leftOut", .array(built.leftOut.map { .object(place($0.place) + [("reason", .string($0.reason.words))]) })),
            ("lints", .array(layout.lints.map { .object(place($0.place) + [("lint", .string($0.kind.words))]) })),
            ("notes", .array(layout.notes.map { .object(place($0.place) + [("note", .string($0.kind.words))]) })),
            ("otherClasses", .array(layout.otherClasses.map { .string($0) })),
        ])
    }
}

extension SkippedCode.Reason {
    var words: String {
        switch self {
        case .statement(let keyword): return "a statement (\(keyword)) Trellis does not run: branches and loops depend on data it does not have"
        case .unknownCall(let name): return "a call to \(name), which Trellis does not know"
        case .unknownProperty(let name): return "\(name) is no property Trellis knows"
        case .unknownName(let name): return "\(name) is no view, guide or constraint of the code"
        case .expression(let form): return "\(form) is not read"
        case .methodNotCalled(let name): return "\(name) is not called from the initializer: not run"
        case .tooDeep: return "nested deeper than Trellis reads"
        case .wrongKind(let expected): return "expected \(expected)"
        case .notAdded(let view): return "\(view) is not added to a superview yet"
        }
    }
}

extension CodeLint.Kind {
    var words: String {
        switch self {
        case .translatesAutoresizingMask(let view):
            return "\(view) has constraints but still translates its autoresizing mask: UIKit adds NSAutoresizingMaskLayoutConstraints holding its frame (0, 0, 0, 0), which conflict with them; set \(view).translatesAutoresizingMaskIntoConstraints = false"
        case .subviewOnCell(let view):
            return "\(view) is added to the cell, not its contentView: it does not size the row, and the cell's own views cover it"
        case .constraintOnCell:
            return "constraints are added to the cell, not its contentView: they hold against the cell's frame, which the table sets, and do not size the row"
        case .neverActivated: return "this constraint is made but never activated: it has no effect"
        case .multiplierOnPosition(let m):
            return "a multiplier (\(formatNumber(m))) on a position: the edge is that fraction of its distance from the superview's leading or top, which moves with the superview's origin"
        case .neverAdded(let view): return "\(view) is made but never added to a view: it is not in the layout"
        }
    }
}

extension ImportNote.Kind {
    var words: String {
        switch self {
        case .preferredMaxWidthFromFrame(let view):
            return "\(view).preferredMaxLayoutWidth is set from its frame in layoutSubviews (the iOS 7 idiom): read as preferredMaxWidth=auto, the label wraps at the width the layout gives it"
        case .fontWeight(let view, let weight, let measuredAs):
            return "\(view): the \(weight) weight is measured as \(measuredAs) (Trellis has regular and bold faces)"
        case .imageSizeUnknown(let view):
            return "\(view): its image's size is not in the code; it has no intrinsic size until given one (\(view) intrinsic=WxH)"
        case .remade(let view): return "\(view): remakeConstraints replaces the constraints SnapKit made for it before"
        case .unknownClass(let view, let className):
            return "\(view) is a \(className), which Trellis does not know: a view without an intrinsic size"
        }
    }
}

extension CodeSceneBuilder.LeftOut.Reason {
    var words: String {
        switch self {
        case .needsValues(let names): return "it needs a value for \(names.joined(separator: ", "))"
        case .layout(let error): return error.words
        case .visualFormat(.format(let error)): return "the Visual Format: \(error.words)"
        case .visualFormat(.layout(let error)): return error.words
        case .unknownOption(let option): return "the Visual Format option \(option) is not one Trellis knows"
        case .priorityOutOfRange(let p): return "the priority \(formatNumber(p)) is not from 1 to 1000"
        }
    }
}

extension CodeReadError.Reason {
    var words: String {
        switch self {
        case .tooLarge(let bytes, let limit): return "\(grouped(bytes)) bytes is more code than Trellis reads (\(grouped(limit)))"
        case .bracketsTooDeep(let depth, let limit):
            return "square brackets nested \(depth) deep: Trellis reads \(limit) (the Swift parser's time grows exponentially with them)"
        case .doesNotParse(let message): return "the code does not parse: \(message)"
        case .noClass: return "there is no class in the code"
        case .classNotFound(let name, let classes):
            return "no class \(name) in the code" + (classes.isEmpty ? "" : " (it has \(classes.joined(separator: ", ")))")
        }
    }
}
