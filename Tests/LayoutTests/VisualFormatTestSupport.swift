import Cassowary
import Layout
import XCTest
import TestSupport

/// The constraints of `format`, written as their descriptions (`b.leading == a.trailing + 8`).
func visualFormat(
    _ format: String, views: Set<String>, metrics: [String: Double] = [:],
    options: VisualFormatOptions = VisualFormatOptions(), hasSuperview: Bool = true,
    file: StaticString = #filePath, line: UInt = #line
) -> [String] {
    do {
        return try VisualFormat.constraints(
            format, views: views, metrics: metrics, options: options, hasSuperview: hasSuperview
        ).map(\.description)
    } catch {
        XCTFail("\(format) failed:\n\(error)", file: file, line: line)
        return []
    }
}

/// The error `format` gives, or `nil` (with a failure) when it gives none.
func visualFormatError(
    _ format: String, views: Set<String> = [], metrics: [String: Double] = [:],
    options: VisualFormatOptions = VisualFormatOptions(), hasSuperview: Bool = true,
    file: StaticString = #filePath, line: UInt = #line
) -> VisualFormatError? {
    switch visualFormatOutcome(format, views: views, metrics: metrics, options: options, hasSuperview: hasSuperview) {
    case .success(let constraints):
        XCTFail("\(format) gave \(constraints) instead of an error", file: file, line: line)
        return nil
    case .failure(let error):
        return error
    }
}

/// Asserts that `format` fails for `reason` with its caret at `offset` (the words of each
/// reason are the shell's, pinned in ShellTests' VisualFormatErrorWordsTests).
func assertVisualFormatError(
    _ format: String, views: Set<String> = [], metrics: [String: Double] = [:],
    options: VisualFormatOptions = VisualFormatOptions(), hasSuperview: Bool = true,
    _ reason: VisualFormatError.Reason, at offset: Int,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let error = visualFormatError(
        format, views: views, metrics: metrics, options: options, hasSuperview: hasSuperview,
        file: file, line: line)
    else { return }
    XCTAssertEqual(error.reason, reason, "\(format)", file: file, line: line)
    XCTAssertEqual(error.offset, offset, "\(format): caret at \(error.offset)", file: file, line: line)
}
