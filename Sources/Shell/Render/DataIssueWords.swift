import Notation
import TableSim

// The words of a data file's faults: the lines `table data file` skips or refuses, and why a
// file is refused. TableSim gives the reasons as values; what a person reads is written here.

extension DataIssue {
    /// `line 4, column 7: a quoted field is not closed` (the column counted from 1).
    var words: String {
        "line \(line)\(column.map { ", column \($0 + 1)" } ?? ""): \(reason.words)"
    }
}

extension DataIssue.Reason {
    /// What is wrong with the line, or what to know about its row.
    var words: String {
        switch self {
        case .csv(let fault): return fault.words
        case .json(let fault): return fault.words
        case .fieldCount(let found, let named): return "\(found) fields where the header names \(named)"
        case .repeatedID(let id, let first): return "id '\(id)' repeats line \(first): the two rows share a height-cache entry"
        }
    }
}

extension CSVFault {
    var words: String {
        switch self {
        case .textAfterClosingQuote: return "text after a closing quote (a quote inside a field is written \"\")"
        case .quoteInUnquotedField: return "a quote inside an unquoted field (quote the field and write the quote as \"\")"
        case .unclosedQuotedField: return "a quoted field is not closed"
        }
    }
}

extension JSONFault {
    var words: String {
        switch self {
        case .notAnObject: return "a JSON line is an object: expected '{'"
        case .expectedKey(let atEnd): return atEnd ? "the object is not closed" : "expected a key in double quotes"
        case .expectedColon(let atEnd): return atEnd ? "the line ends where ':' after the key was expected" : "expected ':' after the key"
        case .expectedCommaOrClose(let atEnd): return (atEnd ? "the object is not closed: " : "") + "expected ',' or '}'"
        case .expectedValue(let atEnd):
            return atEnd ? "the line ends where a value was expected" : "expected a value (a string, number, true, false or null)"
        case .textAfterObject: return "text after the end of the object"
        case .nestedValue: return "nested objects and arrays are not supported: a row's fields are flat"
        case .expectedLiteral(let literal): return "expected \(literal)"
        case .numberWithoutDigits: return "a number needs digits"
        case .fractionWithoutDigits: return "a number needs digits after '.'"
        case .exponentWithoutDigits: return "a number needs digits in its exponent"
        case .numberTooLarge: return "the number is too large"
        case .unclosedString: return "a string is not closed"
        case .unknownEscape(let e): return "unknown escape '\\\(e)'"
        case .unescapedControlCharacter: return "a control character must be escaped in a string"
        case .shortUnicodeEscape: return "\\u needs four hexadecimal digits"
        }
    }
}

extension DataError {
    /// Why the file was refused, as the error under `table data file PATH` says it.
    var words: String {
        switch self {
        case .malformed(let issue): return issue.words
        case .unnamedHeaderField(let line, let field):
            return "line \(line): the header's field \(field) has no name (the first line names the fields)"
        case .missingHeader(let format): return "a \(format) file starts with a header line naming its fields"
        case .tooManyRows(let line):
            return "a data file holds at most \(grouped(RowParser.maximumRows)) rows; line \(grouped(line)) is past them"
                + " (the generators go to 10,000,000)"
        }
    }
}
