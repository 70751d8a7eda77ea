import Layout
import Notation

extension FontDescriptorError.Reason {
    /// What is wrong with a font description, a style's or a category's name, or the face it
    /// names, and what would do.
    var words: String {
        switch self {
        case .empty:
            return "expected a font: a text style (body, headline, …), a size in points, or system, bold or mono and a size"
        case .textAfterSize(let word): return "unexpected '\(word)' after the size"
        case .emptyName: return "a font name cannot be empty"
        case .keywordNeedsSize(let written, let keyword): return "'\(written)' needs a size in points, as in '\(keyword) 13'"
        case .nameNeedsSize(let name): return "the font '\(name)' needs a size in points, as in '\"\(name)\" 13'"
        case .notASize(let word): return "'\(word)' is not a size in points"
        case .sizeOutOfRange(let word):
            return "a font size must be more than 0 and at most \(formatNumber(FontDescriptor.maximumSize)) points, not \(word)"
        case .textStyleWithSize(let style, let size):
            return "the text style '\(style.rawValue)' takes its size from the content size category; for a fixed size write 'system \(size)'"
        case .unclosedQuote: return "this quote is not closed"
        case .unknownTextStyle(let name, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'?" }
                ?? "expected one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))"
            return "unknown text style '\(name)'; \(hint)"
        case .unknownCategory(let name, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'?" }
                ?? "expected one of \(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")) or their UIKit or SwiftUI names"
            return "unknown content size category '\(name)'; \(hint)"
        case .notLoaded(let name, let suggestion, let loaded):
            let message = "no font named '\(name)' has been loaded"
            if let suggestion { return message + "; did you mean '\(suggestion)'?" }
            return loaded.isEmpty ? message : message + " (loaded: \(loaded.joined(separator: ", ")))"
        }
    }
}
