#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a session's files are: the folder relative paths start from and, for a replayed
/// transcript, the one folder it may read and write and the files it may not write. Every path
/// a command reads or writes (`source`, `save`, `export`, `table data file`, `font`, `open`)
/// goes through ``path(_:_:forWriting:)``.
public struct FileAccess: Sendable, Equatable {
    /// The base folder for relative paths.
    public var currentDirectory: String?
    /// When set, the only folder whose files the session reads or writes: a replayed
    /// transcript's, unless `trellis replay --allow-outside`.
    public var confinement: String?
    /// Files that `save` and `export` may not write (the canonical paths): a replayed
    /// transcript's own file.
    public var protectedFiles: Set<String> = []

    public init(currentDirectory: String? = nil, confinement: String? = nil, protectedFiles: Set<String> = []) {
        self.currentDirectory = currentDirectory
        self.confinement = confinement
        self.protectedFiles = protectedFiles
    }

    /// The file a word names: from ``currentDirectory`` when it is relative, and, when the
    /// session is confined (a replayed transcript), only inside ``confinement``: a path that
    /// leaves it (`../x`, `/etc/passwd`, a link that points out) is refused under the word.
    func path(_ word: Word, _ context: LineContext, forWriting: Bool = false) throws(SourceError) -> String {
        // Checked before the folder rules: the system reads a path up to its first NUL, so the
        // path checked would not be the file opened (../shared/repro/turn3/04-…).
        if let refusal = InputFile.controlCharacterRefusal(word.text) {
            let offset = word.text.firstIndex { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }
                .map { word.text.distance(from: word.text.startIndex, to: $0) } ?? 0
            throw context.error(refusal, at: word, from: offset)
        }
        var full = word.text
        if !full.hasPrefix("/"), let base = currentDirectory { full = base + "/" + full }
        if forWriting, !protectedFiles.isEmpty, protectedFiles.contains(canonicalPath(full)) {
            throw context.error("'\(word.text)' is the transcript being replayed: a replay does not write over it "
                                + "(trellis replay --update rewrites its expected output)", at: word)
        }
        guard let confinement else { return full }
        let root = canonicalPath(confinement)
        let target = canonicalPath(full)
        guard target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw context.error("'\(word.text)' is outside the transcript's folder: a replayed session reads and writes "
                                + "only there (trellis replay --allow-outside lifts this)", at: word)
        }
        return full
    }
}
