import OrientationAPI

// The instruction-count guard's harness (BENCHMARKS.md, "The instruction-count guard"): builds one request from the
// command line, answers it `--warmup` times, then `--iterations` times inside `measureServiceHandle`, which
// scripts/perf-guard counts under callgrind. Run from scripts/perf-guard, or by hand:
//   OrientationPerfGuard --path /v1/decide --body bench/requests/decide.json --iterations 10
// Options: --path P (required), --body FILE (required), --content-type T (default application/json),
// --query Q, --iterations N (default 10), --warmup N (default 2), --expect-status S (default 200),
// --header 'Name: value' (repeatable; sent after the fixed ones), --expect-header 'Name: value' (repeatable; every
// warm-up answer must carry it, e.g. `Preference-Applied: return=minimal` for the short answer's case).

var path: String?
var bodyPath: String?
var contentType = "application/json"
var query: String?
var iterations = 10
var warmup = 2
var expectedStatus = 200
var extraHeaders: [(name: String, value: String)] = []
var expectedHeaders: [(name: String, value: String)] = []

/// `Name: value` split at the first colon, the value without the spaces around it.
func headerField(_ text: String, _ flag: String) -> (name: String, value: String) {
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { POSIX.fail("\(flag) takes 'Name: value', not \(text)") }
    var value = Substring(text[text.index(after: colon)...])
    while value.first == " " { value = value.dropFirst() }
    while value.last == " " { value = value.dropLast() }
    return (String(text[..<colon]), String(value))
}

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
    case "--header": extraHeaders.append(headerField(value, flag))
    case "--expect-header": expectedHeaders.append(headerField(value, flag))
    default: POSIX.fail("unknown option \(flag)")
    }
}
guard let path, let bodyPath else { POSIX.fail("--path and --body are required") }
guard let body = POSIX.readFile(bodyPath) else { POSIX.fail("cannot read \(bodyPath)") }

// The executable's defaults, as orientation-server builds its Service (ServeCommand), with fixed version strings.
let service = Service(configuration: .init(version: "perf-guard", gitCommit: "perf-guard", buildDate: "perf-guard"))
let request = APIRequest(
    method: "POST", path: path, query: query,
    headers: [("Host", "127.0.0.1:8080"), ("Content-Type", contentType), ("Content-Length", String(body.count))]
        + extraHeaders,
    body: body)

// The warm-up answers are checked: a count for a 4xx problem document would guard the wrong work.
for _ in 0..<warmup {
    let response = service.handle(request)
    guard response.status == expectedStatus else {
        let text = String(decoding: response.body.prefix(600), as: UTF8.self)
        POSIX.fail("\(path) answered \(response.status), expected \(expectedStatus): \(text)")
    }
    for expected in expectedHeaders where response.header(expected.name) != expected.value {
        POSIX.fail("\(path) answered without \(expected.name): \(expected.value) (got \(response.header(expected.name) ?? "none"))")
    }
}
let answered = measureServiceHandle(service, request, iterations: iterations)
print("\(path): \(iterations) calls, \(answered / max(iterations, 1)) bytes answered per call")
