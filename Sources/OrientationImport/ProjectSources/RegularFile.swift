#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading one file from disk as a hostile input: only a regular file is read, and nothing can make the read
/// wait. `open(2)` of a FIFO blocks until a writer comes (forever, in a checkout nobody writes to), a device can
/// act on being opened or read (a tape rewinds, a terminal waits for a line), and `/dev/zero` never ends. So the
/// file's type is checked before it is opened, and again on the descriptor (`O_NONBLOCK`, then `fstat(2)`),
/// which also covers a file swapped for a FIFO in between; its size is checked before a byte is read, and the
/// read stops one byte past the limit in case it grew meanwhile.
package enum RegularFile {
    /// What kind of thing is at a path, in words, when it is not a regular file ("a FIFO (named pipe)").
    package static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// The message for a file of `kind` that is not read. `what` names the file's role ("the configuration
    /// file"), or is nil for a project's file.
    package static func notRegular(_ kind: String, what: String?) -> String {
        (what.map { $0 + " is " } ?? "") + kind + ", not a regular file: not read"
    }

    /// The bytes of the regular file at `path` (`file` names it in errors; `what` is its role in words, as in
    /// "the configuration file is larger than 1048576 bytes", nil for a project's file). Throws `unreadable`
    /// for anything that is not a regular file or cannot be opened or read, and `fileTooLarge` past `limit`
    /// bytes. `followLinks: false` refuses a symbolic link as the last component (`O_NOFOLLOW`).
    package static func read(
        _ path: String, file: String, what: String?, limit: Int, followLinks: Bool = true
    ) throws(ImportError) -> [UInt8] {
        var info = stat()
        guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            throw ImportError(.unreadable, file: file, reason(errno))
        }
        if let kind = kind(info.st_mode) { throw ImportError(.unreadable, file: file, notRegular(kind, what: what)) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { throw ImportError(.unreadable, file: file, reason(errno)) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw ImportError(.unreadable, file: file, reason(errno)) }
        if let kind = kind(info.st_mode) { throw ImportError(.unreadable, file: file, notRegular(kind, what: what)) }
        let size = Int(info.st_size)
        func tooLarge(_ size: Int?) -> ImportError {
            let has = size.map { "has \($0) bytes" } ?? "has more than \(limit) bytes"
            guard let what else { return ImportError(.fileTooLarge, file: file, "the file \(has); the limit is \(limit)") }
            return ImportError(.fileTooLarge, file: file, "\(what) is larger than \(limit) bytes (it \(has))")
        }
        guard size <= limit else { throw tooLarge(size) }
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ImportError(.unreadable, file: file, reason(errno))
            }
            if n == 0 { break }
            filled += n
        }
        guard filled <= limit else { throw tooLarge(nil) }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// `strerror`'s text, e.g. "No such file or directory".
    package static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

// At file scope `read` is the C library's, not `RegularFile.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
