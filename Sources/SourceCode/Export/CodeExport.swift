import Layout

/// Writes a root of a scene as UIKit code that rebuilds it: its views, their properties, and
/// its constraints, in Swift or Objective-C, with anchors, Visual Format or SnapKit.
public enum CodeExport {
    public struct Written: Sendable {
        public var text: String
        /// What was written otherwise than the scene has it, or left out.
        public var notes: [ExportNote]
        /// The class written.
        public var className: String
        /// Each view's name in code, by its name in the scene (`self` and `contentView` for
        /// the root and a cell's content view).
        public var codeNames: [String: String]
    }

    /// Whether a name can be the class written: an identifier in both languages.
    public static func isClassName(_ name: String) -> Bool { CodeNames.isIdentifier(name) }

    public static func write(_ scene: Scene, root: String, options: CodeExportOptions) throws(LayoutError) -> Written {
        let plan = try ExportPlan(scene: scene, root: root, options: options)
        let text: String
        switch options.language {
        case .swift:
            var writer = SwiftWriter(plan: plan, style: options.style)
            text = writer.write()
        case .objc:
            var writer = ObjCWriter(plan: plan, style: options.style)
            text = writer.write()
        }
        var names: [String: String] = [:]
        for (name, item) in plan.items {
            switch item {
            case .this: names[name] = "self"
            case .contentView: names[name] = "contentView"
            case .property(let p), .layoutGuide(let p): names[name] = p
            case .guide: break
            }
        }
        return Written(text: text, notes: plan.notes, className: plan.className, codeNames: names)
    }
}
