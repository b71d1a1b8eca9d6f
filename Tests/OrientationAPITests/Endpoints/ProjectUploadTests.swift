import Foundation
import ImportTestSupport
import OrientationImport
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// `POST /v1/import` and `POST /v1/lint` with a project archive: routing, media types, limits, query parameters.
@Suite("Project uploads: POST /v1/import and POST /v1/lint with an archive")
struct ProjectUploadTests {
    /// Shared by tests that run in parallel, so it takes as many uploads at once as they send.
    static let service = Service(
        configuration: .init(
            version: "test", gitCommit: "abc", buildDate: "2026-01-01T00:00:00Z",
            maxBodyBytes: 4096, maxUploadBytes: 1 << 20, maxConcurrentImports: 64))

    static func post(
        _ path: String, query: String? = nil, contentType: String?, body: [UInt8] = [],
        bodyTooLarge: Bool = false, accept: String? = nil
    ) -> APIResponse {
        var headers: [(name: String, value: String)] = []
        if let contentType { headers.append(("Content-Type", contentType)) }
        if let accept { headers.append(("Accept", accept)) }
        return service.handle(
            APIRequest(
                method: "POST", path: path, query: query, headers: headers, body: body,
                bodyTooLarge: bodyTooLarge))
    }

    static func problem(_ r: APIResponse) -> (status: Int, code: String?, detail: String?) {
        let doc = (try? JSONSerialization.jsonObject(with: Data(r.body))) as? [String: Any]
        return (r.status, doc?["code"] as? String, doc?["detail"] as? String)
    }

    @Test("/v1/import is a POST route: GET gets 405 with Allow: POST")
    func importIsPostOnly() {
        let r = Self.service.handle(APIRequest(method: "GET", path: "/v1/import"))
        #expect(r.status == 405)
        #expect(r.headers.contains { $0.name == "Allow" && $0.value == "POST" })
    }

    @Test(
        "/v1/import refuses a body that is not an archive with 415, naming the media types to send",
        arguments: [nil, "application/json", "text/plain", "application/zip"])
    func importNeedsAnArchive(contentType: String?) {
        let p = Self.problem(Self.post("/v1/import", contentType: contentType, body: Array("{}".utf8)))
        #expect(p.status == 415)
        #expect(p.code == "unsupported-media-type")
        #expect(p.detail?.contains("application/x-tar") == true)
    }

    @Test(
        "Every archive media type is recognised, parameters and case aside",
        arguments: [
            "application/x-tar", "application/gzip", "application/x-gzip", "application/x-gtar",
            "application/x-compressed-tar", "Application/GZIP", "application/x-tar; charset=binary",
        ])
    func archiveMediaTypes(contentType: String) {
        #expect(Service.isArchive(contentType))
    }

    @Test("An archive over the upload limit is 413 archive-too-large naming the limit")
    func uploadLimit() {
        for path in ["/v1/import", "/v1/lint"] {
            let p = Self.problem(Self.post(path, contentType: "application/gzip", bodyTooLarge: true))
            #expect(p.status == 413)
            #expect(p.code == "archive-too-large")
            #expect(p.detail?.contains("\(1 << 20) bytes") == true)
        }
    }

    @Test(
        "Query parameters are checked strictly: 400 invalid-query-parameter naming the parameter",
        arguments: [
            ("/v1/lint", "maxState=10", "did you mean 'maxStates'"),
            ("/v1/lint", "maxStates=0", "'maxStates' must be an integer"),
            ("/v1/lint", "maxStates=ten", "'maxStates' must be an integer"),
            ("/v1/lint", "format=xml", "'format' must be json or sarif"),
            ("/v1/lint", "strip=-1", "'strip' must be an integer"),
            ("/v1/lint", "targets=tv@17.0", "'targets' (at /targets/0/idiom)"),
            ("/v1/lint", "targets=phone@seventeen", "'targets' (at /targets/0/systemVersion)"),
            ("/v1/import", "targets=phone", "unknown query parameter 'targets'"),
        ])
    func badQuery(path: String, query: String, detail: String) {
        let p = Self.problem(Self.post(path, query: query, contentType: "application/x-tar", body: [0]))
        #expect(p.status == 400)
        #expect(p.code == "invalid-query-parameter")
        #expect(p.detail?.contains(detail) == true, "\(p.detail ?? "")")
    }

    @Test("Every importer error code is a problem code with the same string, 413 when too large, 422 otherwise")
    func importCodes() {
        for code in ImportError.Code.allCases {
            let problem = ProblemCode(code)
            #expect(problem.rawValue == code.rawValue)
            let tooLarge: Set<String> = [
                "import-file-too-large", "import-too-many-files", "archive-too-large",
                "archive-too-many-entries", "archive-compression-ratio",
            ]
            #expect(problem.status == (tooLarge.contains(code.rawValue) ? 413 : 422), "\(code.rawValue)")
        }
    }

    @Test("The problem for an importer error carries its file:line: message as the detail")
    func importErrorDetail() {
        let p = APIProblem(
            ImportError(
                .malformedStoryboard, file: "App/Base.lproj/Main.storyboard", line: 12,
                "unexpected end of the document"))
        #expect(p.code == .importMalformedStoryboard)
        #expect(p.detail == "App/Base.lproj/Main.storyboard:12: unexpected end of the document")
        #expect(p.status == 422)
    }

    @Test("/v1/lint with JSON works exactly as before archives were accepted")
    func jsonLintUnchanged() throws {
        let r = Self.post("/v1/lint", query: "format=sarif", contentType: "application/json", body: Array("{}".utf8))
        #expect(r.status == 200)
        #expect(r.headers.first { $0.name == "Content-Type" }?.value == "application/json")
        let doc = try #require(JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
        #expect(doc["findings"] != nil)
    }

    @Test("The short targets form and the JSON array name the same devices")
    func targetsForms() throws {
        let short = try LintRequest.parseTargets("phone@17.0, pad@16.4,pad")
        let json = try LintRequest.parseTargets(#"[{"idiom":"phone","systemVersion":"17.0"},{"idiom":"pad","systemVersion":"16.4"},{"idiom":"pad"}]"#)
        #expect(short == json)
        #expect(
            short == [
                Device(idiom: .phone, systemVersion: SystemVersion(17, 0)),
                Device(idiom: .pad, systemVersion: SystemVersion(16, 4)), Device(idiom: .pad),
            ])
    }

    @Test("The short targets form names an iOS 27 environment by its name, with the idiom it runs under")
    func targetsFormsWithEnvironments() throws {
        let short = try LintRequest.parseTargets("iPhoneAppOnIPad@27.0,iPhoneMirroring,resizableWindow@27.0")
        #expect(short.map(\.environment) == [.iPhoneAppOnIPad, .iPhoneMirroring, .resizableWindow])
        #expect(short.map(\.idiom) == [.phone, .phone, .pad])
        #expect(short.allSatisfy { $0.systemVersion == SystemVersion(27, 0) })
        // Mirroring exists from iOS 18: the decoder's own error, at the environment's pointer.
        #expect {
            try LintRequest.parseTargets("phone@17.0,iPhoneMirroring@17.0")
        } throws: { error in
            (error as? APIProblem)?.pointer == "/targets/1/environment"
        }
    }

    @Test("Query values are percent-decoded, + is a space, the last of a repeated parameter wins")
    func queryDecoding() {
        let q = QueryParameters("targets=%5B%7B%22idiom%22%3A%22pad%22%7D%5D&a=b+c&a=d&bad=%zz")
        #expect(q["targets"] == #"[{"idiom":"pad"}]"#)
        #expect(q["a"] == "d")
        #expect(q.pairs[1].value == "b c")
        #expect(q["bad"] == "%zz")
    }
}

/// The fixture project uploaded for real, through libarchive and the importer.
@Suite("Project uploads: the fixture project")
struct ProjectUploadFixtureTests {
    static func post(
        _ path: String, query: String? = nil, contentType: String = "application/gzip", body: [UInt8],
        accept: String? = nil
    ) -> APIResponse {
        ProjectUploadTests.post(path, query: query, contentType: contentType, body: body, accept: accept)
    }

    @Test(
        "Past the imports the server takes at once, an upload is refused at once with 503 import-busy and Retry-After; once a place is free it is imported"
    )
    func importBusy() throws {
        let service = Service(
            configuration: .init(
                version: "test", gitCommit: "abc", buildDate: "2026-01-01T00:00:00Z",
                maxConcurrentImports: 1))
        let archive = try FixtureProject.archive()
        func upload(_ path: String) -> APIResponse {
            service.handle(
                APIRequest(
                    method: "POST", path: path, query: "strip=1",
                    headers: [("Content-Type", "application/gzip")], body: archive))
        }
        #expect(service.importGate.tryEnter())
        for path in ["/v1/import", "/v1/lint"] {
            let r = upload(path)
            let p = ProjectUploadTests.problem(r)
            #expect(p.status == 503)
            #expect(p.code == "import-busy")
            #expect(r.headers.contains { $0.name == "Retry-After" && $0.value == "1" })
        }
        // JSON requests never wait for the gate.
        let decided = service.handle(
            APIRequest(
                method: "POST", path: "/v1/decide",
                headers: [("Content-Type", "application/json")],
                body: Array(#"{"window":{"rootViewController":{"name":"A"}}}"#.utf8)))
        #expect(decided.status == 200)
        service.importGate.leave()
        #expect(upload("/v1/import").status == 200)
        #expect(upload("/v1/lint").status == 200)
        #expect(service.importGate.inUse == 0)
    }

    @Test("POST /v1/import answers every app with its scenarios as /v1/decide requests and their provenance")
    func importsTheFixture() throws {
        let r = Self.post("/v1/import", body: try FixtureProject.archive())
        #expect(r.status == 200)
        let doc = try #require(JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
        let app = try #require((doc["apps"] as? [[String: Any]])?.first)
        #expect(app["infoPlist"] as? String == "App/Info.plist")
        let scenarios = try #require(app["scenarios"] as? [[String: Any]])
        #expect(!scenarios.isEmpty)
        for s in scenarios {
            let request = try JSONSerialization.data(withJSONObject: try #require(s["request"]))
            // Each request is accepted by /v1/decide as it is.
            let decided = ProjectUploadTests.post("/v1/decide", contentType: "application/json", body: [UInt8](request))
            #expect(decided.status == 200)
        }
        let provenance = try #require(scenarios[0]["provenance"] as? [String: [String: Any]])
        #expect(provenance["/app/infoPlist/UISupportedInterfaceOrientations"]?["file"] as? String == "App/Info.plist")
    }

    @Test("strip drops the folder a tarball wraps the project in", arguments: [TarArchiveBuilder.Compression.none, .gzip])
    func strip(compression: TarArchiveBuilder.Compression) throws {
        let body = try FixtureProject.archive(compression: compression, prefix: "owner-repo-1234abc/")
        let type = compression == .none ? "application/x-tar" : "application/gzip"
        let wrapped = Self.post("/v1/import", contentType: type, body: body)
        #expect(wrapped.status == 200)
        #expect(String(decoding: wrapped.body, as: UTF8.self).contains(#""infoPlist":"owner-repo-1234abc/App/Info.plist""#))
        let stripped = Self.post("/v1/import", query: "strip=1", contentType: type, body: body)
        #expect(String(decoding: stripped.body, as: UTF8.self).contains(#""infoPlist":"App/Info.plist""#))
    }

    @Test("POST /v1/lint with an archive finds the Game Center style crash on the override's line")
    func lintsTheFixture() throws {
        let r = Self.post("/v1/lint", body: try FixtureProject.archive())
        #expect(r.status == 200)
        #expect(r.headers.first { $0.name == "Content-Type" }?.value == "application/json")
        let doc = try #require(JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
        let findings = try #require((doc["apps"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])
        let crash = try #require(findings.first { $0["code"] as? String == "invalid-orientation-on-presentation" })
        let location = try #require(crash["location"] as? [String: Any])
        #expect(location["file"] as? String == "App/Sources/LeaderboardViewController.swift")
        #expect((doc["summary"] as? [String: Int])?["crash"] ?? 0 >= 1)
    }

    @Test(
        "format=sarif and Accept: application/sarif+json both answer SARIF with physical locations",
        arguments: [("format=sarif", nil), (nil, "application/sarif+json")] as [(String?, String?)])
    func sarif(query: String?, accept: String?) throws {
        let r = Self.post("/v1/lint", query: query, body: try FixtureProject.archive(), accept: accept)
        #expect(r.status == 200)
        #expect(r.headers.first { $0.name == "Content-Type" }?.value == "application/sarif+json")
        let doc = try #require(JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
        let results = try #require((doc["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let physical = (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((physical?["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "%SRCROOT%")
    }

    @Test("format=json wins over Accept: application/sarif+json")
    func formatWins() throws {
        let r = Self.post("/v1/lint", query: "format=json", body: try FixtureProject.archive(), accept: "application/sarif+json")
        #expect(r.headers.first { $0.name == "Content-Type" }?.value == "application/json")
    }

    @Test("targets and maxStates narrow the exploration")
    func targetsAndMaxStates() throws {
        let r = Self.post("/v1/lint", query: "targets=phone@6.0&maxStates=5", body: try FixtureProject.archive())
        #expect(r.status == 200)
        let doc = try #require(JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])
        let targets = try #require((doc["exploration"] as? [String: Any])?["targets"] as? [[String: Any]])
        #expect(targets.count == 1)
        #expect(targets[0]["systemVersion"] as? String == "6.0")
    }

    @Test(
        "Bad projects are 4xx problems with the importer's code",
        arguments: [
            ("not an archive", [UInt8]("hello, world".utf8), 422, "archive-malformed"),
            ("no app", try! TarArchiveBuilder.archive(["README.md": "# nothing here\n"], compression: .gzip), 422, "import-no-app"),
            ("a path out of the project", try! TarArchiveBuilder.archive(["../evil.swift": "x"]), 422, "archive-path-traversal"),
        ])
    func badProjects(name: String, body: [UInt8], status: Int, code: String) {
        for path in ["/v1/import", "/v1/lint"] {
            let p = ProjectUploadTests.problem(Self.post(path, body: body))
            #expect(p.status == status, "\(name) \(path)")
            #expect(p.code == code, "\(name) \(path): \(p.detail ?? "")")
        }
    }
}
