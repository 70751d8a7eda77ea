import XCTest
@testable import Shell

extension XCTestCase {
    /// A workspace that ran `lines`, each of which must succeed.
    func workspace(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) -> Workspace {
        let w = Workspace()
        for (i, text) in lines.enumerated() {
            let reply = w.run(text, lineNumber: i + 1)
            XCTAssertNil(reply.error, "\(text): \(reply.output)", file: file, line: line)
        }
        return w
    }
}
