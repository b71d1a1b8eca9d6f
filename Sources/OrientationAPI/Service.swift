import HTTPHeaders
import OrientationPolicy
import Synchronization

/// The whole HTTP API as one value: `handle` maps a request to a response and never throws; anything a
/// client can send gets a 2xx or a 4xx problem+json (RFC 9457), never a 5xx.
///
/// The executable creates one `Service`, hands `handle` to the HTTP server, and calls it from any thread.
///
/// ## Adding a route (batch, simulate, lint, ...)
/// 1. Add a case to `Metrics.Route` (its label is the path) and a `case "/v1/x":` line to `route(_:)` with
///    the methods it allows; `handle` then answers 405 with `Allow` for other methods and HEAD for GET.
/// 2. Write the endpoint in `Endpoints/` as `func x(_ request: APIRequest) throws(APIProblem) -> Answer`,
///    reusing the pieces: `JSONReader().parse(body)` (400 problems via `APIProblem(syntaxError)`),
///    `ScenarioDecoder().decode(value, base: "/items/3")` to decode a Scenario found at any JSON Pointer,
///    `JSONWriter` and `DecisionEncoder.write(_:to:)` for output, `APIProblem(code, detail, pointer:)` for
///    422s with a pointer (add a `ProblemCode` case for a new kind of error), and `requireJSONBody` for the
///    413/415 checks every POST shares.
/// 3. Dispatch to it in `dispatch(_:route:)` and add router-level tests in Tests/OrientationAPITests.
package final class Service: Sendable {
    package struct Configuration: Sendable {
        /// The version reported by `/version`.
        package var version: String
        /// The git commit the binary was built from.
        package var gitCommit: String
        /// The build date (ISO 8601).
        package var buildDate: String
        /// The body size limit the server enforces, reported in 413 problems.
        package var maxBodyBytes: Int
        /// The limit for project archives (`archiveMediaTypes`), which the server enforces instead of
        /// `maxBodyBytes` for them; the importer also refuses an archive larger than this.
        package var maxUploadBytes: Int
        /// How many project uploads are imported at once (`ImportGate`); more get 503 `import-busy`.
        package var maxConcurrentImports: Int
        /// Where uploads are imported and linted: nil runs them in this process (tests, and the worker process
        /// itself); orientation-server's `serve` gives each one a worker process (`UploadIsolation`).
        package var uploadIsolation: (any UploadIsolation)?
        /// Told what an upload's run is doing (each project file's path just before the importer reads it, from
        /// the reading thread; then the lint): the worker process reports it, so that a crash or a deadline can
        /// name the file being read.
        package var uploadProgress: (@Sendable (UploadProgress) -> Void)?

        package init(
            version: String, gitCommit: String, buildDate: String, maxBodyBytes: Int = 1 << 20,
            maxUploadBytes: Int = 32 << 20, maxConcurrentImports: Int = 1,
            uploadIsolation: (any UploadIsolation)? = nil, uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil
        ) {
            self.uploadIsolation = uploadIsolation
            self.uploadProgress = uploadProgress
            self.version = version
            self.gitCommit = gitCommit
            self.buildDate = buildDate
            self.maxBodyBytes = maxBodyBytes
            self.maxUploadBytes = maxUploadBytes
            self.maxConcurrentImports = maxConcurrentImports
        }
    }

    package let configuration: Configuration
    /// The counters behind `GET /metrics`.
    package let metrics = Metrics()
    /// The JSON reader every POST endpoint uses (depth limit 64).
    package let reader = JSONReader(maxDepth: 64)
    /// The scenario decoder every endpoint uses (at most 1000 controllers).
    package let scenarioDecoder = ScenarioDecoder(maxControllers: 1000)

    let requestIDs = RequestIDGenerator()
    let ready = Atomic<Bool>(true)
    let versionBody: [UInt8]
    let openAPIBody: [UInt8]
    /// The bound on project uploads imported at once.
    package let importGate: ImportGate

    package init(configuration: Configuration) {
        self.configuration = configuration
        importGate = ImportGate(capacity: configuration.maxConcurrentImports)
        var w = JSONWriter(capacity: 128)
        w.beginObject()
        w.key("version"); w.string(configuration.version)
        w.key("gitCommit"); w.string(configuration.gitCommit)
        w.key("buildDate"); w.string(configuration.buildDate)
        w.endObject()
        versionBody = w.bytes
        openAPIBody = Array(OpenAPIDocument.text.utf8)
    }

    /// Readiness for `GET /readyz`: the executable sets false while draining on SIGTERM so load balancers
    /// stop sending new work (503 until then; this is the server's state, not a client error).
    package func setReady(_ isReady: Bool) { ready.store(isReady, ordering: .relaxed) }

    /// Answers one request. Thread-safe.
    package func handle(_ request: APIRequest) -> APIResponse {
        let start = MonotonicTime.nanoseconds()
        let slot = ThreadSlot.current  // asked once, for the metrics shard and the request-id counter
        metrics.begin(slot: slot)
        let (route, allow) = Self.route(request.path)
        var outcome: Decision.Outcome?
        var problemCode: ProblemCode?
        var response: APIResponse
        do throws(APIProblem) {
            guard let allow else { throw APIProblem(.notFound, "no route for \(VocabularyQuote.quote(request.path))") }
            let method = request.method
            let isGetLike = allow.get && (method == "GET" || method == "HEAD")
            guard isGetLike || (allow.post && method == "POST") else {
                throw APIProblem(
                    .methodNotAllowed, "\(route.label) does not accept \(VocabularyQuote.quote(method))",
                    allow: allow.header)
            }
            (response, outcome) = try dispatch(request, route: route)
        } catch {
            problemCode = error.code
            response = error.response()
        }
        response.fields.append("X-Content-Type-Options", constant: "nosniff")
        let requestID = requestIDs.id(for: request, slot: slot)
        requestID.withUTF8 { response.fields.append("X-Request-Id", bytes: $0) }
        response.requestID = requestID
        response.handlingNanoseconds = MonotonicTime.nanoseconds() &- start
        metrics.end(
            slot: slot, route: route, status: response.status,
            seconds: Double(response.handlingNanoseconds) * 1e-9, outcome: outcome, problem: problemCode)
        return response
    }

    struct Allowed {
        var get = false
        var post = false
        var header: String { post ? "POST" : "GET, HEAD" }
    }

    /// Routing is one switch on the path: cheap, and the whole API is visible in one place.
    static func route(_ path: String) -> (Metrics.Route, Allowed?) {
        switch path {
        case "/v1/decide": (.decide, Allowed(post: true))
        case "/v1/simulate": (.simulate, Allowed(post: true))
        case "/v1/lint": (.lint, Allowed(post: true))
        case "/v1/import": (.importProject, Allowed(post: true))
        case "/v1/batch": (.batch, Allowed(post: true))
        case "/healthz": (.healthz, Allowed(get: true))
        case "/readyz": (.readyz, Allowed(get: true))
        case "/version": (.version, Allowed(get: true))
        case "/metrics": (.metrics, Allowed(get: true))
        case "/openapi.yaml": (.openapi, Allowed(get: true))
        case "/v1/rules": (.rules, Allowed(get: true))
        case "/v1/references": (.references, Allowed(get: true))
        // The playground page: `/`, `/playground` and its files (Endpoints/Playground.swift). Looked up only
        // when no API route matched, so the JSON endpoints route exactly as before.
        default: Playground.serves(path) ? (.playground, Allowed(get: true)) : (.other, nil)
        }
    }

    func dispatch(_ request: APIRequest, route: Metrics.Route) throws(APIProblem) -> (APIResponse, Decision.Outcome?) {
        switch route {
        case .decide:
            let minimal = ReturnPreference.of(request) == .minimal
            let d = try decide(request, explaining: !minimal)
            let outcome = d.outcome
            // The decision's last use: the full encoder takes it and moves each step's detail out as it writes it.
            let body = minimal ? DecisionEncoder.encodeMinimal(d) : DecisionEncoder.encode(taking: d)
            return (Self.json(body, minimal: minimal), outcome)
        case .healthz:
            return (Self.json(Self.healthyBody), nil)
        case .readyz:
            if ready.load(ordering: .relaxed) { return (Self.json(Self.readyBody), nil) }
            return (
                APIResponse(
                    status: 503, headers: [("Content-Type", "application/json")],
                    body: Array(#"{"status":"draining"}"#.utf8)), nil
            )
        case .version:
            return (Self.json(versionBody), nil)
        case .metrics:
            return (
                APIResponse(
                    status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")],
                    body: metrics.render()), nil
            )
        case .openapi:
            return (APIResponse(status: 200, headers: [("Content-Type", "application/yaml")], body: openAPIBody), nil)
        case .rules:
            return (Self.json(RulesEncoder.rulesBody), nil)
        case .references:
            return (Self.json(RulesEncoder.referencesBody), nil)
        case .simulate:
            let minimal = ReturnPreference.of(request) == .minimal
            return (Self.json(try simulate(request, minimal: minimal), minimal: minimal), nil)
        case .lint:
            return (try lint(request), nil)
        case .batch:
            let minimal = ReturnPreference.of(request) == .minimal
            return (Self.json(try batch(request, minimal: minimal), minimal: minimal), nil)
        case .importProject:
            return (try importProject(request), nil)
        case .playground:
            return (try Playground.response(request), nil)
        case .other:
            throw APIProblem(.notFound, "no route for \(VocabularyQuote.quote(request.path))")
        }
    }

    /// The fixed probe bodies, built once rather than on every probe (load balancers poll them constantly).
    static let healthyBody = Array(#"{"status":"ok"}"#.utf8)
    static let readyBody = Array(#"{"status":"ready"}"#.utf8)

    static func json(_ body: [UInt8]) -> APIResponse {
        var fields = HeaderFields(reservingCapacity: fieldBytes)
        fields.append("Content-Type", constant: "application/json")
        return APIResponse(status: 200, fields: fields, body: body)
    }

    /// Room for the fields of a JSON answer and the two `handle` appends (a generated request id, or an echoed one of
    /// up to 128 bytes), so they are written into one allocation.
    static let fieldBytes = 320

    /// A 200 of `/v1/decide`, `/v1/simulate` or `/v1/batch`, whose answer depends on `Prefer` (`ReturnPreference`):
    /// `Vary: Prefer` always, and `Preference-Applied: return=minimal` when the short answer is sent.
    static func json(_ body: [UInt8], minimal: Bool) -> APIResponse {
        var fields = HeaderFields(reservingCapacity: fieldBytes)
        fields.append("Content-Type", constant: "application/json")
        fields.append(ReturnPreference.vary.name, constant: ReturnPreference.vary.value)
        if minimal { fields.append(ReturnPreference.appliedMinimal.name, constant: ReturnPreference.appliedMinimal.value) }
        return APIResponse(status: 200, fields: fields, body: body)
    }
}
