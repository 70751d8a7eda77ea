/// The live page as one HTML document: the page, its style sheet and its script (plain files in
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
        let script = String(decoding: PackageResources.page_js, as: UTF8.self)
        var fontFace = ""
        var modeName = "saved", token = ""
        if case .live(let secret) = mode {
            modeName = "live"
            token = Self.attributeSafe(secret)
            fontFace = "@font-face { font-family: \"Trellis Sans\"; src: url(\"font/sans.ttf?token=\(token)\"); }\n"
        }
        return page
            .replacingPlaceholder("/*TRELLIS:CSS*/", with: fontFace + css)
            .replacingPlaceholder("TRELLIS:MODE", with: modeName)
            .replacingPlaceholder("TRELLIS:TOKEN", with: token)
            .replacingPlaceholder("/*TRELLIS:STATE*/", with: Self.scriptSafe(state))
            .replacingPlaceholder("/*TRELLIS:SCRIPT*/", with: script)
    }

    /// JSON inside a `<script>` element: every `<` written `\u003c`, so that no text in it (a
    /// label's, a command's) can close the element. JSON has `<` only inside strings.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for character in json {
            if character == "<" { out += "\\u003c" } else { out.append(character) }
        }
        return out
    }

    /// Only hex digits go into an attribute (a token is hex).
    static func attributeSafe(_ text: String) -> String {
        String(text.filter { $0.isHexDigit })
    }
}

extension String {
    /// The text with the first `placeholder` replaced (the page's slots each come once; what
    /// goes in is not searched again).
    fileprivate func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        guard let range = firstRange(of: placeholder) else { return self }
        return String(self[..<range.lowerBound]) + value + String(self[range.upperBound...])
    }
}
