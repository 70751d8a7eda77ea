import ConsoleLog

// The words of what a console log's reader could not read: the lines it passed over and the
// descriptions it could not parse. ConsoleLog gives the reasons as values; `log import` and
// `trellis explain` say them with the words written here.

extension UnreadLine.Reason {
    /// Why the line was not read, as `trellis explain` lists it under the line's place.
    var words: String {
        switch self {
        case .secondLog: return "a second log begins here: one log is imported at a time (trellis explain explains each)"
        case .tooManyLogs(let limit): return "more than \(limit) logs in one text: the rest are not read"
        case .lineTooLong(let count): return "a line of \(count) characters is longer than any a console prints"
        case .redacted: return "the unified log redacted this constraint (<private>): copy the log from Xcode's console instead"
        case .afterBroken: return "a constraint after the one broken: not part of the log's list"
        case .tooManyConstraints(let limit): return "more than \(limit) constraints in one log"
        case .listCut: return "the list was cut here: the constraints it stood for are not in the text"
        case .notPartOfLog: return "not part of a constraint log"
        case .notADescription: return "a constraint description is <…>"
        case .description(let reason): return reason.words
        }
    }
}

extension DescriptionError.Reason {
    /// Why the description could not be read, at the character where reading stopped.
    var words: String {
        switch self {
        case .expected(let part): return "expected " + part.words
        case .textAfterConstraint(let text): return "unexpected '\(text)' after the constraint"
        case .threeItems: return "a constraint relates two items, not three"
        case .sizeWithSuperviewEdge: return "a size and a superview edge in one printed constraint"
        case .unclosedIdentifier: return "the identifier's quote is not closed"
        case .unclosedText: return "the quoted text is not closed"
        case .malformedName(let entry): return "a name in the names: list is NAME:CLASS:0x…, not '\(entry)'"
        case .nameIsNotAView(let rest): return "'\(rest)' in the names: list is not a view (CLASS:0x…)"
        case .unknownAttribute(let name): return "'\(name)' is not an attribute a log prints (left, top, width, leadingMargin, …)"
        }
    }
}

extension DescriptionError.Part {
    /// The part missing, after "expected ".
    var words: String {
        switch self {
        case .constraintClass: return "the constraint's class, as NSLayoutConstraint:0x…"
        case .colonAndAddress(let name): return "':' and the constraint's address after \(name)"
        case .constraintAddress: return "the constraint's address (0x…)"
        case .sourceLocation: return "a source location after '@', as File.swift#17"
        case .closeAfterConstraintAddress: return "'>' after the constraint's address"
        case .closeAfterItem: return "'>' after the item"
        case .relation: return "'==', '>=' or '<=' after the first item"
        case .multiplier: return "a multiplier after '*'"
        case .priority: return "a priority after '@'"
        case .caretPriority: return "a priority after '^' (low, high, required, a number)"
        case .wrappedNumber(let wrapper): return "\(wrapper)N)"
        case .dotAndAttribute: return "'.' and an attribute"
        case .anchor: return "ITEM.attribute, as UILabel:0x….bottom"
        case .view: return "a view, as UILabel:0x…"
        case .itemAddress: return "an address after ':'"
        case .openingBracket: return "'[' and a view"
        case .closeAfterSize: return "')' after the size"
        case .closeAfterView: return "']' after the view"
        case .secondViewOrEdge: return "'[' and a second view, or '|'"
        case .gap: return "'(' and a gap after '-'"
        case .closeAfterSystemSpacing: return "')-' after the system spacing"
        case .closeAfterGap: return "')-' after the gap"
        case .number: return "a number"
        }
    }
}
