import Cassowary
import Foundation
import Layout
import SourceCode
import TestSupport
import XCTest

/// Every file `export swift` writes type-checks against UIKit's and SnapKit's API, declared in
/// `UIKitStub/` from Apple's and SnapKit's documentation: a wrong label or type fails here.
final class ExportTypeCheckTests: XCTestCase {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UIKitStub")

    /// `swiftc` (or `clang`) on the PATH, which has the running toolchain's.
    static func tool(_ name: String = "swiftc") -> URL? {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The stubs as modules named UIKit and SnapKit, so that exported files keep their imports.
    static func stubModules(_ swiftc: URL, in directory: URL) throws {
        for (module, file) in [("UIKit", "UIKit.swift"), ("SnapKit", "SnapKit.swift")] {
            let result = try run(swiftc, ["-emit-module", "-module-name", module, "-parse-as-library", "-I", directory.path,
                                          stubs.appendingPathComponent(file).path, "-o", directory.appendingPathComponent("\(module).swiftmodule").path],
                                 in: directory)
            XCTAssertEqual(result.status, 0, "the \(module) stub builds:\n\(result.output)")
        }
    }

    /// Scenes that use what the exporter writes: random ones, and one with a cell, guides,
    /// stacks with custom spacing, margins, system spacing, inactive and named constraints,
    /// a multiplier on a position, fonts of every kind, and a collapsed view.
    static func scenes() throws -> [(Scene, String, CodeExportOptions.Root)] {
        var out: [(Scene, String, CodeExportOptions.Root)] = []
        for seed in UInt64(1)...12 { out.append((try RandomScenes.scene(seed), "root", .view)) }
        let s = Scene()
        try s.addView("cell")
        try s.addView("content", parent: "cell")
        try s.addView("title", kind: .label(Label(text: "A \"quoted\"\ttitle\\", font: .textStyle(.headline), lines: 2, truncation: .middle)), parent: "content")
        try s.addView("body", kind: .label(Label(text: "Body", font: .mono(size: 13), lines: 0, wrapping: .char, truncation: .none,
                                                 preferredMaxWidth: .explicit(200))), parent: "content")
        try s.addView("bold", kind: .label(Label(text: "Bold", font: .bold(size: 15))), parent: "content")
        try s.addView("face", kind: .label(Label(text: "Face", font: .system(size: 12))), parent: "content")
        try s.addView("stack", kind: .stack(StackArrangement(axis: .horizontal, distribution: .equalSpacing, alignment: .firstBaseline, spacing: 4)), parent: "content")
        try s.addView("a", kind: .image(Size(width: 20, height: 20)), parent: "stack")
        try s.addView("b", kind: .label(Label(text: "b")), parent: "stack")
        try s.arrange(["a", "b"], in: "stack")
        try s.updateStack("stack") { $0.customSpacing["a"] = 12; $0.baselineRelative = true; $0.marginsRelative = true }
        try s.addGuide("spacer", in: "content")
        try s.addView("frame", parent: "content")
        try s.setHidden("bold", true)
        try s.setHugging("title", .horizontal, 251)
        try s.setCompressionResistance("body", .vertical, .required)
        try s.setLayoutMargins("content", DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        try s.setPreservesSuperviewLayoutMargins("content", true)
        try s.addConstraint(ConstraintSpec(Anchor("title", .leading), .equal, Anchor("content.margins", .leading)))
        try s.addConstraint(ConstraintSpec(Anchor("title", .top), .equal, Anchor("content.safeArea", .top), constant: 4))
        try s.addConstraint(ConstraintSpec(Anchor("body", .top), .greaterOrEqual, Anchor("title", .lastBaseline), constant: 8), identifier: "gap")
        try s.addConstraint(ConstraintSpec(Anchor("body", .leading), .equal, Anchor("content.readable", .leading)))
        var spacing = ConstraintSpec(Anchor("bold", .leading), .equal, Anchor("title", .trailing), constant: 8)
        spacing.isSystemSpacing = true
        try s.addConstraint(spacing)
        var below = ConstraintSpec(Anchor("stack", .top), .greaterOrEqual, Anchor("body", .bottom), constant: 16)
        below.isSystemSpacing = true
        try s.addConstraint(below)
        try s.addConstraint(ConstraintSpec(Anchor("face", .centerX), .equal, Anchor("content", .centerX), multiplier: 0.5))
        try s.addConstraint(ConstraintSpec(Anchor("face", .width), .lessOrEqual, Anchor("content", .height), multiplier: 0.5, constant: 3, priority: .defaultHigh))
        try s.addConstraint(ConstraintSpec(Anchor("stack", .leading), .equal, Anchor("spacer", .trailing)))
        try s.addConstraint(ConstraintSpec(Anchor("spacer", .width), .equal, constant: 10, priority: .fittingSizeLevel), identifier: "spacer-width", active: false)
        try s.addConstraint(ConstraintSpec(Anchor("frame", .height), .equal, constant: 30))
        try s.setCollapsed("frame", true)
        try s.setIntrinsicSize("frame", IntrinsicSize(width: 10, height: nil))
        try s.setRootSize("cell", .width, 320)
        out.append((s, "cell", .tableCell(contentView: "content")))
        return out
    }

    func testEveryExportTypeChecksAgainstUIKitAndSnapKit() throws {
        guard let swiftc = Self.tool() else { throw XCTSkip("no swiftc on the PATH") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-typecheck-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.stubModules(swiftc, in: directory)
        var files: [String] = []
        for (index, (scene, root, kind)) in try Self.scenes().enumerated() {
            for style in CodeExportOptions.Style.allCases {
                let options = CodeExportOptions(style: style, className: "Scene\(index)\(style)", root: kind)
                let written = try CodeExport.write(scene.laidOut(), root: root, options: options)
                let file = directory.appendingPathComponent("\(options.className ?? "").swift")
                try written.text.write(to: file, atomically: true, encoding: .utf8)
                files.append(file.path)
            }
        }
        let result = try Self.run(swiftc, ["-typecheck", "-I", directory.path] + files, in: directory)
        XCTAssertEqual(result.status, 0, "swiftc -typecheck:\n\(result.output)")
        XCTAssertEqual(files.count, 39)

        // The check can fail: a wrong label does.
        let wrong = directory.appendingPathComponent("Wrong.swift")
        try """
        import UIKit
        func wrong(a: UIView, b: UIView) -> NSLayoutConstraint { a.leadingAnchor.constraint(equalTo: b.trailingAnchor, offset: 8) }
        """.write(to: wrong, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try Self.run(swiftc, ["-typecheck", "-I", directory.path, wrong.path], in: directory).status, 0)
    }

    /// Every Objective-C file `export objc` writes compiles (`clang -fsyntax-only`, ARC, warnings
    /// as errors) against `UIKitStub/ObjC`, declarations of UIKit's and Masonry's Objective-C API.
    func testEveryObjectiveCExportCompilesAgainstUIKitAndMasonry() throws {
        guard let clang = Self.tool("clang") else { throw XCTSkip("no clang on the PATH") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-objc-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (index, (scene, root, kind)) in try Self.scenes().enumerated() {
            for style in CodeExportOptions.Style.allCases {
                let options = CodeExportOptions(language: .objc, style: style, className: "Scene\(index)\(style)", root: kind)
                let written = try CodeExport.write(scene.laidOut(), root: root, options: options)
                let file = directory.appendingPathComponent("\(options.className ?? "").m")
                try written.text.write(to: file, atomically: true, encoding: .utf8)
                files.append(file.path)
            }
        }
        let flags = ["-fsyntax-only", "-fobjc-arc", "-fblocks", "-fobjc-runtime=ios-17.0", "-x", "objective-c", "-Wall", "-Werror",
                     "-I", Self.stubs.appendingPathComponent("ObjC").path]
        let result = try Self.run(clang, flags + files, in: directory)
        XCTAssertEqual(result.status, 0, "clang -fsyntax-only:\n\(result.output)")
        XCTAssertEqual(files.count, 39)

        // The check can fail: a misspelled selector does.
        let wrong = directory.appendingPathComponent("Wrong.m")
        try """
        #import <UIKit/UIKit.h>
        NSLayoutConstraint *wrong(UIView *a, UIView *b) { return [a.leadingAnchor constraintEqualToAnchr:b.trailingAnchor constant:8]; }
        """.write(to: wrong, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try Self.run(clang, flags + [wrong.path], in: directory).status, 0)
    }
}
