import OrientationPolicy
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Prometheus metrics for the API (text exposition format 0.0.4). Thread-safe and cheap: `handle` runs on
/// every libmicrohttpd pool thread at once, so the counters are split into shards by ``ThreadSlot`` (one
/// atomic in-flight gauge and one short, uncontended `Mutex` section per request, on cache lines the thread
/// has to itself), and ``render()`` adds the shards up. Each shard is consistent in itself; a scrape taken
/// while requests finish may see one shard a request further on than another, as with any live counter.
package final class Metrics: Sendable {
    /// Routes as metric labels: a closed set, so a scanner probing random paths cannot blow up cardinality.
    package enum Route: Int, Sendable, CaseIterable {
        case decide, healthz, readyz, version, metrics, openapi, other
        case simulate
        case lint, batch
        case rules, references
        case importProject
        case playground

        package var label: String {
            switch self {
            case .decide: "/v1/decide"
            case .healthz: "/healthz"
            case .readyz: "/readyz"
            case .version: "/version"
            case .metrics: "/metrics"
            case .openapi: "/openapi.yaml"
            case .other: "other"
            case .simulate: "/v1/simulate"
            case .lint: "/v1/lint"
            case .batch: "/v1/batch"
            case .rules: "/v1/rules"
            case .references: "/v1/references"
            case .importProject: "/v1/import"
            case .playground: "/playground"
            }
        }
    }

    /// Latency bucket upper bounds in seconds (the time spent in `Service.handle`, not on the network).
    package static let buckets: [Double] = [
        0.000_01, 0.000_025, 0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.1, 1,
    ]

    /// Requests answered with one status on one route.
    private struct StatusCount {
        var status: Int
        var count: Int
    }

    private struct State {
        /// Per route, the statuses seen so far in order of first use: a route answers with a handful of statuses,
        /// so a linear search beats hashing the status into a dictionary. ``render()`` sorts them.
        var requests: [[StatusCount]] = Array(repeating: [], count: Route.allCases.count)
        var bucketCounts: [[Int]] = Array(
            repeating: Array(repeating: 0, count: Metrics.buckets.count), count: Route.allCases.count)
        var latencySum: [Double] = Array(repeating: 0, count: Route.allCases.count)
        var latencyCount: [Int] = Array(repeating: 0, count: Route.allCases.count)
        var outcomes: [Int] = Array(repeating: 0, count: Decision.Outcome.allCases.count)
        var problems: [ProblemCode: Int] = [:]
    }

    /// `Decision.Outcome.allCases` built once (the synthesized property builds a new array on every call).
    private static let outcomes = Decision.Outcome.allCases

    /// The counters of the threads whose ``ThreadSlot`` maps here.
    private final class Shard: Sendable {
        let state = Mutex(State())
        /// Requests begun minus requests ended on this shard's threads (a request ends on the thread it began on).
        let inFlight = Atomic<Int>(0)
        /// Keeps the next shard's lock and gauge off the cache line holding this shard's last fields.
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// One shard per pool thread on any common machine; threads beyond that share shards, which stays correct.
    private static let shardCount = 16
    private let shards: [Shard] = (0..<Metrics.shardCount).map { _ in Shard() }

    package init() {}

    /// Access-log lines dropped because standard error did not keep up (the log buffer was full).
    private let droppedAccessLogLines = Atomic<Int>(0)

    /// Counts one access-log line that was dropped instead of making a request wait for standard error.
    package func recordDroppedAccessLogLine() {
        droppedAccessLogLines.wrappingAdd(1, ordering: .relaxed)
    }

    private func shard(_ slot: Int) -> Shard { shards[slot % Self.shardCount] }

    /// Called when a request enters `handle`.
    package func begin() { begin(slot: ThreadSlot.current) }

    /// ``begin()`` for a caller that already knows its ``ThreadSlot`` (`Service.handle` asks once per request and
    /// passes it to the metrics and the request id; each lookup cost about 45 instructions).
    func begin(slot: Int) { shard(slot).inFlight.wrappingAdd(1, ordering: .relaxed) }

    /// Called once per request when its response is ready, on the thread that called ``begin()``.
    package func end(route: Route, status: Int, seconds: Double, outcome: Decision.Outcome?, problem: ProblemCode?) {
        end(slot: ThreadSlot.current, route: route, status: status, seconds: seconds, outcome: outcome, problem: problem)
    }

    /// ``end(route:status:seconds:outcome:problem:)`` with the caller's ``ThreadSlot``, the one it passed to ``begin(slot:)``.
    func end(
        slot: Int, route: Route, status: Int, seconds: Double, outcome: Decision.Outcome?, problem: ProblemCode?
    ) {
        let shard = self.shard(slot)
        shard.inFlight.wrappingSubtract(1, ordering: .relaxed)
        var bucket = Self.buckets.count
        for (i, b) in Self.buckets.enumerated() where seconds <= b {
            bucket = i
            break
        }
        shard.state.withLock { s in
            Self.count(status, in: &s.requests[route.rawValue], adding: 1)
            if bucket < Self.buckets.count { s.bucketCounts[route.rawValue][bucket] += 1 }
            s.latencySum[route.rawValue] += seconds
            s.latencyCount[route.rawValue] += 1
            if let outcome, let i = Self.outcomes.firstIndex(of: outcome) { s.outcomes[i] += 1 }
            if let problem { s.problems[problem, default: 0] += 1 }
        }
    }

    /// Adds `n` to the count of `status`, appending it when first seen.
    private static func count(_ status: Int, in counts: inout [StatusCount], adding n: Int) {
        for i in counts.indices where counts[i].status == status {
            counts[i].count += n
            return
        }
        counts.append(StatusCount(status: status, count: n))
    }

    /// The current in-flight count.
    package var inFlight: Int { shards.reduce(0) { $0 + $1.inFlight.load(ordering: .relaxed) } }

    /// Every shard added up.
    private func total() -> State {
        var total = State()
        for shard in shards {
            shard.state.withLock { s in
                for r in Route.allCases.indices {
                    for entry in s.requests[r] { Self.count(entry.status, in: &total.requests[r], adding: entry.count) }
                    for b in Self.buckets.indices { total.bucketCounts[r][b] += s.bucketCounts[r][b] }
                    total.latencySum[r] += s.latencySum[r]
                    total.latencyCount[r] += s.latencyCount[r]
                }
                for i in s.outcomes.indices { total.outcomes[i] += s.outcomes[i] }
                total.problems.merge(s.problems, uniquingKeysWith: +)
            }
        }
        return total
    }

    /// The exposition text (Content-Type `text/plain; version=0.0.4`).
    package func render() -> [UInt8] {
        let s = total()
        var out = ""
        out += "# HELP orientation_http_requests_total HTTP requests answered, by route and status.\n"
        out += "# TYPE orientation_http_requests_total counter\n"
        for r in Route.allCases {
            for entry in s.requests[r.rawValue].sorted(by: { $0.status < $1.status }) {
                out += "orientation_http_requests_total{route=\"\(r.label)\",status=\"\(entry.status)\"} \(entry.count)\n"
            }
        }
        out += "# HELP orientation_http_request_duration_seconds Time spent answering a request in the API layer.\n"
        out += "# TYPE orientation_http_request_duration_seconds histogram\n"
        for r in Route.allCases where s.latencyCount[r.rawValue] > 0 {
            var cumulative = 0
            for (i, b) in Self.buckets.enumerated() {
                cumulative += s.bucketCounts[r.rawValue][i]
                out += "orientation_http_request_duration_seconds_bucket{route=\"\(r.label)\",le=\"\(b)\"} \(cumulative)\n"
            }
            out += "orientation_http_request_duration_seconds_bucket{route=\"\(r.label)\",le=\"+Inf\"} \(s.latencyCount[r.rawValue])\n"
            out += "orientation_http_request_duration_seconds_sum{route=\"\(r.label)\"} \(s.latencySum[r.rawValue])\n"
            out += "orientation_http_request_duration_seconds_count{route=\"\(r.label)\"} \(s.latencyCount[r.rawValue])\n"
        }
        out += "# HELP orientation_http_requests_in_flight Requests being answered right now.\n"
        out += "# TYPE orientation_http_requests_in_flight gauge\n"
        out += "orientation_http_requests_in_flight \(inFlight)\n"
        out += "# HELP orientation_decide_outcomes_total Decisions by outcome.\n"
        out += "# TYPE orientation_decide_outcomes_total counter\n"
        for (i, o) in Decision.Outcome.allCases.enumerated() {
            out += "orientation_decide_outcomes_total{outcome=\"\(o.rawValue)\"} \(s.outcomes[i])\n"
        }
        out += "# HELP orientation_problems_total Problem documents sent, by code.\n"
        out += "# TYPE orientation_problems_total counter\n"
        for code in ProblemCode.allCases {
            if let n = s.problems[code] { out += "orientation_problems_total{code=\"\(code.rawValue)\"} \(n)\n" }
        }
        out += "# HELP orientation_access_log_dropped_lines_total Access-log lines dropped because standard error did not keep up.\n"
        out += "# TYPE orientation_access_log_dropped_lines_total counter\n"
        out += "orientation_access_log_dropped_lines_total \(droppedAccessLogLines.load(ordering: .relaxed))\n"
        if let rss = Self.residentMemoryBytes() {
            out += "# HELP process_resident_memory_bytes Resident memory size in bytes.\n"
            out += "# TYPE process_resident_memory_bytes gauge\n"
            out += "process_resident_memory_bytes \(rss)\n"
        }
        return Array(out.utf8)
    }

    /// Resident set size from `/proc/self/statm` (second field, in pages; proc(5)). Nil where there is no procfs.
    static func residentMemoryBytes() -> Int? {
        #if os(Linux)
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buf = [UInt8](repeating: 0, count: 128)
        let n = buf.withUnsafeMutableBytes { read(fd, $0.baseAddress, 128) }
        guard n > 0 else { return nil }
        let fields = buf[0..<n].split(separator: UInt8(ascii: " "))
        guard fields.count >= 2, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }
}
