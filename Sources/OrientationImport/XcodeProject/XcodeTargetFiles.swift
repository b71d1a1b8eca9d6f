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
    /// The file name of the target's product (`PVPPSSPP.framework`, `libretro.a`): how a target of another project
    /// of the same workspace links it (Xcode's implicit dependencies find a framework by this name).
    package var productName: String?
    /// The file names of the frameworks and libraries its frameworks phase links that no target of its own project
    /// makes: another project's products, reached through a subproject's `PBXReferenceProxy` or a workspace's
    /// built products (`BUILT_PRODUCTS_DIR/PVPPSSPP.framework`).
    package var linkedProducts: [String] = []
    /// Targets of other projects it depends on through a subproject (`PBXTargetDependency` whose
    /// `PBXContainerItemProxy` points at another `.xcodeproj`): that project's path (`Cores/X/X.xcodeproj`) and the
    /// target's name.
    package var otherProjectDependencies: [OtherProjectTarget] = []
    /// The Swift package products it links (`packageProductDependencies`, and a frameworks phase's `productRef`).
    package var packageProducts: [PackageProductUse] = []

    /// A target of another Xcode project, by the `.xcodeproj`'s path relative to the project root and its name.
    package struct OtherProjectTarget: Sendable, Hashable {
        package var project: String
        package var target: String

        package init(project: String, target: String) {
            self.project = project
            self.target = target
        }
    }

    /// One `XCSwiftPackageProductDependency`: the product's name, and where its package is when the project says.
    package struct PackageProductUse: Sendable, Hashable {
        package enum Package: Sendable, Hashable {
            /// An `XCLocalSwiftPackageReference`'s folder, relative to the project root.
            case local(String)
            /// An `XCRemoteSwiftPackageReference`: fetched by Xcode, never a folder of the repository.
            case remote
            /// No `package` (a local package Xcode found in the project's group tree): found by its name.
            case unnamed
        }

        package var name: String
        package var package: Package

        package init(name: String, package: Package = .unnamed) {
            self.name = name
            self.package = package
        }
    }

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
