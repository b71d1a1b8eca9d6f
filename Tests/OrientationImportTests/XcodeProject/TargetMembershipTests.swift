import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Which files an Xcode target builds, read from its build phases: the sources and resources phases through the
/// group tree, localised storyboards, Xcode 16's synchronized folders, and the libraries it links.
@Suite struct XcodeBuildPhasesTests {
    typealias X = XcodeTargetFixtures

    static func targets(_ targets: [X.Target], path: String = "Demo.xcodeproj/project.pbxproj") throws -> XcodeProjectFacts {
        try XcodeProjectReader.read(Array(X.project(targets).utf8), path: path)
    }

    @Test func aTargetListsItsSourcesAndResourcesResolvedThroughTheGroupsAboveThem() throws {
        let facts = try Self.targets([
            X.Target(
                name: "App", sources: ["App/Sources/AppDelegate.swift"],
                resources: ["App/Views/Cell.xib"])
        ])
        #expect(facts.targetFiles.first?.files == ["App/Sources/AppDelegate.swift", "App/Views/Cell.xib"])
    }

    @Test func pathsAreRelativeToTheFolderThatHoldsTheProject() throws {
        let facts = try Self.targets(
            [X.Target(name: "App", sources: ["App/AppDelegate.swift"])],
            path: "Examples/Demo.xcodeproj/project.pbxproj")
        #expect(facts.targetFiles.first?.files == ["Examples/App/AppDelegate.swift"])
    }

    @Test func aLocalisedStoryboardIsListedThroughItsVariantGroup() throws {
        let facts = try Self.targets([X.Target(name: "App", resources: ["App/Base.lproj/Main.storyboard"])])
        #expect(facts.targetFiles.first?.files == ["App/Base.lproj/Main.storyboard"])
    }

    @Test func aSourceRootReferenceIsRelativeToTheProjectFolderWhateverGroupHoldsIt() throws {
        let facts = try Self.targets(
            [X.Target(name: "App", sourceRootSources: ["Shared/Theme.swift"])],
            path: "iOS/Demo.xcodeproj/project.pbxproj")
        #expect(facts.targetFiles.first?.files == ["iOS/Shared/Theme.swift"])
    }

    @Test func aSynchronizedFolderHoldsEveryFileUnderItButTheTargetsExceptions() throws {
        let facts = try Self.targets([X.Target(name: "Notes", synchronizedFolders: [("Notes", ["Debug/Fixtures.swift"])])])
        let notes = try #require(facts.targetFiles.first)
        #expect(notes.lists("Notes/NotesApp.swift"))
        #expect(notes.lists("Notes/Editor/EditorView.swift"))
        #expect(!notes.lists("Notes/Debug/Fixtures.swift"))
        #expect(!notes.lists("NotesWidget/Widget.swift"))
        #expect(!notes.lists("NotesOld/NotesApp.swift"))
    }

    @Test func anExceptionForAnotherTargetDoesNotRemoveTheFileFromThisOne() throws {
        let facts = try Self.targets([
            X.Target(name: "Notes", synchronizedFolders: [("Shared", [])]),
            X.Target(name: "NotesLite", synchronizedFolders: [("Shared", ["Sync.swift"])]),
        ])
        #expect(facts.targetFiles[0].lists("Shared/Sync.swift"))
        #expect(!facts.targetFiles[1].lists("Shared/Sync.swift"))
    }

    @Test func aLibraryTheAppDependsOnOrLinksIsCompiledIntoIt() throws {
        let facts = try Self.targets([
            X.Target(name: "App", sources: ["App/AppDelegate.m"], dependencies: ["Kit"], linked: ["Player"]),
            X.Target(name: "Kit", productType: "com.apple.product-type.framework", sources: ["Kit/Kit.m"]),
            X.Target(
                name: "Player", productType: "com.apple.product-type.library.static", sources: ["Player/Player.m"],
                dependencies: ["Kit"]),
        ])
        #expect(Set(facts.compiledTargets(0).map { facts.targetFiles[$0].name }) == ["App", "Kit", "Player"])
    }

    @Test func anExtensionOrTestsTheAppDependsOnAreBuiltBesideItNotIntoIt() throws {
        let facts = try Self.targets([
            X.Target(name: "App", sources: ["App/AppDelegate.m"], dependencies: ["Widget", "AppTests"]),
            X.Target(name: "Widget", productType: "com.apple.product-type.app-extension", sources: ["Widget/Widget.swift"]),
            X.Target(name: "AppTests", productType: "com.apple.product-type.bundle.unit-test", sources: ["AppTests/T.m"]),
        ])
        #expect(facts.compiledTargets(0) == [0])
    }

    @Test func eachApplicationTargetKnowsItsEntryAmongTheTargets() throws {
        let facts = try Self.targets([
            X.Target(name: "Kit", productType: "com.apple.product-type.framework"),
            X.Target(name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"]),
        ])
        #expect(facts.targets.map(\.targetFilesIndex) == [1])
    }
}

/// Which files an app is built from (`AppFileScope`), in a repository with two apps, their tests, an extension and
/// a framework in one project, an app in a second project, a checked-in Pods project and a Swift package.
@Suite struct AppFileScopeTests {
    typealias X = XcodeTargetFixtures

    static let projects: [XcodeProjectFacts] = {
        let demo = X.project([
            X.Target(
                name: "A", settings: ["INFOPLIST_FILE = A/Info.plist;"], sources: ["A/AppDelegate.m"],
                resources: ["A/Base.lproj/Main.storyboard"], dependencies: ["Widget"], linked: ["Kit"]),
            X.Target(
                name: "B", settings: ["INFOPLIST_FILE = B/Info.plist;"], sources: ["B/AppDelegate.m"],
                resources: ["B/Base.lproj/Main.storyboard"]),
            X.Target(name: "ATests", productType: "com.apple.product-type.bundle.unit-test", sources: ["ATests/ATests.m"]),
            X.Target(name: "Widget", productType: "com.apple.product-type.app-extension", sources: ["Widget/Widget.swift"]),
            X.Target(name: "Kit", productType: "com.apple.product-type.framework", sources: ["Kit/Kit.m"]),
        ])
        let other = X.project([X.Target(name: "C", settings: ["INFOPLIST_FILE = C/Info.plist;"], sources: ["C/AppDelegate.m"])])
        let pods = X.project([
            X.Target(
                name: "Lib", productType: "com.apple.product-type.framework",
                sourceRootSources: ["Lib/Lib.m"])
        ])
        return [
            try! XcodeProjectReader.read(Array(demo.utf8), path: "Demo.xcodeproj/project.pbxproj"),
            try! XcodeProjectReader.read(Array(other.utf8), path: "Other/Other.xcodeproj/project.pbxproj"),
            try! XcodeProjectReader.read(Array(pods.utf8), path: "Pods/Pods.xcodeproj/project.pbxproj"),
        ]
    }()

    @Test(arguments: [
        ("A/AppDelegate.m", true),  // its own source
        ("A/Base.lproj/Main.storyboard", true),  // its own storyboard
        ("Kit/Kit.m", true),  // a framework it links
        ("B/AppDelegate.m", false),  // the other app of its project
        ("B/Base.lproj/Main.storyboard", false),
        ("ATests/ATests.m", false),  // its tests
        ("Widget/Widget.swift", false),  // its extension
        ("Other/C/AppDelegate.m", false),  // an app of another project
        ("Pods/Lib/Lib.m", true),  // a library only another project builds
        ("Packages/Lib/Sources/Lib/Lib.swift", true),  // no project lists it
        ("A/AppDelegate.h", true),  // a header follows its implementation
        ("B/AppDelegate.h", false),
        ("Shared/Constants.h", true),
    ])
    func appASeesWhatItsTargetBuilds(file: String, seen: Bool) {
        #expect(AppFileScope(projects: Self.projects, infoPlistPath: "A/Info.plist").sees(file) == seen)
    }

    /// A plist no target names (a Xamarin shell beside an Xcode app, as in rkolta/DLScanner) is not built from
    /// the files an application target compiles: those are that app's.
    @Test func anAppNoProjectNamesSeesEveryFileNoAppTargetLists() {
        let scope = AppFileScope(projects: Self.projects, infoPlistPath: "Loose/Info.plist")
        #expect(!["A/AppDelegate.m", "B/AppDelegate.m", "Other/C/AppDelegate.m"].contains(where: scope.sees))
        #expect(["Pods/Lib/Lib.m", "Packages/Lib/Sources/Lib/Lib.swift"].allSatisfy(scope.sees))
    }

    @Test func everyAppSeesEveryFileOfARepositoryWithoutAProject() {
        let scope = AppFileScope(projects: [], infoPlistPath: "A/Info.plist")
        #expect(scope.excluded(["A/AppDelegate.m", "B/AppDelegate.m"]).isEmpty)
    }
}
