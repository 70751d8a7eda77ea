import Notation
/// A replay's results as a JUnit XML report, the format CI systems read: one test case a
/// transcript, a failure carrying the unified diff, an error for a transcript that could not
/// be read. No timings (the same replay writes the same report).
public struct JUnitReport: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case passed
        /// The outputs differ: how many, and the diff.
        case failed(differences: Int, diff: String)
        /// The transcript could not be read.
        case error(String)
    }

    public struct Case: Sendable, Equatable {
        public let file: String
        public let inputs: Int
        public let outcome: Outcome

        public init(file: String, inputs: Int, outcome: Outcome) {
            self.file = file
            self.inputs = inputs
            self.outcome = outcome
        }
    }

    public private(set) var cases: [Case] = []

    public init() {}

    public mutating func add(_ testCase: Case) { cases.append(testCase) }

    /// Writes the report to `path`, whole or not at all; the reason when it could not.
    public func write(to path: String) -> String? {
        do {
            try AtomicFile.writeWhole(xml, to: path)
            return nil
        } catch {
            return error.description
        }
    }

    /// The XML text.
    public var xml: String {
        let failures = cases.filter { if case .failed = $0.outcome { return true }; return false }.count
        let errors = cases.filter { if case .error = $0.outcome { return true }; return false }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"trellis replay\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out += "  <testsuite name=\"trellis replay\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for c in cases {
            let slash = c.file.lastIndex(of: "/")
            let folder = slash.map { String(c.file[..<$0]) } ?? "."
            let name = slash.map { String(c.file[c.file.index(after: $0)...]) } ?? c.file
            let head = "    <testcase classname=\"\(Self.escaped(folder))\" name=\"\(Self.escaped(name))\" file=\"\(Self.escaped(c.file))\""
                + " assertions=\"\(c.inputs)\""
            switch c.outcome {
            case .passed:
                out += head + "/>\n"
            case .failed(let count, let diff):
                out += head + ">\n"
                out += "      <failure message=\"\(count) output\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "")\" type=\"transcript\">"
                out += Self.escaped(diff) + "</failure>\n"
                out += "    </testcase>\n"
            case .error(let message):
                out += head + ">\n"
                out += "      <error message=\"\(Self.escaped(message))\" type=\"unreadable\"/>\n"
                out += "    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Text fit for XML (see ``XMLText``).
    static func escaped(_ text: String) -> String { XMLText.escaped(text) }
}
