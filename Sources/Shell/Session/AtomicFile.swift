#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written.
struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes a file whole or not at all: the text goes to a temporary file beside it, which is
/// flushed to the disk and then renamed over the target. A crash mid-write leaves at most the
/// temporary file; the target is either the old file, whole, or the new one, whole. An
/// existing file keeps its permissions; a symbolic link keeps pointing at the file it names.
enum AtomicFile {
    /// `failAfter` (for tests) stops after that many bytes, as a full disk or a crash would.
    static func writeWhole(_ text: String, to path: String, failAfter: Int? = nil) throws(FileWriteError) {
        func failure(_ reason: String) -> FileWriteError { FileWriteError(path: path, reason: reason) }
        func systemReason() -> String { String(cString: strerror(errno)).lowercased() }

        // The system reads a path up to its first NUL: a path holding one names another file
        // than the one checked (../shared/repro/turn3/04-…).
        if let refusal = InputFile.controlCharacterRefusal(path) { throw failure(refusal) }
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        var existingMode: mode_t?
        if stat(target, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else { throw failure("it is not a regular file") }
            existingMode = info.st_mode & 0o7777
        }
        let directory = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
        let base = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
        // The temporary name adds 31 bytes to the target's: a long name is cut for it, so that
        // a name the system takes (255 bytes) can be saved.
        let stem = temporaryStem(of: base)
        removeLeftovers(of: stem, in: directory.isEmpty ? "/" : directory)
        // A name no one can guess, created here and nowhere else: O_EXCL refuses a file (or a
        // link) planted at it, O_NOFOLLOW a link, so the text cannot be written through one.
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<8 {
            temporary = (directory.isEmpty ? "/" : directory + "/") + ".\(stem).tmp-\(getpid())-\(randomSuffix())"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure(systemReason()) }
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        let bytes = Array(text.utf8)
        let limit = min(bytes.count, failAfter ?? bytes.count)
        var offset = 0
        while offset < limit {
            let written = bytes[offset..<limit].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let reason = systemReason()
                close(fd)
                throw failure(reason)
            }
            offset += written
        }
        if limit < bytes.count {
            close(fd)
            throw failure("stopped after \(limit) of \(bytes.count) bytes")
        }
        if let existingMode { fchmod(fd, existingMode) }
        guard fsync(fd) == 0 else {
            let reason = systemReason()
            close(fd)
            throw failure(reason)
        }
        guard close(fd) == 0 else { throw failure(systemReason()) }
        guard rename(temporary, target) == 0 else { throw failure(systemReason()) }
        ok = true
        // Make the rename itself durable.
        let directoryFD = open(directory.isEmpty ? "/" : directory, O_RDONLY)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }
}

/// The part of a file's name its temporary file starts with: the whole name up to 200 bytes,
/// else its first characters that fit.
private func temporaryStem(of base: String) -> String {
    guard base.utf8.count > 200 else { return base }
    var stem = ""
    for character in base {
        guard stem.utf8.count + character.utf8.count <= 200 else { break }
        stem.append(character)
    }
    return stem
}

/// Removes the temporary files an earlier save of `base` left in `directory` when its process
/// was killed: `.BASE.tmp-PID-XXXXXXXXXXXXXXXX`, regular files, whose process no longer runs.
private func removeLeftovers(of base: String, in directory: String) {
    guard let folder = opendir(directory) else { return }
    defer { closedir(folder) }
    let prefix = ".\(base).tmp-"
    while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard name.hasPrefix(prefix) else { continue }
        let parts = name.dropFirst(prefix.count).split(separator: "-")
        guard parts.count == 2, parts[1].count == 16, parts[1].allSatisfy(\.isHexDigit),
              let pid = Int32(parts[0]), pid > 0, pid != getpid() else { continue }
        guard kill(pid, 0) != 0, errno == ESRCH else { continue }
        let path = directory + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
        unlink(path)
    }
}

/// Sixteen hexadecimal digits from the system's random number generator.
private func randomSuffix() -> String {
    let value = UInt64.random(in: 0...UInt64.max)
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
