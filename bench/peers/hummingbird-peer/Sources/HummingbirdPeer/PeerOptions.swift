import Logging
import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The peer's command line: the orientation-server flags the benchmark passes, with the same meanings.
struct PeerOptions {
    var host = "127.0.0.1"
    var port = 8080
    /// Event-loop threads (orientation-server's `--threads`: its pool size).
    var threads = System.coreCount
    /// `info` (the default, as for orientation-server) writes one access line per request; `warning` or above
    /// turns the access log off.
    var logLevel = Logger.Level.info

    static let usage = """
        usage: HummingbirdPeer [--host ADDRESS] [--port PORT] [--threads N] [--log-level LEVEL]
          --host       address to bind (default 127.0.0.1)
          --port       TCP port; 0 picks a free one (default 8080)
          --threads    event-loop threads (default: active processors)
          --log-level  trace|debug|info|notice|warning|error|critical (default info: one access line per
                       request on standard error; warning or above: no access log)
        Prints "listening on http://HOST:PORT" to standard error once the socket is bound.
        """

    /// Parses `arguments` (without the program name); exits with status 2 and a message naming the flag on bad
    /// input.
    static func parse(_ arguments: [String]) -> PeerOptions {
        var options = PeerOptions()
        var rest = arguments[...]
        func fail(_ message: String) -> Never {
            StderrLineHandler.write("HummingbirdPeer: \(message)\n\(usage)\n")
            exit(2)
        }
        func value(for flag: String) -> String {
            guard let v = rest.popFirst() else { fail("\(flag) needs a value") }
            return v
        }
        func integer(for flag: String, in range: ClosedRange<Int>) -> Int {
            let text = value(for: flag)
            guard let n = Int(text), range.contains(n) else {
                fail("\(flag) must be an integer in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
            }
            return n
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--host": options.host = value(for: flag)
            case "--port": options.port = integer(for: flag, in: 0...65535)
            case "--threads": options.threads = integer(for: flag, in: 1...1024)
            case "--log-level":
                let text = value(for: flag)
                guard let level = Logger.Level(rawValue: text) else { fail("unknown --log-level '\(text)'") }
                options.logLevel = level
            case "-h", "--help":
                print(usage)
                exit(0)
            default: fail("unknown argument '\(flag)'")
            }
        }
        return options
    }
}
