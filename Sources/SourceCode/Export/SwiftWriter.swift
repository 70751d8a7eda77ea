import Cassowary
import Layout

/// Writes an export plan as a Swift UIView or UITableViewCell subclass: the views as
/// properties, configured and added in `init`, and the constraints in the style asked for.
struct SwiftWriter {
    let plan: ExportPlan
    let style: CodeExportOptions.Style
    var lines: [String] = []
    /// Names of the locals that hold constraints (unique, none a property's).
    var locals: Set<String> = []

    init(plan: ExportPlan, style: CodeExportOptions.Style) {
        self.plan = plan
        self.style = style
        locals = Set(plan.madeViews.map(\.property) + plan.madeGuides.map(\.property))
    }

    mutating func write() -> String {
        let superclass = plan.superclass
        lines.append("// \(plan.className): the scene's root '\(plan.rootName)', written by Trellis (export swift, style=\(style.rawValue)).")
        if let w = plan.rootSize.width { lines.append("// Trellis laid it out \(CodeLiterals.number(w)) pt wide; its superview or table sets that.") }
        if let h = plan.rootSize.height { lines.append("// Trellis laid it out \(CodeLiterals.number(h)) pt tall; its superview or table sets that.") }
        lines.append("import UIKit")
        if style == .snapkit { lines.append("import SnapKit") }
        lines.append("")
        lines.append("final class \(plan.className): \(superclass) {")
        for v in plan.madeViews { lines.append("    let \(v.property) = \(construction(v.kind))") }
        for g in plan.madeGuides { lines.append("    let \(g.property) = UILayoutGuide()") }
        if !plan.madeViews.isEmpty || !plan.madeGuides.isEmpty { lines.append("") }
        switch plan.base {
        case .tableViewCell:
            lines.append("    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
            lines.append("        super.init(style: style, reuseIdentifier: reuseIdentifier)")
        case .view:
            lines.append("    override init(frame: CGRect) {")
            lines.append("        super.init(frame: frame)")
        }
        writeViews()
        writeConstraints()
        lines.append("    }")
        lines.append("")
        // UIStackView's is not failable.
        lines.append(plan.superclass == "UIStackView" ? "    required init(coder: NSCoder) {" : "    required init?(coder: NSCoder) {")
        lines.append("        fatalError(\"init(coder:) has not been implemented\")")  // checked: a line of the code written, not run here
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Views

    func construction(_ kind: ViewKind) -> String {
        switch kind {
        case .label: return "UILabel()"
        case .image(let size):
            return "UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: \(CodeLiterals.number(size.width)), height: \(CodeLiterals.number(size.height)))).image { _ in })"
        case .stack: return "UIStackView()"
        case .plain, .guide: return "UIView()"
        }
    }

    /// `body`, `contentView`, `self`, `contentView.layoutMarginsGuide`.
    static func expression(_ item: ExportPlan.Item) -> String {
        switch item {
        case .this: return "self"
        case .contentView: return "contentView"
        case .property(let p), .layoutGuide(let p): return p
        case .guide(let owner, let guide):
            let name: String
            switch guide {
            case .margins: name = "layoutMarginsGuide"
            case .safeArea: name = "safeAreaLayoutGuide"
            case .readable: name = "readableContentGuide"
            }
            return owner == .this ? name : "\(expression(owner)).\(name)"
        }
    }

    /// `body.` or nothing for `self`: what a member is written after.
    static func receiver(_ item: ExportPlan.Item) -> String {
        item == .this ? "" : expression(item) + "."
    }

    mutating func writeViews() {
        for (item, v) in plan.configured {
            let settings = Self.settings(of: v, item: item)
            guard !settings.isEmpty else { continue }
            lines.append("")
            lines += settings.map { "        " + $0 }
        }
        let added = plan.treeSteps.map { step -> String in
            switch step {
            case .add(let property, let container, true): return "\(Self.expression(container)).addArrangedSubview(\(property))"
            case .add(let property, let container, false): return "\(Self.receiver(container))addSubview(\(property))"
            case .customSpacing(let stack, let after, let spacing):
                return "\(Self.receiver(stack))setCustomSpacing(\(CodeLiterals.number(spacing)), after: \(Self.expression(after)))"
            case .addGuide(let property, let owner): return "\(Self.receiver(owner))addLayoutGuide(\(property))"
            }
        }
        if !added.isEmpty {
            lines.append("")
            lines += added.map { "        " + $0 }
        }
    }

    /// The lines that set a view's properties where they differ from UIKit's defaults.
    static func settings(of v: View, item: ExportPlan.Item) -> [String] {
        let r = receiver(item)
        let n = CodeLiterals.number
        return ViewSetting.of(v, item: item, name: expression(item)).flatMap { setting -> [String] in
            switch setting {
            case .collapsedComment: return ViewSetting.collapsedComment(v.name).map { "// " + $0 }
            case .translatesAutoresizingMask(let b): return ["\(r)translatesAutoresizingMaskIntoConstraints = \(b)"]
            case .frame(let f, let mask):
                var lines = ["\(r)frame = CGRect(x: \(n(f.x)), y: \(n(f.y)), width: \(n(f.width)), height: \(n(f.height)))"]
                if !mask.isEmpty { lines.append("\(r)autoresizingMask = [\(mask.names.map { "." + $0 }.joined(separator: ", "))]") }
                return lines
            case .rootImage(let size): return ["\(r)image = UIGraphicsImageRenderer(size: CGSize(width: \(n(size.width)), height: \(n(size.height)))).image { _ in }"]
            case .text(let text): return ["\(r)text = \(CodeLiterals.swiftString(text))"]
            case .font(let font):
                switch font {
                case .textStyle(let style):
                    return ["\(r)font = .preferredFont(forTextStyle: .\(style.rawValue))", "\(r)adjustsFontForContentSizeCategory = true"]
                case .system(let size): return ["\(r)font = .systemFont(ofSize: \(n(size)))"]
                case .bold(let size): return ["\(r)font = .boldSystemFont(ofSize: \(n(size)))"]
                case .mono(let size): return ["\(r)font = .monospacedSystemFont(ofSize: \(n(size)), weight: .regular)"]
                case .named(let face, let size): return ["\(r)font = UIFont(name: \(CodeLiterals.swiftString(face)), size: \(n(size)))"]
                }
            case .lines(let lines): return ["\(r)numberOfLines = \(lines)"]
            case .lineBreakMode(let mode): return ["\(r)lineBreakMode = .\(mode)"]
            case .preferredMaxLayoutWidth(let w): return ["\(r)preferredMaxLayoutWidth = \(n(w))"]
            case .legacyPreferredMaxWidthComment: return ["// " + ViewSetting.legacyComment(v.name)]
            case .verticalAxis: return ["\(r)axis = .vertical"]
            case .distribution(let d): return ["\(r)distribution = .\(d.rawValue)"]
            case .alignment(let a): return ["\(r)alignment = .\(a)"]
            case .spacing(let s): return ["\(r)spacing = \(n(s))"]
            case .baselineRelative: return ["\(r)isBaselineRelativeArrangement = true"]
            case .marginsRelative: return ["\(r)isLayoutMarginsRelativeArrangement = true"]
            case .hidden: return ["\(r)isHidden = true"]
            case .hugging(let axis, let p): return ["\(r)setContentHuggingPriority(\(priority(p)), for: .\(axis.rawValue))"]
            case .compression(let axis, let p): return ["\(r)setContentCompressionResistancePriority(\(priority(p)), for: .\(axis.rawValue))"]
            case .margins(let m):
                return ["\(r)directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(n(m.top)), leading: \(n(m.leading)), bottom: \(n(m.bottom)), trailing: \(n(m.trailing)))"]
            case .preservesSuperviewLayoutMargins: return ["\(r)preservesSuperviewLayoutMargins = true"]
            case .comment(let words): return ["// " + words]
            }
        }
    }

    /// `.defaultHigh`, `UILayoutPriority(999)`.
    static func priority(_ p: Priority) -> String {
        CodeLiterals.priorityName(p).map { "." + $0 } ?? "UILayoutPriority(\(CodeLiterals.number(p.value)))"
    }
}
