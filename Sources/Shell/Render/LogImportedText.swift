import Notation

extension LogImported: Outcome {
    static let jsonKeys = [
        JSONKey("platform", "UIKit or AppKit, as the log says, or null"),
        JSONKey("views", "the views the log names (name, class, address, text, parent)"),
        JSONKey("name", "a view's name in the scene"), JSONKey("class", "its class, or null for an unknown superview"),
        JSONKey("address", "its address (or a constraint's) as printed"), JSONKey("text", "a label's text, or the line not read"),
        JSONKey("parent", "its superview in the scene, or null"),
        JSONKey("constraints", "the constraints listed (id, address, line, printed, constraint, refused, cause)"),
        JSONKey("id", "the constraint's name in the scene"), JSONKey("line", "its line in the log (or a line not read)"),
        JSONKey("printed", "the constraint as printed"), JSONKey("constraint", "as Trellis reads it, or null"),
        JSONKey("refused", "why it is not in the scene"), JSONKey("cause", "what in the app likely made it"),
        JSONKey("unparsed", "lines not read (line, column, text, reason)"), JSONKey("column", "where in the line"),
        JSONKey("reason", "why it was not read"),
        JSONKey("freeSizes", "views whose size nothing in the log decides"),
        JSONKey("conflict", "the first minimal conflict's constraints, by address"),
        JSONKey("engineConstraints", "constraints of the first conflict that the engine made (no address)"),
        JSONKey("conflicts", "each minimal conflict, by address"), JSONKey("innocent", "constraints in no conflict"),
        JSONKey("uikitBroke", "the constraint UIKit broke, or null"), JSONKey("brokenAsPrinted", "UIKit's breaking line as printed, or null"),
        JSONKey("uikitResolves", "the conflicts (indices) UIKit's choice resolves"),
        JSONKey("screenAlsoBreaks", "constraints the screen breaks too after UIKit's choice"),
        JSONKey("trellisBreaks", "the constraint Trellis breaks, or null"), JSONKey("arithmetic", "each conflict's arithmetic, in a line"),
        JSONKey("screen", "the frames as UIKit left them (view, x, y, width, height)"), JSONKey("view", "a view"),
        JSONKey("x", "a frame's x"), JSONKey("y", "a frame's y"), JSONKey("width", "a frame's width"), JSONKey("height", "a frame's height"),
        JSONKey("fixes", "fixes tried by solving (description, address, verified, frames)"),
        JSONKey("description", "the fix"), JSONKey("verified", "whether solving with it leaves no conflict"),
        JSONKey("frames", "the frames the fix gives"),
        JSONKey("interrupted", "true when Ctrl-C stopped it before the conflict was found (nothing imported)"),
        JSONKey("cutAtLines", "a paste cut at its limit of lines, or absent"),
    ]

    func text(_ printer: OutcomePrinter) -> String {
        guard let explanation else { return "(interrupted before the log's conflict was found: nothing was imported)" }
        let text = LogExplanationText.render(explanation)
        guard let cutAtLines else { return text }
        return "(the paste stopped at \(grouped(cutAtLines)) lines)\n" + text
    }

    func json(_ printer: OutcomePrinter) -> JSON {
        guard let explanation else { return .object([("interrupted", .bool(true))]) }
        guard let cutAtLines, case .object(let fields) = LogExplanationJSON.value(explanation) else {
            return LogExplanationJSON.value(explanation)
        }
        return .object(fields + [("cutAtLines", .number(Double(cutAtLines)))])
    }
}
