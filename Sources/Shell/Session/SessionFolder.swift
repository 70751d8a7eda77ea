#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The transcripts of a folder that `trellis replay FOLDER` replays: its `.session` files, in
/// order of name. A link among them that leads out of the folder (or nowhere) is refused, not
/// followed: a folder's transcripts are its own files, and a replay reads and writes only
/// there (../shared/repro/turn3/01-… read /proc/self/environ through one; 02-… rewrote another
/// folder's transcript through one with --update).
public enum SessionFolder {
    public struct Entry: Equatable, Sendable {
        public let path: String
        /// Why it is not replayed, when it is not.
        public let refusal: String?
    }

    /// nil when `folder` is not a folder.
    public static func transcripts(in folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".session") && !name.hasPrefix(".") { names.append(name) }
        }
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        let root = canonicalPath(base)
        return names.sorted().map { name in
            let path = base + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return Entry(path: path, refusal: nil) }
            guard let resolved = realpath(path, nil) else {
                return Entry(path: path, refusal: "a link that leads nowhere: not replayed")
            }
            let target = String(cString: resolved)
            free(resolved)
            guard target.hasPrefix(root == "/" ? "/" : root + "/") else {
                return Entry(path: path, refusal: "a link that leads out of the folder: not replayed (a replayed folder's transcripts are its own files)")
            }
            return Entry(path: path, refusal: nil)
        }
    }
}
