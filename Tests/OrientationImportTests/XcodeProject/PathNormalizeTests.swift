import Testing

@testable import OrientationImport

/// `XcodeProjectLocation.normalize`: without `.` components, each `..` taking back the component before it, `..`
/// beyond the start kept; read as bytes for ASCII paths and by Characters otherwise, with the same answers.
@Suite struct PathNormalizeTests {
    @Test(arguments: [
        ("App/./Sources/A.swift", "App/Sources/A.swift"), ("App/Sources/../A.swift", "App/A.swift"),
        ("../Shared/A.m", "../Shared/A.m"), ("a/b/../../..", ".."), ("../../a/..", "../.."), ("//a//b/", "a/b"),
        ("", ""), (".", ""), ("./..", ".."), ("a/..", ""), ("Caf\u{00E9}/../x", "x"), ("a/Caf\u{00E9}/..", "a"),
        ("...", "..."), ("a/.../..", "a"),
    ])
    func aPathIsNormalized(path: String, normalized: String) {
        #expect(XcodeProjectLocation.normalize(path) == normalized)
    }

    /// A slash followed by a combining mark is one Character, not a separator, as Swift's Character split reads it.
    @Test func aSlashWithACombiningMarkIsNoSeparator() {
        #expect(XcodeProjectLocation.normalize("a/\u{0301}b/../c") == "c")
    }
}
