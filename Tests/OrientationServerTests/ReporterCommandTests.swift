import Foundation
import Testing

/// Every reporter on the fixture project: the same exit status as text, and output of its own shape.
@Suite("lint --format for CI systems", .serialized)
struct ReporterCommandTests {
    @Test(
        "Each format reports the fixture's findings and keeps the exit status",
        arguments: [
            ("github", "::error file=App/Sources/LeaderboardViewController.swift,line=8,col=18,"),
            ("gitlab", "[{\"type\":\"issue\","),
            ("junit", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "),
            ("checkstyle", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"),
        ])
    func format(name: String, start: String) throws {
        let run = try CommandRun(["lint", ProjectCommandTests.fixture, "-q", "--format", name])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix(start), "\(run.stdout.prefix(300))")
        let never = try CommandRun(["lint", ProjectCommandTests.fixture, "-q", "--format", name, "--fail-on", "never"])
        #expect(never.status == 0)
    }
}
