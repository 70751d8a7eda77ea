import Foundation
import InterfaceBuilder
import Layout
import XCTest

/// The frames Xcode saved in real documents are the oracle: every root of every file in
/// ../shared/data/ib/files and ../shared/data/ib-cells is laid out with each view's intrinsic
/// size taken from its saved frame, and every view Xcode did not flag must come out where
/// Xcode saved it, within half a point, unless KnownDifferences.tsv lists it with its cause;
/// a listed view must still differ (the list is kept true both ways).
final class IBAgreementTests: XCTestCase {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let shared = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/data")

    struct Key: Hashable { let file: String, root: String, view: String }

    static func knownDifferences() throws -> [Key: String] {
        let text = try String(contentsOf: here.appendingPathComponent("KnownDifferences.tsv"), encoding: .utf8)
        var known: [Key: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, !fields[4].isEmpty else { XCTFail("KnownDifferences.tsv: a line is not file, root, view, name, cause: \(line)"); continue }
            known[Key(file: fields[0], root: fields[1], view: fields[2])] = fields[4]
        }
        return known
    }

    static func documents() throws -> [URL] {
        let folders = [shared.appendingPathComponent("ib/files"), shared.appendingPathComponent("ib-cells")]
        guard folders.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else {
            throw XCTSkip("../shared/data/ib and ib-cells are not here: the agreement with Xcode's frames is not checked")
        }
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { ["xib", "storyboard"].contains($0.pathExtension) }
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Each unflagged view with a saved frame, solved with `sizes`: (key, agrees).
    static func comparisons(_ sizes: IBSizeSource) throws -> [(key: Key, agrees: Bool, detail: String)] {
        var out: [(Key, Bool, String)] = []
        for url in try documents() {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard case .success(let document) = IBDocumentReader.read(bytes) else {
                XCTFail("\(url.lastPathComponent) was not read")
                continue
            }
            for root in document.roots {
                let check = IBRootCheck(document, root: root, options: IBLayoutOptions(sizes: sizes))
                for f in check.frames where f.flag == nil && f.saved != nil {
                    let key = Key(file: url.lastPathComponent, root: root.id, view: document.views[f.view].id)
                    out.append((key, !f.differs(), "\(f.name): saved \(f.saved.map { "\($0)" } ?? "-"), solved \(f.frame)"))
                }
            }
        }
        return out
    }

    func testEveryUnflaggedSavedFrameIsSolvedOrItsDifferenceIsListed() throws {
        let known = try Self.knownDifferences()
        let results = try Self.comparisons(.file)
        var seen = Set<Key>()
        for r in results {
            seen.insert(r.key)
            if let cause = known[r.key] {
                XCTAssertFalse(r.agrees, "\(r.key.file) \(r.key.view) agrees now: take it out of KnownDifferences.tsv (it said: \(cause))")
            } else {
                XCTAssertTrue(r.agrees, "\(r.key.file) root \(r.key.root): \(r.detail)")
            }
        }
        for key in known.keys where !seen.contains(key) {
            XCTFail("KnownDifferences.tsv lists \(key.file) \(key.view), which is no unflagged view with a saved frame")
        }
        // The corpus holds more than a thousand such frames: a reader that lost views would
        // pass the loop above with fewer.
        XCTAssertGreaterThan(results.count, 1_100)
        let agreeing = results.filter(\.agrees).count
        print("IB agreement with --sizes file: \(agreeing) of \(results.count) unflagged saved frames within 0.5 pt")
    }

    /// Trellis's own text measurement (DejaVu, not Apple's fonts): reported, not asserted.
    func testTheShareThatAgreesWithMeasuredSizesIsReported() throws {
        let results = try Self.comparisons(.measured)
        let agreeing = results.filter(\.agrees).count
        print("IB agreement with --sizes measured: \(agreeing) of \(results.count) unflagged saved frames within 0.5 pt")
        XCTAssertGreaterThan(results.count, 1_100)
    }
}
