import Cassowary
import Layout

/// What exported code sets on a view, whatever the language: each property that differs from
/// UIKit's default, and the comments for what UIKit has no word for. The writers say each one
/// in their language.
enum ViewSetting: Equatable {
    /// The collapsed view's comment.
    case collapsedComment
    case translatesAutoresizingMask(Bool)
    case frame(Rect, AutoresizingMask)
    /// The root image view's image (a blank image of the size).
    case rootImage(Size)
    case text(String)
    case font(FontDescriptor)
    case lines(Int)
    /// UILabel's line break mode (`byWordWrapping`, …).
    case lineBreakMode(String)
    case preferredMaxLayoutWidth(Double)
    /// A legacy preferredMaxLayoutWidth (iOS 6 and 7): a comment.
    case legacyPreferredMaxWidthComment
    case verticalAxis
    case distribution(StackDistribution)
    /// The alignment's UIKit name (`top` for a horizontal stack's leading).
    case alignment(String)
    case spacing(Double)
    case baselineRelative
    case marginsRelative
    case hidden
    case hugging(LayoutAttribute.Axis, Priority)
    case compression(LayoutAttribute.Axis, Priority)
    case margins(DirectionalInsets)
    case preservesSuperviewLayoutMargins
    /// What a subclass or the device gives (intrinsic size, alignment insets, safe area,
    /// readable width): a comment in words.
    case comment(String)

    /// The settings of a view, in the order written.
    static func of(_ v: View, item: ExportPlan.Item, name: String) -> [ViewSetting] {
        var out: [ViewSetting] = []
        let n = CodeLiterals.number
        if v.isCollapsed { out.append(.collapsedComment) }
        if case .property = item {
            if v.translatesAutoresizingMask, let frame = v.manualFrame {
                out.append(.frame(frame, v.autoresizing))
            } else {
                out.append(.translatesAutoresizingMask(false))
            }
        } else if v.translatesAutoresizingMaskWasSet {
            out.append(.translatesAutoresizingMask(v.translatesAutoresizingMask))
        }
        switch v.kind {
        case .image(let size) where item == .this:
            out.append(.rootImage(size))
        case .label(let label):
            out.append(.text(label.text))
            if label.font != .default { out.append(.font(label.font)) }
            if label.lines != 1 { out.append(.lines(label.lines)) }
            if let mode = lineBreakMode(label) { out.append(.lineBreakMode(mode)) }
            switch label.preferredMaxWidth {
            case .explicit(let w): out.append(.preferredMaxLayoutWidth(w))
            case .legacy: out.append(.legacyPreferredMaxWidthComment)
            case .automatic: break
            }
        case .stack(let s):
            if s.axis == .vertical { out.append(.verticalAxis) }
            if s.distribution != .fill { out.append(.distribution(s.distribution)) }
            if s.alignment != .fill { out.append(.alignment(alignment(s))) }
            if s.spacing != 0 { out.append(.spacing(s.spacing)) }
            if s.baselineRelative { out.append(.baselineRelative) }
            if s.marginsRelative { out.append(.marginsRelative) }
        case .plain, .image, .guide:
            break
        }
        if v.isHidden { out.append(.hidden) }
        if v.huggingHorizontal != .defaultLow { out.append(.hugging(.horizontal, v.huggingHorizontal)) }
        if v.huggingVertical != .defaultLow { out.append(.hugging(.vertical, v.huggingVertical)) }
        if v.compressionHorizontal != .defaultHigh { out.append(.compression(.horizontal, v.compressionHorizontal)) }
        if v.compressionVertical != .defaultHigh { out.append(.compression(.vertical, v.compressionVertical)) }
        if v.layoutMargins != View.defaultLayoutMargins(of: v.kind) { out.append(.margins(v.layoutMargins)) }
        if v.preservesSuperviewLayoutMargins { out.append(.preservesSuperviewLayoutMargins) }
        if let size = v.intrinsicOverride {
            let w = size.width.map(n) ?? "none", h = size.height.map(n) ?? "none"
            out.append(.comment("Trellis gives '\(name)' an intrinsic size of \(w) × \(h): a subclass returns it from intrinsicContentSize."))
        }
        if v.alignmentInsets != .zero {
            let a = v.alignmentInsets
            out.append(.comment("Trellis gives '\(name)' alignment insets (top \(n(a.top)), leading \(n(a.leading)), bottom \(n(a.bottom)), trailing \(n(a.trailing))): a subclass returns them from alignmentRectInsets."))
        }
        if v.parent == nil, v.safeAreaInsets != .zero {
            let s = v.safeAreaInsets
            out.append(.comment("Trellis gives '\(name)' safe area insets (top \(n(s.top)), leading \(n(s.leading)), bottom \(n(s.bottom)), trailing \(n(s.trailing))): the device sets them."))
        }
        if v.readableWidth != View.defaultReadableWidth {
            out.append(.comment("Trellis gives '\(name)' a readable width of \(n(v.readableWidth)) pt: UIKit sets it from the text size."))
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

    /// `top` for a horizontal stack's leading alignment, `leading` for a vertical one's.
    static func alignment(_ s: StackArrangement) -> String {
        switch s.alignment {
        case .leading: return s.axis == .horizontal ? "top" : "leading"
        case .trailing: return s.axis == .horizontal ? "bottom" : "trailing"
        default: return s.alignment.rawValue
        }
    }

    /// The collapsed view's comment, in two lines.
    static func collapsedComment(_ name: String) -> [String] {
        ["'\(name)' is collapsed (Trellis's word): its size is zero at 999, the constants of its own",
         "constraints are zero, and its size constraints are not activated."]
    }

    static func legacyComment(_ name: String) -> String {
        "'\(name)' measures as one line, as a multi-line label did on iOS 6 and 7 without preferredMaxLayoutWidth."
    }
}
