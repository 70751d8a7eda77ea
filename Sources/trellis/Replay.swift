import ArgumentParser
import Shell

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `trellis replay [--update] FILE…`: session transcripts as tests.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: CommandLineHelp.abstract(of: "replay"),
        discussion: """
        Each transcript runs in a fresh workspace. Where an output differs, a unified diff shows \
        it with the transcript's file and lines, and the exit status is 1. With --update, the \
        expected output is rewritten in place instead (comments, inputs and matching (re), \
        (glob) and (~) lines are kept), and the files that changed are named.
        """
    )

    @Argument(help: "Transcripts (.session files) to replay; a folder stands for the .session files in it.")
    var files: [String]

    @Flag(name: .long, help: "Rewrite the expected output with this run's output.")
    var update = false

    @Flag(name: .long, help: "No colour, even on a terminal (NO_COLOR does the same).")
    var noColor = false

    @Flag(name: .long, help: "Let the transcripts read and write files outside their own folders (by default source, save, export, table data file and font stay inside it).")
    var allowOutside = false

    // .unconditional: `--time-limit -1` is a value to refuse with the range, not a missing one.
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Stop a transcript that runs longer than this, and fail it (0: no limit).", valueName: "SECONDS"))
    var timeLimit: Int = 120

    @Option(name: .long, help: ArgumentHelp("Also write a JUnit XML report (a test case a transcript, the diff in each failure) to this file, for CI systems.", valueName: "FILE"))
    var junit: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("name at least one transcript, as: trellis replay Sessions/*.session") }
        if !(0...86_400).contains(timeLimit) { throw ValidationError("--time-limit is a whole number of seconds from 0 (no limit) to 86400") }
        if junit != nil && update { throw ValidationError("--junit reports a comparison; it does not go with --update") }
    }

    mutating func run() throws {
        let color = isatty(1) == 1 && !noColor && getenv("NO_COLOR") == nil
        // File names and inputs are someone else's words: nothing in them drives the terminal.
        func say(_ fd: Int32, _ text: String) { writeToFileDescriptor(fd, text.terminalSafe(keepingStyles: color)) }
        var passed = 0, failed = 0, unreadable = 0, changed = 0
        var report = JUnitReport()
        var files: [String] = []
        for name in self.files {
            guard let inFolder = SessionFolder.transcripts(in: name) else { files.append(name); continue }
            if inFolder.isEmpty {
                say(2, "trellis: \(name): no .session files in this folder\n")
                report.add(.init(file: name, inputs: 0, outcome: .error("no .session files in this folder")))
                unreadable += 1
            }
            for entry in inFolder {
                if let refusal = entry.refusal {
                    say(2, "trellis: \(entry.path): \(refusal)\n")
                    report.add(.init(file: entry.path, inputs: 0, outcome: .error(refusal)))
                    unreadable += 1
                } else {
                    files.append(entry.path)
                }
            }
        }
        for file in files {
            var session: Session
            do {
                session = try Session.load(file)
            } catch {
                say(2, "trellis: \(error)\n")
                report.add(.init(file: file, inputs: 0, outcome: .error("\(error)")))
                unreadable += 1
                continue
            }
            session.allowsOutside = allowOutside
            session.timeLimit = timeLimit > 0 ? .seconds(timeLimit) : nil
            let inputs = session.transcript.commands.count
            if update {
                do {
                    let comparison = try session.update()
                    if comparison.passed { continue }
                    changed += 1
                    let count = comparison.differences.count
                    say(1, "updated \(file) (\(count) output\(count == 1 ? "" : "s") changed)\n")
                } catch {
                    say(2, "trellis: \(error)\n")
                    unreadable += 1
                }
                continue
            }
            let comparison = session.compare()
            report.add(.init(file: file, inputs: inputs, outcome: comparison.passed ? .passed
                : .failed(differences: comparison.differences.count, diff: comparison.description)))
            if comparison.passed {
                passed += 1
                say(1, "ok    \(file) (\(inputs) input\(inputs == 1 ? "" : "s"))\n")
            } else {
                failed += 1
                say(1, "FAIL  \(file)\n" + paint(comparison.description, color: color) + "\n")
            }
        }
        var summary: String
        if update {
            summary = changed == 0 ? "no transcript changed" : "\(changed) of \(files.count) transcripts updated"
        } else {
            summary = "\(files.count) transcript\(files.count == 1 ? "" : "s"): \(passed) passed, \(failed) failed"
        }
        if unreadable > 0 { summary += ", \(unreadable) could not be " + (update ? "read or written" : "read") }
        say(1, summary + "\n")
        if let junit {
            if let problem = report.write(to: junit) {
                say(2, "trellis: \(problem)\n")
                throw ExitCode(1)
            }
            say(1, "JUnit report: \(junit)\n")
        }
        if failed > 0 || unreadable > 0 { throw ExitCode(1) }
    }

    /// A diff with removed lines in red, added lines in green and hunk headers in cyan.
    private func paint(_ report: String, color: Bool) -> String {
        guard color else { return report }
        return report.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("---") || line.hasPrefix("+++") { return "\u{1B}[1m\(line)\u{1B}[0m" }
            if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\u{1B}[0m" }
            if line.hasPrefix("-") { return "\u{1B}[31m\(line)\u{1B}[0m" }
            if line.hasPrefix("+") { return "\u{1B}[32m\(line)\u{1B}[0m" }
            return String(line)
        }.joined(separator: "\n")
    }
}
