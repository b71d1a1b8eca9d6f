import Foundation
import Testing

/// `orientation-server lint` on a copy of the fixture project with `orientation-lint:` comments added: what a
/// team sees once it silences a finding it accepts.
@Suite("lint with suppression comments", .serialized)
struct SuppressionCommandTests {
    static let leaderboard = "App/Sources/LeaderboardViewController.swift"

    /// The fixture project with `comment` above LeaderboardViewController's override (which moves to line 9).
    static func project(commentAboveOverride comment: String) throws -> ProjectFolder {
        let folder = try ProjectFolder()
        for f in try ProjectCommandTests.fixtureFiles() {
            var bytes = f.bytes
            if f.path == leaderboard {
                var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                    .map(String.init)
                lines.insert("    " + comment, at: 7)
                bytes = Array(lines.joined(separator: "\n").utf8)
            }
            try folder.write(f.path, bytes)
        }
        return folder
    }

    @Test("A crash silenced with a reason no longer fails the run, and the text counts it")
    func silencedCrashPasses() throws {
        let folder = try Self.project(
            commentAboveOverride:
                "// orientation-lint:disable-next-line invalid-orientation-on-presentation -- presented as a sheet since 2.0")
        let run = try CommandRun(["lint", folder.path, "--quiet"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("[invalid-orientation-on-presentation]"), "\(run.stdout)")
        let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("0 crashes, 1 bug, 6 warnings, 0 info in 1 app (7 findings, 2 suppressed, "), "\(last)")
    }

    @Test("Without a reason the crash still fails the run, and the comment is reported")
    func noReasonStillFails() throws {
        let folder = try Self.project(
            commentAboveOverride:
                "// orientation-lint:disable-next-line invalid-orientation-on-presentation")
        let run = try CommandRun(["lint", folder.path, "--quiet"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\(Self.leaderboard):8:5: warning: "), "\(run.stdout)")
        #expect(run.stdout.contains("[suppression-without-reason]"))
    }

    @Test("JSON keeps the silenced findings with the comment's reason")
    func jsonKeepsThem() throws {
        let folder = try Self.project(
            commentAboveOverride:
                "// orientation-lint:disable-next-line invalid-orientation-on-presentation -- a sheet")
        let run = try CommandRun(["lint", folder.path, "--quiet", "--format", "json"])
        #expect(run.status == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(((doc["apps"] as? [[String: Any]])?.first)?["findings"] as? [[String: Any]])
        let silenced = findings.filter { !(($0["suppressions"] as? [Any]) ?? []).isEmpty }
        #expect(silenced.count == 2)
        #expect(silenced.allSatisfy { $0["code"] as? String == "invalid-orientation-on-presentation" })
        #expect((doc["summary"] as? [String: Int])?["suppressed"] == 2)
    }
}
