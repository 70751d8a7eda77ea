import ArgumentParser
import InterfaceBuilder
import Layout
import Shell

/// `trellis ib FILE…`: Interface Builder documents laid out and checked, for CI.
struct InterfaceBuilderCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib",
        abstract: CommandLineHelp.abstract(of: "ib"),
        discussion: """
        Each root of each file (a view controller's view, a table or collection view cell, a \
        top-level view) is laid out at the document's device and set beside the frames Xcode \
        saved: conflicts and ambiguity found by solving, and each view whose frame differs, with \
        the constraints that decide it. --widths and --textsizes lay each root out again and say \
        what changes (a label that starts to truncate, a conflict that appears, a view that goes \
        to zero). Exit status: 0 when all is well, 1 when a problem was found, 2 when a file \
        could not be read (64: the options are wrong). In the shell: open FILE. On Linux, text is \
        measured with Trellis's fonts, not Apple's: for CI, --sizes file takes each view's size from \
        the frame Xcode saved and checks the constraints alone.
        """
    )

    @Argument(help: "The documents (.xib, .storyboard).")
    var files: [String]

    @Flag(name: .long, help: "An array with one object a file instead of words.")
    var json = false

    @Option(name: .long, help: "Where intrinsic sizes come from: 'measured' (Trellis's text measurement) or 'file' (each view's saved frame).")
    var sizes: String = "measured"

    @Option(name: .long, help: "Lay each root out again at these widths, as 320,375,414 (the option may be given again).")
    var widths: [String] = []

    @Option(name: .long, help: "Lay each root out again at these text sizes, as extraSmall,accessibilityLarge (the option may be given again).")
    var textsizes: [String] = []

    @Option(name: .long, help: "The size classes whose variations are installed, as a variation's key writes them: heightClass=compact, widthClass=regular-heightClass=regular (default: the device's; a compact height turns a phone to landscape).")
    var traits: String?

    func validate() throws {
        guard IBSizeSource(rawValue: sizes) != nil else { throw ValidationError("--sizes is 'file' or 'measured', not '\(sizes)'") }
        _ = try parsedWidths()
        _ = try parsedTextSizes()
        _ = try parsedTraits()
    }

    func parsedWidths() throws -> [Double] {
        try widths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { part in
            guard let w = Double(part), w.isFinite, w >= 1, w <= 100_000 else {
                throw ValidationError("--widths takes widths in 1…100000 separated by commas; '\(part)' is not one")
            }
            return w
        }
    }

    func parsedTextSizes() throws -> [ContentSizeCategory] {
        try textsizes.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { part in
            guard let c = ContentSizeCategory(name: String(part)) else {
                throw ValidationError("--textsizes takes text sizes (\(ContentSizeCategory.allCases.map(\.description).joined(separator: ", "))) separated by commas; '\(part)' is not one")
            }
            return c
        }
    }

    func parsedTraits() throws -> IBTraits.Choice? {
        guard let traits else { return nil }
        guard let t = IBTraits.Choice(parsing: traits) else {
            throw ValidationError("--traits is widthClass=compact|regular, heightClass=compact|regular or both joined by '-', as a variation's key, not '\(traits)'")
        }
        return t
    }

    func run() throws {
        let options = IBCheckOptions(sizes: IBSizeSource(rawValue: sizes) ?? .measured, widths: try parsedWidths(),
                                     textSizes: try parsedTextSizes(), traits: try parsedTraits())
        let inputs = files.map { (path: $0, bytes: InputFile.bytes($0, limit: IBDocumentReader.sizeLimit)) }
        let (output, status) = IBChecker.check(inputs, options: options, json: json)
        writeToFileDescriptor(1, output.terminalSafe(keepingStyles: false) + "\n")
        if status != 0 { throw ExitCode(status) }
    }
}
