import InterfaceBuilder
import Layout

/// `trellis ib FILE…`: each document read, each root laid out at the document's device and
/// set beside the frames Xcode saved, then again at other widths and text sizes.
public struct IBCheckOptions: Sendable {
    public var sizes: IBSizeSource
    public var widths: [Double]
    public var textSizes: [ContentSizeCategory]
    public var traits: IBTraits.Choice?

    public init(sizes: IBSizeSource = .measured, widths: [Double] = [], textSizes: [ContentSizeCategory] = [], traits: IBTraits.Choice? = nil) {
        self.sizes = sizes
        self.widths = widths
        self.textSizes = textSizes
        self.traits = traits
    }
}

/// One file's result: the document (or why it was not read) and each root's check.
struct IBFileCheck {
    struct Variant {
        /// `width 320` or `text size accessibilityLarge`.
        var label: String
        var check: IBRootCheck
        /// What changed against the document's own layout, in words.
        var changes: [String]
    }

    struct RootResult {
        var root: IBRoot
        var check: IBRootCheck
        var variants: [Variant]

        var hasProblem: Bool {
            !check.conflicts.isEmpty || !check.ambiguous.isEmpty || !check.disagreements.isEmpty
                || variants.contains { !$0.changes.isEmpty }
        }
    }

    var path: String
    var document: IBDocument?
    var error: String?
    var roots: [RootResult] = []

    init(path: String, unreadable reason: String) {
        self.path = path
        error = reason
    }

    init(path: String, bytes: [UInt8], options: IBCheckOptions) {
        self.path = path
        switch IBDocumentReader.read(bytes, traits: options.traits) {
        case .failure(let e):
            error = e.words
        case .success(let document):
            self.document = document
            let base = IBLayoutOptions(sizes: options.sizes)
            roots = document.roots.map { root in
                let check = IBRootCheck(document, root: root, options: base)
                var variants: [Variant] = []
                for width in options.widths {
                    var o = base
                    o.width = width
                    let v = IBRootCheck(document, root: root, options: o)
                    variants.append(Variant(label: "at width \(show(width))", check: v, changes: Self.changes(from: check, to: v)))
                }
                for category in options.textSizes {
                    var o = base
                    o.category = category
                    let v = IBRootCheck(document, root: root, options: o)
                    variants.append(Variant(label: "at text size \(category)", check: v, changes: Self.changes(from: check, to: v)))
                }
                return RootResult(root: root, check: check, variants: variants)
            }
        }
    }

    var hasProblem: Bool { error != nil || roots.contains(where: \.hasProblem) }

    /// What a variant does that the document's own layout does not: a label that starts to
    /// truncate, a conflict that appears, a view that goes to zero, ambiguity that appears.
    static func changes(from base: IBRootCheck, to variant: IBRootCheck) -> [String] {
        var out: [String] = []
        let before = Set(base.truncated)
        for name in variant.truncated where !before.contains(name) { out.append("\(name) starts to truncate") }
        if variant.conflicts.count > base.conflicts.count {
            let known = Set(base.conflicts.map(\.broken))
            for c in variant.conflicts where !known.contains(c.broken) {
                out.append("a conflict appears: \(c.constraints.joined(separator: ", ")) cannot all hold; \(c.broken) is broken")
            }
        }
        let baseFrames = Dictionary(base.frames.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
        for f in variant.frames {
            guard let b = baseFrames[f.name] else { continue }
            if f.frame.width <= 0, b.width > 0 { out.append("\(f.name) goes to zero width") }
            if f.frame.height <= 0, b.height > 0 { out.append("\(f.name) goes to zero height") }
        }
        if base.ambiguous.isEmpty, !variant.ambiguous.isEmpty { out.append("the layout becomes ambiguous") }
        return out
    }
}

/// `trellis ib`'s whole answer: words or JSON, and the exit status (0 all well, 1 a problem
/// found, 2 a file not read).
public enum IBChecker {
    public static func check(_ files: [(path: String, bytes: Result<[UInt8], InputFile.Failure>)], options: IBCheckOptions,
                             json: Bool) -> (output: String, status: Int32) {
        var results: [IBFileCheck] = []
        var unreadable = false
        for file in files {
            switch file.bytes {
            case .success(let bytes):
                let result = IBFileCheck(path: file.path, bytes: bytes, options: options)
                if result.document == nil { unreadable = true }
                results.append(result)
            case .failure(let failure):
                results.append(IBFileCheck(path: file.path, unreadable: "cannot read it: \(failure.reason)"))
                unreadable = true
            }
        }
        let output = json ? IBCheckJSON.render(results, options: options) : IBCheckText.render(results, options: options)
        let status: Int32 = unreadable ? 2 : (results.contains(where: \.hasProblem) ? 1 : 0)
        return (output, status)
    }
}
