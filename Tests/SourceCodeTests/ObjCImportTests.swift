import Cassowary
import Foundation
import Layout
import SourceCode
import TestSupport
import XCTest

/// The Objective-C reader, form by form, and the two posts' cells (written here to the same
/// constraints as the posts' code).
final class ObjCImportTests: XCTestCase {
    static func equations(_ layout: ImportedLayout) -> [String] { SwiftImportTests.equations(layout) }

    /// `Sessions/code/NAME`: the posts' cells, written for Trellis to the same constraints as
    /// the posts' code (the sessions import them too).
    static func code(_ name: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: folder.appendingPathComponent("Sessions/code/\(name)"), encoding: .utf8)
    }

    func testPost5sCellIsItsLabelSixPointsInsideTheContentView() throws {
        let layout = try ObjCImport.read(try Self.code("AutoSizeCell.m"))
        XCTAssertEqual(layout.className, "AutoSizeCell")
        XCTAssertEqual(layout.base, .tableCell)
        XCTAssertEqual(layout.skipped, [])
        XCTAssertEqual(layout.statementsRead, layout.statementsUnderstood)
        XCTAssertEqual(layout.view("textLabel")?.parent, "contentView")
        XCTAssertEqual(layout.view("textLabel")?.label.preferredMaxWidth, .automatic)
        XCTAssertEqual(layout.notes.map(\.kind), [.preferredMaxWidthFromFrame(view: "textLabel")])
        XCTAssertEqual(layout.lints, [])
        // The post's text (as long): at 320 points the label wraps at 308, and the content view
        // fits it 6 + its lines + 6 high.
        let scene = Scene()
        _ = try CodeSceneBuilder.build(layout, into: scene)
        try scene.updateLabel("textLabel") { $0.text = "This text is long enough to wrap in a narrow cell. It runs over several lines, each measured by the label, and it should wrap nicely." }
        let label = try XCTUnwrap(scene.views["textLabel"]?.label)
        let lines = scene.measure(label, maxWidth: 308)
        let fitted = try scene.fittingSize(of: "contentView", width: 320)
        XCTAssertEqual(fitted.height, 12 + lines.size.height, accuracy: 0.5)
        XCTAssertGreaterThan(lines.lineCount, 2)
    }


    func testPost1sCellWithItsSuperclassConstantsAndPriorityCategory() throws {
        let layout = try ObjCImport.read([try Self.code("MessageCell.m"), try Self.code("AutoMessageCell.m")])
        XCTAssertEqual(layout.className, "AutoMessageCell")
        XCTAssertEqual(layout.base, .tableCell)
        XCTAssertEqual(layout.skipped, [], "\(layout.skipped)")
        XCTAssertEqual(layout.lints, [])
        XCTAssertEqual(layout.view("nameLabel")?.kind, .label, "JSLabel is a UILabel")
        XCTAssertEqual(layout.view("bodyLabel")?.label.lines, 0)
        XCTAssertEqual(layout.view("avatarView")?.kind, .image(nil))
        XCTAssertEqual(layout.unknownNumbers.map(\.name), [])
        XCTAssertEqual(Self.equations(layout), [
            "avatarView.top == contentView.top × 1 + 10",
            "contentView.bottom >= avatarView.bottom × 1 + 10 @250",
            "avatarView.left == contentView.left × 1 + 10",
            "avatarView.width == 40", "avatarView.height == 40",
            "nameLabel.left == avatarView.right × 1 + 10", "nameLabel.top == contentView.top × 1 + 10",
            "bodyLabel.left == avatarView.right × 1 + 10", "bodyLabel.top == nameLabel.bottom × 1 + 0",
            "contentView.bottom == bodyLabel.bottom × 1 + 10",
            "contentView.right == nameLabel.right × 1 + 10", "contentView.right == bodyLabel.right × 1 + 10",
        ])
        XCTAssertEqual(layout.constraints.first?.place, SourcePlace(file: 1, line: 20, column: 5))
        // In a table 320 wide the body wraps at 320 − 10 − 40 − 10 − 10 = 250.
        let scene = Scene()
        _ = try CodeSceneBuilder.build(layout, into: scene)
        try scene.updateLabel("nameLabel") { $0.text = "Ada" }
        try scene.updateLabel("bodyLabel") { $0.text = String(repeating: "A message of a few words. ", count: 6) }
        try scene.setIntrinsicSize("avatarView", Size(width: 40, height: 40))
        let fitted = try scene.fittingSize(of: "contentView", width: 320)
        let name = try XCTUnwrap(scene.views["nameLabel"]?.label), body = try XCTUnwrap(scene.views["bodyLabel"]?.label)
        let expected = 10 + scene.measure(name, maxWidth: 250).size.height + scene.measure(body, maxWidth: 250).size.height + 10
        XCTAssertEqual(fitted.height, expected, accuracy: 0.5)
    }

    func testMasonryMakers() throws {
        let layout = try ObjCImport.read("""
        @implementation Card
        - (instancetype)initWithFrame:(CGRect)frame {
            if ((self = [super initWithFrame:frame])) {
                UILabel *title = [[UILabel alloc] init];
                [self addSubview:title];
                [title mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.mas_top).with.offset(8);
                    make.leading.equalTo(@16);
                    make.trailing.lessThanOrEqualTo(self.mas_trailingMargin).priorityHigh();
                    make.height.mas_equalTo(20).multipliedBy(1);
                    make.width.equalTo(self).multipliedBy(0.5);
                }];
            }
            return self;
        }
        @end
        """)
        XCTAssertEqual(layout.base, .view)
        XCTAssertEqual(layout.skipped, [], "\(layout.skipped)")
        XCTAssertEqual(Self.equations(layout), [
            "title.top == card.top × 1 + 8", "title.leading == card.leading × 1 + 16",
            "title.trailing <= card.margins.trailing × 1 + 0 @750", "title.height == 20", "title.width == card.width × 0.5 + 0",
        ])
    }

    func testLiteralsBindingsLazyGettersAndAnchors() throws {
        let layout = try ObjCImport.read("""
        @interface Row : UIView
        @property (nonatomic, strong) UILabel *label;
        @end
        @implementation Row
        - (UILabel *)label {
            if (!_label) {
                _label = [[UILabel alloc] init];
                _label.text = @"Hello \\"there\\"";
                [_label setContentHuggingPriority:UILayoutPriorityDefaultHigh forAxis:UILayoutConstraintAxisHorizontal];
            }
            return _label;
        }
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            UILabel *label = self.label;
            label.translatesAutoresizingMaskIntoConstraints = NO;
            [self addSubview:label];
            NSDictionary *views = NSDictionaryOfVariableBindings(label);
            NSDictionary *metrics = @{@"side": @(12)};
            [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-side-[label]" options:NSLayoutFormatAlignAllCenterY metrics:metrics views:views]];
            [[label.widthAnchor constraintGreaterThanOrEqualToAnchor:self.widthAnchor multiplier:0.25 constant:2] setActive:YES];
            NSLayoutConstraint *top = [label.topAnchor constraintEqualToSystemSpacingBelowAnchor:self.layoutMarginsGuide.topAnchor multiplier:1];
            top.priority = 999;
            top.active = YES;
            return self;
        }
        @end
        """)
        XCTAssertEqual(layout.skipped, [], "\(layout.skipped)")
        XCTAssertEqual(layout.view("label")?.label.text, "Hello \"there\"")
        XCTAssertEqual(layout.view("label")?.hugging[.horizontal], 750)
        guard case .visualFormat(let line) = layout.constraints[0].form else { return XCTFail("a Visual Format line") }
        XCTAssertEqual(line.views, ["label": "label"])
        XCTAssertEqual(line.metrics, ["side": CodeNumber(12)])
        XCTAssertEqual(line.options, ["NSLayoutFormatAlignAllCenterY"])
        XCTAssertEqual(Array(Self.equations(layout).dropFirst()), [
            "label.width >= row.width × 0.25 + 2", "label.top == row.margins.top × 1 + 8 (system) @999",
        ])
    }

    /// A tolerant reader is still honest: what it cannot parse is listed with its place, and
    /// what follows is read.
    func testWhatDoesNotParseIsListedAndTheRestIsRead() throws {
        let layout = try ObjCImport.read("""
        @implementation Odd
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            UIView *a = [[UIView alloc] init];
            [self addSubview:a];
            a.alpha = x ? 1 : 0;
            [a.widthAnchor constraintEqualToConstant:(CGFloat)10].active = YES;
            switch (kind) { case 1: break; }
            [self addSubview:[[UIView alloc] init]
            [a.heightAnchor constraintEqualToConstant:20].active = YES;
            return self;
        }
        @end
        """)
        XCTAssertEqual(layout.skipped.map(\.place.line), [6, 8, 9])
        XCTAssertEqual(layout.skipped.map(\.reason)[0...1], [.expression("a choice (?:)"), .statement("switch")])
        XCTAssertEqual(Self.equations(layout), ["a.width == 10"])
    }

    func testBadInputNeverCrashes() throws {
        XCTAssertThrowsError(try ObjCImport.read("int main() { return 0; }")) { XCTAssertEqual(($0 as? CodeReadError)?.reason, .noClass) }
        XCTAssertThrowsError(try ObjCImport.read(String(repeating: "x", count: SwiftImport.maximumBytes + 1)))
        // Deep nesting, unbalanced brackets, stray characters: read or listed, never a crash.
        let deep = "@implementation D\n- (instancetype)init { x = " + String(repeating: "[", count: 5000) + "; }\n@end\n"
        _ = try ObjCImport.read(deep)
        let blocks = "@implementation D\n- (instancetype)init { " + String(repeating: "^{ ", count: 3000) + " }\n@end\n"
        _ = try ObjCImport.read(blocks)
        _ = try ObjCImport.read("@implementation E\n- (void)a { @\"unterminated\n }\n@end @ # \u{0}")
    }
}
