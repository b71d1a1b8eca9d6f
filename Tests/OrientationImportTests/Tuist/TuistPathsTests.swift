import Testing

@testable import OrientationImport

/// Tuist's globs against the repository's files, and their cost on hostile patterns.
@Suite struct TuistPathsTests {
    static let files = [
        "App/Sources/AppDelegate.swift", "App/Sources/Screens/Home.swift", "App/Sources/Screens/Home.m",
        "App/Tests/HomeTests.swift", "App/Resources/Main.storyboard",
    ]

    @Test(arguments: [
        ("App/Sources/**", ["App/Sources/AppDelegate.swift", "App/Sources/Screens/Home.m", "App/Sources/Screens/Home.swift"]),
        ("App/Sources/**/*.swift", ["App/Sources/AppDelegate.swift", "App/Sources/Screens/Home.swift"]),
        ("App/Sources/*.swift", ["App/Sources/AppDelegate.swift"]),
        ("App/Sources/Screens/Home.{m,swift}", ["App/Sources/Screens/Home.m", "App/Sources/Screens/Home.swift"]),
        ("App/Resources", ["App/Resources/Main.storyboard"]),
        ("App/**/Home?ests.swift", ["App/Tests/HomeTests.swift"]),
    ])
    func aGlobNamesTheFilesTuistWouldTake(_ pattern: String, _ expected: [String]) {
        #expect(TuistPaths.matching([pattern], in: Self.files).sorted() == expected)
    }

    /// Many `**` and stars in a row: matched in time proportional to the lengths, not exponential.
    @Test func hostilePatternsMatchInBoundedTime() {
        let deep = (0..<60).map { "d\($0)" }.joined(separator: "/") + "/x.swift"
        let stars = String(repeating: "**/", count: 40) + "y.swift"
        let component = String(repeating: "*a", count: 400) + "b"
        #expect(TuistPaths.matching([stars, component, String(repeating: "{a,b}", count: 500)], in: [deep]).isEmpty)
    }
}
