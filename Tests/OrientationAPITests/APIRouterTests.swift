import Foundation
import Testing

@testable import OrientationAPI

@Suite("API router: routes, statuses and headers, without sockets")
struct APIRouterTests {
    @Test("GET /healthz is 200 {\"status\":\"ok\"}")
    func healthz() {
        let r = APITest.get("/healthz")
        #expect(r.status == 200)
        #expect(r.header("Content-Type") == "application/json")
        #expect(APITest.object(r)?["status"] as? String == "ok")
    }

    @Test("GET /readyz is 200 while ready and 503 while draining")
    func readyz() {
        let s = Service(configuration: .init(version: "v", gitCommit: "c", buildDate: "d"))
        #expect(s.handle(APIRequest(method: "GET", path: "/readyz")).status == 200)
        s.setReady(false)
        #expect(s.handle(APIRequest(method: "GET", path: "/readyz")).status == 503)
    }

    @Test("GET /version reports the configuration")
    func version() {
        let o = APITest.object(APITest.get("/version"))
        #expect(o?["version"] as? String == "1.2.3")
        #expect(o?["gitCommit"] as? String == "abc1234")
        #expect(o?["buildDate"] as? String == "2026-11-21T00:00:00Z")
    }

    @Test("GET /openapi.yaml serves the embedded spec as YAML")
    func openapi() {
        let r = APITest.get("/openapi.yaml")
        #expect(r.status == 200)
        #expect(r.header("Content-Type") == "application/yaml")
        #expect(String(decoding: r.body, as: UTF8.self).hasPrefix("openapi: 3.1"))
    }

    @Test("GET /metrics is Prometheus text with requests, latency, in-flight, outcomes, problems and RSS")
    func metrics() {
        let s = Service(configuration: .init(version: "v", gitCommit: "c", buildDate: "d"))
        _ = s.handle(APIRequest(method: "POST", path: "/v1/decide", body: Array("{}".utf8)))
        _ = s.handle(APIRequest(method: "POST", path: "/v1/decide", body: Array("{".utf8)))
        _ = s.handle(APIRequest(method: "GET", path: "/nope"))
        let r = s.handle(APIRequest(method: "GET", path: "/metrics"))
        #expect(r.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        let text = String(decoding: r.body, as: UTF8.self)
        #expect(text.contains("orientation_http_requests_total{route=\"/v1/decide\",status=\"200\"} 1"))
        #expect(text.contains("orientation_http_requests_total{route=\"/v1/decide\",status=\"400\"} 1"))
        #expect(text.contains("orientation_http_requests_total{route=\"other\",status=\"404\"} 1"))
        #expect(text.contains("orientation_http_request_duration_seconds_count{route=\"/v1/decide\"} 2"))
        #expect(text.contains("orientation_http_request_duration_seconds_bucket{route=\"/v1/decide\",le=\"+Inf\"} 2"))
        #expect(text.contains("orientation_http_requests_in_flight 1"), "the /metrics request itself")
        #expect(text.contains("orientation_problems_total{code=\"malformed-json\"} 1"))
        #expect(text.contains("orientation_problems_total{code=\"not-found\"} 1"))
        let outcomes = text.split(separator: "\n").filter { $0.hasPrefix("orientation_decide_outcomes_total{") }
        #expect(outcomes.count == 4, "rotated, unchanged, exception, doesNotLaunch")
        #expect(outcomes.compactMap { Int($0.split(separator: " ").last!) }.reduce(0, +) == 1)
        let rss = text.split(separator: "\n").first { $0.hasPrefix("process_resident_memory_bytes ") }
        #expect((rss.flatMap { Int($0.split(separator: " ")[1]) } ?? 0) > 1_000_000)
    }

    @Test("metrics stay consistent when handle runs on many threads at once")
    func concurrentMetrics() async {
        let s = Service(configuration: .init(version: "v", gitCommit: "c", buildDate: "d"))
        await withTaskGroup(of: Void.self) { g in
            for _ in 0..<8 {
                g.addTask { for _ in 0..<200 { _ = s.handle(APIRequest(method: "GET", path: "/healthz")) } }
            }
        }
        let text = String(decoding: s.handle(APIRequest(method: "GET", path: "/metrics")).body, as: UTF8.self)
        #expect(text.contains("orientation_http_requests_total{route=\"/healthz\",status=\"200\"} 1600"))
        #expect(text.contains("orientation_http_requests_in_flight 1"))
    }

    @Test("HEAD answers GET routes with the GET headers")
    func head() {
        let g = APITest.get("/version")
        let h = APITest.get("/version", method: "HEAD")
        #expect(h.status == 200)
        #expect(h.header("Content-Type") == g.header("Content-Type"))
        #expect(h.body.count == g.body.count, "so Content-Length matches GET")
    }

    @Test(
        "unknown routes are 404 problems",
        arguments: ["/index.html", "/playground/", "/playground/nope.js", "/v1/decide/", "/V1/decide", "/v2/decide", "/healthz/x", "/metrics.txt"])
    func notFound(path: String) {
        let r = APITest.get(path)
        #expect(r.status == 404)
        #expect(r.header("Content-Type") == "application/problem+json")
        #expect(APITest.object(r)?["code"] as? String == "not-found")
    }

    @Test(
        "a wrong method is 405 with Allow",
        arguments: [
            ("GET", "/v1/decide", "POST"), ("PUT", "/v1/decide", "POST"), ("HEAD", "/v1/decide", "POST"),
            ("POST", "/healthz", "GET, HEAD"), ("DELETE", "/metrics", "GET, HEAD"), ("OPTIONS", "/version", "GET, HEAD"),
        ])
    func methodNotAllowed(method: String, path: String, allow: String) {
        let r = APITest.service.handle(APIRequest(method: method, path: path))
        #expect(r.status == 405)
        #expect(r.header("Allow") == allow)
        #expect(APITest.object(r)?["code"] as? String == "method-not-allowed")
    }

    @Test("a body cut off by the server is 413 naming the limit")
    func tooLarge() {
        let r = APITest.service.handle(APIRequest(method: "POST", path: "/v1/decide", bodyTooLarge: true))
        #expect(r.status == 413)
        #expect(APITest.object(r)?["code"] as? String == "body-too-large")
        #expect((APITest.object(r)?["detail"] as? String)?.contains("4096") == true)
    }

    @Test(
        "JSON media types, curl's form type and a missing Content-Type are accepted",
        arguments: [
            "application/json", "application/json; charset=utf-8", "Application/JSON;charset=\"UTF-8\"",
            "application/x-www-form-urlencoded", "application/vnd.api+json", "application/problem+json", " application/json ",
        ])
    func acceptedMediaTypes(contentType: String) {
        #expect(APITest.post("{}", headers: [("content-type", contentType)]).status == 200)
    }

    @Test("a missing Content-Type is accepted (curl -d with -H '' or raw clients)")
    func missingContentType() {
        #expect(APITest.post("{}", headers: []).status == 200)
    }

    @Test(
        "other media types are 415",
        arguments: [
            "text/plain", "application/xml", "multipart/form-data; boundary=x", "application/json; charset=latin1",
            "text/json", "json",
        ])
    func unsupportedMediaTypes(contentType: String) {
        let r = APITest.post("{}", headers: [("Content-Type", contentType)])
        #expect(r.status == 415)
        #expect(APITest.object(r)?["code"] as? String == "unsupported-media-type")
    }

    @Test("every response carries nosniff and a request id")
    func commonHeaders() {
        for r in [APITest.get("/healthz"), APITest.get("/nope"), APITest.post("{"), APITest.post("{}")] {
            #expect(r.header("X-Content-Type-Options") == "nosniff")
            #expect(!(r.header("X-Request-Id") ?? "").isEmpty)
        }
    }

    @Test(
        "a sane client request id is echoed; an unsafe one is replaced",
        arguments: [
            ("abc-123", true), ("req_9f/7:x", true), (String(repeating: "a", count: 128), true),
            (String(repeating: "a", count: 129), false), ("has space", false), ("", false), ("tab\tid", false), ("é", false),
        ])
    func requestID(value: String, echoed: Bool) {
        let r = APITest.get("/healthz", headers: [("x-request-id", value)])
        let id = r.header("X-Request-Id") ?? ""
        #expect((id == value) == echoed)
        #expect(!id.isEmpty && id.utf8.count <= 128)
    }

    @Test("every answer, problems included, names the request id it sends, for the access line")
    func requestIDField() {
        for r in [
            APITest.get("/healthz"), APITest.get("/nope"), APITest.post("{"),
            APITest.get("/healthz", headers: [("X-Request-Id", "trace-7")]),
        ] {
            #expect(r.requestID != nil)
            #expect(r.requestID?.text == r.header("X-Request-Id"))
        }
    }

    @Test("an answer carries how long it took to handle, the time the metrics histogram records")
    func handlingTime() {
        let started = ContinuousClock.now
        let r = APITest.post(#"{"window":{"rootViewController":{"name":"Feed"}},"deviceOrientation":"landscapeLeft"}"#)
        let elapsed = ContinuousClock.now - started
        #expect(r.status == 200)
        #expect(r.handlingNanoseconds > 0)
        #expect(Duration.nanoseconds(Int64(r.handlingNanoseconds)) <= elapsed)
    }

    @Test("generated request ids are unique")
    func uniqueIDs() {
        let ids = (0..<100).map { _ in APITest.get("/healthz").header("X-Request-Id")! }
        #expect(Set(ids).count == 100)
    }
}
