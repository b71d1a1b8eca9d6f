import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Every finding of the fixture projects built for the precision causes (container forwarding, the links of a crash,
/// values read from what the project writes) carries a trace from launch; replayed through the timeline simulator
/// (the engine behind `/v1/simulate`), each event must be one UIKit takes and the last must show the finding.
@Suite struct FixtureTraceReplayTests {
    typealias C = ContainerForwardingFixtures

    /// The fixture projects and their lint reports.
    static func reports() throws -> [(String, ProjectLintReport.AppReport)] {
        var out: [(String, ProjectLintReport.AppReport)] = []
        let landscapeOnly = ["LandscapeLeft", "LandscapeRight"]
        for language in C.Language.allCases {
            out.append(
                (
                    "\(language) forwarded crash",
                    try C.lint(
                        C.project(
                            language, storyboard: C.navigationOfList(),
                            classes: [C.Class(name: "ListViewController", mask: "Portrait", shouldAutorotate: "YES")],
                            plist: C.plist(landscapeOnly)))
                ))
            out.append(
                (
                    "\(language) forwarded dismissal",
                    try C.lint(
                        C.project(
                            language, storyboard: C.navigationOfList(presentsPlayer: true),
                            classes: [
                                C.Class(name: "ListViewController", mask: "Portrait", preferred: "LandscapeLeft"),
                                C.Class(name: "PlayerViewController", mask: "AllButUpsideDown"),
                            ]))
                ))
        }
        out.append(
            (
                "written value",
                try UnknownValueLintTests.lint(
                    loginMask: "orientationLock",
                    members: """
                        var orientationLock: UIInterfaceOrientationMask = .landscape
                            func lockPortrait() { orientationLock = .portrait }
                        """)
            ))
        out.append(("game center", try ProjectLintTests.lint(ProjectFixtures.files())))
        return out
    }

    @Test func everyTraceOfTheCauseFixturesReplaysToItsFinding() throws {
        var replayed = 0
        for (name, report) in try Self.reports() {
            for f in report.findings {
                guard let trace = f.finding.trace else {
                    #expect(f.finding.exception == nil, "\(name): a crash without a trace: \(f.finding.message)")
                    continue
                }
                replayed += 1
                let result = try trace.run()
                for e in result.entries.dropLast() {
                    #expect(e.status == .applied || e.status == .ignored, "\(name): event \(e.index) is \(e.status)")
                }
                if let x = f.finding.exception {
                    #expect(result.outcome == .exception, "\(name): \(f.finding.code) does not raise on replay")
                    #expect(result.entries.last?.exception?.name == x.name)
                    #expect(result.entries.last?.exception?.reason == x.reason)
                } else {
                    #expect(result.outcome == .completed, "\(name): \(f.finding.code) raises on replay")
                }
            }
        }
        #expect(replayed >= 6)
    }
}
