/// The files one target of an Xcode project builds, as its build phases list them: what decides which app a
/// source file, a storyboard or a xib belongs to when a repository holds several apps.
///
/// Xcode compiles into a target exactly the files its phases name: a `PBXSourcesBuildPhase` (sources), a
/// `PBXResourcesBuildPhase` (storyboards and xibs, a `PBXVariantGroup` for a localised `Base.lproj` one), a
/// `PBXHeadersBuildPhase`, each through a `PBXBuildFile` whose `fileRef` is the file; and, from Xcode 16, every
/// file under a folder the target lists in `fileSystemSynchronizedGroups` (a `PBXFileSystemSynchronizedRootGroup`)
/// except the `membershipExceptions` of that folder's `PBXFileSystemSynchronizedBuildFileExceptionSet` for the
/// target (the folders Xcode 16 keeps in sync with the file system instead of listing their files).
package struct XcodeTargetFiles: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// An iOS app or App Clip.
        case application
        /// A framework or a static or dynamic library: its code is compiled into the apps that link it.
        case library
        /// Anything else: tests, app extensions, watch apps, aggregate targets.
        case other
    }

    /// A folder whose files all belong to the target, but for the exceptions.
    package struct SynchronizedFolder: Sendable, Hashable {
        /// Relative to the project root, like every path here.
        package var path: String
        /// Files and folders under `path` that are not the target's.
        package var exceptions: [String]

        package init(path: String, exceptions: [String] = []) {
            self.path = path
            self.exceptions = exceptions
        }

        package func contains(_ file: String) -> Bool {
            guard Self.isUnder(file, path) else { return false }
            return !exceptions.contains { Self.isUnder(file, $0) }
        }

        /// Whether `file` is `folder` or lies under it ("" is the project root, under which everything lies).
        static func isUnder(_ file: String, _ folder: String) -> Bool {
            folder.isEmpty || file == folder || (file.hasPrefix(folder) && file.dropFirst(folder.count).first == "/")
        }
    }

    package var name: String
    package var kind: Kind
    /// The files its build phases list, relative to the project root.
    package var files: Set<String>
    package var synchronizedFolders: [SynchronizedFolder]
    /// Targets of the same project (indices in `XcodeProjectFacts.targetFiles`) that are libraries this target
    /// depends on (`PBXTargetDependency`) or links (its frameworks phase names their product).
    package var linkedLibraries: [Int]
    /// Files under a folder the target builds that it leaves out on purpose (an XcodeGen source's `excludes`): no
    /// build phase of a pbxproj says this, so it is empty there.
    package var excluded: Set<String> = []

    package init(
        name: String, kind: Kind, files: Set<String> = [], synchronizedFolders: [SynchronizedFolder] = [],
        linkedLibraries: [Int] = []
    ) {
        self.name = name
        self.kind = kind
        self.files = files
        self.synchronizedFolders = synchronizedFolders
        self.linkedLibraries = linkedLibraries
    }

    /// Whether the target's phases or synchronized folders name `file`.
    package func lists(_ file: String) -> Bool {
        files.contains(file) || synchronizedFolders.contains { $0.contains(file) }
    }

    static let libraryProductTypes: Set<String> = [
        "com.apple.product-type.framework",
        "com.apple.product-type.framework.static",
        "com.apple.product-type.library.static",
        "com.apple.product-type.library.dynamic",
    ]
}
