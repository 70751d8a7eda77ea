import Notation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a user names (scripts, transcripts, data, fonts), read whole: regular files only,
/// up to a size, and without waiting on a pipe or a device (`/dev/zero` is refused, not read
/// until memory runs out; a FIFO is refused, not waited on forever).
public enum InputFile {
    /// Why a file was not read, in a few words (for "cannot read 'x': …").
    public struct Failure: Error, Equatable, Sendable {
        public let reason: String
    }

    /// The largest file read: 64 MB (a script of a million lines, a data file of a million
    /// rows, any font).
    public static let sizeLimit = 64 << 20

    /// Opens a regular file for reading (a script that is streamed a line at a time): the file
    /// descriptor, which the caller closes, and the file's size.
    public static func openRegular(_ path: String) -> Result<(fd: Int32, size: Int), Failure> {
        func failure(_ reason: String) -> Result<(fd: Int32, size: Int), Failure> { .failure(Failure(reason: reason)) }
        if let refusal = controlCharacterRefusal(path) { return failure(refusal) }
        // Not blocking: opening a FIFO for reading waits for a writer otherwise.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return failure(systemReason()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { let reason = systemReason(); close(fd); return failure(reason) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            // /proc and /sys show "regular files" of size 0 whose reading runs code: the
            // process's environment (/proc/self/environ) is not a file a user meant.
            if let system = systemFileSystem(fd) { close(fd); return failure("it is in \(system), not a file a user wrote") }
            return .success((fd, Int(info.st_size)))
        case S_IFDIR: close(fd); return failure("it is a folder")
        default: close(fd); return failure("it is not a regular file (a device, a pipe or a socket)")
        }
    }

    /// Why a path cannot be a file's name: the system reads a path up to its first NUL, so a
    /// path holding one names another file than the one checked; other control characters
    /// are no file a person named.
    public static func controlCharacterRefusal(_ path: String) -> String? {
        guard let bad = path.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        return bad == "\0" ? "a file's name holds no NUL byte (the system would read a shorter name)"
                            : "a file's name holds no control character (U+\(String(bad.value, radix: 16, uppercase: true)))"
    }

    /// The kernel's own file system a descriptor is on (/proc, /sys), if it is one: the file
    /// is on the same device as the mount point.
    private static func systemFileSystem(_ fd: Int32) -> String? {
        var file = stat()
        guard fstat(fd, &file) == 0 else { return nil }
        for mount in ["/proc", "/sys"] {
            var point = stat()
            if stat(mount, &point) == 0, point.st_dev == file.st_dev { return mount }
        }
        return nil
    }

    private static func systemReason() -> String { String(cString: strerror(errno)).lowercased() }

    public static func bytes(_ path: String, limit: Int = sizeLimit) -> Result<[UInt8], Failure> {
        func failure(_ reason: String) -> Result<[UInt8], Failure> { .failure(Failure(reason: reason)) }
        let fd: Int32, size: Int
        switch openRegular(path) {
        case .success(let opened): (fd, size) = opened
        case .failure(let f): return .failure(f)
        }
        defer { close(fd) }
        guard size <= limit else {
            return failure("it is \(megabytes(size)), more than the \(megabytes(limit)) a file may have")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65_536) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n >= 0 else { return failure(systemReason()) }
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            // A file that grows while it is read stops at the limit too.
            guard bytes.count <= limit else { return failure("it grew beyond the \(megabytes(limit)) a file may have") }
        }
        return .success(bytes)
    }

    /// The file as text (UTF-8; a byte that is not UTF-8 becomes U+FFFD).
    public static func text(_ path: String, limit: Int = sizeLimit) -> Result<String, Failure> {
        bytes(path, limit: limit).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `64 MB` for a whole number of megabytes, else the bytes (`67,175,166 bytes`): a file a
    /// little over the limit is not said to be the limit.
    private static func megabytes(_ n: Int) -> String {
        n >= 1 << 20 && n % (1 << 20) == 0 ? "\(n >> 20) MB" : "\(grouped(n)) bytes"
    }
}
