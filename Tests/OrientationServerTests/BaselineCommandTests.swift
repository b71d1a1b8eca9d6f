import Foundation
import Testing

/// `lint --write-baseline FILE` then `lint --baseline FILE`: the workflow of a team adopting lint on an old project.
@Suite("lint with a baseline", .serialized)
struct BaselineCommandTests {
    @Test("A baseline written and read back: nothing to report, exit 0")
    func roundTrip() throws {
        let folder = try ProjectFolder()
        let file = folder.path + "/baseline.json"
        let write = try CommandRun(["lint", ProjectCommandTests.fixture, "-q", "--write-baseline", file])
        #expect(write.status == 1, "writing a baseline still reports today's findings")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n"), "\(text)")
        let read = try CommandRun(["lint", ProjectCommandTests.fixture, "-q", "--baseline", file])
        #expect(read.status == 0, "\(read.stdout)")
        let last = read.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("0 crashes, 0 bugs, 0 warnings, 0 info in 1 app (0 findings, 9 in the baseline, "), "\(last)")
    }

    @Test("An edit above the old findings adds nothing; a new crash is the one finding reported")
    func newFinding() throws {
        let folder = try ProjectFolder()
        let file = folder.path + "/baseline.json"
        _ = try CommandRun(["lint", ProjectCommandTests.fixture, "-q", "--write-baseline", file])
        let project = try ProjectFolder()
        for f in try ProjectCommandTests.fixtureFiles() {
            var bytes = f.bytes
            if f.path == "App/Sources/LobbyViewController.swift" {
                // Lines above every finding of the file.
                let text = "// A comment\n// moving every line down\n\n" + String(decoding: bytes, as: UTF8.self)
                bytes = Array(text.utf8)
            }
            try project.write(f.path, bytes)
        }
        let moved = try CommandRun(["lint", project.path, "-q", "--baseline", file])
        #expect(moved.status == 0, "\(moved.stdout)")
        // The tab bar prefers portrait for presentation, which it does not support: re-shown on dismissal, it crashes.
        try project.write(
            "App/Sources/GameTabBarController.swift",
            """
            import UIKit

            class GameTabBarController: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    selectedViewController?.supportedInterfaceOrientations ?? .landscape
                }

                override var shouldAutorotate: Bool {
                    true
                }

                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
            }
            """)
        let sarif = try CommandRun(["lint", project.path, "-q", "--baseline", file, "--format", "sarif"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((doc["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let new = results.filter { $0["baselineState"] as? String == "new" }
        #expect(new.map { $0["ruleId"] as? String } == ["dismissal-preferred-orientation-unsupported"])
        #expect(!results.contains { $0["baselineState"] == nil })
    }

    @Test("A baseline file that is not one: exit 2 naming the file and the member")
    func badBaseline() throws {
        let folder = try ProjectFolder()
        try folder.write("baseline.json", #"{"version": 7, "findings": []}"#)
        let run = try CommandRun(["lint", ProjectCommandTests.fixture, "-q", "--baseline", folder.path + "/baseline.json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("baseline.json at /version: not a baseline file: version 7"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
