import OrientationAPI

// The instruction-count guard's harness (BENCHMARKS.md, "The instruction-count guard"): builds one request from the
// command line, answers it `--warmup` times, then `--iterations` times inside `measureServiceHandle`, which
// scripts/perf-guard counts under callgrind. Run from scripts/perf-guard, or by hand:
//   OrientationPerfGuard --path /v1/decide --body bench/requests/decide.json --iterations 10
// Options: --path P (required), --body FILE (required), --content-type T (default application/json),
// --query Q, --iterations N (default 10), --warmup N (default 2), --expect-status S (default 200).

var path: String?
var bodyPath: String?
var contentType = "application/json"
var query: String?
var iterations = 10
var warmup = 2
var expectedStatus = 200

var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard let value = arguments.popFirst() else { POSIX.fail("\(flag) needs a value") }
    func number() -> Int {
        guard let n = Int(value), n >= 0 else { POSIX.fail("\(flag) takes a whole number, not \(value)") }
        return n
    }
    switch flag {
    case "--path": path = value
    case "--body": bodyPath = value
    case "--content-type": contentType = value
    case "--query": query = value
    case "--iterations": iterations = number()
    case "--warmup": warmup = number()
    case "--expect-status": expectedStatus = number()
    default: POSIX.fail("unknown option \(flag)")
    }
}
guard let path, let bodyPath else { POSIX.fail("--path and --body are required") }
guard let body = POSIX.readFile(bodyPath) else { POSIX.fail("cannot read \(bodyPath)") }

// The executable's defaults, as orientation-server builds its Service (ServeCommand), with fixed version strings.
let service = Service(configuration: .init(version: "perf-guard", gitCommit: "perf-guard", buildDate: "perf-guard"))
let request = APIRequest(
    method: "POST", path: path, query: query,
    headers: [("Host", "127.0.0.1:8080"), ("Content-Type", contentType), ("Content-Length", String(body.count))],
    body: body)

// The warm-up answers are checked: a count for a 4xx problem document would guard the wrong work.
for _ in 0..<warmup {
    let response = service.handle(request)
    guard response.status == expectedStatus else {
        let text = String(decoding: response.body.prefix(600), as: UTF8.self)
        POSIX.fail("\(path) answered \(response.status), expected \(expectedStatus): \(text)")
    }
}
let answered = measureServiceHandle(service, request, iterations: iterations)
print("\(path): \(iterations) calls, \(answered / max(iterations, 1)) bytes answered per call")
