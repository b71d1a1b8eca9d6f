import Foundation
import OrientationImport
import OrientationLinter
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// The baseline file (versioned JSON) and what a comparison with it does to SARIF.
@Suite struct BaselineFileTests {
    typealias P = ProjectEncoderTests

    static let baseline = Baseline(entries: [
        .init(
            key: .init(
                code: "dead-orientation", app: "Arcade", file: "App/Info.plist",
                message: "portraitUpsideDown is listed", symbols: []), count: 2),
        .init(
            key: .init(
                code: "invalid-orientation-on-presentation", app: "Arcade", file: "App/A.swift",
                message: "If Settings.mask returns .portrait (App/S.swift::): crash",
                symbols: ["Settings.supportedInterfaceOrientations"]), count: 1),
    ])

    @Test func aBaselineWrittenAndReadBackIsTheSame() throws {
        #expect(try BaselineFile.decode(BaselineFile.encode(Self.baseline)) == Self.baseline)
        #expect(try BaselineFile.decode(BaselineFile.encode(Baseline(entries: []))) == Baseline(entries: []))
    }

    @Test func theFileIsVersionedJSONWithOneFindingPerLine() throws {
        let text = String(decoding: BaselineFile.encode(Self.baseline), as: UTF8.self)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(doc["version"] as? Int == 1)
        let findings = try #require(doc["findings"] as? [[String: Any]])
        #expect(findings.first { $0["code"] as? String == "dead-orientation" }?["count"] as? Int == 2)
        // "{", the version, "findings": [, one line per finding, "]", "}".
        #expect(text.split(separator: "\n").count == 5 + Self.baseline.entries.count)
    }

    @Test(
        "A file that is not a baseline is refused with the JSON path at fault",
        arguments: [
            (#"{"version": 2, "findings": []}"#, "/version"),
            (#"{"findings": []}"#, "/version"),
            (#"{"version": 1}"#, "/findings"),
            (#"{"version": 1, "findings": [], "extra": 1}"#, "/extra"),
            (
                #"{"version": 1, "findings": [{"code": "a", "app": "b", "file": "c", "message": "d", "symbols": [], "count": 0}]}"#,
                "/findings/0/count"
            ),
            (
                #"{"version": 1, "findings": [{"code": "a", "app": "b", "file": "c", "message": "d", "symbols": [1], "count": 1}]}"#,
                "/findings/0/symbols/0"
            ),
            (#"{"version": 1, "findings": [{"code": "a", "app": "b", "file": "c", "symbols": [], "count": 1}]}"#, "/findings/0/message"),
            ("[1, 2", ""),
        ])
    func refused(text: String, at: String) {
        #expect(throws: BaselineFile.Error.self) { try BaselineFile.decode(Array(text.utf8)) }
        do {
            _ = try BaselineFile.decode(Array(text.utf8))
        } catch {
            #expect(error.at == at, "\(error)")
        }
    }

    @Test func sarifMarksEachResultNewOrUnchangedAndAddsAbsentResults() throws {
        var report = P.report
        var recorded = P.report
        recorded.apps[0].findings.removeLast()
        var baseline = Baseline(recording: recorded)
        baseline.entries.append(
            .init(
                key: .init(
                    code: "dead-orientation", app: "Arcade", file: "App/Info.plist",
                    message: "gone", symbols: []), count: 1))
        baseline.compare(&report)
        let doc = try P.json(ProjectSarifEncoder.encode(report, toolVersion: "1.0.0"))
        let results = try #require(((doc["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.map { $0["baselineState"] as? String } == ["unchanged", "new", "absent"])
        #expect(results[2]["ruleId"] as? String == "dead-orientation")
        #expect((results[2]["message"] as? [String: Any])?["text"] as? String == "gone")
    }

    @Test func textAndJSONLeaveBaselinedFindingsOutOfTheirCounts() throws {
        var report = P.report
        Baseline(recording: report).compare(&report)
        #expect(ProjectLintText.render(report).hasSuffix("(0 findings, 2 in the baseline, 42 states explored)\n"))
        let doc = try P.json(ProjectLintEncoder.encode(report))
        #expect(
            doc["summary"] as? [String: Int] == [
                "crash": 0, "bug": 0, "warning": 0, "info": 0, "suppressed": 0,
                "baselined": 2,
            ])
        let finding = try #require(((doc["apps"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?.first)
        #expect(finding["baselineState"] as? String == "unchanged")
    }
}
