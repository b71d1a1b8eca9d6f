/// Source files left on disk but out of their Xcode project: a file no target lists, in a folder where a target
/// lists another source file (or inside a folder a target builds as a whole, as one of its exceptions). Xcode
/// compiles only what a target's build phases or synchronized folders name, so such a file is in no app (an old
/// controller dropped from the project, a copy kept beside its replacement). StarClub-iOS keeps
/// `Class/Comment/CommentController.m` this way beside `CommentAutoController.m`, which all eleven of its app
/// targets build.
///
/// Files no target lists elsewhere are not judged here (`AppFileScope`): CocoaPods' `Pods` folder, Swift packages
/// (seen by the apps that link them) and a library's sources reach an app by other ways than a build phase, and they
/// sit in folders of their own, where no target of a read project lists anything. Only compiled sources are judged: a header, a
/// storyboard or a plist beside listed files is not compiled on its own.
struct LeftOutSources {
    static let sourceSuffixes = [".swift", ".m", ".mm", ".c", ".cc", ".cpp"]

    /// The folders in which some target lists a source file.
    private let listedFolders: Set<String>
    /// The folders some target builds as a whole.
    private let synchronizedFolders: [String]

    init(projects: [XcodeProjectFacts]) {
        var folders = Set<String>()
        var synchronized: [String] = []
        for project in projects {
            for target in project.targetFiles {
                for file in target.files where Self.isSource(file) { folders.insert(Self.folder(of: file)) }
                synchronized += target.synchronizedFolders.map(\.path)
            }
        }
        listedFolders = folders
        synchronizedFolders = synchronized
    }

    /// Whether `file`, which no target lists, is a source left out of a folder a target builds from.
    func isLeftOut(_ file: String) -> Bool {
        guard Self.isSource(file) else { return false }
        if listedFolders.contains(Self.folder(of: file)) { return true }
        return synchronizedFolders.contains { XcodeTargetFiles.SynchronizedFolder.isUnder(file, $0) }
    }

    static func isSource(_ file: String) -> Bool {
        sourceSuffixes.contains { file.hasSuffix($0) }
    }

    /// The folder holding `file`, "" for the repository root.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[..<slash])
    }
}
