#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The harness's platform layer: reading a request body from a file, and leaving with a message. Plain stdio,
/// so the executable links no Foundation (whose start-up would add nothing to the counts, but much to the build).
enum POSIX {
    /// The whole file at `path`, or nil when it cannot be opened or read.
    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
        }
    }

    /// Prints `message` to standard error and exits with status 2 (a usage or input error).
    static func fail(_ message: String) -> Never {
        let line = Array("OrientationPerfGuard: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(2)
    }
}
