import Testing

@testable import OrientationImport

/// The `else` of `#available(iOS N, *)` runs only below N ("Running code on a specific platform or OS version",
/// Apple's documentation), so it never runs on iOS 27 exactly when N is at most 27.0.
@Suite struct IOS27AvailabilityTests {
    @Test(
        "A version as written in an availability check is at most 27.0 by its numbers, not its text",
        arguments: [
            ("27", true), ("27.0", true), ("27.0.0", true), ("26.4", true), ("13.0", true), ("9", true),
            ("27.1", false), ("27.0.1", false), ("28", false), ("100.0", false),
            ("", false), ("27.", false), ("x", false), ("27.0.0.0", false), ("*", false),
        ])
    func versionsAtMost27(version: String, expected: Bool) {
        #expect(IOS27Availability.isAtMost27(Substring(version)) == expected)
    }
}
