/// Splits one line of CSV or TSV into fields.
enum DelimitedLine {
    /// The fields of a TSV line: split at every tab, nothing quoted.
    static func tabSeparated(_ line: Substring) -> [String] {
        line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }

    /// The fields of a CSV line (RFC 4180 within one line): a field in double quotes may hold
    /// commas, and `""` inside it is a quote. Throws the fault's column and reason.
    static func commaSeparated(_ line: Substring) throws(LineFault) -> [String] {
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var quotedFieldEnded = false
        var column = 0
        var quoteStart = 0
        var iterator = line.makeIterator()
        var pending: Character? = iterator.next()
        while let c = pending {
            pending = iterator.next()
            defer { column += 1 }
            if inQuotes {
                if c == "\"" {
                    if pending == "\"" {
                        field.append("\"")
                        pending = iterator.next()
                        column += 1
                    } else {
                        inQuotes = false
                        quotedFieldEnded = true
                    }
                } else {
                    field.append(c)
                }
                continue
            }
            switch c {
            case ",":
                fields.append(field)
                field = ""
                quotedFieldEnded = false
            case "\"" where field.isEmpty && !quotedFieldEnded:
                inQuotes = true
                quoteStart = column
            default:
                if quotedFieldEnded {
                    throw LineFault(column: column, reason: .csv(.textAfterClosingQuote))
                }
                if c == "\"" {
                    throw LineFault(column: column, reason: .csv(.quoteInUnquotedField))
                }
                field.append(c)
            }
        }
        if inQuotes { throw LineFault(column: quoteStart, reason: .csv(.unclosedQuotedField)) }
        fields.append(field)
        return fields
    }
}
