import Cassowary
import Layout
import SourceCode
import TestSupport
import XCTest

/// The code writer against the code reader: a scene is written as Swift in each style, read
/// back by the Swift reader and built again; its frames at three widths and two text sizes,
/// and its constraints as equations, are the scene's.
final class CodeRoundTripTests: XCTestCase {
    /// A constraint as an equation with its sides in a fixed order, so that `a == b + 8` and
    /// `b == a - 8` (what a Visual Format line or SnapKit writes) compare equal.
    struct Equation: Hashable, CustomStringConvertible {
        let terms: [String: Double]
        let relation: Relation
        let constant: Double
        let priority: Double

        init(_ spec: ConstraintSpec, rename: (String) -> String) {
            var terms: [String: Double] = ["\(rename(spec.first.view)).\(spec.first.attribute)": 1]
            if let s = spec.second { terms["\(rename(s.view)).\(s.attribute)", default: 0] -= spec.multiplier }
            var constant = -spec.constant
            var relation = spec.relation
            // The lowest-named term has a positive coefficient.
            if let lowest = terms.keys.min(), let c = terms[lowest], c < 0 {
                terms = terms.mapValues { -$0 }
                constant = -constant
                relation = relation == .greaterOrEqual ? .lessOrEqual : relation == .lessOrEqual ? .greaterOrEqual : .equal
            }
            self.terms = terms
            self.relation = relation
            self.constant = constant
            self.priority = spec.priority.value
        }

        var description: String {
            terms.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: " + ") + " + \(constant) \(relation.rawValue) 0 @\(priority)"
        }
    }

    static func equations(_ scene: Scene, rename: (String) -> String = { $0 }) -> [Equation] {
        scene.constraintOrder.compactMap { id -> Equation? in
            guard let c = scene.constraints[id], !c.origin.isSystem, c.wantsActive else { return nil }
            return Equation(c.spec, rename: rename)
        }.sorted { $0.description < $1.description }
    }

    /// Writes `root` of the scene in a style, reads it back, and compares.
    static func roundTrip(_ scene: Scene, root: String, style: CodeExportOptions.Style, language: CodeExportOptions.Language = .swift,
                          kind: CodeExportOptions.Root = .view, compareEquations: Bool = true, label: String,
                          file: StaticString = #filePath, line: UInt = #line) throws {
        let written = try CodeExport.write(scene.laidOut(), root: root, options: CodeExportOptions(language: language, style: style, root: kind))
        let layout: ImportedLayout
        do { layout = language == .swift ? try SwiftImport.read(written.text) : try ObjCImport.read(written.text) } catch {
            return XCTFail("\(label): the written code does not read back: \(error)\n\(written.text)", file: file, line: line)
        }
        XCTAssertEqual(layout.skipped, [], "\(label): every statement is understood\n\(written.text)", file: file, line: line)
        XCTAssertEqual(layout.statementsRead, layout.statementsUnderstood, label, file: file, line: line)
        let back = Scene()
        try back.setScale(scene.scale)
        let built = try CodeSceneBuilder.build(layout, into: back, width: scene.rootSize(root, .width),
                                                height: scene.rootSize(root, .height))
        XCTAssertEqual(built.leftOut.count, 0, "\(label): \(built.leftOut)", file: file, line: line)
        // Names: the root is the class's; the others keep theirs (renamed where code needs it).
        func rename(_ name: String) -> String {
            let code = written.codeNames[name] ?? name
            if code == "self" { return built.root }
            if let dot = name.firstIndex(of: "."), let owner = written.codeNames[String(name[..<dot])] {
                return (owner == "self" ? built.root : owner) + name[dot...]
            }
            return code
        }
        if compareEquations {
            XCTAssertEqual(equations(back), equations(scene, rename: rename), "\(label): the constraints\n\(written.text)", file: file, line: line)
        }
        let names = scene.subtree(of: root).filter { scene.views[$0]?.isGuide == false }
        for width in [scene.rootSize(root, .width) ?? 320, 375, 414] {
            for category in [ContentSizeCategory.large, .accessibilityLarge] {
                try scene.setRootSize(root, .width, width)
                try back.setRootSize(built.root, .width, width)
                scene.setCategory(category)
                back.setCategory(category)
                for name in names {
                    XCTAssertEqual(try back.laidOut().frame(of: rename(name)), try scene.laidOut().frame(of: name),
                                   "\(label): \(name) at \(width) wide, \(category)\n\(written.text)", file: file, line: line)
                }
            }
        }
    }

    func testRandomScenesComeBackFromSwiftInEveryStyle() throws {
        for seed in UInt64(1)...40 {
            for style in CodeExportOptions.Style.allCases {
                let scene = try RandomScenes.scene(seed, intrinsicSizes: false)
                try Self.roundTrip(scene, root: "root", style: style, label: "seed \(seed), \(style)")
            }
        }
    }

    /// The same through Objective-C: anchors, Visual Format, and Masonry.
    func testRandomScenesComeBackFromObjectiveCInEveryStyle() throws {
        for seed in UInt64(41)...70 {
            for style in CodeExportOptions.Style.allCases {
                let scene = try RandomScenes.scene(seed, intrinsicSizes: false)
                try Self.roundTrip(scene, root: "root", style: style, language: .objc, label: "seed \(seed), objc \(style)")
            }
        }
    }

    /// A cell whose content view is a view of the scene, with guides, a stack's custom spacing,
    /// margins, system spacing, an inactive named constraint, a multiplier on a position and a
    /// collapsed view (written as apps write it: the frames agree, the equations do not).
    func testACellWithEverythingComesBackInBothLanguages() throws {
        for language in CodeExportOptions.Language.allCases {
            for style in CodeExportOptions.Style.allCases {
                let (scene, root, kind) = try XCTUnwrap(ExportTypeCheckTests.scenes().last)
                try scene.setIntrinsicSize("frame", nil as IntrinsicSize?)
                // Placed in full (a layout with one answer is the only one a round trip can keep).
                for (first, relation, second, constant) in [
                    (Anchor("content", .top), Relation.equal, Anchor("cell", .top), 0.0), (Anchor("content", .leading), .equal, Anchor("cell", .leading), 0),
                    (Anchor("content", .trailing), .equal, Anchor("cell", .trailing), 0), (Anchor("stack", .bottom), .equal, Anchor("content", .bottom), -8),
                    (Anchor("content", .height), .equal, nil, 220), (Anchor("cell", .bottom), .equal, Anchor("content", .bottom), 0),
                    (Anchor("frame", .leading), .equal, Anchor("content", .leading), 0), (Anchor("frame", .top), .equal, Anchor("content", .top), 0),
                    (Anchor("spacer", .leading), .equal, Anchor("content", .leading), 4), (Anchor("spacer", .top), .equal, Anchor("content", .top), 0),
                    (Anchor("spacer", .height), .equal, nil, 0), (Anchor("stack", .trailing), .lessOrEqual, Anchor("content", .trailing), 0),
                    (Anchor("bold", .top), .equal, Anchor("title", .top), 0), (Anchor("face", .top), .equal, Anchor("title", .top), 0),
                    (Anchor("title", .trailing), .lessOrEqual, Anchor("content", .centerX), 0), (Anchor("body", .trailing), .equal, Anchor("content", .trailing), -16),
                    (Anchor("body", .top), .equal, Anchor("title", .lastBaseline), 20), (Anchor("spacer", .width), .equal, nil, 6),
                ] as [(Anchor, Relation, Anchor?, Double)] {
                    try scene.addConstraint(ConstraintSpec(first, relation, second, constant: constant))
                }
                XCTAssertEqual(scene.laidOut().ambiguities(), [], "the cell has one layout")
                try Self.roundTrip(scene, root: root, style: style, language: language, kind: kind, compareEquations: false,
                                   label: "the cell, \(language) \(style)")
            }
        }
    }
}
