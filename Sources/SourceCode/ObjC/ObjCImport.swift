import Layout

/// Reads a UIView, UITableViewCell or UIViewController subclass written in Objective-C and
/// runs its layout code without UIKit. No Objective-C parser is in reach, so this is a tolerant
/// reader of the forms layout code uses (message sends, blocks, literals, `#define` and C
/// constants), held to the same honesty as the Swift reader: what it does not read is listed.
public enum ObjCImport {
    public static func read(_ source: String, className: String? = nil) throws(CodeReadError) -> ImportedLayout {
        try read([source], className: className)
    }

    /// Several files read as one (a cell's .m with its superclass's, a header's constants);
    /// places say which file (its index).
    public static func read(_ sources: [String], className: String? = nil) throws(CodeReadError) -> ImportedLayout {
        let bytes = sources.reduce(0) { $0 + $1.utf8.count }
        guard bytes <= SwiftImport.maximumBytes else { throw CodeReadError(.tooLarge(bytes, limit: SwiftImport.maximumBytes)) }
        let file = ObjCParser.parse(files: sources.enumerated().map { ObjCLexer.tokens($0.element, file: $0.offset) })
        let implemented = file.classes.filter { !$0.methods.isEmpty }
        let candidates = implemented.isEmpty ? file.classes : implemented
        guard !candidates.isEmpty else { throw CodeReadError(.noClass) }
        let chosen: ObjCFile.Class
        if let className {
            guard let c = file.classes.first(where: { $0.name == className }) else {
                throw CodeReadError(.classNotFound(className, classes: file.classes.map(\.name)))
            }
            chosen = c
        } else {
            // A class no other class here inherits from: the cell itself, not its superclass.
            let parents = Set(file.classes.compactMap(\.superclass))
            chosen = candidates.first { !parents.contains($0.name) } ?? candidates[0]
        }
        // The superclass from the @interface, else from the class's own name.
        // The nearest superclass UIKit has (a superclass in the files may be the app's own).
        var kindName = chosen.superclass ?? chosen.name
        var seen: Set<String> = [chosen.name]
        while let c = file.classes.first(where: { $0.name == kindName }), let parent = c.superclass, !seen.contains(parent) {
            seen.insert(kindName)
            kindName = parent
        }
        let base: ImportedLayout.Base
        if kindName.hasSuffix("CollectionViewCell") { base = .collectionCell } else if kindName.hasSuffix("Cell") { base = .tableCell } else if kindName.hasSuffix("Controller") { base = .viewController } else { base = .view }
        let rootName = base == .viewController ? "view" : ViewNaming.kindWord(chosen.name)
        let recorder = LayoutRecorder(className: chosen.name, base: base, rootName: rootName, rootClass: kindName, place: chosen.place)
        let evaluator = ObjCEvaluator(recorder: recorder, file: file, theClass: chosen)
        let initializers = ["initWithStyle:reuseIdentifier:", "initWithReuseIdentifier:", "initWithFrame:", "init", "initWithCoder:"]
        if let first = initializers.compactMap({ evaluator.method($0) }).first {
            _ = try? evaluator.runMethod(first, arguments: [])
        }
        let lifecycle = base == .viewController
            ? ["loadView", "viewDidLoad", "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]
            : ["awakeFromNib", "updateConstraints", "layoutSubviews"]
        for selector in lifecycle where !evaluator.calledMethods.contains(selector) {
            if let m = evaluator.method(selector) { _ = try? evaluator.runMethod(m, arguments: []) }
        }
        for m in chosen.methods where !evaluator.calledMethods.contains(m.selector) && !m.isClassMethod && !initializers.contains(m.selector) {
            // A lazy getter never asked for is a property never used: not a method to report.
            if chosen.properties.contains(where: { $0.name == m.selector }) { continue }
            evaluator.recorder.layout.skipped.append(SkippedCode(place: m.place, reason: .methodNotCalled(m.selector), text: "- \(m.selector)"))
        }
        for (place, why) in file.unread {
            evaluator.recorder.layout.skipped.append(SkippedCode(place: place, reason: .expression(why), text: ""))
        }
        evaluator.recorder.finish()
        var layout = evaluator.recorder.layout
        layout.skipped.sort { $0.place < $1.place }
        layout.otherClasses = file.classes.map(\.name).filter { $0 != chosen.name }
        return layout
    }
}
