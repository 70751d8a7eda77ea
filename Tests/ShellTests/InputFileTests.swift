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
