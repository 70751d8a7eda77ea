import Layout

/// Code read, its scene built and written back in every language and style, and that read
/// again: what the writer writes, the reader must understand in full. The fuzz targets hold
/// every input to it.
public enum CodeRoundTrip {
    /// A written file the reader did not understand in full.
    public struct Mismatch: Sendable {
        public var language: CodeExportOptions.Language
        public var style: CodeExportOptions.Style
        public var skipped: [SkippedCode]
        public var text: String
    }

    /// Nothing when the code does not read (a refusal is an answer), or when every written
    /// file reads back in full.
    public static func check(_ source: String, language: CodeExportOptions.Language) -> [Mismatch] {
        let layout: ImportedLayout
        do {
            switch language {
            case .swift: layout = try SwiftImport.read(source)
            case .objc: layout = try ObjCImport.read(source)
            }
        } catch {
            return []
        }
        let scene = Scene()
        guard let built = try? CodeSceneBuilder.build(layout, into: scene, values: [:]) else { return [] }
        scene.layoutIfNeeded()
        var mismatches: [Mismatch] = []
        for writeIn in CodeExportOptions.Language.allCases {
            for style in CodeExportOptions.Style.allCases {
                guard let written = try? CodeExport.write(scene, root: built.root, options: CodeExportOptions(language: writeIn, style: style)) else { continue }
                let back: ImportedLayout
                do {
                    back = writeIn == .swift ? try SwiftImport.read(written.text) : try ObjCImport.read(written.text)
                } catch {
                    mismatches.append(Mismatch(language: writeIn, style: style, skipped: [], text: written.text))
                    continue
                }
                if !back.skipped.isEmpty { mismatches.append(Mismatch(language: writeIn, style: style, skipped: back.skipped, text: written.text)) }
            }
        }
        return mismatches
    }
}
