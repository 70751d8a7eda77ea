/// The live page as one HTML document: the page, its style sheet and its scripts (plain files in
/// `Live/Page/`, embedded in the binary), and either the token a live page talks to its server
/// with, or the state a saved page shows (`export html`).
public struct LivePageDocument: Sendable {
    public enum Mode: Sendable, Equatable {
        /// Served by `live on`: it follows the shell over a WebSocket and sends its actions.
        case live(token: String)
        /// Written by `export html`: the state it was written with, and no server.
        case saved
    }

    public var mode: Mode
    /// The state to show first (``Workspace/liveState()``): a live page gets the next over its socket.
    public var state: String

    public init(mode: Mode, state: String) {
        self.mode = mode
        self.state = state
    }

    public var html: String {
        let page = String(decoding: PackageResources.page_html, as: UTF8.self)
        let css = String(decoding: PackageResources.page_css, as: UTF8.self)
        // One function: page.js first (its constants), then table.js, which uses its helpers.
        let script = String(decoding: PackageResources.page_js, as: UTF8.self) + "\n"
            + String(decoding: PackageResources.table_js, as: UTF8.self)
        var fontFace = ""
        var modeName = "saved", token = ""
        if case .live(let secret) = mode {
            modeName = "live"
            token = Self.attributeSafe(secret)
            fontFace = "@font-face { font-family: \"Trellis Sans\"; src: url(\"font/sans.ttf?token=\(token)\"); }\n"
        }
        return Self.filling(page, [
            "/*TRELLIS:CSS*/": fontFace + css, "TRELLIS:MODE": modeName, "TRELLIS:TOKEN": token,
            "/*TRELLIS:STATE*/": Self.scriptSafe(state), "/*TRELLIS:SCRIPT*/": script,
        ])
    }

    /// The template with each slot replaced, in one pass over the template: what goes into a
    /// slot (a label's text in the state may read `/*TRELLIS:SCRIPT*/`) is never searched.
    static func filling(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let next = values.keys.compactMap({ key in rest.firstRange(of: key).map { (key, $0) } })
            .min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
            out += rest[..<next.1.lowerBound]
            out += values[next.0] ?? ""
            rest = rest[next.1.upperBound...]
        }
        return out + rest
    }

    /// JSON inside a `<script>` element: every `<` written `\u003c`, so that no text in it (a
    /// label's, a command's) can close the element. JSON has `<` only inside strings.
    static func scriptSafe(_ json: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(json.utf8.count)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { out += Array("\\u003c".utf8) } else { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Only hex digits go into an attribute (a token is hex).
    static func attributeSafe(_ text: String) -> String {
        String(text.filter { $0.isHexDigit })
    }
}
