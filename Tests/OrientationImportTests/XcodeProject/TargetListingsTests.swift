import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// The index of which targets list a file answers what asking every target's build phases and synchronized folders
/// in turn answers (Xcode builds into a target exactly the files its phases or synchronized folders name), so apps
/// of one import can share it.
@Suite struct TargetListingsTests {
    typealias X = XcodeTargetFixtures

    /// Asking each target in turn, the way a scope did before the index.
    static func askingEachTarget(_ projects: [XcodeProjectFacts], _ file: String) -> [[Int]] {
        var out: [[Int]] = []
        for (q, project) in projects.enumerated() {
            for (u, t) in project.targetFiles.enumerated() where t.lists(file) { out.append([q, u]) }
        }
        return out
    }

    static let synchronized: [XcodeProjectFacts] = {
        let notes = try? XcodeProjectReader.read(
            Array(
                X.project([
                    X.Target(name: "Notes", sources: ["Shared/Sync.swift"], synchronizedFolders: [("Shared", [])]),
                    X.Target(name: "NotesLite", synchronizedFolders: [("Shared", ["Sync.swift"])]),
                ]).utf8),
            path: "Notes.xcodeproj/project.pbxproj")
        return notes.map { [$0] } ?? []
    }()

    @Test(arguments: [
        "A/AppDelegate.m", "A/Base.lproj/Main.storyboard", "Kit/Kit.m", "B/AppDelegate.m", "ATests/ATests.m",
        "Widget/Widget.swift", "Other/C/AppDelegate.m", "Pods/Lib/Lib.m", "Packages/Lib/Sources/Lib/Lib.swift",
        "A/AppDelegate.h", "Shared/Constants.h",
    ])
    func aFileIsListedByTheTargetsWhosePhasesNameIt(file: String) {
        let listed = TargetListings(projects: AppFileScopeTests.projects).listers(of: file).map { [$0.0, $0.1] }
        #expect(listed == Self.askingEachTarget(AppFileScopeTests.projects, file))
    }

    @Test(arguments: ["Shared/Sync.swift", "Shared/Editor/View.swift", "SharedOld/Sync.swift"])
    func aFileUnderASynchronizedFolderIsListedByTheTargetsWhoseFolderHoldsIt(file: String) {
        #expect(!Self.synchronized.isEmpty)
        let listed = TargetListings(projects: Self.synchronized).listers(of: file).map { [$0.0, $0.1] }
        #expect(listed == Self.askingEachTarget(Self.synchronized, file))
    }
}
