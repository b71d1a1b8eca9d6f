import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// What a `Package.swift` vends and depends on, read from its text.
@Suite struct SwiftPackageManifestTests {
    static func manifest(_ body: String, at path: String = "Kit/Package.swift") -> SwiftPackageManifest {
        SwiftPackageManifest(path: path, bytes: Array("// swift-tools-version: 5.9\nimport PackageDescription\n\(body)".utf8))
    }

    @Test(arguments: [
        (#"products: [.library(name: "Kit", targets: ["Kit"])]"#, ["Kit"]),
        (
            #"products: [.library(name: "Kit", type: .dynamic, targets: ["Kit"]), .executable(name: "kit-tool", targets: ["Tool"])]"#,
            ["Kit", "kit-tool"]
        ),
        // A commented-out product, and one named by an interpolation, are not read.
        (#"products: [// .library(name: "Old", targets: ["Old"]),\n .library(name: "\(prefix)Kit", targets: ["Kit"])]"#, []),
        (##"/* .library(name: "Old", targets: []) */ products: [.library(name: #"Raw"#, targets: ["Raw"])]"##, ["Raw"]),
    ])
    func productsAreTheLibrariesAndExecutablesItNames(body: String, products: [String]) {
        #expect(Self.manifest(body.replacingOccurrences(of: "\\n", with: "\n")).products == products)
    }

    @Test(arguments: [
        (#"products: [.library(name: "Kit", targets: ["Kit"])]"#, false),
        (#"products: [.library(name: "\(prefix)Kit", targets: ["Kit"])]"#, true),
        (#"products: cores.map { .library(name: $0, targets: [$0]) }"#, true),
    ])
    func aProductNamedByAComputationIsNotedAsUnread(body: String, unread: Bool) {
        #expect(Self.manifest(body).hasUnreadProducts == unread)
    }

    /// Provenance's PVLibrary names its sibling packages this way.
    @Test func pathDependenciesMappedFromAListOfNamesAreEachSpelledOut() {
        let m = Self.manifest(
            #"dependencies: ["Support", "Logging"].map { .package(path: "../PV\($0)") } + [.package(url: "u", from: "1.0.0")]"#,
            at: "PVLibrary/Package.swift")
        #expect(m.localDependencies == ["PVSupport", "PVLogging"])
    }

    @Test func aPathDependencyWithAHoleFitsEveryPackageFolderAroundIt() {
        let m = Self.manifest(#"dependencies: cores.map { name in .package(path: "../Cores/\(name)") }"#, at: "App/Package.swift")
        #expect(m.dependencyPatterns == [["../Cores/", ""]])
        let all = ["App", "Cores/Atari", "Cores/Stella", "CoresRetro", "Tools"]
        #expect(PackageOwners.folders(fitting: ["../Cores/", ""], from: "App", among: all) == ["Cores/Atari", "Cores/Stella"])
    }

    @Test func aPathDependencyIsResolvedFromTheManifestsFolderAndAURLDependencyIsNone() {
        let m = Self.manifest(
            """
            dependencies: [
                .package(path: "../Core"),
                .package(name: "Audio", path: "../Vendor/Audio/"),
                // .package(path: "../Retired"),
                .package(url: "https://github.com/realm/realm-swift.git", from: "10.0.0"),
            ],
            targets: [.target(name: "Kit", dependencies: [.product(name: "Core", package: "Core")], path: "Sources/Kit")]
            """, at: "Packages/Kit/Package.swift")
        #expect(m.folder == "Packages/Kit")
        #expect(m.localDependencies == ["Packages/Core", "Packages/Vendor/Audio"])
    }

    @Test(arguments: [
        ("Kit/Package.swift", true), ("Kit/Package@swift-5.9.swift", true), ("Kit/Models/Package.swift.orig", false),
        ("Kit/PackageList.swift", false),
    ])
    func aManifestIsNamedPackageDotSwiftOrAVersionedVariant(path: String, isManifest: Bool) {
        #expect(SwiftPackageManifest.isManifest(path) == isManifest)
    }
}

/// Which app compiles a local Swift package's or a subproject's file: the apps that link it, and no other.
@Suite struct PackageAttributionTests {
    typealias X = XcodeTargetFixtures

    static func read(_ text: String, _ path: String) -> XcodeProjectFacts {
        try! XcodeProjectReader.read(Array(text.utf8), path: path)
    }

    static let manifests = [
        SwiftPackageManifest(folder: "Packages/UI", products: ["UIKitExtras"], localDependencies: ["Packages/Library"]),
        SwiftPackageManifest(folder: "Packages/Library", products: ["Library"]),
        SwiftPackageManifest(folder: "Packages/Cloud", products: ["Cloud"]),
        SwiftPackageManifest(folder: "Tools/Scripts", products: ["scripts"]),
    ]

    /// `App` links the UI package (and so the Library package UI depends on) and the Core framework of a
    /// subproject; `Browser` links only the Cloud package; `Workspace` links Core's framework by name (a workspace
    /// sibling); the Core project's own app links nothing of it.
    static let projects: [XcodeProjectFacts] = [
        read(
            X.project(
                [
                    X.Target(
                        name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"], sources: ["App/AppDelegate.swift"],
                        packageProducts: ["UIKitExtras"], subprojectDependencies: [("Core/Core.xcodeproj", "Core")]),
                    X.Target(
                        name: "Browser", settings: ["INFOPLIST_FILE = Browser/Info.plist;"],
                        sources: ["Browser/AppDelegate.swift"], packageProducts: ["Cloud"]),
                ], localPackages: ["Packages/UI", "Packages/Cloud"]), "Demo.xcodeproj/project.pbxproj"),
        read(
            X.project([
                X.Target(name: "Core", productType: "com.apple.product-type.framework", sources: ["Sources/Player.swift"]),
                X.Target(name: "CoreDemo", settings: ["INFOPLIST_FILE = Demo/Info.plist;"], sources: ["Demo/AppDelegate.swift"]),
            ]), "Core/Core.xcodeproj/project.pbxproj"),
        read(
            X.project([
                X.Target(
                    name: "Workspace", settings: ["INFOPLIST_FILE = Workspace/Info.plist;"],
                    sources: ["Workspace/AppDelegate.swift"], builtProducts: ["Core.framework"])
            ]), "Workspace/Workspace.xcodeproj/project.pbxproj"),
    ]

    static func sees(_ app: String, _ file: String) -> Bool {
        AppFileScope(
            projects: projects, infoPlistPath: app,
            shared: AppFileScope.Shared(projects: projects, packages: manifests)
        ).sees(file)
    }

    @Test func theReaderRecordsPackageProductsLocalPackagesAndOtherProjectsTargets() {
        let demo = Self.projects[0]
        #expect(demo.projectPath == "Demo.xcodeproj")
        #expect(demo.localPackages == ["Packages/UI", "Packages/Cloud"])
        #expect(demo.targetFiles[0].packageProducts == [.init(name: "UIKitExtras")])
        #expect(demo.targetFiles[0].otherProjectDependencies == [.init(project: "Core/Core.xcodeproj", target: "Core")])
        #expect(Self.projects[1].targetFiles[0].productName == "Core.framework")
        #expect(Self.projects[2].targetFiles[0].linkedProducts == ["Core.framework"])
    }

    @Test func aLocalPackageReferenceNamingItsPackageIsResolvedFromTheProjectFolder() {
        let text = X.project([X.Target(name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"])], localPackages: ["../Shared/Kit"])
        #expect(Self.read(text, "iOS/App.xcodeproj/project.pbxproj").localPackages == ["Shared/Kit"])
    }

    @Test(arguments: [
        ("App/Info.plist", "Packages/UI/Sources/UI/Banner.swift", true),  // a product it links
        ("Browser/Info.plist", "Packages/UI/Sources/UI/Banner.swift", false),  // a package it does not link
        ("App/Info.plist", "Packages/Library/Sources/Library/Store.swift", true),  // a package UI depends on by path
        ("Browser/Info.plist", "Packages/Library/Sources/Library/Store.swift", false),
        ("Browser/Info.plist", "Packages/Cloud/Sources/Cloud/Sync.swift", true),
        ("App/Info.plist", "Packages/Cloud/Sources/Cloud/Sync.swift", false),  // referenced by its project, not linked
        ("App/Info.plist", "Packages/UI/Sources/UI/Banner.h", true),  // a header no target lists
        ("Browser/Info.plist", "Packages/UI/Sources/UI/Banner.h", false),
    ])
    func aPackagesFileIsSeenByTheAppsThatLinkItsProduct(app: String, file: String, seen: Bool) {
        #expect(Self.sees(app, file) == seen)
    }

    @Test(arguments: [
        ("App/Info.plist", true),  // a subproject's target it depends on
        ("Workspace/Workspace/Info.plist", true),  // the framework by its product's name
        ("Browser/Info.plist", false),  // links nothing of it
        ("Core/Demo/Info.plist", false),  // the subproject's own app, which does not link its framework
    ])
    func aSubprojectLibrarysFileIsSeenByTheAppsThatLinkIt(app: String, seen: Bool) {
        #expect(Self.sees(app, "Core/Sources/Player.swift") == seen)
    }

    /// LFLiveKit's demos link `Pods_LFLiveKitSwiftDemo.framework`, whose development pod builds the library's files
    /// that the framework project's target also lists.
    @Test func anAppLinkingCocoaPodsWhosePodsProjectIsNotCheckedInSeesEveryLibrarysFile() {
        var projects = Self.projects
        projects.append(
            Self.read(
                X.project([
                    X.Target(
                        name: "PodsDemo", settings: ["INFOPLIST_FILE = PodsDemo/Info.plist;"],
                        sources: ["PodsDemo/AppDelegate.swift"], builtProducts: ["Pods_PodsDemo.framework"])
                ]), "Samples/PodsDemo.xcodeproj/project.pbxproj"))
        let scope = AppFileScope(
            projects: projects, infoPlistPath: "Samples/PodsDemo/Info.plist",
            shared: AppFileScope.Shared(projects: projects, packages: Self.manifests))
        #expect(scope.sees("Core/Sources/Player.swift"))
        #expect(!scope.sees("Packages/UI/Sources/UI/Banner.swift"))
    }

    @Test(arguments: ["App/Info.plist", "Browser/Info.plist", "Workspace/Workspace/Info.plist"])
    func aPackageNoProjectReferencesStaysVisibleToEveryApp(app: String) {
        #expect(Self.sees(app, "Tools/Scripts/Sources/scripts/Banner.swift"))
        #expect(Self.sees(app, "Vendor/Loose/Banner.swift"))
    }

    static func seesUI(linking product: String, manifests: [SwiftPackageManifest]) -> Bool {
        let projects = [
            Self.read(
                X.project(
                    [X.Target(name: "App", settings: ["INFOPLIST_FILE = App/Info.plist;"], packageProducts: [product])],
                    localPackages: ["Packages/UI", "Vendor/Zip"]), "Demo.xcodeproj/project.pbxproj")
        ]
        let scope = AppFileScope(
            projects: projects, infoPlistPath: "App/Info.plist",
            shared: AppFileScope.Shared(projects: projects, packages: manifests))
        return scope.sees("Packages/UI/Sources/UI/Banner.swift")
    }

    /// `Vendor/Zip` has no manifest in the repository (a submodule left out): its product brings none of the
    /// repository's files.
    @Test func aProductOfAPackageMissingFromTheRepositoryBringsNoPackagesFiles() {
        #expect(!Self.seesUI(linking: "ZipArchive", manifests: Self.manifests))
    }

    @Test func aProductNoManifestNamesWhileOneComputesItsProductsLeavesEveryPackageVisible() {
        var computed = SwiftPackageManifest(folder: "Packages/Cores")
        computed.hasUnreadProducts = true
        #expect(Self.seesUI(linking: "GeneratedCore", manifests: Self.manifests + [computed]))
    }

    @Test func anAppOfAProjectWhoseReaderRecordsNoLinksSeesEveryPackage() {
        var projects = Self.projects
        projects[0].readsLinks = false
        let scope = AppFileScope(
            projects: projects, infoPlistPath: "Browser/Info.plist",
            shared: AppFileScope.Shared(projects: projects, packages: Self.manifests))
        #expect(scope.sees("Packages/UI/Sources/UI/Banner.swift"))
        #expect(scope.sees("Core/Sources/Player.swift"))
    }
}
