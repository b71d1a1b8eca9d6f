/// Everything the readers found in a project, before assembly: the Info.plists (files and generated ones), the
/// storyboards and xibs, and the facts of every Swift and Objective-C source. Reading and assembling are two
/// stages so each is tested on its own: `ProjectReader` fills this from a `ProjectSource`, `ProjectAssembler`
/// turns it into apps and scenarios.
package struct ProjectFiles: Sendable, Hashable {
    package var infoPlists: [ImportedInfoPlist]
    package var storyboards: [ImportedStoryboard]
    package var sources: SourceFacts
    package var statistics: ImportStatistics
    /// Files that describe an Xcode project the repository does not check in (XcodeGen's `project.yml`, Tuist's
    /// `Tuist.swift`): the importer does not read them, but a project with no app says where its apps are.
    package var projectGenerators: [String] = []
    /// The Xcode projects checked in, in path order: which target builds which file (`AppFileScope`).
    package var xcodeProjects: [XcodeProjectFacts] = []
    /// The Swift package manifests (`Package.swift` importing `PackageDescription`), in path order: which package a
    /// file no target lists belongs to, and which apps link it (`PackageOwners`).
    package var packageManifests: [SwiftPackageManifest] = []
    /// The `orientation-lint:` comments of the sources, storyboards and xibs, in path and line order.
    package var suppressions: [InSourceSuppression] = []
    /// Flutter, React Native, Xamarin, MAUI and Unity projects in the repository: their apps' screens are not
    /// written in Swift or Objective-C.
    package var otherStacks: [OtherStack] = []

    package init(
        infoPlists: [ImportedInfoPlist] = [], storyboards: [ImportedStoryboard] = [],
        sources: SourceFacts = SourceFacts(), statistics: ImportStatistics = ImportStatistics()
    ) {
        self.infoPlists = infoPlists
        self.storyboards = storyboards
        self.sources = sources
        self.statistics = statistics
    }
}
