import Cassowary
import Layout

/// Random but well-formed scenes for round-trip tests (a writer against its reader).
public enum RandomScenes {
    static let words = ["Quote", "of", "the", "day", "Huck", "river", "raft", "Jim", "a", "long", "sentence", "wraps", "here"]

    /// A scene of a root and up to seven views (labels, images, plain views, a stack), placed
    /// by random but well-formed constraints, at scale 2. `intrinsicSizes: false` leaves out
    /// the intrinsic sizes set by hand (which code cannot say without a subclass).
    public static func scene(_ seed: UInt64, intrinsicSizes: Bool = true) throws -> Scene {
        var g = SplitMix64(seed: seed)
        let scene = Scene()
        try scene.setScale(2)
        try scene.addView("root")
        try scene.setRootSize("root", .width, Double(g.int(300...420)))
        try scene.setRootSize("root", .height, Double(g.int(200...700)))
        var containers = ["root"]
        var placed: [String] = []
        for i in 0..<g.int(1...7) {
            let name = "v\(i)"
            let parent = g.pick(containers)
            switch g.int(below: 4) {
            case 0:
                let text = (0..<g.int(1...12)).map { _ in g.pick(words) }.joined(separator: " ")
                let font = g.pick([FontDescriptor.system(size: 17), .bold(size: 15), .textStyle(.body), .textStyle(.caption1)])
                try scene.addView(name, kind: .label(Label(text: text, font: font, lines: g.pick([0, 1, 2]))), parent: parent)
            case 1:
                try scene.addView(name, kind: .image(Size(width: Double(g.int(10...80)), height: Double(g.int(10...80)))), parent: parent)
            case 2:
                try scene.addView(name, parent: parent)
                containers.append(name)
                if g.chance(0.5), intrinsicSizes {
                    try scene.setIntrinsicSize(name, IntrinsicSize(width: g.chance(0.5) ? Double(g.int(5...60)) : nil, height: Double(g.int(5...60))))
                }
            default:
                let arrangement = StackArrangement(axis: g.chance(0.5) ? .vertical : .horizontal, spacing: Double(g.int(0...12)))
                try scene.addView(name, kind: .stack(arrangement), parent: parent)
                for k in 0..<2 {
                    try scene.addView("\(name)a\(k)", kind: .label(Label(text: g.pick(words))), parent: name)
                }
                try scene.arrange(["\(name)a0", "\(name)a1"], in: name)
            }
            if g.chance(0.3) { try scene.setHugging(name, .vertical, Priority(Double(g.int(200...800))) ?? .defaultLow) }
            if g.chance(0.15) { try scene.setHidden(name, true) }
            // Horizontally: pinned to the parent (or its margins) and to the view before it,
            // with a width now and then; vertically the same.
            let guideOrParent = g.chance(0.3) ? "\(parent).margins" : parent
            try scene.addConstraint(ConstraintSpec(Anchor(name, .leading), .equal, Anchor(guideOrParent, .leading), constant: Double(g.int(0...20))))
            switch g.int(below: 3) {
            case 0: try scene.addConstraint(ConstraintSpec(Anchor(parent, .trailing), .greaterOrEqual, Anchor(name, .trailing), constant: Double(g.int(0...20))))
            case 1: try scene.addConstraint(ConstraintSpec(Anchor(name, .width), .equal, Anchor(parent, .width), multiplier: g.pick([0.5, 0.25, 1.0 / 3]),
                                                           priority: g.chance(0.5) ? .required : 999))
            default: try scene.addConstraint(ConstraintSpec(Anchor(name, .width), .equal, constant: Double(g.int(20...200)) + 0.5), identifier: "w\(name)")
            }
            if let above = placed.last(where: { scene.views[$0]?.parent == parent }), g.chance(0.6) {
                try scene.addConstraint(ConstraintSpec(Anchor(name, .top), .greaterOrEqual, Anchor(above, .bottom), constant: Double(g.int(0...12))))
            }
            try scene.addConstraint(ConstraintSpec(Anchor(name, .top), .equal, Anchor(parent, .top), constant: Double(g.int(0...40)),
                                                   priority: Priority(Double(g.int(250...1000))) ?? .required))
            if scene.views[name]?.kind == .plain {
                try scene.addConstraint(ConstraintSpec(Anchor(name, .height), .equal, constant: Double(g.int(20...120))))
            }
            placed.append(name)
        }
        // Where the random constraints leave a length free (a plain view between a leading
        // pin and a trailing >=), it is pulled to one at 500: an ambiguous layout has no one
        // answer to keep, and a required length could conflict.
        for _ in 0..<8 {
            let free = scene.laidOut().ambiguities()
            guard let a = free.first else { break }
            let attribute: LayoutAttribute = a.attribute.axis == .horizontal ? .width : .height
            try scene.addConstraint(ConstraintSpec(Anchor(a.view, attribute), .equal, constant: Double(g.int(10...60)),
                                                   priority: 500))
        }
        return scene
    }
}
