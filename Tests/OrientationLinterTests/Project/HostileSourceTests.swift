import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// Sources built to crash or hang the readers (issue 38's shapes, at the size reported and at ten times it) are
/// skipped and listed naming the file and line, and the rest of the project is still read and linted. The tests
/// assert the outcome, which they can only do if the import finishes and the process survives it.
@Suite struct HostileSourceTests {
    struct Hostile: CustomTestStringConvertible, Sendable {
        var name: String
        var path: String
        var text: String
        var code: ImportError.Code
        var line: Int
        var testDescription: String { name }
    }

    static func objectiveC(_ body: String) -> String {
        "@implementation Hostile : UIViewController\n- (void)viewDidLoad {\n" + body + "\n}\n@end\n"
    }

    static func swiftBrackets(_ count: Int) -> String {
        "let x = " + String(repeating: "[(", count: count) + "\n"
    }

    static let hostile: [Hostile] = [
        // A stack overflow in swift-syntax's type lookahead (1 KB), and ten times it.
        Hostile(name: "Swift [( x500", path: "Game/Deep.swift", text: swiftBrackets(500), code: .sourceTooDeep, line: 1),
        Hostile(name: "Swift [( x5000", path: "Game/Deep.swift", text: swiftBrackets(5000), code: .sourceTooDeep, line: 1),
        // Exponential lookahead (150 bytes, minutes before), and ten times it.
        Hostile(name: "Swift [( x30", path: "Game/Slow.swift", text: swiftBrackets(30), code: .sourceTooDeep, line: 1),
        Hostile(name: "Swift [( x300", path: "Game/Slow.swift", text: swiftBrackets(300), code: .sourceTooDeep, line: 1),
        // Message sends nested as receivers (a stack overflow at 30,000) and as arguments (quadratic).
        Hostile(
            name: "Objective-C receivers x30000", path: "Game/Deep.m",
            text: objectiveC(String(repeating: "[", count: 30_000) + "self" + String(repeating: " a]", count: 30_000) + ";"),
            code: .sourceTooDeep, line: 3),
        Hostile(
            name: "Objective-C receivers x300000", path: "Game/Deep.m",
            text: objectiveC(String(repeating: "[", count: 300_000) + "self" + String(repeating: " a]", count: 300_000) + ";"),
            code: .sourceTooDeep, line: 3),
        Hostile(
            name: "Objective-C arguments x30000", path: "Game/Deep.m",
            text: objectiveC(String(repeating: "[self a:", count: 30_000) + "nil" + String(repeating: "]", count: 30_000) + ";"),
            code: .sourceTooDeep, line: 3),
    ]

    @Test(arguments: hostile)
    func aHostileSourceIsSkippedNamingItsFileAndLineAndTheAppIsStillLinted(_ h: Hostile) throws {
        var files = BrokenFileTests.app
        files[h.path] = Array(h.text.utf8)
        let report = try BrokenFileTests.lint(files)
        let skipped = try #require(report.statistics.skippedFiles.first)
        #expect(report.statistics.skippedFiles.count == 1)
        #expect(skipped.file == h.path)
        #expect(skipped.code == h.code)
        #expect(skipped.line == h.line)
        #expect(skipped.description.hasPrefix("\(h.path):\(h.line): "))
        #expect(skipped.message.contains("skipped"))
        let app = try #require(report.apps.first)
        #expect(app.findings.contains { $0.finding.code == .invalidOrientationOnRotation })
    }

    /// A file past its CPU budget is skipped as too complex, naming it: with a budget of nothing, every source is.
    @Test func aSourceOverItsCPUBudgetIsSkippedAsTooComplexNamingIt() throws {
        var files = BrokenFileTests.app
        files["Game/Legacy.m"] = Array(Self.objectiveC("[self a];").utf8)
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(files: files), limits: ImportLimits(maxSourceMilliseconds: 0))
        #expect(project.statistics.skippedFiles.map(\.file) == ["Game/AppDelegate.swift", "Game/Legacy.m"])
        #expect(project.statistics.skippedFiles.allSatisfy { $0.code == .sourceTooComplex })
        #expect(project.statistics.skippedFiles.allSatisfy { $0.message.contains("budget of 0 ms") })
    }

    @Test func theDefaultBudgetReadsEverySourceOfARealisticProject() throws {
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: BrokenFileTests.app))
        #expect(project.statistics.skippedFiles.isEmpty)
        #expect(project.statistics.sourceFiles == 1)
    }
}
