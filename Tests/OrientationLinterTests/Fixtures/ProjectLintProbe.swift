import OrientationPolicy

@testable import OrientationImport
@testable import OrientationLinter

/// The harness the project-lint rule tests share: a hand-written project read the way `orientation-server lint`
/// reads a folder, with the app's Info.plist beside its sources, and the findings of one code.
enum ProjectLintProbe {
    /// An Info.plist with a main storyboard and `orientations` (names without the `UIInterfaceOrientation` prefix).
    static func plist(_ orientations: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIMainStoryboardFile</key>
            <string>Main</string>
            <key>UISupportedInterfaceOrientations</key>
            <array>
        \(orientations.map { "        <string>UIInterfaceOrientation\($0)</string>" }.joined(separator: "\n"))
            </array>
        </dict>
        </plist>
        """
    }

    /// The findings of `code` in the project made of `files` and `plist` at `plistPath` (a file of the same path in
    /// `files` wins), linted on `targets`.
    static func findings(
        _ code: LintCode, plistPath: String, plist: String, files: [String: String], targets: [Device]
    ) throws -> [ProjectLintFinding] {
        let project = try ProjectImporter.importProject(
            InMemoryProjectSource(textFiles: [plistPath: plist].merging(files) { _, new in new }))
        return ProjectLint.run(project, targets: targets).apps.flatMap(\.findings).filter { $0.finding.code == code }
    }
}
