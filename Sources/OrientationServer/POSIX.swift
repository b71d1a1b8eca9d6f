#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The module's platform layer: the C library calls that need more than a plain call, written once (as
/// SwiftNIO keeps its system calls in `SystemCallHelpers.swift`). `read(2)` and `write(2)` are retried when a
/// signal interrupts them (`EINTR`, "Interrupted function call", POSIX `errno.h`), and the names that members
/// elsewhere shadow (`write`, `open`, `exit`) are reached from file scope here, so no other file names a C
/// library module.
enum POSIX {
    /// One `write(2)`, repeated while a signal interrupts it: the bytes written, or -1 with `errno` set.
    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        while true {
            let written = systemWrite(fd, bytes, count)
            if written >= 0 || errno != EINTR { return written }
        }
    }

    /// Writes all of `bytes`, however many calls it takes; false (with `errno` set) when a write fails.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, base + offset, bytes.count - offset)
            if written < 0 { return false }
            offset += written
        }
        return true
    }

    /// One `read(2)`, repeated while a signal interrupts it: the bytes read (0 at the end), or -1 with `errno`
    /// set.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = systemRead(fd, buffer.baseAddress, buffer.count)
            if count >= 0 || errno != EINTR { return count }
        }
    }

    /// `open(2)`: a file descriptor, or -1 with `errno` set.
    static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
        systemOpen(path, flags, mode)
    }

    /// `exit(3)`: ends the process with `status` (ArgumentParser's `exit(withError:)` shadows the name in commands).
    static func exit(_ status: Int32) -> Never {
        systemExit(status)
    }

    /// The process environment, `NAME=value` strings up to a null pointer (`environ(7)`; Darwin hands it to
    /// Swift only through `_NSGetEnviron`).
    static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        #if canImport(Darwin)
        _NSGetEnviron()!.pointee!
        #else
        environ
        #endif
    }
}

// At file scope the C library's names are not shadowed by `POSIX`'s own members.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, bytes, count) }
private func systemRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, bytes, count) }
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemExit(_ status: Int32) -> Never { exit(status) }
