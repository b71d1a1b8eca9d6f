import Foundation
import OrientationImport
import OrientationLinter
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// The import and project-lint outputs, checked on hand-built projects and reports (the shape a person or a tool
/// reads), with Foundation's JSON parser as an independent reader.
@Suite("Project outputs: import and project lint as JSON, text and SARIF")
struct ProjectEncoderTests {
    static let player = SourceLocation(file: "App/Sources/Player.swift", line: 12, column: 9)
    static let segue = SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 40, column: 17)
    static let unknown = UnknownValue(
        className: "Settings", member: "supportedInterfaceOrientations",
        reason: "returns the stored property currentMask",
        location: SourceLocation(file: "App/Sources/Settings.swift", line: 8, column: 14))

    static let app = ImportedApp(
        name: "Arcade", infoPlistPath: "App/Info.plist",
        scenarios: [
            Scenario(
                app: App(infoPlist: InfoPlist(supportedInterfaceOrientations: [.landscapeLeft, .landscapeRight])),
                windows: [
                    Window(
                        rootViewController: ViewController(
                            name: "Arcade.GameViewController", supportedInterfaceOrientations: .landscape,
                            presentedViewController: ViewController(
                                name: "GKGameCenterViewController",
                                supportedInterfaceOrientations: .portrait,
                                modalPresentationStyle: .fullScreen)))
                ])
        ],
        provenance: [
            [
                "/app/infoPlist/UISupportedInterfaceOrientations": SourceLocation(file: "App/Info.plist", line: 30, column: 2),
                "/window/rootViewController": SourceLocation(file: "App/Sources/Game.swift", line: 3, column: 7),
                "/window/rootViewController/supportedInterfaceOrientations": player,
                "/window/rootViewController/presentedViewController": segue,
            ]
        ],
        unknowns: [unknown],
        rotationRequests: [
            ImportedRotationRequest(
                kind: .attemptRotationToDeviceOrientation, inClass: "Player",
                location: SourceLocation(file: "App/Sources/Player.swift", line: 30, column: 5))
        ],
        scenarioDescriptions: ["Main.storyboard initial controller; presentation segue -> GKGameCenterViewController"])

    static var statistics: ImportStatistics {
        var s = ImportStatistics()
        s.filesRead = 5; s.infoPlists = 1; s.storyboards = 1; s.sourceFiles = 3; s.classes = 4; s.overrides = 3
        s.segues = 2; s.unknowns = 1
        return s
    }

    static let project = ImportedProject(apps: [app], statistics: statistics)

    static let crash = LintFinding(
        code: .invalidOrientationOnPresentation, pointer: "/window/rootViewController/presentedViewController",
        message: "GKGameCenterViewController supports only portrait, which the app does not support.",
        targets: [Device(systemVersion: SystemVersion(17, 0))],
        exception: UIKitException(
            name: "UIApplicationInvalidInterfaceOrientation",
            reason: "Supported orientations has no common orientation with the application"),
        example: "present GKGameCenterViewController from Arcade.GameViewController")
    static let info = LintFinding(
        code: .requiresFullScreenDeprecated, pointer: "/app/infoPlist/UIRequiresFullScreen",
        message: "UIRequiresFullScreen is deprecated.", targets: [Device(idiom: .pad)])

    static let report = ProjectLintReport(
        apps: [
            ProjectLintReport.AppReport(
                app: app,
                findings: [
                    ProjectLintFinding(
                        finding: crash, app: "Arcade", location: segue, relatedLocations: [player],
                        dependsOn: [unknown]),
                    ProjectLintFinding(finding: info, app: "Arcade", location: nil),
                ], statesExplored: 42, truncated: false)
        ],
        targets: Lint.defaultTargets, statistics: statistics)

    static func json(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    // MARK: import

    @Test func importJSONHasEachScenarioAsADecideRequestWithItsProvenance() throws {
        let doc = try Self.json(ImportEncoder.encode(Self.project))
        let apps = try #require(doc["apps"] as? [[String: Any]])
        #expect(apps.count == 1)
        #expect(apps[0]["name"] as? String == "Arcade")
        #expect(apps[0]["infoPlist"] as? String == "App/Info.plist")
        let scenario = try #require((apps[0]["scenarios"] as? [[String: Any]])?.first)
        let request = try JSONSerialization.data(withJSONObject: try #require(scenario["request"]))
        #expect(try ScenarioDecoder().decode(body: [UInt8](request)) == Self.app.scenarios[0])
        let provenance = try #require(scenario["provenance"] as? [String: [String: Any]])
        let override = try #require(provenance["/window/rootViewController/supportedInterfaceOrientations"])
        #expect(override["file"] as? String == "App/Sources/Player.swift")
        #expect(override["line"] as? Int == 12)
        #expect(override["column"] as? Int == 9)
        #expect(provenance.count == 4)
        #expect(
            scenario["reachedBy"] as? String
                == "Main.storyboard initial controller; presentation segue -> GKGameCenterViewController")
    }

    /// The scenarios are the leaves of what the app reaches, so the first need not be the launch screen: each
    /// heading says how the app gets there.
    @Test func importTextHeadsEachScenarioWithHowTheAppReachesIt() {
        let lines = ImportEncoder.text(Self.project).split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "// scenario 1 of 1: Main.storyboard initial controller; presentation segue -> GKGameCenterViewController"))
    }

    @Test func importJSONListsUnknownsRotationRequestsAndStatistics() throws {
        let doc = try Self.json(ImportEncoder.encode(Self.project))
        let app = try #require((doc["apps"] as? [[String: Any]])?.first)
        let unknown = try #require((app["unknowns"] as? [[String: Any]])?.first)
        #expect(unknown["className"] as? String == "Settings")
        #expect((unknown["location"] as? [String: Any])?["line"] as? Int == 8)
        let rotation = try #require((app["rotationRequests"] as? [[String: Any]])?.first)
        #expect(rotation["kind"] as? String == "attemptRotationToDeviceOrientation")
        #expect(rotation["inClass"] as? String == "Player")
        var statistics = try #require(doc["statistics"] as? [String: Any])
        #expect((statistics.removeValue(forKey: "skippedFiles") as? [Any])?.isEmpty == true)
        #expect(
            statistics as? [String: Int] == [
                "filesRead": 5, "infoPlists": 1, "storyboards": 1, "sourceFiles": 3,
                "classes": 4, "overrides": 3, "segues": 2, "unknowns": 1,
            ])
    }

    @Test func importTextAnnotatesEachLineReadFromTheProjectWithItsFileLineAndColumn() {
        let text = ImportEncoder.text(Self.project)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                #"      "UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]  // App/Info.plist:30:2"#
            ))
        #expect(lines.contains(#"    "rootViewController": {  // App/Sources/Game.swift:3:7"#))
        #expect(lines.contains(#"      "supportedInterfaceOrientations": "landscape",  // App/Sources/Player.swift:12:9"#))
        #expect(lines.contains(#"      "presentedViewController": {  // App/Base.lproj/Main.storyboard:40:17"#))
        // A value the project did not give (the device lint tries) has no comment.
        #expect(lines.contains(#"    "idiom": "phone","#))
        #expect(lines.contains("  App/Sources/Settings.swift:8:14: Settings.supportedInterfaceOrientations: returns the stored property currentMask"))
        #expect(lines.contains("  App/Sources/Player.swift:30:5: attemptRotationToDeviceOrientation in Player"))
        #expect(lines.last == "5 files read: 1 Info.plist, 1 storyboard, 3 source files, 4 classes, 3 overrides, 2 segues, 1 unknown value; 1 app")
    }

    @Test func theImportTextWithoutItsCommentsIsTheDecideRequest() throws {
        let text = ImportEncoder.text(Self.project)
        let start = try #require(text.range(of: "\n{\n"))
        let end = try #require(text.range(of: "\n}\n"))
        let json = text[start.lowerBound..<end.upperBound].split(separator: "\n").map { line in
            line.range(of: "  // ").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
        #expect(try ScenarioDecoder().decode(body: Array(json.utf8)) == Self.app.scenarios[0])
    }

    // MARK: project lint

    @Test func lintJSONHasTheV1LintFindingMembersPlusWhereTheFindingIs() throws {
        let doc = try Self.json(ProjectLintEncoder.encode(Self.report))
        let app = try #require((doc["apps"] as? [[String: Any]])?.first)
        let finding = try #require((app["findings"] as? [[String: Any]])?.first)
        for member in [
            "code", "severity", "title", "pointer", "message", "targets", "exception", "fix", "source",
            "references", "certainty", "example", "location", "relatedLocations", "dependsOn",
        ] {
            #expect(finding[member] != nil, "\(member)")
        }
        #expect(finding["code"] as? String == "invalid-orientation-on-presentation")
        #expect((finding["location"] as? [String: Any])?["file"] as? String == "App/Base.lproj/Main.storyboard")
        #expect(((finding["relatedLocations"] as? [[String: Any]])?.first)?["line"] as? Int == 12)
        #expect(((finding["dependsOn"] as? [[String: Any]])?.first)?["className"] as? String == "Settings")
        let second = try #require((app["findings"] as? [[String: Any]])?.last)
        #expect(second["location"] is NSNull)
        #expect(app["summary"] as? [String: Int] == ["crash": 1, "bug": 0, "warning": 1, "info": 0, "suppressed": 0, "baselined": 0])
        #expect(doc["summary"] as? [String: Int] == ["crash": 1, "bug": 0, "warning": 1, "info": 0, "suppressed": 0, "baselined": 0])
        #expect((app["exploration"] as? [String: Any])?["states"] as? Int == 42)
    }

    @Test func lintTextReadsLikeACompilersDiagnostics() {
        let text = ProjectLintText.render(Self.report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Arcade (App/Info.plist): 2 findings, 42 states explored")
        #expect(
            lines[1] == "App/Base.lproj/Main.storyboard:40:17: error: GKGameCenterViewController supports only "
                + "portrait, which the app does not support. [invalid-orientation-on-presentation]")
        #expect(
            lines[2]
                == #"    UIKit raises UIApplicationInvalidInterfaceOrientation: "Supported orientations has no common orientation with the application""#
        )
        // It depends on an unread value, so it is no surer than inferred and says why.
        #expect(lines[3].hasPrefix("    confidence: inferred. Rests on a value the linter could not read: Settings.supportedInterfaceOrientations"))
        #expect(lines[4] == "    fix: " + LintCode.invalidOrientationOnPresentation.fix)
        #expect(lines[5] == "    example: present GKGameCenterViewController from Arcade.GameViewController")
        #expect(lines[6] == "    App/Sources/Player.swift:12:9: note: related")
        #expect(lines[7].hasPrefix("    App/Sources/Settings.swift:8:14: note: depends on Settings.supportedInterfaceOrientations"))
        // No line of its own: reported at the app's Info.plist.
        #expect(lines[8] == "App/Info.plist: warning: UIRequiresFullScreen is deprecated. [requires-full-screen-deprecated]")
        #expect(text.hasSuffix("\n1 crash, 0 bugs, 1 warning, 0 info in 1 app (2 findings, 42 states explored)\n"))
    }

    @Test func sarifResultsPointAtTheUsersFilesRelativeToTheSourceRoot() throws {
        let doc = try Self.json(
            ProjectSarifEncoder.encode(
                Self.report, toolVersion: "1.0.0",
                rootURI: "file:///work/My%20App/"))
        #expect(doc["version"] as? String == "2.1.0")
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let base = (run["originalUriBaseIds"] as? [String: [String: Any]])?["%SRCROOT%"]
        #expect(base?["uri"] as? String == "file:///work/My%20App/")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let physical = try #require(((results[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect(
            physical["artifactLocation"] as? [String: String]
                == ["uri": "App/Base.lproj/Main.storyboard", "uriBaseId": "%SRCROOT%"])
        #expect(physical["region"] as? [String: Int] == ["startLine": 40, "startColumn": 17])
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        #expect(related.map { $0["id"] as? Int } == [0, 1])
        #expect(((related[1]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])?["startLine"] == 8)
        let properties = try #require(results[0]["properties"] as? [String: Any])
        #expect(properties["pointer"] as? String == "/window/rootViewController/presentedViewController")
        #expect(properties["app"] as? String == "Arcade")
        #expect(results[0]["level"] as? String == "error")
        #expect(results[1]["level"] as? String == "warning")
        let wholeApp = try #require(((results[1]["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((wholeApp["artifactLocation"] as? [String: String])?["uri"] == "App/Info.plist")
    }

    @Test func sarifRulesAreTheSameAsTheRequestLintsRules() throws {
        let project = try Self.json(ProjectSarifEncoder.encode(Self.report, toolVersion: "1.0.0"))
        let single = try Self.json(SarifEncoder.encode(Lint.run(Scenario()), toolVersion: "1.0.0"))
        func rules(_ d: [String: Any]) -> [String] {
            let run = (d["runs"] as? [[String: Any]])?.first
            let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
            return (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        }
        #expect(rules(project) == rules(single))
        #expect(rules(project).count == LintCode.allCases.count)
        let results = ((project["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.first?["ruleIndex"] as? Int == LintCode.allCases.firstIndex(of: .invalidOrientationOnPresentation))
    }

    @Test(arguments: [
        ("App/Player.swift", "App/Player.swift"),
        ("My App/Main View.swift", "My%20App/Main%20View.swift"),
        ("Ünïcode/100%.m", "%C3%9Cn%C3%AFcode/100%25.m"),
        ("a#b?c.swift", "a%23b%3Fc.swift"),
    ])
    func sarifURIsArePercentEncodedRelativeReferences(path: String, uri: String) {
        #expect(ProjectSarifEncoder.uriPath(path) == uri)
    }
}
