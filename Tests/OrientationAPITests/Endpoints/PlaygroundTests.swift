import Foundation
import Testing

@testable import OrientationAPI

@Suite("Playground page: GET / and /playground serve the embedded page with its security headers")
struct PlaygroundTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let csp =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'"

    @Test("the generated PlaygroundAssets equal the files in playground/ (run scripts/embed-playground after editing them)")
    func generatedMatchesRepository() throws {
        let folder = Self.root.appendingPathComponent("playground")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            PlaygroundAssets.files.map(\.name) == names,
            "Sources/OrientationAPI/Generated/PlaygroundAssets.swift is stale: run scripts/embed-playground")
        for file in PlaygroundAssets.files {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(file.text == onDisk, "\(file.name) differs from playground/\(file.name): run scripts/embed-playground")
        }
    }

    @Test("GET / and GET /playground answer the page's HTML", arguments: ["/", "/playground"])
    func page(path: String) {
        let r = APITest.get(path)
        #expect(r.status == 200)
        #expect(r.header("Content-Type") == "text/html; charset=utf-8")
        let html = String(decoding: r.body, as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<script src="/playground/app.js" defer></script>"#))
    }

    @Test(
        "each file is served under /playground/ with its content type",
        arguments: [
            ("/playground/index.html", "text/html; charset=utf-8"), ("/playground/app.js", "text/javascript; charset=utf-8"),
            ("/playground/app.css", "text/css; charset=utf-8"), ("/playground/examples.json", "application/json"),
        ])
    func asset(path: String, contentType: String) {
        let r = APITest.get(path)
        #expect(r.status == 200)
        #expect(r.header("Content-Type") == contentType)
        let name = String(path.dropFirst("/playground/".count))
        #expect(r.body == Array((PlaygroundAssets.files.first { $0.name == name }?.text ?? "").utf8))
    }

    @Test(
        "every page response carries the CSP, nosniff, no-referrer and a revalidated ETag",
        arguments: ["/", "/playground", "/playground/app.js", "/playground/app.css", "/playground/examples.json"])
    func securityHeaders(path: String) {
        let r = APITest.get(path)
        #expect(r.header("Content-Security-Policy") == Self.csp)
        #expect(r.header("X-Content-Type-Options") == "nosniff")
        #expect(r.header("Referrer-Policy") == "no-referrer")
        #expect(r.header("Cache-Control") == "no-cache")
        #expect(r.header("ETag")?.hasPrefix("\"") == true)
    }

    @Test("different files have different entity tags; / and /playground share index.html's")
    func entityTags() {
        let tags = ["/playground/index.html", "/playground/app.js", "/playground/app.css", "/playground/examples.json"]
            .map { APITest.get($0).header("ETag") }
        #expect(Set(tags).count == 4)
        #expect(APITest.get("/").header("ETag") == tags[0])
        #expect(APITest.get("/playground").header("ETag") == tags[0])
    }

    @Test(
        "If-None-Match with the current tag is 304 without a body",
        arguments: [
            "TAG", "W/TAG", "\"other\", TAG", "*",
        ])
    func notModified(field: String) {
        let etag = APITest.get("/playground/app.js").header("ETag")!
        let r = APITest.get("/playground/app.js", headers: [("If-None-Match", field.replacingOccurrences(of: "TAG", with: etag))])
        #expect(r.status == 304)
        #expect(r.body.isEmpty)
        #expect(r.header("ETag") == etag)
        #expect(r.header("Content-Security-Policy") == Self.csp)
    }

    @Test("If-None-Match with another tag gets the whole file")
    func modified() {
        let r = APITest.get("/playground/app.js", headers: [("If-None-Match", "\"0000000000000000\"")])
        #expect(r.status == 200)
        #expect(!r.body.isEmpty)
    }

    @Test("HEAD answers the page with GET's headers and length")
    func head() {
        let g = APITest.get("/")
        let h = APITest.get("/", method: "HEAD")
        #expect(h.status == 200)
        #expect(h.header("Content-Type") == g.header("Content-Type"))
        #expect(h.header("ETag") == g.header("ETag"))
        #expect(h.body.count == g.body.count)
    }

    @Test(
        "the page is GET only: other methods are 405 with Allow",
        arguments: [
            ("POST", "/"), ("PUT", "/playground"), ("DELETE", "/playground/app.js"),
        ])
    func methodNotAllowed(method: String, path: String) {
        let r = APITest.service.handle(APIRequest(method: method, path: path, body: Array("{}".utf8)))
        #expect(r.status == 405)
        #expect(r.header("Allow") == "GET, HEAD")
        #expect(APITest.object(r)?["code"] as? String == "method-not-allowed")
    }

    @Test("page requests are counted under the one route label /playground")
    func metricsLabel() {
        let s = Service(configuration: .init(version: "v", gitCommit: "c", buildDate: "d"))
        for path in ["/", "/playground", "/playground/app.css"] { _ = s.handle(APIRequest(method: "GET", path: path)) }
        _ = s.handle(APIRequest(method: "GET", path: "/playground/missing.js"))
        let text = String(decoding: s.handle(APIRequest(method: "GET", path: "/metrics")).body, as: UTF8.self)
        #expect(text.contains("orientation_http_requests_total{route=\"/playground\",status=\"200\"} 3"))
        #expect(text.contains("orientation_http_requests_total{route=\"other\",status=\"404\"} 1"))
    }

    @Test("the HTML has no inline script or style and loads only files the binary serves")
    func htmlReferencesOnlyServedFiles() throws {
        let html = String(decoding: APITest.get("/").body, as: UTF8.self)
        #expect(!html.contains("<style"))
        #expect(!html.contains(" style="))
        #expect(html.firstMatch(of: try Regex(#"\son[a-z]+\s*="#)) == nil, "no inline event handler attributes")
        let scripts = try Regex(#"<script\b[^>]*>"#)
        for match in html.matches(of: scripts) { #expect(html[match.range].contains("src=\"/playground/")) }
        let refs = try Regex(#"(?:src|href)="(/[^"]*)""#)
        var seen = 0
        for match in html.matches(of: refs) {
            let path = String(match.output[1].substring!)
            #expect(APITest.get(path).status == 200, "\(path) is referenced but not served")
            seen += 1
        }
        #expect(seen >= 3)
    }

    @Test("the page weighs under 200 KB uncompressed (HTML, CSS, JavaScript and examples)")
    func weight() {
        let bytes = PlaygroundAssets.files.reduce(0) { $0 + $1.text.utf8.count }
        #expect(bytes < 200 * 1024)
    }

    @Test("the JavaScript builds no markup from strings and evaluates no text")
    func scriptIsTextOnly() {
        let js = PlaygroundAssets.files.first { $0.name == "app.js" }!.text
        for forbidden in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "setAttribute(\"style\""] {
            #expect(!js.contains(forbidden), "app.js uses \(forbidden)")
        }
    }

    @Test("every example is a scenario the service answers on all three endpoints")
    func examplesAreAnswered() throws {
        let data = Data(APITest.get("/playground/examples.json").body)
        let examples = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["examples"] as? [[String: Any]])
        #expect(examples.count == 5)
        let simulateOnly: Set = ["events", "observers", "linkedAgainst", "screens"]
        for example in examples {
            let id = example["id"] as? String ?? "?"
            let scenario = try #require(example["scenario"] as? [String: Any])
            let decide = scenario.filter { !simulateOnly.contains($0.key) }
            let service = Service(configuration: .init(version: "v", gitCommit: "c", buildDate: "d"))
            for (path, body) in [("/v1/decide", decide), ("/v1/lint", decide), ("/v1/simulate", scenario)] {
                let bytes = try JSONSerialization.data(withJSONObject: body)
                let r = service.handle(APIRequest(method: "POST", path: path, body: Array(bytes)))
                #expect(r.status == 200, "\(id) on \(path): \(String(decoding: r.body, as: UTF8.self))")
            }
        }
    }
}
