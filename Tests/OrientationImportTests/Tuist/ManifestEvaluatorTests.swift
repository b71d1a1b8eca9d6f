import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// The forms of helper code public Tuist projects write, read without running them.
@Suite struct ManifestEvaluatorTests {
    /// The project of `manifest` with `helpers` in Tuist/ProjectDescriptionHelpers.
    static func project(_ manifest: String, helpers: String = "") throws -> XcodeProjectFacts {
        let files = [
            "App/Project.swift": manifest, "Tuist/ProjectDescriptionHelpers/Helpers.swift": helpers,
            "App/Sources/AppDelegate.swift": TuistFixtures.appDelegate, "App/Targets/Demo/Sources/Demo.swift": "",
        ]
        let read = try ProjectImporter.read(InMemoryProjectSource(textFiles: files))
        return try #require(read.xcodeProjects.first)
    }

    /// A module template: targets gathered in a `var`, the demo app appended when the caller passes `true`.
    static let template = """
        import ProjectDescription

        extension Project {
            public static func feature(name: String, includeDemo: Bool, includeTests: Bool = false) -> Project {
                var targets: [Target] = []
                let main: Target = .target(name: name, destinations: .iOS, product: .framework, bundleId: "x", sources: ["Sources/**"])
                targets.append(main)
                if includeDemo {
                    targets.append(.target(name: "\\(name)Demo", destinations: [.iPhone], product: .app, bundleId: "x.demo", sources: ["Targets/Demo/Sources/**"]))
                }
                if includeTests {
                    targets += [.target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "x.tests")]
                }
                return Project(name: name, targets: targets)
            }
        }
        """

    @Test func aTemplateThatAppendsTargetsOnKnownFlagsIsRead() throws {
        let facts = try Self.project(
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.feature(name: \"Home\", includeDemo: true)\n",
            helpers: Self.template)
        #expect(facts.targetFiles.map(\.name) == ["Home", "HomeDemo"])
        #expect(facts.targets.map(\.name) == ["HomeDemo"])
        #expect(facts.targets.first?.deviceFamilies == [.phone])
        #expect(facts.targetFiles[1].files == ["App/Targets/Demo/Sources/Demo.swift"])
    }

    /// Tuist takes the `Project` the manifest creates whatever the constant is called.
    @Test func aProjectInAConstantOfAnotherNameIsRead() throws {
        let facts = try Self.project(
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet name = \"Home\"\nlet projdct = Project.feature(name: name, includeDemo: true)\n",
            helpers: Self.template)
        #expect(facts.targets.map(\.name) == ["HomeDemo"])
    }

    /// `Outer.Inner.member`, a `static let` of a nested type, and settings built with Tuist's modifiers.
    @Test func aNestedConstantAndSettingsModifiersAreRead() throws {
        let helpers = """
            import ProjectDescription

            public enum Config {
                public enum Devices {
                    public static let phone: Destinations = [.iPhone]
                }
                public static let settings = SettingsDictionary()
                    .automaticCodeSigning(devTeam: "T")
                    .merging(["IPHONEOS_DEPLOYMENT_TARGET": "16.2"])
            }
            """
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "A", targets: [
                .target(name: "A", destinations: Config.Devices.phone, product: .app, bundleId: "a", settings: .settings(base: Config.settings))
            ])
            """
        let app = try #require(try Self.project(manifest, helpers: helpers).targets.first)
        #expect(app.deviceFamilies == [.phone])
        #expect(app.deploymentTarget == SystemVersion(16, 2))
        #expect(app.projectNotes.isEmpty)
    }

    /// A value from the environment is never read as a `ProjectDescription` member.
    @Test func aValueFromTheEnvironmentIsUnread() throws {
        let manifest = """
            import ProjectDescription

            let project = Project(name: "A", targets: [
                .target(name: "A", destinations: Environment.destinations, product: .app, bundleId: "a")
            ])
            """
        let app = try #require(try Self.project(manifest).targets.first)
        #expect(app.deviceFamilies == nil)
        #expect(app.projectNotes.first?.location.line == 4)
    }
}

extension ManifestEvaluatorTests {
    /// A template choosing its targets from a `Set` of options, a loop over dependencies (whose variables become
    /// computed), a ternary on a known flag and a local function: the example app is read.
    @Test func aTemplateWithOptionsLoopsAndTernariesIsRead() throws {
        let helpers = """
            import ProjectDescription

            public enum Kind { case framework, example }

            extension Project {
                public static func framework(name: String, targets: Set<Kind> = Set([.framework, .example]), projects: [String] = []) -> Project {
                    var dependencies: [TargetDependency] = []
                    for item in projects {
                        dependencies.append(.project(target: item, path: "../\\(item)"))
                    }
                    var all: [Target] = []
                    if targets.contains(.example) {
                        all.append(.target(name: "\\(name)Example", destinations: .iOS, product: .app, bundleId: "e",
                            infoPlist: .extendingDefault(with: ["UIRequiresFullScreen": targets.contains(.framework) ? true : false]),
                            dependencies: dependencies))
                    }
                    func unused() -> Int { 1 }
                    return Project(name: name, targets: all)
                }
            }
            """
        let facts = try Self.project(
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.framework(name: \"Home\", projects: [\"Core\"])\n",
            helpers: helpers)
        let app = try #require(facts.targets.first)
        #expect(app.name == "HomeExample")
        #expect(app.generatedInfoPlist?.infoPlist.requiresFullScreen == true)
    }
}

extension ManifestEvaluatorTests {
    /// Appending to a list the reader could not read leaves it unread, and the rest of the template is read.
    @Test func aComputedListAppendedToStaysComputedAndTheTemplateIsRead() throws {
        let helpers = """
            import ProjectDescription

            extension Project {
                public static func module(name: String, sdks: [String] = []) -> Project {
                    var dependencies: [TargetDependency] = sdks.map { .sdk(name: $0, type: .framework) }
                    dependencies.append(contentsOf: sdks.map { .sdk(name: $0, type: .framework) })
                    dependencies.sort()
                    return Project(name: name, targets: [
                        .target(name: name, destinations: [.iPad], product: .app, bundleId: "m", dependencies: dependencies)
                    ])
                }
            }
            """
        let facts = try Self.project(
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(name: \"Pad\")\n",
            helpers: helpers)
        #expect(facts.targets.map(\.name) == ["Pad"])
        #expect(facts.targets.first?.deviceFamilies == [.pad])
    }
}
