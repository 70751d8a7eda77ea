import Cassowary
import Layout

/// Writes an export plan as an Objective-C class (interface and implementation in one file):
/// the views as properties, made in the initializer, and the constraints with anchors, Visual
/// Format lines, or Masonry's `mas_makeConstraints:` (the Objective-C counterpart of SnapKit).
struct ObjCWriter {
    let plan: ExportPlan
    let style: CodeExportOptions.Style
    var lines: [String] = []
    var locals: Set<String> = []

    init(plan: ExportPlan, style: CodeExportOptions.Style) {
        self.plan = plan
        self.style = style
        locals = Set(plan.madeViews.map(\.property) + plan.madeGuides.map(\.property) + ["layout", "self"])
    }

    mutating func write() -> String {
        let superclass = plan.superclass
        lines.append("// \(plan.className): the scene's root '\(plan.rootName)', written by Trellis (export objc, style=\(style == .snapkit ? "masonry" : style.rawValue)).")
        if let w = plan.rootSize.width { lines.append("// Trellis laid it out \(CodeLiterals.number(w)) pt wide; its superview or table sets that.") }
        if let h = plan.rootSize.height { lines.append("// Trellis laid it out \(CodeLiterals.number(h)) pt tall; its superview or table sets that.") }
        lines.append("#import <UIKit/UIKit.h>")
        if style == .snapkit { lines.append("#import <Masonry/Masonry.h>") }
        lines.append("")
        lines.append("@interface \(plan.className) : \(superclass)")
        for v in plan.madeViews { lines.append("@property (nonatomic, strong) \(Self.className(v.kind)) *\(v.property);") }
        for g in plan.madeGuides { lines.append("@property (nonatomic, strong) UILayoutGuide *\(g.property);") }
        lines.append("@end")
        lines.append("")
        lines.append("@implementation \(plan.className)")
        lines.append("")
        switch plan.base {
        case .tableViewCell:
            lines.append("- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {")
            lines.append("    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];")
        case .view:
            lines.append("- (instancetype)initWithFrame:(CGRect)frame {")
            lines.append("    self = [super initWithFrame:frame];")
        }
        lines.append("    if (!self) { return nil; }")
        for v in plan.madeViews { lines.append("    _\(v.property) = \(Self.construction(v.kind));") }
        for g in plan.madeGuides { lines.append("    _\(g.property) = [[UILayoutGuide alloc] init];") }
        writeViews()
        writeConstraints()
        lines.append("    return self;")
        lines.append("}")
        lines.append("")
        lines.append("@end")
        return lines.joined(separator: "\n") + "\n"
    }

    static func className(_ kind: ViewKind) -> String {
        switch kind {
        case .label: return "UILabel"
        case .image: return "UIImageView"
        case .stack: return "UIStackView"
        case .plain, .guide: return "UIView"
        }
    }

    static func construction(_ kind: ViewKind) -> String {
        switch kind {
        case .image(let size):
            let renderer = "[[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(\(CodeLiterals.number(size.width)), \(CodeLiterals.number(size.height)))]"
            return "[[UIImageView alloc] initWithImage:[\(renderer) imageWithActions:^(UIGraphicsImageRendererContext *context) {}]]"
        default: return "[[\(className(kind)) alloc] init]"
        }
    }

    static func expression(_ item: ExportPlan.Item) -> String {
        switch item {
        case .this: return "self"
        case .contentView: return "self.contentView"
        case .property(let p), .layoutGuide(let p): return "self.\(p)"
        case .guide(let owner, let guide):
            switch guide {
            case .margins: return "\(expression(owner)).layoutMarginsGuide"
            case .safeArea: return "\(expression(owner)).safeAreaLayoutGuide"
            case .readable: return "\(expression(owner)).readableContentGuide"
            }
        }
    }

    mutating func writeViews() {
        for (item, v) in plan.configured {
            let settings = Self.settings(of: v, item: item)
            guard !settings.isEmpty else { continue }
            lines.append("")
            lines += settings.map { "    " + $0 }
        }
        let added = plan.treeSteps.map { step -> String in
            switch step {
            case .add(let property, let container, let arranged):
                return "[\(Self.expression(container)) \(arranged ? "addArrangedSubview" : "addSubview"):self.\(property)];"
            case .customSpacing(let stack, let after, let spacing):
                return "[\(Self.expression(stack)) setCustomSpacing:\(CodeLiterals.number(spacing)) afterView:\(Self.expression(after))];"
            case .addGuide(let property, let owner): return "[\(Self.expression(owner)) addLayoutGuide:self.\(property)];"
            }
        }
        if !added.isEmpty {
            lines.append("")
            lines += added.map { "    " + $0 }
        }
    }

    static let textStyles: [TextStyle: String] = [
        .largeTitle: "UIFontTextStyleLargeTitle", .title1: "UIFontTextStyleTitle1", .title2: "UIFontTextStyleTitle2",
        .title3: "UIFontTextStyleTitle3", .headline: "UIFontTextStyleHeadline", .body: "UIFontTextStyleBody",
        .callout: "UIFontTextStyleCallout", .subheadline: "UIFontTextStyleSubheadline", .footnote: "UIFontTextStyleFootnote",
        .caption1: "UIFontTextStyleCaption1", .caption2: "UIFontTextStyleCaption2",
    ]

    static func settings(of v: View, item: ExportPlan.Item) -> [String] {
        let e = expression(item)
        let n = CodeLiterals.number
        func set(_ property: String, _ value: String) -> [String] { ["\(e).\(property) = \(value);"] }
        func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        return ViewSetting.of(v, item: item, name: SwiftWriter.expression(item)).flatMap { setting -> [String] in
            switch setting {
            case .collapsedComment: return ViewSetting.collapsedComment(v.name).map { "// " + $0 }
            case .translatesAutoresizingMask(let b): return set("translatesAutoresizingMaskIntoConstraints", b ? "YES" : "NO")
            case .frame(let f, let mask):
                var lines = set("frame", "CGRectMake(\(n(f.x)), \(n(f.y)), \(n(f.width)), \(n(f.height)))")
                if !mask.isEmpty { lines += set("autoresizingMask", mask.names.map { "UIViewAutoresizing" + capitalized($0) }.joined(separator: " | ")) }
                return lines
            case .rootImage(let size):
                return set("image", "[[[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(\(n(size.width)), \(n(size.height)))] imageWithActions:^(UIGraphicsImageRendererContext *context) {}]")
            case .text(let text): return set("text", CodeLiterals.objcString(text))
            case .font(let font):
                switch font {
                case .textStyle(let style):
                    return set("font", "[UIFont preferredFontForTextStyle:\(textStyles[style] ?? "UIFontTextStyleBody")]") + set("adjustsFontForContentSizeCategory", "YES")
                case .system(let size): return set("font", "[UIFont systemFontOfSize:\(n(size))]")
                case .bold(let size): return set("font", "[UIFont boldSystemFontOfSize:\(n(size))]")
                case .mono(let size): return set("font", "[UIFont monospacedSystemFontOfSize:\(n(size)) weight:UIFontWeightRegular]")
                case .named(let face, let size): return set("font", "[UIFont fontWithName:\(CodeLiterals.objcString(face)) size:\(n(size))]")
                }
            case .lines(let lines): return set("numberOfLines", String(lines))
            // `byWordWrapping` → `NSLineBreakByWordWrapping`.
            case .lineBreakMode(let mode): return set("lineBreakMode", "NSLineBreakBy" + mode.dropFirst(2))
            case .preferredMaxLayoutWidth(let w): return set("preferredMaxLayoutWidth", n(w))
            case .legacyPreferredMaxWidthComment: return ["// " + ViewSetting.legacyComment(v.name)]
            case .verticalAxis: return set("axis", "UILayoutConstraintAxisVertical")
            case .distribution(let d): return set("distribution", "UIStackViewDistribution" + capitalized(d.rawValue))
            case .alignment(let a): return set("alignment", "UIStackViewAlignment" + capitalized(a))
            case .spacing(let s): return set("spacing", n(s))
            case .baselineRelative: return set("baselineRelativeArrangement", "YES")
            case .marginsRelative: return set("layoutMarginsRelativeArrangement", "YES")
            case .hidden: return set("hidden", "YES")
            case .hugging(let axis, let p): return ["[\(e) setContentHuggingPriority:\(priority(p)) forAxis:UILayoutConstraintAxis\(capitalized(axis.rawValue))];"]
            case .compression(let axis, let p):
                return ["[\(e) setContentCompressionResistancePriority:\(priority(p)) forAxis:UILayoutConstraintAxis\(capitalized(axis.rawValue))];"]
            case .margins(let m): return set("directionalLayoutMargins", "NSDirectionalEdgeInsetsMake(\(n(m.top)), \(n(m.leading)), \(n(m.bottom)), \(n(m.trailing)))")
            case .preservesSuperviewLayoutMargins: return set("preservesSuperviewLayoutMargins", "YES")
            case .comment(let words): return ["// " + words]
            }
        }
    }

    /// `UILayoutPriorityDefaultHigh`, `999`.
    static func priority(_ p: Priority) -> String {
        CodeLiterals.priorityName(p).map { "UILayoutPriority" + $0.prefix(1).uppercased() + $0.dropFirst() } ?? CodeLiterals.number(p.value)
    }
}
