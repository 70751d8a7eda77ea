import Cassowary
import Layout
import SourceCode
import TestSupport
import XCTest

/// The Swift reader, form by form: each test's code is read, and what it made is checked
/// against what UIKit would make of it.
final class SwiftImportTests: XCTestCase {
    static func read(_ body: String, members: String = "", base: String = "UITableViewCell",
                     file: StaticString = #filePath, line: UInt = #line) throws -> ImportedLayout {
        let initializer = base == "UITableViewCell"
            ? "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n        super.init(style: style, reuseIdentifier: reuseIdentifier)"
            : "override init(frame: CGRect) {\n        super.init(frame: frame)"
        let source = """
        import UIKit

        final class Cell: \(base) {
        \(members)
            \(initializer)
        \(body)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        return try SwiftImport.read(source)
    }

    /// The equations made, as `first relation second × multiplier + constant @priority`.
    static func equations(_ layout: ImportedLayout) -> [String] {
        layout.constraints.map { c in
            guard case .equation(let e) = c.form else { return "VFL" }
            var text = "\(e.first) \(e.relation.rawValue)"
            if let s = e.second { text += " \(s) × \(e.multiplier) + \(e.constant)" } else { text += " \(e.constant)" }
            if e.isSystemSpacing { text += " (system)" }
            if c.priority != CodeNumber(1000) { text += " @\(c.priority)" }
            if !c.isActive { text += " (inactive)" }
            return text
        }
    }

    func testAnchorsInEveryForm() throws {
        let layout = try Self.read("""
                contentView.addSubview(a)
                contentView.addSubview(b)
                NSLayoutConstraint.activate([
                    a.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    a.trailingAnchor.constraint(lessThanOrEqualTo: b.leadingAnchor, constant: -8),
                    a.topAnchor.constraint(greaterThanOrEqualTo: contentView.layoutMarginsGuide.topAnchor, constant: 4),
                    a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
                    a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: 1),
                    b.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
                    b.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
                    b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
                    b.firstBaselineAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 1),
                    b.centerYAnchor.constraint(equalTo: safeAreaLayoutGuide.centerYAnchor),
                ])
        """, members: "    let a = UILabel()\n    let b = UIView()")
        XCTAssertEqual(Self.equations(layout), [
            "a.leading == contentView.leading × 1 + 0",
            "a.trailing <= b.leading × 1 + -8",
            "a.top >= contentView.margins.top × 1 + 4",
            "a.width == b.width × 0.5 + 0",
            "a.height == a.width × 2 + 1",
            "b.height >= 44",
            "b.width <= 200",
            "b.leading == a.trailing × 1 + 16 (system)",
            "b.firstBaseline >= a.lastBaseline × 1 + 8 (system)",
            "b.centerY == cell.safeArea.centerY × 1 + 0",
        ])
        XCTAssertEqual(layout.skipped, [])
        XCTAssertEqual(layout.statementsRead, layout.statementsUnderstood)
    }

    func testViewsAreMadeEveryWayCodeMakesThem() throws {
        let layout = try Self.read("""
                let local = UIView()
                contentView.addSubview(title)
                contentView.addSubview(photo)
                contentView.addSubview(stack)
                contentView.addSubview(local)
                stack.insertArrangedSubview(badge, at: 0)
                contentView.addLayoutGuide(spacer)
                [lazyLabel].forEach { contentView.addSubview($0) }
        """, members: """
            private let title: UILabel = {
                let label = UILabel()
                label.text = "Title"
                return label
            }()
            let photo = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in })
            lazy var stack = UIStackView(arrangedSubviews: [first, second])
            let first = UILabel()
            let second = UILabel()
            let badge = UILabel()
            let spacer = UILayoutGuide()
            lazy var lazyLabel: UILabel = { UILabel() }()
        """)
        XCTAssertEqual(layout.skipped, [], "\(layout.skipped)")
        let parents = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.parent ?? "-") })
        XCTAssertEqual(parents["title"], "contentView")
        XCTAssertEqual(parents["photo"], "contentView")
        XCTAssertEqual(parents["local"], "contentView")
        XCTAssertEqual(parents["first"], "stack")
        XCTAssertEqual(parents["badge"], "stack")
        XCTAssertEqual(parents["spacer"], "contentView")
        XCTAssertEqual(parents["lazyLabel"], "contentView")
        XCTAssertEqual(layout.view("stack")?.arranged, ["badge", "first", "second"])
        XCTAssertEqual(layout.view("photo")?.kind, .image(Size(width: 40, height: 30)))
        XCTAssertEqual(layout.view("title")?.label.text, "Title")
        XCTAssertEqual(layout.view("spacer")?.kind, .guide)
    }

    func testPropertiesThatChangeALayoutAreRead() throws {
        let layout = try Self.read("""
                contentView.addSubview(body)
                contentView.addSubview(stack)
                body.font = .preferredFont(forTextStyle: .subheadline)
                body.numberOfLines = 0
                body.lineBreakMode = .byCharWrapping
                body.preferredMaxLayoutWidth = 200
                body.isHidden = true
                body.setContentHuggingPriority(.defaultHigh + 1, for: .vertical)
                body.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 999), for: .horizontal)
                body.textColor = .red
                contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
                stack.axis = .vertical
                stack.distribution = .fillEqually
                stack.alignment = .center
                stack.spacing = 6
                stack.isLayoutMarginsRelativeArrangement = true
                title.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
                stack.addArrangedSubview(title)
                stack.setCustomSpacing(12, after: title)
        """, members: "    let body = UILabel()\n    let stack = UIStackView()\n    let title = UILabel()")
        XCTAssertEqual(layout.skipped, [], "\(layout.skipped)")
        let body = try XCTUnwrap(layout.view("body"))
        XCTAssertEqual(body.label.font, .textStyle(.subheadline))
        XCTAssertEqual(body.label.lines, 0)
        XCTAssertEqual(body.label.wrapping, .char)
        XCTAssertEqual(body.label.truncation, .none)
        XCTAssertEqual(body.label.preferredMaxWidth, .explicit(200))
        XCTAssertTrue(body.isHidden)
        XCTAssertEqual(body.hugging[.vertical], 751)
        XCTAssertEqual(body.compression[.horizontal], 999)
        XCTAssertEqual(layout.view("contentView")?.margins, DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let stack = try XCTUnwrap(layout.view("stack"))
        XCTAssertEqual(stack.stack.axis, .vertical)
        XCTAssertEqual(stack.stack.distribution, .fillEqually)
        XCTAssertEqual(stack.stack.alignment, .center)
        XCTAssertEqual(stack.stack.spacing, 6)
        XCTAssertTrue(stack.stack.marginsRelative)
        XCTAssertEqual(stack.customSpacing.map(\.after), ["title"])
        // Trellis measures regular and bold: semibold is bold, and it says so.
        XCTAssertEqual(layout.view("title")?.label.font, .bold(size: 15))
        XCTAssertEqual(layout.notes.map(\.kind), [.fontWeight(view: "title", weight: "semibold", measuredAs: "bold 15")])
    }

    func testItemConstraintsAndVisualFormatWithTheirDictionaries() throws {
        let layout = try Self.read("""
                contentView.addSubview(a)
                contentView.addSubview(b)
                let metrics = ["pad": 6.0]
                var layout = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a]-[b(==a)]-pad-|", options: [.alignAllCenterY], metrics: metrics, views: ["a": a, "b": b])
                layout.append(NSLayoutConstraint(item: a, attribute: .centerY, relatedBy: .equal, toItem: contentView, attribute: .centerYWithinMargins, multiplier: 1, constant: 0))
                NSLayoutConstraint.activate(layout)
        """, members: "    let a = UILabel()\n    let b = UILabel()")
        XCTAssertEqual(layout.skipped, [], "\(layout.skipped)")
        XCTAssertEqual(layout.constraints.count, 2)
        guard case .visualFormat(let line) = layout.constraints[0].form else { return XCTFail("a Visual Format line") }
        XCTAssertEqual(line.format, "H:|-pad-[a]-[b(==a)]-pad-|")
        XCTAssertEqual(line.metrics, ["pad": CodeNumber(6)])
        XCTAssertEqual(line.views, ["a": "a", "b": "b"])
        XCTAssertEqual(line.options, ["alignAllCenterY"])
        XCTAssertEqual(Self.equations(layout).last, "a.centerY == contentView.margins.centerY × 1 + 0")
        // Built, the line makes its constraints: two spacings, two edges, an equal width and an alignment.
        let scene = Scene()
        let built = try CodeSceneBuilder.build(layout, into: scene)
        XCTAssertEqual(built.leftOut.count, 0)
        // |-pad-[a], [a]-[b], b == a, [b]-pad-|, the centres aligned, and the item constraint.
        XCTAssertEqual(scene.constraintOrder.filter { scene.constraints[$0]?.origin.isSystem == false }.count, 6)
    }

    func testPrioritiesIdentifiersAndActivation() throws {
        let layout = try Self.read("""
                contentView.addSubview(a)
                let bottom = contentView.bottomAnchor.constraint(equalTo: a.bottomAnchor)
                bottom.priority = UILayoutPriority(999)
                bottom.identifier = "bottom"
                bottom.isActive = true
                let low = a.widthAnchor.constraint(equalToConstant: 10)
                low.priority = .defaultHigh - 1
                low.isActive = true
                let never = a.heightAnchor.constraint(equalToConstant: 10)
                never.priority = .fittingSizeLevel
        """, members: "    let a = UILabel()")
        XCTAssertEqual(Self.equations(layout), [
            "contentView.bottom == a.bottom × 1 + 0 @999", "a.width == 10 @749", "a.height == 10 @50 (inactive)",
        ])
        XCTAssertEqual(layout.constraints[0].identifier, "bottom")
        // a never said translatesAutoresizingMaskIntoConstraints = false either.
        XCTAssertEqual(layout.lints.map(\.kind), [.translatesAutoresizingMask(view: "a"), .neverActivated])
        XCTAssertEqual(layout.lints.last?.place.line, 15)
    }

    func testSnapKitMakers() throws {
        let layout = try Self.read("""
                contentView.addSubview(a)
                contentView.addSubview(b)
                a.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview().offset(8)
                    make.width.equalTo(60)
                    make.height.equalTo(b).multipliedBy(0.5).priority(.high)
                    make.bottom.lessThanOrEqualTo(contentView.layoutMarginsGuide.snp.bottom).labeled("aBottom")
                }
                b.snp.makeConstraints {
                    $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                }
        """, members: "    let a = UILabel()\n    let b = UIView()")
        XCTAssertEqual(layout.skipped, [], "\(layout.skipped)")
        XCTAssertEqual(Self.equations(layout), [
            "a.top == contentView.top × 1 + 8", "a.leading == contentView.leading × 1 + 8", "a.width == 60",
            "a.height == b.height × 0.5 + 0 @750", "a.bottom <= contentView.margins.bottom × 1 + 0",
            "b.top == contentView.top × 1 + 1", "b.left == contentView.left × 1 + 2",
            "b.bottom == contentView.bottom × 1 + -3", "b.right == contentView.right × 1 + -4",
        ])
        XCTAssertEqual(layout.constraints[4].identifier, "aBottom")
    }

    /// A name the file does not define becomes a number to give: listed with its places, and
    /// what uses it waits for a value (never silently 0). A file's own constants are used.
    func testNamesTheCodeDoesNotDefineAreNumbersToGive() throws {
        let source = """
        import UIKit
        private enum Layout { static let inset: CGFloat = 6 }
        let kGap: CGFloat = Layout.inset * 2

        final class Cell: UITableViewCell {
            let a = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(a)
                NSLayoutConstraint.activate([
                    a.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Layout.inset),
                    a.topAnchor.constraint(equalTo: contentView.topAnchor, constant: kGap),
                    a.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -JSMessageCellPadding * 2),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try SwiftImport.read(source)
        XCTAssertEqual(Self.equations(layout)[0...1], ["a.leading == contentView.leading × 1 + 6", "a.top == contentView.top × 1 + 12"])
        XCTAssertEqual(layout.unknownNumbers.map(\.name), ["JSMessageCellPadding"])
        XCTAssertEqual(layout.unknownNumbers.first?.places.map(\.line), [13])
        let waiting = Scene()
        let built = try CodeSceneBuilder.build(layout, into: waiting)
        XCTAssertEqual(built.constraints, 2)
        guard case .needsValues(let names)? = built.leftOut.first?.reason else { return XCTFail("\(built.leftOut)") }
        XCTAssertEqual(names, ["JSMessageCellPadding"])
        let given = Scene()
        let all = try CodeSceneBuilder.build(layout, into: given, values: ["JSMessageCellPadding": 10])
        XCTAssertEqual(all.constraints, 3)
        XCTAssertEqual(given.constraints.values.first { $0.spec.first.attribute == .trailing }?.spec.constant, -20)
    }

    /// What the reader does not understand is listed with its place and why, and the rest loads.
    func testStatementsNotUnderstoodAreListedAndTheRestLoads() throws {
        let layout = try Self.read("""
                contentView.addSubview(a)
                if flag { a.isHidden = true }
                for v in subviewsToAdd { contentView.addSubview(v) }
                a.addInteraction(something)
                a.magic = 3
                a.heightAnchor.constraint(equalToConstant: 20).isActive = true
        """, members: "    let a = UILabel()\n    func configure() { a.text = \"x\" }")
        XCTAssertEqual(layout.skipped.map(\.place.line), [5, 9, 10, 11, 12])
        XCTAssertEqual(layout.skipped.map(\.reason), [
            .methodNotCalled("configure"), .statement("if"), .statement("for"), .unknownCall("addInteraction"), .unknownProperty("magic"),
        ])
        XCTAssertEqual(Self.equations(layout), ["a.height == 20"])
        // super.init, addSubview and the height are understood.
        XCTAssertEqual(layout.statementsRead, 7)
        XCTAssertEqual(layout.statementsUnderstood, 3)
    }

    /// Post 5's idiom: preferredMaxLayoutWidth from the label's frame in layoutSubviews is
    /// what iOS 8 does by itself (automatic).
    func testPreferredMaxLayoutWidthFromTheFrameIsAutomatic() throws {
        let layout = try Self.read("        contentView.addSubview(body)", members: """
            let body = UILabel()
            override func layoutSubviews() {
                super.layoutSubviews()
                contentView.layoutIfNeeded()
                body.preferredMaxLayoutWidth = body.frame.width
            }
        """)
        XCTAssertEqual(layout.view("body")?.label.preferredMaxWidth, .automatic)
        XCTAssertEqual(layout.notes.map(\.kind), [.preferredMaxWidthFromFrame(view: "body")])
        XCTAssertEqual(layout.skipped, [])
    }

    func testLintsSayWhatUIKitWouldComplainOf() throws {
        let layout = try Self.read("""
                addSubview(badge)
                contentView.addSubview(title)
                title.translatesAutoresizingMaskIntoConstraints = true
                addConstraint(NSLayoutConstraint(item: title, attribute: .leading, relatedBy: .equal, toItem: contentView, attribute: .trailing, multiplier: 0.5, constant: 10))
                title.widthAnchor.constraint(equalToConstant: 50).isActive = true
        """, members: "    let badge = UIView()\n    let title = UILabel()\n    let orphan = UILabel()")
        XCTAssertEqual(layout.lints.map(\.kind), [
            .translatesAutoresizingMask(view: "title"), .neverAdded(view: "orphan"), .subviewOnCell(view: "badge"),
            .constraintOnCell, .multiplierOnPosition(0.5),
        ])
        // Built, the view that translates gets UIKit's autoresizing constraints, which conflict.
        let scene = Scene()
        _ = try CodeSceneBuilder.build(layout, into: scene)
        XCTAssertFalse(scene.takeConflicts().isEmpty)
    }

    func testACellWithItsSuperclassInAnotherFile() throws {
        let base = """
        import UIKit
        class BaseCell: UITableViewCell {
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(title)
                setUp()
            }
            required init?(coder: NSCoder) { fatalError() }
            func setUp() {}
        }
        """
        let cell = """
        import UIKit
        final class QuoteCell: BaseCell {
            override func setUp() {
                title.translatesAutoresizingMaskIntoConstraints = false
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4).isActive = true
            }
        }
        """
        let layout = try SwiftImport.read([base, cell])
        XCTAssertEqual(layout.className, "QuoteCell")
        XCTAssertEqual(layout.base, .tableCell)
        XCTAssertEqual(Self.equations(layout), ["title.top == contentView.top × 1 + 4"])
        XCTAssertEqual(layout.constraints.first?.place, SourcePlace(file: 1, line: 5, column: 9))
        XCTAssertEqual(layout.skipped, [])
    }

    func testBadInputIsRefusedOrListedNeverACrash() throws {
        // Source that does not parse: where, and what the parser expected.
        XCTAssertThrowsError(try SwiftImport.read("final class A: UIView {\n    let a = UILabel(\n}\n")) { error in
            guard let e = error as? CodeReadError, case .doesNotParse = e.reason else { return XCTFail("\(error)") }
            XCTAssertEqual(e.place?.line, 2)
        }
        // More than the reader takes.
        let huge = String(repeating: "// a comment line of some length, repeated\n", count: 120_000)
        XCTAssertThrowsError(try SwiftImport.read(huge)) { error in
            guard let e = error as? CodeReadError, case .tooLarge = e.reason else { return XCTFail("\(error)") }
        }
        // Square brackets nested past the limit (found by the fuzzer: the parser took minutes).
        let brackets = "final class A: UIView {\n let a = " + String(repeating: "[", count: 40) + "\n}\n"
        XCTAssertThrowsError(try SwiftImport.read(brackets)) { error in
            XCTAssertEqual((error as? CodeReadError)?.reason, .bracketsTooDeep(13, limit: 12))
            XCTAssertEqual((error as? CodeReadError)?.place, SourcePlace(line: 2, column: 22))
        }
        // In strings and comments they do not count.
        let quoted = "final class A: UIView {\n // " + String(repeating: "[", count: 40) + "\n let s = \"" + String(repeating: "[", count: 40) + "\"\n let t = \"\"\"\n" + String(repeating: "[", count: 40) + "\n\"\"\"\n}\n"
        XCTAssertNoThrow(try SwiftImport.read(quoted))
        // A string ends at its line's end: brackets on the next line count (the fuzzer's second find).
        let unterminated = "final class A: UIView {\n let s = \"open\n let a = " + String(repeating: "[", count: 40) + "\n}\n"
        XCTAssertThrowsError(try SwiftImport.read(unterminated)) { error in
            XCTAssertEqual((error as? CodeReadError)?.reason, .bracketsTooDeep(13, limit: 12))
        }
        XCTAssertThrowsError(try SwiftImport.read("let x = 1")) { error in
            XCTAssertEqual((error as? CodeReadError)?.reason, .noClass)
        }
        // Deeply nested closures: past the parser's limit, refused; within it, past the
        // reader's, listed as too deep; never a stack overflow.
        func nested(_ n: Int) -> String { String(repeating: "{ ", count: n) + "UILabel()" + String(repeating: " }()", count: n) }
        XCTAssertThrowsError(try SwiftImport.read("final class A: UIView {\n    let a: UILabel = \(nested(5000))\n}\n"))
        // (swift-syntax's own limit is lower in a debug build: either way, no crash.)
        let source = "final class A: UIView {\n    let a: UILabel = \(nested(30))\n}\n"
        switch Result(catching: { () throws(CodeReadError) -> ImportedLayout in try SwiftImport.read(source) }) {
        case .success(let deep): XCTAssertTrue(deep.skipped.contains { $0.reason == .tooDeep }, "\(deep.skipped.prefix(3))")
        case .failure(let e): if case .doesNotParse = e.reason {} else { XCTFail("\(e)") }
        }
        // A chain of 200 methods, each calling the next: the reader stops, and says so.
        let chain = (0..<200).map { "    func m\($0)() { m\($0 + 1)() }" }.joined(separator: "\n")
        let calls = try SwiftImport.read("final class A: UIView {\n    override init(frame: CGRect) { super.init(frame: frame); m0() }\n\(chain)\n}\n")
        XCTAssertTrue(calls.skipped.contains { $0.reason == .tooDeep }, "\(calls.skipped.prefix(3))")
        // Names that collide: two views made under one name get distinct names.
        let twice = try Self.read("""
                let label = UILabel()
                contentView.addSubview(label)
                let other: UILabel = { let label = UILabel(); return label }()
                contentView.addSubview(other)
        """)
        XCTAssertEqual(twice.views.map(\.name), ["cell", "contentView", "label", "other"])
    }
}
