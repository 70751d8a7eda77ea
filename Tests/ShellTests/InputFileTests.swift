import Foundation
import XCTest
@testable import Shell

/// repro/14: `/dev/zero` was read until memory ran out and a FIFO blocked forever; only
/// regular files up to a size are read.
final class InputFileTests: XCTestCase {
    func testOnlyRegularFilesUpToTheLimitAreRead() throws {
        let folder = try temporaryDirectory()
        let file = folder + "/script.trellis"
        try "view cell\n".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try InputFile.text(file).get(), "view cell\n")
        XCTAssertEqual(InputFile.text(file, limit: 4), .failure(.init(reason: "it is 10 bytes, more than the 4 bytes a file may have")))
        XCTAssertEqual(InputFile.bytes("/dev/zero"), .failure(.init(reason: "it is not a regular file (a device, a pipe or a socket)")))
        XCTAssertEqual(InputFile.bytes(folder), .failure(.init(reason: "it is a folder")))
        XCTAssertEqual(InputFile.bytes(folder + "/none"), .failure(.init(reason: "no such file or directory")))
        let fifo = folder + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(InputFile.bytes(fifo), .failure(.init(reason: "it is not a regular file (a device, a pipe or a socket)")))
    }

    func testTheCommandsThatReadFilesSayWhy() {
        let w = Workspace()
        for (line, column) in [("source /dev/zero", 8), ("table data file /dev/zero", 17), ("font z /dev/zero", 8)] {
            let reply = w.run(line)
            XCTAssertEqual(reply.error?.message, "cannot read '/dev/zero': it is not a regular file (a device, a pipe or a socket)", line)
            XCTAssertEqual(reply.error?.position.column, column, line)
        }
    }
}

/// A review: a file a little over the limit was said to be "64 MB, more than the 64 MB".
final class InputFileSizeMessageTests: XCTestCase {
    func testAFileJustOverTheLimitSaysItsSize() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/big.txt"
        FileManager.default.createFile(atPath: path, contents: Data(count: 1_000_001))
        XCTAssertEqual(try XCTUnwrap({ if case .failure(let f) = InputFile.bytes(path, limit: 1 << 19) { return f.reason }; return nil }()),
                       "it is 1,000,001 bytes, more than the 524,288 bytes a file may have")
    }
}
