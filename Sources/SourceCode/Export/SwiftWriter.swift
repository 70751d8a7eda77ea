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
        lines.append("        fatalError(\"init(coder:) has not been implemented\")")
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
        var added: [String] = []
        for v in plan.madeViews {
            if v.isArranged {
                added.append("\(Self.expression(v.container)).addArrangedSubview(\(v.property))")
            } else {
                added.append("\(Self.receiver(v.container))addSubview(\(v.property))")
            }
        }
        for (item, v) in plan.configured {
            guard let stack = v.stack else { continue }
            for name in stack.arranged {
                guard let spacing = stack.customSpacing[name], let after = plan.items[name] else { continue }
                added.append("\(Self.receiver(item))setCustomSpacing(\(CodeLiterals.number(spacing)), after: \(Self.expression(after)))")
            }
        }
        for g in plan.madeGuides { added.append("\(Self.receiver(g.owner))addLayoutGuide(\(g.property))") }
        if !added.isEmpty {
            lines.append("")
            lines += added.map { "        " + $0 }
        }
    }

    /// The lines that set a view's properties where they differ from UIKit's defaults.
    static func settings(of v: View, item: ExportPlan.Item) -> [String] {
        let r = receiver(item)
        var out: [String] = []
        let name = expression(item)
        if v.isCollapsed {
            out.append("// '\(v.name)' is collapsed (Trellis's word): its size is zero at 999, the constants of its own")
            out.append("// constraints are zero, and its size constraints are not activated.")
        }
        if case .property = item {
            if v.translatesAutoresizingMask, let frame = v.manualFrame {
                out.append("\(r)frame = CGRect(x: \(CodeLiterals.number(frame.x)), y: \(CodeLiterals.number(frame.y)), width: \(CodeLiterals.number(frame.width)), height: \(CodeLiterals.number(frame.height)))")
                if !v.autoresizing.isEmpty { out.append("\(r)autoresizingMask = [\(v.autoresizing.names.map { "." + $0 }.joined(separator: ", "))]") }
            } else {
                out.append("\(r)translatesAutoresizingMaskIntoConstraints = false")
            }
        } else if v.translatesAutoresizingMaskWasSet {
            out.append("\(r)translatesAutoresizingMaskIntoConstraints = \(v.translatesAutoresizingMask)")
        }
        switch v.kind {
        case .image(let size) where item == .this:
            out.append("\(r)image = UIGraphicsImageRenderer(size: CGSize(width: \(CodeLiterals.number(size.width)), height: \(CodeLiterals.number(size.height)))).image { _ in }")
        case .label(let label):
            out.append("\(r)text = \(CodeLiterals.swiftString(label.text))")
            switch label.font {
            case .textStyle(let style):
                out.append("\(r)font = .preferredFont(forTextStyle: .\(style.rawValue))")
                out.append("\(r)adjustsFontForContentSizeCategory = true")
            case .system(let size):
                if label.font != .default { out.append("\(r)font = .systemFont(ofSize: \(CodeLiterals.number(size)))") }
            case .bold(let size): out.append("\(r)font = .boldSystemFont(ofSize: \(CodeLiterals.number(size)))")
            case .mono(let size): out.append("\(r)font = .monospacedSystemFont(ofSize: \(CodeLiterals.number(size)), weight: .regular)")
            case .named(let face, let size): out.append("\(r)font = UIFont(name: \(CodeLiterals.swiftString(face)), size: \(CodeLiterals.number(size)))")
            }
            if label.lines != 1 { out.append("\(r)numberOfLines = \(label.lines)") }
            if let mode = lineBreakMode(label) { out.append("\(r)lineBreakMode = .\(mode)") }
            switch label.preferredMaxWidth {
            case .explicit(let w): out.append("\(r)preferredMaxLayoutWidth = \(CodeLiterals.number(w))")
            case .legacy: out.append("// '\(v.name)' measures as one line, as a multi-line label did on iOS 6 and 7 without preferredMaxLayoutWidth.")
            case .automatic: break
            }
        case .stack(let s):
            if s.axis == .vertical { out.append("\(r)axis = .vertical") }
            if s.distribution != .fill { out.append("\(r)distribution = .\(s.distribution.rawValue)") }
            if s.alignment != .fill { out.append("\(r)alignment = .\(alignment(s))") }
            if s.spacing != 0 { out.append("\(r)spacing = \(CodeLiterals.number(s.spacing))") }
            if s.baselineRelative { out.append("\(r)isBaselineRelativeArrangement = true") }
            if s.marginsRelative { out.append("\(r)isLayoutMarginsRelativeArrangement = true") }
        case .plain, .image, .guide:
            break
        }
        if v.isHidden { out.append("\(r)isHidden = true") }
        for (axis, priority, defaultValue, setter) in [
            ("horizontal", v.huggingHorizontal, Priority.defaultLow, "setContentHuggingPriority"),
            ("vertical", v.huggingVertical, Priority.defaultLow, "setContentHuggingPriority"),
            ("horizontal", v.compressionHorizontal, Priority.defaultHigh, "setContentCompressionResistancePriority"),
            ("vertical", v.compressionVertical, Priority.defaultHigh, "setContentCompressionResistancePriority"),
        ] where priority != defaultValue {
            out.append("\(r)\(setter)(\(Self.priority(priority)), for: .\(axis))")
        }
        if v.layoutMargins != View.defaultLayoutMargins(of: v.kind) {
            let m = v.layoutMargins
            out.append("\(r)directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(CodeLiterals.number(m.top)), leading: \(CodeLiterals.number(m.leading)), bottom: \(CodeLiterals.number(m.bottom)), trailing: \(CodeLiterals.number(m.trailing)))")
        }
        if v.preservesSuperviewLayoutMargins { out.append("\(r)preservesSuperviewLayoutMargins = true") }
        if let size = v.intrinsicOverride {
            let w = size.width.map(CodeLiterals.number) ?? "UIView.noIntrinsicMetric"
            let h = size.height.map(CodeLiterals.number) ?? "UIView.noIntrinsicMetric"
            out.append("// Trellis gives '\(name)' an intrinsic size of \(w) × \(h): a subclass returns it from intrinsicContentSize.")
        }
        if v.alignmentInsets != .zero {
            let a = v.alignmentInsets
            out.append("// Trellis gives '\(name)' alignment insets (top \(CodeLiterals.number(a.top)), leading \(CodeLiterals.number(a.leading)), bottom \(CodeLiterals.number(a.bottom)), trailing \(CodeLiterals.number(a.trailing))): a subclass returns them from alignmentRectInsets.")
        }
        if v.parent == nil, v.safeAreaInsets != .zero {
            let s = v.safeAreaInsets
            out.append("// Trellis gives '\(name)' safe area insets (top \(CodeLiterals.number(s.top)), leading \(CodeLiterals.number(s.leading)), bottom \(CodeLiterals.number(s.bottom)), trailing \(CodeLiterals.number(s.trailing))): the device sets them.")
        }
        if v.readableWidth != View.defaultReadableWidth {
            out.append("// Trellis gives '\(name)' a readable width of \(CodeLiterals.number(v.readableWidth)) pt: UIKit sets it from the text size.")
        }
        return out
    }

    /// UILabel's one line break mode for the label's wrapping and truncation; nil for the
    /// default (truncating the tail).
    static func lineBreakMode(_ label: Label) -> String? {
        switch label.truncation {
        case .none: return label.wrapping == .char ? "byCharWrapping" : (label.lines == 1 ? "byClipping" : "byWordWrapping")
        case .head: return "byTruncatingHead"
        case .middle: return "byTruncatingMiddle"
        case .tail: return nil
        }
    }

    /// `.top` for a horizontal stack's leading alignment, `.leading` for a vertical one's.
    static func alignment(_ s: StackArrangement) -> String {
        switch s.alignment {
        case .leading: return s.axis == .horizontal ? "top" : "leading"
        case .trailing: return s.axis == .horizontal ? "bottom" : "trailing"
        default: return s.alignment.rawValue
        }
    }

    /// `.defaultHigh`, `UILayoutPriority(999)`.
    static func priority(_ p: Priority) -> String {
        switch p.value {
        case 1000: return ".required"
        case 750: return ".defaultHigh"
        case 250: return ".defaultLow"
        case 50: return ".fittingSizeLevel"
        default: return "UILayoutPriority(\(CodeLiterals.number(p.value)))"
        }
    }
}
