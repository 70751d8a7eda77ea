import Foundation
import Layout
@testable import Shell
import SourceCode
import TestSupport
import XCTest

/// Every scene the package's sessions build, written as code in each language and style and
/// read back: each root with one layout (no ambiguity) comes back with the same frames, at its
/// width and two others, at its text size and a larger one.
final class SessionScenesThroughCodeTests: XCTestCase {
    func testEverySessionsScenesComeBackFromCode() throws {
        var roots = 0, frames = 0
        var skipped: [String] = []
        for file in try SessionsReplayTests.sessionFiles() {
            let workspace = Workspace()
            workspace.currentDirectory = SessionsReplayTests.folder
            var line = 0
            for element in try Session.load(file).transcript.elements {
                guard case .command(let command) = element else { line += 1; continue }
                // The table's commands lay out rows, not the scene: left out, the test stays fast.
                if command.line.hasPrefix("table ") { line += command.input.count; continue }
                _ = workspace.run(lines: command.input, lineNumber: line + 1)
                line += command.input.count
            }
            let scene = workspace.scene
            scene.layoutIfNeeded()
            let name = URL(fileURLWithPath: file).lastPathComponent
            for root in scene.viewOrder where scene.views[root]?.parent == nil && scene.views[root]?.isGuide == false {
                guard scene.ambiguities().allSatisfy({ scene.root(of: $0.view) != root }) else {
                    skipped.append("\(name) \(root): ambiguous")
                    continue
                }
                roots += 1
                for language in CodeExportOptions.Language.allCases {
                    for style in CodeExportOptions.Style.allCases {
                        frames += try Self.compare(scene, root: root, language: language, style: style, label: "\(name) \(root) \(language) \(style)")
                    }
                }
            }
        }
        print("Sessions through code: \(roots) roots, \(frames) frames compared; not compared: \(skipped.joined(separator: "; "))")
        XCTAssertGreaterThanOrEqual(roots, 25)
    }

    /// Writes a root, reads it back, gives it what code cannot say, and compares every frame.
    static func compare(_ scene: Scene, root: String, language: CodeExportOptions.Language, style: CodeExportOptions.Style,
                        label: String) throws -> Int {
        let written = try CodeExport.write(scene, root: root, options: CodeExportOptions(language: language, style: style))
        let layout = language == .swift ? try SwiftImport.read(written.text) : try ObjCImport.read(written.text)
        XCTAssertEqual(layout.skipped, [], "\(label)\n\(written.text)")
        let back = Scene()
        back.setFonts(scene.fonts)
        try back.setScale(scene.scale)
        back.setCategory(scene.category)
        back.setDirection(scene.direction)
        let built = try CodeSceneBuilder.build(layout, into: back, width: scene.rootSize(root, .width), height: scene.rootSize(root, .height))
        XCTAssertEqual(built.leftOut.count, 0, "\(label): \(built.leftOut)")
        func rename(_ name: String) -> String {
            let code = written.codeNames[name] ?? name
            return code == "self" ? built.root : code
        }
        try back.giveWhatCodeCannotSay(from: scene, root: root, rename: rename)
        // At the scene's size and text size, then (for a root of a set width) at two other widths
        // and a larger text size; the scene is put back after.
        var compared = 0
        let width = scene.rootSize(root, .width), category = scene.category
        defer {
            try? scene.setRootSize(root, .width, width)
            scene.setCategory(category)
            scene.layoutIfNeeded()
        }
        let widths: [Double?] = width.map { [$0, 375, 414] } ?? [nil]
        for w in widths {
            let categories: [ContentSizeCategory] = w == nil ? [category] : [category, .accessibilityLarge]
            for c in categories {
                if let w {
                    try scene.setRootSize(root, .width, w)
                    try back.setRootSize(built.root, .width, w)
                }
                scene.setCategory(c)
                back.setCategory(c)
                // Only where the layout has one answer there too.
                guard scene.laidOut().ambiguities().allSatisfy({ scene.root(of: $0.view) != root }) else { continue }
                for name in scene.subtree(of: root) where scene.views[name]?.isGuide == false {
                    XCTAssertEqual(try back.laidOut().frame(of: rename(name)), try scene.laidOut().frame(of: name),
                                   "\(label): \(name) at \(w.map { "\($0)" } ?? "its") width, \(c)\n\(written.text)")
                    compared += 1
                }
            }
        }
        return compared
    }
}
