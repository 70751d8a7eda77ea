// FuzzLines: the shell's interpreter. The input is split into lines (at most 200 lines, at
// most 4,000 bytes a line; the rest is cut off) and each line is run through a fresh
// `Shell.Workspace` (one per input), as if typed at the `trellis>` prompt.
//
// Files: `save`, `export svg`, `table export svg`, `source`, `font`, `table data file` all
// resolve against `currentDirectory` and are refused outside `confinement`; both are set to
// a scratch folder under /tmp (one per process), emptied after each input.
#if canImport(Glibc)
import Glibc
#endif
import Shell

/// Lines longer than this are cut; inputs with more lines are cut after this many.
let maxLines = 200
let maxLineBytes = 4_000

let scratch: String = {
    let path = "/tmp/trellis-fuzz-lines-\(getpid())"
    mkdir(path, 0o700)
    atexit { emptyFolder(scratch); rmdir(scratch) }
    return path
}()

/// With TRELLIS_FUZZ_TIMING set, each line's time is printed to stderr (to find slow commands).
let timingLines = getenv("TRELLIS_FUZZ_TIMING") != nil

func milliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
}

/// Removes everything inside `path` (the interpreter may have saved or exported files there).
func emptyFolder(_ path: String) {
    guard let dir = opendir(path) else { return }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    closedir(dir)
    for name in names {
        let full = path + "/" + name
        if unlink(full) != 0 {
            emptyFolder(full)
            rmdir(full)
        }
    }
}

/// `table data KIND N` is run with N lowered to this (TRELLIS_FUZZ_MAX_ROWS overrides it).
/// Measured (ASan, -O): with 1,000 rows `table reload` takes ~0.5 s and `table verify all`
/// ~1.5 s, so a session seed ran for 11 s; with 100 rows `table verify all` still takes
/// ~0.2 s; with 20, ~20 ms. Huge `table size`, `table scroll … over N`, `table log N`,
/// `columns N` were measured fast (< 25 ms) and are not touched.
let maxDataRows: Int = {
    if let v = getenv("TRELLIS_FUZZ_MAX_ROWS"), let n = Int(String(cString: v)) { return n }
    return 50
}()

/// The line to run: `table data KIND N …` with N above ``maxDataRows`` lowered to it (any
/// whole-number word, quoted or not, so that a respelling does not slip through).
func clamped(_ line: Substring) -> String {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count >= 3, words[0] == "table", words[1] == "data", words[2] != "file" else { return String(line) }
    var changed = false
    let out = words.map { word -> String in
        let bare = word.trimmingQuotes
        if let n = Int(bare), n > maxDataRows { changed = true; return String(maxDataRows) }
        return String(word)
    }
    return changed ? out.joined(separator: " ") : String(line)
}

extension Substring {
    var trimmingQuotes: Substring {
        var s = self
        while let f = s.first, f == "\"" || f == "'" { s = s.dropFirst() }
        while let l = s.last, l == "\"" || l == "'" { s = s.dropLast() }
        return s
    }
}

func format7(_ ms: Double) -> String {
    let s = String(Int(ms * 10) / 10) + "." + String(Int(ms * 10) % 10)
    return String(repeating: " ", count: max(0, 8 - s.count)) + s
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let w = Workspace()
    w.currentDirectory = scratch
    w.confinement = scratch
    var count = 0
    for raw in text.split(separator: "\n", maxSplits: maxLines, omittingEmptySubsequences: false) {
        count += 1
        if count > maxLines { break }
        var line = raw
        if line.utf8.count > maxLineBytes {
            line = Substring(String(decoding: line.utf8.prefix(maxLineBytes), as: UTF8.self))
        }
        let runLine = clamped(line)
        let start = timingLines ? milliseconds() : 0
        let reply = w.run(runLine, lineNumber: count)
        if timingLines {
            fputs(String(format7(milliseconds() - start)) + " ms  " + String(runLine.prefix(100)) + "\n", stderr)
        }
        if reply.isQuit { break }
    }
    emptyFolder(scratch)
    return 0
}
