/// What is wrong within one line of a CSV file (RFC 4180 within one line).
public enum CSVFault: Sendable, Equatable {
    /// Text after a quoted field's closing quote, as `"a"b`.
    case textAfterClosingQuote
    /// A quote inside a field that does not start with one, as `a"b`.
    case quoteInUnquotedField
    /// A quoted field whose closing quote is missing (the column is its opening quote's).
    case unclosedQuotedField
}

/// What is wrong within one line of a JSON-lines file, a flat object a line. Where the
/// parser stood decides some: `atLineEnd` says the line ended where the part was expected.
public enum JSONFault: Sendable, Equatable {
    /// The line does not start with `{`.
    case notAnObject
    /// No key in double quotes where one was expected (at the line's end: the object is
    /// not closed).
    case expectedKey(atLineEnd: Bool)
    /// No `:` after a key.
    case expectedColon(atLineEnd: Bool)
    /// No `,` or `}` after a value.
    case expectedCommaOrClose(atLineEnd: Bool)
    /// No value after a key's `:`.
    case expectedValue(atLineEnd: Bool)
    /// Text after the object's closing `}`.
    case textAfterObject
    /// An object or an array as a value: a row's fields are flat.
    case nestedValue
    /// A word that starts as `literal` (`true`, `false`, `null`) and is not it.
    case expectedLiteral(String)
    /// A number without digits (`-`, `-x`).
    case numberWithoutDigits
    /// A number with a `.` and no digits after it.
    case fractionWithoutDigits
    /// A number with an exponent marker and no digits in the exponent.
    case exponentWithoutDigits
    /// A number beyond a `Double`'s range.
    case numberTooLarge
    /// A string whose closing quote is missing (the column is its opening quote's).
    case unclosedString
    /// A backslash followed by a character (the one carried) that JSON does not define as
    /// an escape.
    case unknownEscape(Unicode.Scalar)
    /// A control character (below U+0020) written as itself inside a string.
    case unescapedControlCharacter
    /// `\u` without four hexadecimal digits after it.
    case shortUnicodeEscape
}

/// A fault within one line: where (a character offset from 0) and why.
struct LineFault: Error {
    let column: Int
    let reason: DataIssue.Reason
}
