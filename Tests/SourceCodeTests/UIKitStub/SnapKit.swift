// A declarations-only stand-in for SnapKit 5's public API (as of SnapKit 5.7), type-checked in
// one module with UIKit.swift and the generated code. Types, protocols, conformances, argument
// labels and @discardableResult follow SnapKit's own source, so `make.top.equalTo(8, 9)` or
// `.offset("8")` fails here as it would against SnapKit. Initializers SnapKit keeps internal are
// fileprivate here, so generated code can no more build a ConstraintMaker than it could with
// SnapKit. Nothing here is ever run. Left out: the deprecated `snp_*` properties and functions
// on views, and UILayoutSupport's `snp` (topLayoutGuide/bottomLayoutGuide).
// Compiled either in one module with UIKit.swift, or as a module named SnapKit against a UIKit
// module made from UIKit.swift (see UIKit.swift's header).

import Foundation
#if canImport(UIKit)
import UIKit  // when built as its own module beside a UIKit module made from UIKit.swift
#endif

// MARK: - Type aliases (UIKit flavour)

public typealias ConstraintView = UIView
public typealias ConstraintLayoutGuide = UILayoutGuide
public typealias ConstraintInsets = UIEdgeInsets
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets
public typealias ConstraintInterfaceLayoutDirection = UIUserInterfaceLayoutDirection

public struct ConstraintConfig {
    nonisolated(unsafe) public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection = .leftToRight
}

// MARK: - Targets

public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension ConstraintInsets: ConstraintRelatableTarget {}
extension ConstraintDirectionalInsets: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension ConstraintView: ConstraintRelatableTarget {}
extension ConstraintLayoutGuide: ConstraintRelatableTarget {}

public protocol ConstraintConstantTarget {}

extension CGPoint: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension ConstraintInsets: ConstraintConstantTarget {}
extension ConstraintDirectionalInsets: ConstraintConstantTarget {}

public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension ConstraintInsets: ConstraintInsetTarget {}

public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

extension ConstraintDirectionalInsets: ConstraintDirectionalInsetTarget {}

public protocol ConstraintMultiplierTarget {
    var constraintMultiplierTargetValue: CGFloat { get }
}

extension Int: ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { fatalError() }
}
extension UInt: ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { fatalError() }
}
extension Float: ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { fatalError() }
}
extension Double: ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { fatalError() }
}
extension CGFloat: ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { fatalError() }
}

public protocol ConstraintPriorityTarget {
    var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { fatalError() }
}
extension UInt: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { fatalError() }
}
extension Float: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { fatalError() }
}
extension Double: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { fatalError() }
}
extension CGFloat: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { fatalError() }
}
extension UILayoutPriority: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { fatalError() }
}

// MARK: - ConstraintPriority

public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable {
    public typealias FloatLiteralType = Float

    public let value: Float
    public init(floatLiteral value: Float) { fatalError() }
    public init(_ value: Float) { fatalError() }

    public static var required: ConstraintPriority { fatalError() }
    public static var high: ConstraintPriority { fatalError() }
    public static var medium: ConstraintPriority { fatalError() }
    public static var low: ConstraintPriority { fatalError() }

    public static func == (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { fatalError() }
    public func advanced(by n: FloatLiteralType) -> ConstraintPriority { fatalError() }
    public func distance(to other: ConstraintPriority) -> FloatLiteralType { fatalError() }
}

// MARK: - Items

public protocol LayoutConstraintItem: AnyObject {}

extension ConstraintLayoutGuide: LayoutConstraintItem {}
extension ConstraintView: LayoutConstraintItem {}

public final class ConstraintItem {
    fileprivate init() { fatalError() }
}

public func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool { fatalError() }

// MARK: - DSL (`view.snp`, `guide.snp`)

public protocol ConstraintDSL {
    var target: AnyObject? { get }
    func setLabel(_ value: String?)
    func label() -> String?
}

extension ConstraintDSL {
    public func setLabel(_ value: String?) { }
    public func label() -> String? { fatalError() }
}

public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

extension ConstraintBasicAttributesDSL {
    public var left: ConstraintItem { fatalError() }
    public var top: ConstraintItem { fatalError() }
    public var right: ConstraintItem { fatalError() }
    public var bottom: ConstraintItem { fatalError() }
    public var leading: ConstraintItem { fatalError() }
    public var trailing: ConstraintItem { fatalError() }
    public var width: ConstraintItem { fatalError() }
    public var height: ConstraintItem { fatalError() }
    public var centerX: ConstraintItem { fatalError() }
    public var centerY: ConstraintItem { fatalError() }
    public var edges: ConstraintItem { fatalError() }
    public var directionalEdges: ConstraintItem { fatalError() }
    public var horizontalEdges: ConstraintItem { fatalError() }
    public var verticalEdges: ConstraintItem { fatalError() }
    public var directionalHorizontalEdges: ConstraintItem { fatalError() }
    public var directionalVerticalEdges: ConstraintItem { fatalError() }
    public var size: ConstraintItem { fatalError() }
    public var center: ConstraintItem { fatalError() }
}

public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintAttributesDSL {
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { fatalError() }
    public var lastBaseline: ConstraintItem { fatalError() }
    public var firstBaseline: ConstraintItem { fatalError() }
    public var leftMargin: ConstraintItem { fatalError() }
    public var topMargin: ConstraintItem { fatalError() }
    public var rightMargin: ConstraintItem { fatalError() }
    public var bottomMargin: ConstraintItem { fatalError() }
    public var leadingMargin: ConstraintItem { fatalError() }
    public var trailingMargin: ConstraintItem { fatalError() }
    public var centerXWithinMargins: ConstraintItem { fatalError() }
    public var centerYWithinMargins: ConstraintItem { fatalError() }
    public var margins: ConstraintItem { fatalError() }
    public var directionalMargins: ConstraintItem { fatalError() }
    public var centerWithinMargins: ConstraintItem { fatalError() }
}

public struct ConstraintViewDSL: ConstraintAttributesDSL {
    fileprivate init() { fatalError() }

    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] { fatalError() }
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) { }
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) { }
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) { }
    public func removeConstraints() { }

    public var contentHuggingHorizontalPriority: Float { get { fatalError() } nonmutating set { } }
    public var contentHuggingVerticalPriority: Float { get { fatalError() } nonmutating set { } }
    public var contentCompressionResistanceHorizontalPriority: Float { get { fatalError() } nonmutating set { } }
    public var contentCompressionResistanceVerticalPriority: Float { get { fatalError() } nonmutating set { } }

    public var target: AnyObject? { fatalError() }
}

public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    fileprivate init() { fatalError() }

    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] { fatalError() }
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) { }
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) { }
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) { }
    public func removeConstraints() { }

    public var target: AnyObject? { fatalError() }
}

public extension ConstraintView {
    var snp: ConstraintViewDSL { fatalError() }
}

public extension ConstraintLayoutGuide {
    var snp: ConstraintLayoutGuideDSL { fatalError() }
}

// MARK: - The maker chain: Maker → Extendable → Relatable → Editable → Prioritizable → Finalizable

public class ConstraintMaker {
    public var left: ConstraintMakerExtendable { fatalError() }
    public var top: ConstraintMakerExtendable { fatalError() }
    public var bottom: ConstraintMakerExtendable { fatalError() }
    public var right: ConstraintMakerExtendable { fatalError() }
    public var leading: ConstraintMakerExtendable { fatalError() }
    public var trailing: ConstraintMakerExtendable { fatalError() }
    public var width: ConstraintMakerExtendable { fatalError() }
    public var height: ConstraintMakerExtendable { fatalError() }
    public var centerX: ConstraintMakerExtendable { fatalError() }
    public var centerY: ConstraintMakerExtendable { fatalError() }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { fatalError() }
    public var lastBaseline: ConstraintMakerExtendable { fatalError() }
    public var firstBaseline: ConstraintMakerExtendable { fatalError() }
    public var leftMargin: ConstraintMakerExtendable { fatalError() }
    public var rightMargin: ConstraintMakerExtendable { fatalError() }
    public var topMargin: ConstraintMakerExtendable { fatalError() }
    public var bottomMargin: ConstraintMakerExtendable { fatalError() }
    public var leadingMargin: ConstraintMakerExtendable { fatalError() }
    public var trailingMargin: ConstraintMakerExtendable { fatalError() }
    public var centerXWithinMargins: ConstraintMakerExtendable { fatalError() }
    public var centerYWithinMargins: ConstraintMakerExtendable { fatalError() }
    public var edges: ConstraintMakerExtendable { fatalError() }
    public var horizontalEdges: ConstraintMakerExtendable { fatalError() }
    public var verticalEdges: ConstraintMakerExtendable { fatalError() }
    public var directionalEdges: ConstraintMakerExtendable { fatalError() }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { fatalError() }
    public var directionalVerticalEdges: ConstraintMakerExtendable { fatalError() }
    public var size: ConstraintMakerExtendable { fatalError() }
    public var center: ConstraintMakerExtendable { fatalError() }
    public var margins: ConstraintMakerExtendable { fatalError() }
    public var directionalMargins: ConstraintMakerExtendable { fatalError() }
    public var centerWithinMargins: ConstraintMakerExtendable { fatalError() }

    public let item: LayoutConstraintItem

    fileprivate init() { fatalError() }
}

public class ConstraintMakerFinalizable {
    fileprivate init() { fatalError() }

    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable { fatalError() }
    public var constraint: Constraint { fatalError() }
}

@available(*, deprecated, message: "Use ConstraintMakerPrioritizable instead.")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable

public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable { fatalError() }
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable { fatalError() }

    @available(*, deprecated, message: "Use priority(.required) instead.")
    @discardableResult
    public func priorityRequired() -> ConstraintMakerFinalizable { fatalError() }
    @available(*, deprecated, message: "Use priority(.high) instead.")
    @discardableResult
    public func priorityHigh() -> ConstraintMakerFinalizable { fatalError() }
    @available(*, deprecated, message: "Use priority(.medium) instead.")
    @discardableResult
    public func priorityMedium() -> ConstraintMakerFinalizable { fatalError() }
    @available(*, deprecated, message: "Use priority(.low) instead.")
    @discardableResult
    public func priorityLow() -> ConstraintMakerFinalizable { fatalError() }
}

public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable { fatalError() }
}

public class ConstraintMakerRelatable {
    fileprivate init() { fatalError() }

    // SnapKit's own labels: `line:` is labelled on the greaterThanOrEqual forms only.
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func equalToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
}

extension ConstraintMakerRelatable {
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable { fatalError() }
}

// SnapKit's Extendable has no `center` (only ConstraintMaker does).
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    public var left: ConstraintMakerExtendable { fatalError() }
    public var top: ConstraintMakerExtendable { fatalError() }
    public var bottom: ConstraintMakerExtendable { fatalError() }
    public var right: ConstraintMakerExtendable { fatalError() }
    public var leading: ConstraintMakerExtendable { fatalError() }
    public var trailing: ConstraintMakerExtendable { fatalError() }
    public var width: ConstraintMakerExtendable { fatalError() }
    public var height: ConstraintMakerExtendable { fatalError() }
    public var centerX: ConstraintMakerExtendable { fatalError() }
    public var centerY: ConstraintMakerExtendable { fatalError() }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { fatalError() }
    public var lastBaseline: ConstraintMakerExtendable { fatalError() }
    public var firstBaseline: ConstraintMakerExtendable { fatalError() }
    public var leftMargin: ConstraintMakerExtendable { fatalError() }
    public var rightMargin: ConstraintMakerExtendable { fatalError() }
    public var topMargin: ConstraintMakerExtendable { fatalError() }
    public var bottomMargin: ConstraintMakerExtendable { fatalError() }
    public var leadingMargin: ConstraintMakerExtendable { fatalError() }
    public var trailingMargin: ConstraintMakerExtendable { fatalError() }
    public var centerXWithinMargins: ConstraintMakerExtendable { fatalError() }
    public var centerYWithinMargins: ConstraintMakerExtendable { fatalError() }
    public var edges: ConstraintMakerExtendable { fatalError() }
    public var horizontalEdges: ConstraintMakerExtendable { fatalError() }
    public var verticalEdges: ConstraintMakerExtendable { fatalError() }
    public var directionalEdges: ConstraintMakerExtendable { fatalError() }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { fatalError() }
    public var directionalVerticalEdges: ConstraintMakerExtendable { fatalError() }
    public var size: ConstraintMakerExtendable { fatalError() }
    public var margins: ConstraintMakerExtendable { fatalError() }
    public var directionalMargins: ConstraintMakerExtendable { fatalError() }
    public var centerWithinMargins: ConstraintMakerExtendable { fatalError() }
}

// MARK: - Constraint and LayoutConstraint

public final class Constraint {
    fileprivate init() { fatalError() }

    public var layoutConstraints: [LayoutConstraint] { get { fatalError() } set { } }
    public var isActive: Bool { get { fatalError() } set { } }

    @available(*, deprecated, renamed: "activate()")
    public func install() { }
    @available(*, deprecated, renamed: "deactivate()")
    public func uninstall() { }
    public func activate() { }
    public func deactivate() { }

    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint { fatalError() }
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint { fatalError() }
    @discardableResult
    public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint { fatalError() }
    @discardableResult
    public func update(priority: ConstraintPriorityTarget) -> Constraint { fatalError() }
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint { fatalError() }

    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(amount: ConstraintOffsetTarget) -> Void { }
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(amount: ConstraintInsetTarget) -> Void { }
    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(amount: ConstraintPriorityTarget) -> Void { }
    @available(*, deprecated, message: "Use update(priority: ConstraintPriorityTarget) instead.")
    public func updatePriorityRequired() -> Void { }
    @available(*, deprecated, message: "Use update(priority: ConstraintPriorityTarget) instead.")
    public func updatePriorityHigh() -> Void { }
    @available(*, deprecated, message: "Use update(priority: ConstraintPriorityTarget) instead.")
    public func updatePriorityMedium() -> Void { }
    @available(*, deprecated, message: "Use update(priority: ConstraintPriorityTarget) instead.")
    public func updatePriorityLow() -> Void { }
}

public class LayoutConstraint: NSLayoutConstraint {
    public var label: String? { get { fatalError() } set { } }
}
