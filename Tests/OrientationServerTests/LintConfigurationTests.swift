import Foundation
import OrientationPolicy
import Testing

@testable import OrientationServer

/// `.orientation-lint.yml`: every key read into its setting, and every mistake an error naming file, line and key.
@Suite struct LintConfigurationTests {
    typealias R = LintConfigurationReader

    static func read(_ yaml: String) throws -> LintConfiguration {
        try R.read(yaml, file: "cfg.yml")
    }

    @Test func everyKeyIsReadIntoItsSetting() throws {
        let c = try Self.read(
            """
            included: [App]
            excluded:
              - Pods
              - "Vendor/**/*.m"
            disabled: [dead-orientation]
            severity:
              multitasking-ignores-controller-masks: info
            fail-on: bug
            targets: [phone@17.0, pad]
            baseline: lint-baseline.json
            suppressions:
              - code: dead-orientation
                file: App/Info.plist
                reason: Split View on iPad
            """)
        #expect(c.included == ["App"])
        #expect(c.excluded == ["Pods", "Vendor/**/*.m"])
        #expect(c.disabled == [.deadOrientation])
        #expect(c.severity == [.multitaskingIgnoresControllerMasks: .info])
        #expect(c.failOn == .bug)
        #expect(c.targets == "phone@17.0,pad")
        #expect(c.baseline == "lint-baseline.json")
        #expect(c.suppressions == [.init(code: .deadOrientation, file: "App/Info.plist", reason: "Split View on iPad")])
    }

    @Test func anEmptyFileSetsNothing() throws {
        #expect(try Self.read("") == LintConfiguration(file: "cfg.yml"))
        #expect(try Self.read("# only a comment\n") == LintConfiguration(file: "cfg.yml"))
    }

    @Test(
        "A mistake names the file, the line and the key",
        arguments: [
            (
                "fail-on: bug\nfail-on-severity: bug\n",
                "cfg.yml:2: fail-on-severity: unknown key; known: included, excluded, disabled, severity, fail-on, fail-on-confidence, targets, baseline, suppressions"
            ),
            ("suppressions:\n  - {code: dead-orientation, file: App/Info.plist}\n", "cfg.yml:2: suppressions: a suppression needs reason"),
            ("suppressions:\n  - {code: dead-orientation, file: a, reason: \" \"}\n", "cfg.yml:2: suppressions: a suppression needs a reason"),
            (
                "suppressions:\n  - code: dead-orientation\n    files: a\n",
                "cfg.yml:3: suppressions: unknown member \"files\" of a suppression; known: code, file, reason"
            ),
            ("disabled: [dead-orientation, crash]\n", "cfg.yml:1: disabled: \"crash\" is not a lint code (docs/rules.md lists them)"),
            ("severity:\n  dead-orientation: fatal\n", "cfg.yml:2: severity: \"fatal\" is not one of crash, bug, warning, info"),
            ("severity: [dead-orientation]\n", "cfg.yml:1: severity: expected a mapping of lint codes to crash, bug, warning or info"),
            ("fail-on: 1\n", "cfg.yml:1: fail-on: expected a string, found 1"),
            ("\n\nexcluded: {Pods: true}\n", "cfg.yml:3: excluded: expected a list of strings"),
            ("targets: tv@17.0\n", "cfg.yml:1: targets: 'tv' is not an idiom; accepted: phone, pad"),
            ("baseline: a\nbaseline: b\n", "cfg.yml:2: baseline: set twice"),
            ("- fail-on\n", "cfg.yml:1: expected a mapping of keys to values"),
            ("fail-on: [bug\n", "cfg.yml:2: not YAML: did not find expected ',' or ']'"),
        ])
    func mistake(yaml: String, message: String) {
        #expect(throws: R.Failure.self) { try Self.read(yaml) }
        do throws(R.Failure) {
            _ = try R.read(yaml, file: "cfg.yml")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(
        "Globs match as .gitignore spells them",
        arguments: [
            ("Pods", "Pods/Alamofire/Source/Session.swift", true),
            ("Pods/", "Pods/A.swift", true),
            ("./Pods", "Pods/A.swift", true),
            ("Pods", "App/Pods.swift", false),
            ("*.m", "Legacy.m", true),
            ("*.m", "App/Legacy.m", false),
            ("**/*.m", "App/Legacy/Legacy.m", true),
            ("App/**/Generated", "App/UI/Generated/Strings.swift", true),
            ("App/?ources", "App/Sources/A.swift", true),
            ("App/Sources/*.swift", "App/Sources/Sub/A.swift", false),
            ("**/*.m", "Legacy.m", true),
            ("**", "App/A.swift", true),
            ("a/**/b", "a/b/c.swift", true),
            ("a/**/**/b", "a/b/c.swift", true),
            ("a/**/b", "a/x/y/b/c.swift", true),
            ("a/**/b", "a/x/y/c.swift", false),
            ("**/x/y", "a/b/x/y/z.swift", true),
            ("**/x/y", "a/b/x/z/y.swift", false),
            ("*Tests*", "App/AppTests.swift", false),
            ("**/*Tests*", "App/AppTests.swift", true),
            ("*a*b*c", "xaybzc", true),
            ("*a*b*c", "xaybzcd", false),
            ("", "App/A.swift", false),
            ("/", "App/A.swift", false),
        ])
    func glob(pattern: String, path: String, matches: Bool) {
        #expect(PathGlob.matches(pattern, path) == matches)
    }

    /// Each `**` loops on one pattern position instead of trying every split of the path: the work is bounded by
    /// the pattern's components times the path's, so eight `**` on a path 24 folders deep (over a minute for the
    /// matcher that tried every split) tries at most 10 x 24 positions.
    @Test(arguments: [8, 80])
    func globsMatchWithoutBacktracking(stars: Int) {
        let pattern = PathGlob(Array(repeating: "**", count: stars).joined(separator: "/") + "/x/y")
        let path = PathGlob.components(of: (0..<23).map { "level\($0)" }.joined(separator: "/") + "/Deep.swift")
        var work = 0
        #expect(!pattern.matches(path, work: &work))
        #expect(work <= (stars + 2) * path.count)
    }

    @Test func aPathInTheFileIsRelativeToTheFilesFolder() {
        #expect(ConfigurationLoading.resolve("b.json", beside: "proj/.orientation-lint.yml") == "proj/b.json")
        #expect(ConfigurationLoading.resolve("/abs/b.json", beside: "proj/.orientation-lint.yml") == "/abs/b.json")
        #expect(ConfigurationLoading.resolve("b.json", beside: ".orientation-lint.yml") == "b.json")
    }
}

/// The configuration file on the command line: found at the project root, or named with --config; flags win.
@Suite("lint with a configuration file", .serialized)
struct LintConfigurationCommandTests {
    static func project(config: String) throws -> ProjectFolder {
        let folder = try ProjectFolder()
        for f in try ProjectCommandTests.fixtureFiles() { try folder.write(f.path, f.bytes) }
        try folder.write(".orientation-lint.yml", config)
        return folder
    }

    @Test("fail-on in the file is used; --fail-on on the command line wins")
    func failOn() throws {
        let folder = try Self.project(config: "fail-on: never\n")
        #expect(try CommandRun(["lint", folder.path, "-q"]).status == 0)
        #expect(try CommandRun(["lint", folder.path, "-q", "--fail-on", "crash"]).status == 1)
    }

    @Test("disabled codes are not reported and severity overrides change the level and the exit status")
    func disabledAndSeverity() throws {
        let folder = try Self.project(
            config: """
                disabled: [dead-orientation]
                severity: {invalid-orientation-on-presentation: warning}
                """)
        let run = try CommandRun(["lint", folder.path, "-q"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("[dead-orientation]"))
        #expect(run.stdout.contains("LeaderboardViewController.swift:8:18: warning: "), "\(run.stdout)")
    }

    @Test("excluded files are not read")
    func excluded() throws {
        let folder = try Self.project(config: "excluded: [App/Legacy]\n")
        let run = try CommandRun(["lint", folder.path, "-q", "--format", "json"])
        #expect(!run.stdout.contains("App/Legacy/"), "\(run.stdout)")
        #expect(run.stdout.contains("App/Sources/"))
    }

    @Test("--config names a file elsewhere; a mistake in it exits 2 naming file, line and key")
    func explicitConfig() throws {
        let folder = try Self.project(config: "fail-on: never\n")
        try folder.write("other.yml", "targets: [phone@17.0]\nfail-on: sometimes\n")
        let run = try CommandRun(["lint", folder.path, "-q", "--config", folder.path + "/other.yml"])
        #expect(run.status == 2)
        #expect(run.stderr == folder.path + "/other.yml:2: fail-on: \"sometimes\" is not one of crash, bug, warning, info, never\n")
    }

    @Test("A suppression in the file silences an Info.plist finding, as an external suppression with its reason")
    func externalSuppression() throws {
        let folder = try Self.project(
            config: """
                suppressions:
                  - {code: dead-orientation, file: App/Info.plist, reason: listed for Split View on iPad}
                """)
        let run = try CommandRun(["lint", folder.path, "-q", "--format", "json", "--fail-on", "warning"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(((doc["apps"] as? [[String: Any]])?.first)?["findings"] as? [[String: Any]])
        let dead = try #require(findings.first { $0["code"] as? String == "dead-orientation" })
        let suppression = try #require((dead["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "external")
        #expect(suppression["justification"] as? String == "listed for Split View on iPad")
        #expect(suppression["location"] is NSNull)
    }

    @Test("targets in the file apply when the command line gives none")
    func targets() throws {
        // On an iPad that multitasks there is no crash, only warnings.
        let folder = try Self.project(config: "targets: pad@17.0\n")
        #expect(try CommandRun(["lint", folder.path, "-q"]).status == 0)
        #expect(try CommandRun(["lint", folder.path, "-q", "--targets", "phone@17.0"]).status == 1)
    }
}
