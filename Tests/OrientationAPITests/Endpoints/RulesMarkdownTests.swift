import Foundation
import OrientationAPI
import Testing

/// docs/references.md and docs/rules.md must be what the tables render; regenerate them with
/// `swift run OrientationBenchmarks --print-markdown references > docs/references.md` (and `rules`).
@Suite("docs/references.md and docs/rules.md agree with the rule tables")
struct RulesMarkdownTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs")

    @Test("docs/references.md is the rendering of the reference table")
    func referencesDoc() throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("references.md"), encoding: .utf8)
        #expect(committed == RulesMarkdown.references())
    }

    @Test("docs/rules.md is the rendering of the rule table")
    func rulesDoc() throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("rules.md"), encoding: .utf8)
        #expect(committed == RulesMarkdown.rules())
    }
}
