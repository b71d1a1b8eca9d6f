import OrientationPolicy

/// What a `project.pbxproj` says about the Info.plists of its iOS application targets.
package struct XcodeProjectFacts: Sendable, Hashable {
    /// The iOS application targets (`com.apple.product-type.application`, and App Clips), in the project's
    /// target order.
    package var targets: [XcodeApplicationTarget]
    /// The `INFOPLIST_FILE`s of application targets that build for another platform (tvOS, macOS, watchOS,
    /// visionOS): such a file says `APPL` like an iOS app's, but UIKit's iOS orientation rules do not apply to it.
    package var otherPlatformInfoPlists: [String]
    /// What every target of the project (apps, libraries, tests, extensions), in the project's target order,
    /// builds: which files are whose.
    package var targetFiles: [XcodeTargetFiles]
    /// The `.xcodeproj` folder, relative to the project root ("" when unknown): how a subproject names it.
    package var projectPath = ""
    /// The folders of the local Swift packages the project references (`XCLocalSwiftPackageReference`'s
    /// `relativePath`, or a folder reference of its group tree), relative to the project root; the folders that hold
    /// no `Package.swift` are no package.
    package var localPackages: [String] = []
    /// Whether the reader records what the targets link beyond the project (package products, other projects'
    /// products): true for a pbxproj. The XcodeGen and Tuist readers do not read `packages:` or
    /// `.package(product:)`, so their apps see every package and subproject file, as before.
    package var readsLinks = false

    package init(
        targets: [XcodeApplicationTarget] = [], otherPlatformInfoPlists: [String] = [],
        targetFiles: [XcodeTargetFiles] = []
    ) {
        self.targets = targets
        self.otherPlatformInfoPlists = otherPlatformInfoPlists
        self.targetFiles = targetFiles
    }

    /// The target at `index` in `targetFiles` and the library targets it links, directly or through another
    /// library: everything compiled into its product.
    package func compiledTargets(_ index: Int) -> [Int] {
        guard targetFiles.indices.contains(index) else { return [] }
        var out = [index]
        var head = 0
        while head < out.count {
            for l in targetFiles[out[head]].linkedLibraries where targetFiles.indices.contains(l) && !out.contains(l) {
                out.append(l)
            }
            head += 1
        }
        return out
    }

    /// The Info.plists Xcode generates from build settings (`GENERATE_INFOPLIST_FILE = YES`), one per target that
    /// generates one: `declaresApp` true, `path` = the pbxproj's path + `#` + the target name (distinct for each
    /// target), `keyLocations` at the `INFOPLIST_KEY_...` settings in the pbxproj.
    package var generatedInfoPlists: [ImportedInfoPlist] { targets.compactMap(\.generatedInfoPlist) }

    /// The project-root-relative paths of the application targets' `INFOPLIST_FILE`s.
    package var applicationInfoPlistPaths: [String] { targets.compactMap(\.infoPlistFile) }

    /// Info.plist path (an `INFOPLIST_FILE`, or a generated plist's `path`) -> target name.
    package var targetNames: [String: String] {
        var names: [String: String] = [:]
        for t in targets {
            if let file = t.infoPlistFile { names[file] = t.name }
            if let generated = t.generatedInfoPlist { names[generated.path] = t.name }
        }
        return names
    }
}

/// One iOS application target of an Xcode project, as its chosen build configuration (`Release` when the target
/// has one, else its first) and the project's configuration of the same name set it up.
///
/// A target can both name a file (`INFOPLIST_FILE`) and generate keys (`GENERATE_INFOPLIST_FILE = YES` with
/// `INFOPLIST_KEY_...` settings): Xcode then builds the app's Info.plist from both, so the app's keys are the
/// file's together with `generatedInfoPlist`'s.
package struct XcodeApplicationTarget: Sendable, Hashable {
    /// The target's `name`.
    package var name: String
    /// `INFOPLIST_FILE`, relative to the project root: resolved against the folder that holds the `.xcodeproj`,
    /// with `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(TARGET_NAME)`, `$(PROJECT_NAME)` and the project's own settings
    /// expanded. nil when the target sets none.
    package var infoPlistFile: String?
    /// The `INFOPLIST_FILE`s the target's other build configurations name, when they differ from the chosen one's
    /// (resolved the same way). A file named only by Debug is still the target's when Release's is not in the
    /// repository.
    package var otherInfoPlistFiles: [String] = []
    /// The keys generated from build settings, when the target generates its Info.plist.
    package var generatedInfoPlist: ImportedInfoPlist?
    /// The target's entry in the pbxproj.
    package var location: SourceLocation
    /// The devices the app is built for, from `TARGETED_DEVICE_FAMILY` (`1` iPhone, `2` iPad, `1,2` both); nil
    /// when the setting is absent or names neither (`DeviceFamily.asBuilt` says what Xcode builds then).
    package var deviceFamilies: [Idiom]?
    /// Whether `TARGETED_DEVICE_FAMILY` is set at all (to families the engine models or not).
    package var setsDeviceFamily = false
    /// The `.xcconfig` the chosen configuration (the target's or the project's) is based on when it could not be
    /// read (not in the repository): a setting the pbxproj lacks may be set there. nil when there is none, or it
    /// was read.
    package var unreadXcconfig: String?
    /// The target's index in `XcodeProjectFacts.targetFiles`.
    package var targetFilesIndex: Int?
    /// The oldest iOS the app runs on, from `IPHONEOS_DEPLOYMENT_TARGET` (`15.0`); nil when the setting is absent
    /// or not a version (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`).
    package var deploymentTarget: SystemVersion?
    /// The iOS SDK the target pins in `SDKROOT` (`iphoneos17.0`, `SDKROOT`s path `iPhoneOS17.0.sdk`); nil for
    /// `iphoneos`, which is the latest SDK of the Xcode that builds it (`SDKRoot.iOSVersion`).
    package var sdkVersion: SystemVersion?
    /// What the description the project is generated from (a Tuist manifest) leaves unread for this target, or
    /// why it was not read: each becomes an `unread-value` note of the app.
    package var projectNotes: [Located<String>] = []

    package init(
        name: String, infoPlistFile: String? = nil, generatedInfoPlist: ImportedInfoPlist? = nil,
        location: SourceLocation, deviceFamilies: [Idiom]? = nil, deploymentTarget: SystemVersion? = nil
    ) {
        self.name = name
        self.infoPlistFile = infoPlistFile
        self.generatedInfoPlist = generatedInfoPlist
        self.location = location
        self.deviceFamilies = deviceFamilies
        self.deploymentTarget = deploymentTarget
    }
}
