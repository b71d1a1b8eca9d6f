import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// `// orientation-lint:disable-next-line CODE -- reason` and its kin: a suppression silences exactly the findings
/// it names on the line it covers, and a suppression that cannot take effect is itself reported.
@Suite struct SuppressionTests {
    typealias F = ProjectFixtures
    static let gamePath = "Game/Sources/Game.swift"
    static let crash = LintCode.invalidOrientationOnPresentation.rawValue

    /// The game's sources with `comment` on the line above LoginViewController's override (which moves to line 11).
    static func sources(commentAboveLoginMask comment: String) -> String {
        var lines = F.gameSources.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("    " + comment, at: 9)
        return lines.joined(separator: "\n")
    }

    static func lint(swift: String, storyboard: String? = nil) throws -> ProjectLintReport {
        var files = F.files(swift: [gamePath: swift])
        files.suppressions = SuppressionScanner.scan(swift, file: gamePath, syntax: .cFamily)
        if let storyboard {
            files.suppressions += SuppressionScanner.scan(storyboard, file: F.storyboardPath, syntax: .xml)
        }
        return ProjectLint.run(try F.assemble(files), targets: ProjectLintTests.swiftTargets)
    }

    static func crashFinding(_ r: ProjectLintReport) throws -> ProjectLintFinding {
        try #require(r.apps.first?.findings.first { $0.finding.code == .invalidOrientationOnPresentation })
    }

    @Test func aSuppressionWithAReasonSilencesTheFindingOnTheNextLineAndKeepsItsReason() throws {
        let r = try Self.lint(
            swift: Self.sources(
                commentAboveLoginMask: "// orientation-lint:disable-next-line \(Self.crash) -- shown as a sheet on iPad"))
        let crash = try Self.crashFinding(r)
        #expect(crash.location == F.at(Self.gamePath, 11, 18))
        #expect(
            crash.suppressions == [
                FindingSuppression(
                    kind: .inSource, justification: "shown as a sheet on iPad",
                    location: F.at(Self.gamePath, 10, 5))
            ])
        #expect(r.projectFindings.isEmpty)
    }

    @Test func aSuppressionSilencesOnlyTheCodesItNames() throws {
        let r = try Self.lint(
            swift: Self.sources(
                commentAboveLoginMask: "// orientation-lint:disable-next-line \(Self.crash) -- known"))
        let others = try #require(r.apps.first?.findings.filter { $0.finding.code != .invalidOrientationOnPresentation })
        #expect(!others.isEmpty)
        #expect(others.allSatisfy { !$0.isSuppressed })
    }

    @Test func aSuppressionAboveARelatedLineSilencesTheFindingToo() throws {
        // The crash's related places include the storyboard's presentation segue at line 45.
        var storyboard = Array(repeating: "<view/>", count: 45)
        storyboard[43] = "<!-- orientation-lint:disable-next-line \(Self.crash) -- the segue is a popover on iPad -->"
        let r = try Self.lint(swift: F.gameSources, storyboard: storyboard.joined(separator: "\n"))
        let crash = try Self.crashFinding(r)
        #expect(crash.suppressions.map(\.justification) == ["the segue is a popover on iPad"])
        #expect(r.projectFindings.isEmpty)
    }

    @Test func aFileWideSuppressionSilencesTheCodeOnAnyLineOfTheFile() throws {
        let text = "// orientation-lint:disable-file \(Self.crash) -- legacy screens\n" + F.gameSources
        let crash = try Self.crashFinding(try Self.lint(swift: text))
        #expect(crash.suppressions.map(\.justification) == ["legacy screens"])
    }

    @Test func aSuppressionWithoutAReasonSilencesNothingAndIsReported() throws {
        let r = try Self.lint(swift: Self.sources(commentAboveLoginMask: "// orientation-lint:disable-next-line \(Self.crash)"))
        #expect(!(try Self.crashFinding(r)).isSuppressed)
        let problem = try #require(r.projectFindings.first)
        #expect(r.projectFindings.count == 1)
        #expect(problem.finding.code == .suppressionWithoutReason)
        #expect(problem.finding.severity == .warning)
        #expect(problem.location == F.at(Self.gamePath, 10, 5))
    }

    @Test func aSuppressionThatSilencesNothingIsReportedAsUnused() throws {
        let r = try Self.lint(
            swift: Self.sources(
                commentAboveLoginMask: "// orientation-lint:disable-next-line dead-orientation -- not here"))
        #expect(!(try Self.crashFinding(r)).isSuppressed)
        #expect(r.projectFindings.map(\.finding.code) == [.unusedSuppression])
        #expect(r.projectFindings.first?.finding.message.contains("no dead-orientation finding on line 11") == true)
    }

    @Test func aSuppressionOfTwoCodesOfWhichOneSilencesNothingReportsThatOne() throws {
        let r = try Self.lint(
            swift: Self.sources(
                commentAboveLoginMask: "// orientation-lint:disable-next-line \(Self.crash), dead-orientation -- known"))
        #expect((try Self.crashFinding(r)).isSuppressed)
        #expect(r.projectFindings.map(\.finding.code) == [.unusedSuppression])
        #expect(r.projectFindings.first?.finding.message.contains("dead-orientation") == true)
    }

    @Test func aCodeThatIsNotALintCodeIsReportedAsUnused() throws {
        let r = try Self.lint(
            swift: Self.sources(
                commentAboveLoginMask: "// orientation-lint:disable-next-line invalid-orientation -- typo"))
        #expect(r.projectFindings.map(\.finding.code) == [.unusedSuppression])
        #expect(r.projectFindings.first?.finding.message.contains("\"invalid-orientation\" is not a lint code") == true)
    }

    @Test func anUnknownDirectiveIsReportedAndSilencesNothing() throws {
        let r = try Self.lint(
            swift: Self.sources(
                commentAboveLoginMask: "// orientation-lint:disable-line \(Self.crash) -- wrong directive"))
        #expect(!(try Self.crashFinding(r)).isSuppressed)
        #expect(r.projectFindings.map(\.finding.code) == [.unusedSuppression])
    }
}

/// Reading the comments: which lines are suppressions, what they cover, and what they say.
@Suite struct SuppressionScannerTests {
    typealias S = SuppressionScanner

    @Test(
        "Each comment form covers the next line that is code",
        arguments: [
            ("// orientation-lint:disable-next-line dead-orientation -- why\nlet x = 1", S.Syntax.cFamily, 2),
            ("/* orientation-lint:disable-next-line dead-orientation -- why */\nlet x = 1", .cFamily, 2),
            ("  // orientation-lint:disable-next-line dead-orientation -- why\n\n  // MARK: x\n/// doc\nfunc f()", .cFamily, 5),
            ("<!-- orientation-lint:disable-next-line dead-orientation -- why -->\n<segue id=\"a\"/>", .xml, 2),
            ("//orientation-lint:disable-next-line dead-orientation -- why\r\nlet x = 1\r\n", .cFamily, 2),
        ])
    func coveredLine(text: String, syntax: S.Syntax, line: Int) throws {
        let s = try #require(S.scan(text, file: "a", syntax: syntax).first)
        #expect(s.scope == .nextLine(line))
        #expect(s.codes == ["dead-orientation"])
        #expect(s.reason == "why")
    }

    @Test func codesAreSeparatedByCommasAndTheReasonIsEverythingAfterTheFirstTwoDashes() throws {
        let s = try #require(
            S.scan(
                "// orientation-lint:disable-file a-b ,c-d -- one -- two\n", file: "f.m",
                syntax: .cFamily
            ).first)
        #expect(s.scope == .file)
        #expect(s.codes == ["a-b", "c-d"])
        #expect(s.reason == "one -- two")
    }

    @Test(
        "A marker that does not open a comment line is not a suppression",
        arguments: [
            "let s = \"// orientation-lint:disable-next-line dead-orientation -- why\"",
            "foo() // orientation-lint:disable-next-line dead-orientation -- why",
            "// see orientation-lint:disable-next-line for how to silence a finding",
        ])
    func notASuppression(text: String) {
        #expect(S.scan(text, file: "a.swift", syntax: .cFamily).isEmpty)
    }

    @Test func anEmptyReasonIsNoReason() throws {
        let s = try #require(S.scan("// orientation-lint:disable-next-line a --   \nx", file: "a", syntax: .cFamily).first)
        #expect(s.reason == nil)
    }

    @Test func theBytesAreScannedLikeTheText() {
        let text = "x\n// orientation-lint:disable-file dead-orientation -- why\n"
        #expect(S.scan(bytes: Array(text.utf8), file: "a", syntax: .cFamily) == S.scan(text, file: "a", syntax: .cFamily))
        #expect(S.scan(bytes: Array("no marker here".utf8), file: "a", syntax: .cFamily).isEmpty)
    }

    @Test(
        "Sources, storyboards and xibs take suppressions; Info.plists do not",
        arguments: [
            ("A.swift", S.Syntax.cFamily), ("A.m", .cFamily), ("A.mm", .cFamily), ("A.h", .cFamily),
            ("Main.storyboard", .xml), ("View.xib", .xml), ("Info.plist", nil),
        ])
    func syntaxOfAFile(path: String, syntax: S.Syntax?) {
        #expect(S.syntax(of: path) == syntax)
    }
}
