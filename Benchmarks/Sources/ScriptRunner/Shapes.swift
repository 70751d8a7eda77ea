// The shapes of issue 34, each written once as a list of steps and then run two ways: as the
// lines of a script through the shell's interpreter, or as calls to Layout's Scene.

import Layout

/// One step of building a shape.
enum Step {
    case view(String, parent: String?, Made)
    /// A root's width or height (`NAME.width = W`, `Scene.setRootSize`).
    case rootSize(String, LayoutAttribute, Double)
    case format(String)
    /// `stack add STACK VIEW …`, `Scene.arrange`.
    case arrange(String, [String])
    /// The frame read at the end (`frames NAME`, `Scene.frame(of:)` after a layout pass).
    case frame(String)

    enum Made {
        case plain
        case image(width: Double, height: Double)
        case label(String, lines: Int)
        case verticalStack(spacing: Double)
        case horizontalStack
    }
}

/// A shape of about `n` views: the steps that build it and the number of views it holds.
struct Shape {
    let name: String
    let steps: [Step]
    let views: Int

    static let names = ["chain-images", "chain-labels", "chain-wrapping", "stack", "row", "grid", "tree", "equal", "cells"]

    init?(_ name: String, _ n: Int) {
        let n = max(1, n)
        let steps: [Step]
        switch name {
        case "chain-images": steps = Self.chain(n) { _ in .image(width: 300, height: 40) }
        case "chain-labels": steps = Self.chain(n) { .label("Row \($0)", lines: 1) }
        case "chain-wrapping": steps = Self.chain(n) { .label(Self.wrappingText($0), lines: 0) }
        case "stack": steps = Self.stack(n)
        case "row": steps = Self.row(n)
        case "grid": steps = Self.grid(n)
        case "tree": steps = Self.tree(n)
        case "equal": steps = Self.equalWidths(n)
        case "cells": steps = Self.cells(n)
        default: return nil
        }
        self.name = name
        self.steps = steps
        views = steps.reduce(0) { if case .view = $1 { return $0 + 1 }; return $0 }
    }

    static func wrappingText(_ i: Int) -> String {
        "The quick brown fox jumps over the lazy dog, row \(i), and then some more words to wrap"
    }

    /// A vertical chain in a root 320 wide: each view 8 pt from both sides and 8 pt below the
    /// one before.
    static func chain(_ n: Int, _ made: (Int) -> Step.Made) -> [Step] {
        var steps: [Step] = [.view("root", parent: nil, .plain), .rootSize("root", .width, 320)]
        for i in 1...n {
            steps.append(.view("v\(i)", parent: "root", made(i)))
            steps.append(.format("H:|-8-[v\(i)]-8-|"))
            steps.append(.format(i == 1 ? "V:|-8-[v1]" : "V:[v\(i - 1)]-8-[v\(i)]"))
        }
        steps.append(.frame("v\(n)"))
        return steps
    }

    /// A vertical stack view of `n` wrapping labels, 8 pt apart, arranged a hundred at a time.
    static func stack(_ n: Int) -> [Step] {
        var steps: [Step] = [.view("root", parent: nil, .plain), .rootSize("root", .width, 320),
                             .view("s", parent: "root", .verticalStack(spacing: 8)),
                             .format("H:|-8-[s]-8-|"), .format("V:|-8-[s]")]
        for i in 1...n { steps.append(.view("v\(i)", parent: "s", .label(wrappingText(i), lines: 0))) }
        for start in stride(from: 1, through: n, by: 100) {
            steps.append(.arrange("s", (start...min(n, start + 99)).map { "v\($0)" }))
        }
        steps.append(.frame("v\(n)"))
        return steps
    }

    /// A horizontal stack view of `n` images 10 wide and 30 to 34 tall, arranged a thousand at
    /// a time (a script's line holds 64 KB), whose height nothing sets: the fill alignment ties
    /// every image's height to the first's, and their hugging and compression resistance decide
    /// the height they share (34).
    static func row(_ n: Int) -> [Step] {
        var steps: [Step] = [.view("root", parent: nil, .plain), .view("s", parent: "root", .horizontalStack)]
        for i in 1...n { steps.append(.view("v\(i)", parent: "s", .image(width: 10, height: Double(30 + i % 5)))) }
        for start in stride(from: 1, through: n, by: 1_000) {
            steps.append(.arrange("s", (start...min(n, start + 999)).map { "v\($0)" }))
        }
        steps.append(.format("H:|[s]"))
        steps.append(.format("V:|[s]"))
        steps.append(.frame("s"))
        return steps
    }

    /// Images of 40 × 20 in rows and columns 2 pt apart, as square as `n` allows and at most
    /// `n` views with the root: a Visual Format line for each row and one for each column.
    static func grid(_ n: Int) -> [Step] {
        let columns = max(1, Int(Double(n).squareRoot()))
        let rows = max(1, (n - 1) / columns)
        func cell(_ r: Int, _ c: Int) -> String { "g\(r)_\(c)" }
        var steps: [Step] = [.view("root", parent: nil, .plain)]
        for r in 1...rows {
            for c in 1...columns { steps.append(.view(cell(r, c), parent: "root", .image(width: 40, height: 20))) }
        }
        for r in 1...rows {
            steps.append(.format("H:|-2-" + (1...columns).map { "[\(cell(r, $0))]" }.joined(separator: "-2-") + "-2-|"))
        }
        for c in 1...columns {
            steps.append(.format("V:|-2-" + (1...rows).map { "[\(cell($0, c))]" }.joined(separator: "-2-") + "-2-|"))
        }
        steps.append(.frame(cell(rows, columns)))
        return steps
    }

    /// A complete binary tree of plain views, its root 2^(D+1) wide: each view split in two
    /// halves of equal width, side by side, each as tall as its parent. D is the greatest
    /// depth that holds at most `n` views (at least 1).
    static func tree(_ n: Int) -> [Step] {
        var depth = 1
        while (1 << (depth + 2)) - 1 <= n { depth += 1 }
        let count = (1 << (depth + 1)) - 1
        var steps: [Step] = [.view("t1", parent: nil, .plain), .rootSize("t1", .width, Double(1 << (depth + 1))),
                             .rootSize("t1", .height, 100)]
        for i in 1...count where 2 * i + 1 <= count {
            let (a, b) = ("t\(2 * i)", "t\(2 * i + 1)")
            steps.append(.view(a, parent: "t\(i)", .plain))
            steps.append(.view(b, parent: "t\(i)", .plain))
            steps.append(.format("H:|[\(a)][\(b)(==\(a))]|"))
            steps.append(.format("V:|[\(a)]|"))
            steps.append(.format("V:|[\(b)]|"))
        }
        steps.append(.frame("t\(count)"))
        return steps
    }

    /// `n` plain views side by side, each as wide as the first, filling a root 4·n wide.
    static func equalWidths(_ n: Int) -> [Step] {
        var steps: [Step] = [.view("root", parent: nil, .plain), .rootSize("root", .width, Double(4 * n)),
                             .rootSize("root", .height, 40)]
        for i in 1...n {
            steps.append(.view("e\(i)", parent: "root", .plain))
            steps.append(.format(i == 1 ? "H:|[e1]" : "H:[e\(i - 1)][e\(i)(==e1)]"))
            steps.append(.format("V:|[e\(i)]|"))
        }
        steps.append(.format("H:[e\(n)]|"))
        steps.append(.frame("e\(n)"))
        return steps
    }

    /// `n` independent cells, each a root with one wrapping label 6 pt inside it, at one of
    /// three widths.
    static func cells(_ n: Int) -> [Step] {
        var steps: [Step] = []
        for i in 1...n {
            steps.append(.view("c\(i)", parent: nil, .plain))
            steps.append(.view("b\(i)", parent: "c\(i)", .label("Row \(i): " + wrappingText(i), lines: 0)))
            steps.append(.format("H:|-6-[b\(i)]-6-|"))
            steps.append(.format("V:|-6-[b\(i)]-6-|"))
            steps.append(.rootSize("c\(i)", .width, Double(280 + i % 3 * 40)))
        }
        steps.append(.frame("b\(n)"))
        return steps
    }

    /// The shape as the lines of a script.
    var script: [String] {
        steps.map { step in
            switch step {
            case .view(let name, let parent, let made):
                let place = parent.map { " in \($0)" } ?? ""
                switch made {
                case .plain: return "view \(name)\(place)"
                case .image(let w, let h): return "image \(name)\(place) \(Int(w))x\(Int(h))"
                case .label(let text, let lines): return "label \(name)\(place) \"\(text)\" lines=\(lines)"
                case .verticalStack(let spacing): return "stack \(name)\(place) axis=vertical spacing=\(Int(spacing))"
                case .horizontalStack: return "stack \(name)\(place)"
                }
            case .rootSize(let name, let attribute, let value): return "\(name).\(attribute.name) = \(Int(value))"
            case .format(let format): return format
            case .arrange(let stack, let names): return "stack add \(stack) " + names.joined(separator: " ")
            case .frame(let name): return "frames \(name)"
            }
        }
    }

    /// Builds the shape in `scene` through Layout's API, lays it out and reads the last frame.
    func build(in scene: Scene) throws -> Rect? {
        var last: Rect?
        for step in steps {
            switch step {
            case .view(let name, let parent, let made):
                let kind: ViewKind
                switch made {
                case .plain: kind = .plain
                case .image(let w, let h): kind = .image(Size(width: w, height: h))
                case .label(let text, let lines): kind = .label(Label(text: text, lines: lines))
                case .verticalStack(let spacing): kind = .stack(StackArrangement(axis: .vertical, spacing: spacing))
                case .horizontalStack: kind = .stack(StackArrangement())
                }
                try scene.addView(name, kind: kind, parent: parent)
            case .rootSize(let name, let attribute, let value): try scene.setRootSize(name, attribute, value)
            case .format(let format): _ = try scene.addVisualFormat(format)
            case .arrange(let stack, let names): try scene.arrange(names, in: stack)
            case .frame(let name):
                scene.layoutIfNeeded()
                last = try scene.frame(of: name)
            }
        }
        return last
    }
}
