import Layout

/// How constraint code is written: the language, the API the constraints are made with, and
/// the class that holds them.
public struct CodeExportOptions: Sendable, Equatable {
    /// The two languages of UIKit code.
    public enum Language: String, Sendable, CaseIterable {
        case swift
        case objc
    }

    /// The API the constraints are made with. Whatever a style cannot say (an inactive
    /// constraint, an identifier in a Visual Format line, system spacing in SnapKit) is written
    /// with anchors.
    public enum Style: String, Sendable, CaseIterable {
        /// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)` in one
        /// `NSLayoutConstraint.activate([…])`.
        case anchors
        /// `NSLayoutConstraint.constraints(withVisualFormat: "H:|-6-[a]-8-[b]-6-|", …)` wherever
        /// a chain can be said that way.
        case vfl
        /// `a.snp.makeConstraints { make in make.leading.equalTo(b.snp.trailing).offset(8) }`.
        case snapkit
    }

    /// What the root becomes.
    public enum Root: Sendable, Equatable {
        /// A UIView subclass: the root is `self`.
        case view
        /// A UITableViewCell subclass. The root is the cell and the named view its
        /// `contentView`; without one, the root is the content view itself.
        case tableCell(contentView: String?)
    }

    public var language: Language
    public var style: Style
    /// The class written; nil names it from the root (`cell` → `CellView`, or `Cell` for a cell).
    public var className: String?
    public var root: Root

    public init(language: Language = .swift, style: Style = .anchors, className: String? = nil, root: Root = .view) {
        self.language = language
        self.style = style
        self.className = className
        self.root = root
    }
}
