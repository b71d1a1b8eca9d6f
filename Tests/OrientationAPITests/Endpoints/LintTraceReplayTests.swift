import Foundation
import Testing

@testable import OrientationAPI

/// Every lint finding about a state carries, as `trace`, a complete `/v1/simulate` request that reaches that state
/// from launch. Replayed through `/v1/simulate`, each event must be one UIKit takes (no request error, no
/// exception before the last event) and the last must show the finding: the finding's exception for a crash, the
/// orientation it describes for the others.
@Suite("Lint traces replay through /v1/simulate")
struct LintTraceReplayTests {
    static let service = Service(
        configuration: .init(
            version: "test", gitCommit: "abc", buildDate: "2026-01-01T00:00:00Z",
            maxBodyBytes: 1 << 20, maxUploadBytes: 1 << 20, maxConcurrentImports: 8))

    static func post(_ path: String, _ body: [UInt8], contentType: String = "application/json") -> (status: Int, json: [String: Any]) {
        let r = service.handle(APIRequest(method: "POST", path: path, headers: [("Content-Type", contentType)], body: body))
        return (r.status, ((try? JSONSerialization.jsonObject(with: Data(r.body))) as? [String: Any]) ?? [:])
    }

    /// Every finding object of a lint response (plain or project lint).
    static func findings(_ v: Any) -> [[String: Any]] {
        if let d = v as? [String: Any] {
            if d["code"] is String, d.keys.contains("trace") { return [d] }
            return d.values.flatMap(findings)
        }
        if let a = v as? [Any] { return a.flatMap(findings) }
        return []
    }

    /// Replays one finding's trace and checks it; returns a description of what is wrong, or nil.
    static func replay(_ f: [String: Any]) -> String? {
        let code = f["code"] as? String ?? "?"
        guard let trace = f["trace"] as? [String: Any] else {
            // Every crash is a state UIKit reaches, so every crash has one.
            return f["exception"] is [String: Any] ? "\(code): a crash without a trace" : nil
        }
        guard let body = try? JSONSerialization.data(withJSONObject: trace) else { return "\(code): trace is not JSON" }
        let (status, r) = post("/v1/simulate", [UInt8](body))
        guard status == 200, let entries = r["timeline"] as? [[String: Any]] else {
            return "\(code): /v1/simulate answered \(status): \(r)"
        }
        for (i, e) in entries.enumerated() {
            let s = e["status"] as? String ?? "?"
            if i < entries.count - 1, s != "applied" && s != "ignored" { return "\(code): event \(i) is \(s)" }
        }
        let expected = f["exception"] as? [String: Any]
        let last = entries.last
        if let expected {
            guard r["outcome"] as? String == "exception", let x = last?["exception"] as? [String: Any] else {
                return "\(code): the replay ends without the exception (\(r["outcome"] ?? "?"))"
            }
            if x["name"] as? String != expected["name"] as? String || x["reason"] as? String != expected["reason"] as? String {
                return "\(code): the replay raises \(x), the finding says \(expected)"
            }
            return nil
        }
        guard r["outcome"] as? String == "completed" else { return "\(code): the replay raises \(last?["exception"] ?? "?")" }
        let io = (r["final"] as? [String: Any])?["interfaceOrientation"] as? String
        let supported = (last?["supportedInterfaceOrientations"] as? [String: Any])?["rawValue"] as? Int
        switch code {
        case "dismissal-lands-in-unsupported-orientation":
            guard last?["type"] as? String == "dismiss" else { return "\(code): the last event is not the dismissal" }
            if let example = f["example"] as? String, let io, !example.hasSuffix("lands in \(io)") {
                return "\(code): the replay lands in \(io), the example says \(example)"
            }
        case "interface-cannot-follow-device":
            if supported != 0 { return "\(code): the replay ends with orientations supported (\(supported ?? -1))" }
        default: break
        }
        return nil
    }

    @Test("Every trace of the lint conformance vectors replays to its finding")
    func conformanceVectors() throws {
        let lint = ConformanceVector.loadAll().filter { $0.endpoint == "lint" }
        #expect(!lint.isEmpty)
        var replayed = 0
        for v in lint {
            let (status, r) = Self.post("/v1/lint", v.body)
            guard status == 200 else { continue }  // the vectors of the error contract
            for f in Self.findings(r) {
                if f["trace"] is [String: Any] { replayed += 1 }
                if let problem = Self.replay(f) { Issue.record("\(v): \(problem)") }
            }
        }
        #expect(replayed > 0)
    }

    @Test("Every trace of the fixture project's findings replays to its finding")
    func fixtureProject() throws {
        let (status, r) = Self.post("/v1/lint", try FixtureProject.archive(), contentType: "application/gzip")
        #expect(status == 200)
        let found = Self.findings(r)
        #expect(found.contains { $0["trace"] is [String: Any] })
        for f in found {
            if let problem = Self.replay(f) { Issue.record("tab-game-center: \(problem)") }
        }
    }
}
