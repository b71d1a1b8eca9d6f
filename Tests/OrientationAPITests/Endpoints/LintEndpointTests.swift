import OrientationAPI
import OrientationPolicy
import Testing

/// Sends one request through `Service.handle`.
func lintBatchPost(_ path: String, _ body: String, accept: String? = nil) -> APIResponse {
    let service = Service(configuration: .init(version: "test", gitCommit: "abc", buildDate: "2026-01-01T00:00:00Z"))
    var headers: [(name: String, value: String)] = [("Content-Type", "application/json")]
    if let accept { headers.append(("Accept", accept)) }
    return service.handle(APIRequest(method: "POST", path: path, headers: headers, body: Array(body.utf8)))
}

/// The response's JSON document and Content-Type.
func lintBatchJSON(_ r: APIResponse) throws -> JSONValue {
    try JSONReader().parse(r.body)
}

func lintBatchHeader(_ r: APIResponse, _ name: String) -> String? {
    r.headers.first { $0.name.lowercased() == name.lowercased() }?.value
}

extension JSONValue {
    var lbArray: [JSONValue] { if case .array(let a) = self { return a }; return [] }
    var lbString: String? { if case .string(let s) = self { return s }; return nil }
    var lbInt: Int? { if case .number(let n) = self { return n.integer }; return nil }
    var lbBool: Bool? { if case .bool(let b) = self { return b }; return nil }
}

@Suite("POST /v1/lint")
struct LintEndpointTests {
    /// The Habr article's Game Center case on iOS 6.0 and 26.0 phones.
    static let gameCenter = """
        {"app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
         "window": {"rootViewController": {"name": "GameViewController", "supportedInterfaceOrientations": "landscape",
            "presentedViewController": {"name": "GKGameCenterViewController", "supportedInterfaceOrientations": "portrait", "modalPresentationStyle": "fullScreen"}}},
         "targets": [{"idiom": "phone", "systemVersion": "6.0"}, {"idiom": "phone", "systemVersion": "26.0", "hasHomeButton": false}]}
        """

    @Test("JSON report: the Game Center crash with its pointer, targets, UIKit texts, fix and source")
    func json() throws {
        let r = lintBatchPost("/v1/lint", Self.gameCenter)
        #expect(r.status == 200)
        #expect(lintBatchHeader(r, "Content-Type") == "application/json")
        let doc = try lintBatchJSON(r)
        let findings = doc["findings"]?.lbArray ?? []
        let crashes = findings.filter { $0["code"]?.lbString == "invalid-orientation-on-presentation" }
        #expect(crashes.count == 2)
        for c in crashes {
            #expect(c["severity"]?.lbString == "crash")
            #expect(c["pointer"]?.lbString == "/window/rootViewController/presentedViewController")
            #expect(c["exception"]?["name"]?.lbString == "UIApplicationInvalidInterfaceOrientation")
            let fix = c["fix"]?.lbString ?? ""
            let source = c["source"]?.lbString ?? ""
            #expect(fix.count > 20)
            #expect(source.contains("Habr"))
            #expect(c["targets"]?.lbArray.count == 1)
        }
        #expect(doc["summary"]?["crash"]?.lbInt == 2)
        #expect(doc["exploration"]?["targets"]?.lbArray.count == 2)
        #expect(doc["exploration"]?["truncated"]?.lbBool == false)
        // Worst first.
        #expect(findings.first?["severity"]?.lbString == "crash")
    }

    @Test("SARIF 2.1.0 when Accept asks for application/sarif+json")
    func sarif() throws {
        let r = lintBatchPost("/v1/lint", Self.gameCenter, accept: "application/sarif+json")
        #expect(r.status == 200)
        #expect(lintBatchHeader(r, "Content-Type") == "application/sarif+json")
        let doc = try lintBatchJSON(r)
        #expect(doc["version"]?.lbString == "2.1.0")
        #expect(doc["$schema"]?.lbString?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try #require(doc["runs"]?.lbArray.first)
        #expect(run["tool"]?["driver"]?["name"]?.lbString == "orientation-service-lint")
        let rules = run["tool"]?["driver"]?["rules"]?.lbArray ?? []
        #expect(rules.compactMap { $0["id"]?.lbString } == LintCode.allCases.map(\.rawValue))
        let helps = rules.map { $0["help"]?["text"]?.lbString ?? "" }
        #expect(helps.allSatisfy { $0.count > 20 })
        let results = run["results"]?.lbArray ?? []
        let crash = try #require(results.first { $0["ruleId"]?.lbString == "invalid-orientation-on-presentation" })
        #expect(crash["level"]?.lbString == "error")
        let ruleIndex = try #require(crash["ruleIndex"]?.lbInt)
        #expect(rules[ruleIndex]["id"]?.lbString == "invalid-orientation-on-presentation")
        #expect(
            crash["locations"]?.lbArray.first?["logicalLocations"]?.lbArray.first?["fullyQualifiedName"]?.lbString
                == "/window/rootViewController/presentedViewController")
        let text = crash["message"]?["text"]?.lbString ?? ""
        #expect(text.contains("Supported orientations has no common orientation"))
        let levels = Set(results.compactMap { $0["level"]?.lbString })
        #expect(levels.isSubset(of: ["error", "warning", "note"]))
    }

    @Test("Near miss for content negotiation: plain JSON for other Accept values and for q=0")
    func acceptNegotiation() {
        #expect(lintBatchHeader(lintBatchPost("/v1/lint", Self.gameCenter, accept: "application/json"), "Content-Type") == "application/json")
        #expect(
            lintBatchHeader(lintBatchPost("/v1/lint", Self.gameCenter, accept: "application/sarif+json;q=0, application/json"), "Content-Type")
                == "application/json")
    }

    @Test("Bad targets and maxStates get 422 problems with pointers; decide's decoder errors keep their pointers")
    func problems() throws {
        let badTarget = lintBatchPost("/v1/lint", #"{"targets": [{"idiom": "phone"}, {"idiom": "watch"}]}"#)
        #expect(badTarget.status == 422)
        #expect(try lintBatchJSON(badTarget)["pointer"]?.lbString == "/targets/1/idiom")
        let badMax = lintBatchPost("/v1/lint", #"{"maxStates": 0}"#)
        #expect(badMax.status == 422)
        #expect(try lintBatchJSON(badMax)["pointer"]?.lbString == "/maxStates")
        let badKind = lintBatchPost("/v1/lint", #"{"window": {"rootViewController": {"kind": "tableViewController"}}}"#)
        #expect(badKind.status == 422)
        #expect(try lintBatchJSON(badKind)["pointer"]?.lbString == "/window/rootViewController/kind")
        #expect(lintBatchPost("/v1/lint", "{").status == 400)
    }

    @Test("Default targets when none are given; the request's device becomes the only target")
    func targets() throws {
        let d = try lintBatchJSON(lintBatchPost("/v1/lint", "{}"))
        #expect(d["exploration"]?["targets"]?.lbArray.count == Lint.defaultTargets.count)
        let one = try lintBatchJSON(lintBatchPost("/v1/lint", #"{"device": {"idiom": "pad", "systemVersion": "17.0"}}"#))
        let t = one["exploration"]?["targets"]?.lbArray ?? []
        #expect(t.count == 1)
        #expect(t.first?["idiom"]?.lbString == "pad")
        #expect(t.first?["systemVersion"]?.lbString == "17.0")
    }

    @Test("A tiny maxStates truncates and says so")
    func truncation() throws {
        let body = #"{"window": {"rootViewController": {"presentedViewController": {"presentedViewController": {}}}}, "maxStates": 1}"#
        let d = try lintBatchJSON(lintBatchPost("/v1/lint", body))
        #expect(d["exploration"]?["truncated"]?.lbBool == true)
        let codes = (d["findings"]?.lbArray ?? []).compactMap { $0["code"]?.lbString }
        #expect(codes.contains("exploration-truncated"))
    }

    @Test("GET is not allowed")
    func method() {
        let service = Service(configuration: .init(version: "t", gitCommit: "c", buildDate: "d"))
        let r = service.handle(APIRequest(method: "GET", path: "/v1/lint"))
        #expect(r.status == 405)
        #expect(lintBatchHeader(r, "Allow") == "POST")
    }
}
