import HTTPTestSupport
import MicroHTTPServer
import OrientationAPI
import OrientationPolicy
import Testing

/// The language-neutral conformance vectors (`conformance/**/*.json`) run twice: through the
/// engine-backed `Service` in process, and over loopback HTTP through a live `HTTPServer`. Both must give the
/// fields each vector names; the vectors' expected values are derived from the sources they cite
/// (the public references in docs/references.md and openapi.yaml), not from the engine's output.
@Suite("Conformance vectors")
struct ConformanceTests {
    static let vectors = ConformanceVector.loadAll()

    static let service = Service(
        configuration: .init(
            version: "conformance", gitCommit: "0000000", buildDate: "1970-01-01T00:00:00Z"))

    /// Answers a vector through `Service.handle` without sockets. The server's body limit is modelled the way
    /// `HTTPServer` reports it: an oversized body arrives empty with `bodyTooLarge`.
    static func inProcess(_ v: ConformanceVector) -> APIResponse {
        let tooLarge = v.body.count > service.configuration.maxBodyBytes
        let request = APIRequest(
            method: v.method, path: v.path, query: nil, headers: v.headers, body: tooLarge ? [] : v.body,
            bodyTooLarge: tooLarge, remoteAddress: "127.0.0.1")
        return service.handle(request)
    }

    @Test("every vector gives the expected fields from the Service in process", arguments: vectors)
    func inProcessConformance(_ v: ConformanceVector) {
        let r = Self.inProcess(v)
        let problems = ConformanceMatcher.mismatches(expect: v.expect, status: r.status, headers: r.headers, body: r.body)
        #expect(problems.isEmpty, Comment(rawValue: "\(v.description) [\(v.rule)]\n  " + problems.joined(separator: "\n  ")))
    }

    @Test("every vector gives the expected fields over HTTP from a live server", arguments: vectors)
    func liveConformance(_ v: ConformanceVector) throws {
        let port = try ConformanceLiveServer.port()
        let connection = try RawHTTPConnection(port: port)
        defer { connection.close() }
        var headers = v.headers
        headers.append(("Connection", "close"))
        let request = RawHTTPRequest(v.method, v.path, headers: headers, body: v.body)
        let response: RawHTTPResponse
        do {
            response = try connection.exchange(request)
        } catch .sendFailed {
            // The server may answer (413) and close before it has read an oversized body: read what it sent.
            response = try connection.readResponse()
        }
        let problems = ConformanceMatcher.mismatches(
            expect: v.expect, status: response.status, headers: response.headers, body: response.body)
        #expect(problems.isEmpty, Comment(rawValue: "\(v.description) [\(v.rule)]\n  " + problems.joined(separator: "\n  ")))
    }

    @Test("the vector set has at least 150 cases, unique names, and every file is readable")
    func vectorSetShape() {
        #expect(Self.vectors.count >= 150, "only \(Self.vectors.count) vectors")
        var seen = Set<String>()
        for v in Self.vectors {
            #expect(v.rule != "harness", "unreadable vector file \(v.file): \(v.expect.brief)")
            #expect(seen.insert(v.name).inserted, "duplicate vector name \(v.name)")
            #expect(!v.source.isEmpty, "\(v.name) has no source")
        }
    }

    @Test("every engine rule is checked by at least one vector", arguments: Rule.allCases)
    func everyRuleCovered(_ rule: Rule) {
        #expect(Self.vectors.contains { $0.rule == rule.id }, "no vector checks rule \(rule.id)")
    }

    @Test("every endpoint has success vectors and error-contract vectors", arguments: ["decide", "simulate", "lint", "batch"])
    func everyEndpointCovered(_ endpoint: String) {
        let mine = Self.vectors.filter { $0.endpoint == endpoint }
        #expect(mine.contains { $0.expect["status"]?.intValue == 200 && $0.rule != "error-contract" }, "no success vector for \(endpoint)")
        #expect(
            mine.contains { $0.rule == "error-contract" && ($0.expect["status"]?.intValue ?? 0) >= 400 },
            "no error-contract vector for \(endpoint)")
    }

    @Test(
        "every era boundary is checked on both sides",
        arguments: ["5.1", "6.0", "8.2", "8.3", "8.4", "9.0", "12.4", "13.0", "15.7", "16.0"])
    func everyEraBoundaryCovered(_ version: String) {
        let needle = "\"systemVersion\":\"\(version)\""
        #expect(
            Self.vectors.contains { String(decoding: $0.body, as: UTF8.self).contains(needle) },
            "no vector runs on iOS \(version)")
    }
}

/// One `HTTPServer` on an ephemeral loopback port serving `ConformanceTests.service`, started on first use and
/// shared by every live vector (the process ends with the test run).
enum ConformanceLiveServer {
    private static let started: Result<HTTPServer, ServerError> = {
        let service = ConformanceTests.service
        let server = HTTPServer(
            configuration: .init(
                host: "127.0.0.1", port: 0, threads: 2,
                maxBodyBytes: service.configuration.maxBodyBytes)
        ) { request in
            let r = service.handle(
                APIRequest(
                    method: request.method, path: request.path, query: request.query, headers: request.headers,
                    body: request.body, bodyTooLarge: request.bodyTooLarge, remoteAddress: request.remoteAddress))
            return HTTPServer.Response(status: r.status, headers: r.headers, body: r.body)
        }
        do throws(ServerError) {
            try server.start()
            return .success(server)
        } catch {
            return .failure(error)
        }
    }()

    static func port() throws(ServerError) -> Int {
        try started.get().port
    }
}
