import OrientationPolicy

/// Reads the orientation-related keys of an Info.plist's top-level dictionary into an `ImportedInfoPlist`.
///
/// Every key the importer uses must have the type Apple documents for it (an array of strings, a boolean, a
/// string, a dictionary); a value of another type is an error naming the key's line, because the app would
/// not behave as the file seems to say. Keys the importer does not use are never looked at.
struct InfoPlistInterpreter {
    let path: String
    let entries: [PlistNode.Entry]
    /// Binary files have no lines: their errors name the file only.
    let hasLines: Bool

    func read() throws(ImportError) -> ImportedInfoPlist {
        var plist = ImportedInfoPlist(path: path, declaresApp: false)
        var ignored: [Located<String>] = []
        var keyLocations: [String: SourceLocation] = [:]
        for key in Self.locatedKeys {
            if let e = entry(key) { keyLocations[key] = e.keyLocation }
        }
        plist.keyLocations = keyLocations

        var info = InfoPlist()
        info.supportedInterfaceOrientations = try orientations(InfoPlistKey.supportedOrientations, ignored: &ignored)
        info.supportedInterfaceOrientationsPad = try orientations(InfoPlistKey.supportedOrientationsPad, ignored: &ignored)
        info.supportedInterfaceOrientationsPhone = try orientations(InfoPlistKey.supportedOrientationsPhone, ignored: &ignored)
        info.requiresFullScreen = try bool(InfoPlistKey.requiresFullScreen)
        info.requiresFullScreenPad = try bool(InfoPlistKey.requiresFullScreenPad)
        // A version the system cannot read is a version it never reaches: the key then changes nothing.
        if let v = try string(InfoPlistKey.requiresFullScreenIgnoredStartingWithVersion) {
            info.requiresFullScreenIgnoredStartingWithVersion = try? SystemVersion(parsing: v.value)
        }
        if let initial = try string(InfoPlistKey.initialOrientation) {
            if let o = OrientationName.orientation(initial.value) {
                info.initialInterfaceOrientation = o
            } else {
                ignored.append(initial)
            }
        }
        plist.infoPlist = info
        plist.ignoredOrientations = ignored

        // The name people see: the display name, else the bundle name.
        plist.bundleName = try literal(InfoPlistKey.displayName)
        if plist.bundleName == nil { plist.bundleName = try literal(InfoPlistKey.bundleName) }
        plist.mainStoryboard = try nonEmpty(InfoPlistKey.mainStoryboard)
        plist.mainStoryboardPad = try nonEmpty(InfoPlistKey.mainStoryboardPad)
        plist.mainNib = try nonEmpty(InfoPlistKey.mainNib)
        plist.mainNibPad = try nonEmpty(InfoPlistKey.mainNibPad)
        plist.sceneStoryboards = try sceneStoryboards()
        plist.deviceFamilies = deviceFamilies()
        plist.deploymentTarget = minimumOSVersion()
        plist.declaresApp = try AppDeclaration.declaresApp(self)
        plist.hasLaunchScreen = entries.contains { e in
            ["UILaunchStoryboardName", "UILaunchScreen", "UILaunchScreens"].contains { e.key == $0 || e.key.hasPrefix($0 + "~") }
        }
        return plist
    }

    /// Keys whose location is kept in `keyLocations` (the orientation keys, and the keys that say what the
    /// bundle is and which storyboard it starts with).
    static let locatedKeys = [
        InfoPlistKey.supportedOrientations, InfoPlistKey.supportedOrientationsPad,
        InfoPlistKey.supportedOrientationsPhone, InfoPlistKey.requiresFullScreen, InfoPlistKey.requiresFullScreenPad,
        InfoPlistKey.initialOrientation, InfoPlistKey.packageType, InfoPlistKey.displayName, InfoPlistKey.bundleName,
        InfoPlistKey.mainStoryboard, InfoPlistKey.mainStoryboardPad, InfoPlistKey.mainNib, InfoPlistKey.mainNibPad,
        InfoPlistKey.sceneManifest, InfoPlistKey.requiresFullScreenIgnoredStartingWithVersion,
    ]

    func entry(_ key: String) -> PlistNode.Entry? {
        entries.last { $0.key == key }
    }

    func wrongType(_ key: String, at location: SourceLocation, expected: String, found node: PlistNode) -> ImportError {
        ImportError(
            .malformedPlist, file: path, line: hasLines ? location.line : nil,
            "\(key) is \(node.typeName); expected \(expected)")
    }

    /// An array of orientation names; names UIKit does not know are skipped into `ignored`.
    func orientations(_ key: String, ignored: inout [Located<String>]) throws(ImportError) -> [InterfaceOrientation]? {
        guard let e = entry(key) else { return nil }
        guard case .array(let items) = e.value.value else {
            throw wrongType(key, at: e.keyLocation, expected: "an array of UIInterfaceOrientation... strings", found: e.value)
        }
        var list: [InterfaceOrientation] = []
        for item in items {
            guard case .string(let name) = item.value else {
                throw ImportError(
                    .malformedPlist, file: path, line: hasLines ? item.location.line : nil,
                    "\(key) holds \(item.typeName); expected UIInterfaceOrientation... strings")
            }
            if let o = OrientationName.orientation(name) {
                list.append(o)
            } else {
                ignored.append(Located(name, at: item.location))
            }
        }
        return list
    }

    func bool(_ key: String) throws(ImportError) -> Bool? {
        guard let e = entry(key) else { return nil }
        guard case .bool(let b) = e.value.value else {
            throw wrongType(key, at: e.keyLocation, expected: "a boolean (<true/> or <false/>)", found: e.value)
        }
        return b
    }

    /// `UIDeviceFamily`: an array of family numbers (integers, or strings of digits as some build tools write
    /// them). Xcode writes it from the target's setting into the built Info.plist; a source Info.plist rarely
    /// has it, and a value of another shape is left to the target's setting rather than refused.
    func deviceFamilies() -> [Idiom]? {
        guard let e = entry("UIDeviceFamily") else { return nil }
        let items: [PlistNode]
        switch e.value.value {
        case .array(let a): items = a
        default: items = [e.value]
        }
        let numbers = items.compactMap { item -> Int? in
            switch item.value {
            case .integer(let n): n
            case .string(let s): Int(s)
            default: nil
            }
        }
        return DeviceFamily.idioms(numbers)
    }

    /// `MinimumOSVersion` (`"15.0"`): Xcode writes it from the deployment target into the built Info.plist; a value
    /// that is not a version is left to the target's setting rather than refused.
    func minimumOSVersion() -> SystemVersion? {
        guard let e = entry("MinimumOSVersion"), case .string(let s) = e.value.value else { return nil }
        return try? SystemVersion(parsing: s)
    }

    /// A string value, located at its key.
    func string(_ key: String) throws(ImportError) -> Located<String>? {
        guard let e = entry(key) else { return nil }
        guard case .string(let s) = e.value.value else {
            throw wrongType(key, at: e.keyLocation, expected: "a string", found: e.value)
        }
        return Located(s, at: e.keyLocation)
    }

    /// A string that names something (a storyboard, a nib): an empty one names nothing, as for UIKit.
    func nonEmpty(_ key: String) throws(ImportError) -> Located<String>? {
        guard let s = try string(key), !s.value.trimmingWhitespace.isEmpty else { return nil }
        return s
    }

    /// A name as people read it: not empty and not a build-setting reference such as `$(PRODUCT_NAME)` or
    /// `${PRODUCT_NAME}`, which only the build resolves.
    func literal(_ key: String) throws(ImportError) -> String? {
        guard let s = try nonEmpty(key)?.value, !s.contains("$(") && !s.contains("${") else { return nil }
        return s
    }

    /// `UIApplicationSceneManifest` -> `UISceneConfigurations` -> each role's array of configurations ->
    /// `UISceneStoryboardFile`. The application role comes first, then the other roles (external displays, ...)
    /// by name, so the order does not depend on the file's format.
    func sceneStoryboards() throws(ImportError) -> [Located<String>] {
        guard let manifest = entry(InfoPlistKey.sceneManifest) else { return [] }
        guard case .dictionary = manifest.value.value else {
            throw wrongType(InfoPlistKey.sceneManifest, at: manifest.keyLocation, expected: "a dictionary", found: manifest.value)
        }
        guard let configurations = manifest.value.entry(InfoPlistKey.sceneConfigurations) else { return [] }
        guard case .dictionary(let roles) = configurations.value.value else {
            throw wrongType(
                InfoPlistKey.sceneConfigurations, at: configurations.keyLocation, expected: "a dictionary",
                found: configurations.value)
        }
        let ordered =
            roles.filter { $0.key == InfoPlistKey.applicationSceneRole }
            + roles.filter { $0.key != InfoPlistKey.applicationSceneRole }.sorted { $0.key < $1.key }
        var found: [Located<String>] = []
        for role in ordered {
            guard case .array(let scenes) = role.value.value else {
                throw wrongType(role.key, at: role.keyLocation, expected: "an array of scene configurations", found: role.value)
            }
            for scene in scenes {
                guard case .dictionary = scene.value else {
                    throw ImportError(
                        .malformedPlist, file: path, line: hasLines ? scene.location.line : nil,
                        "a scene configuration of \(role.key) is \(scene.typeName); expected a dictionary")
                }
                guard let file = scene.entry(InfoPlistKey.sceneStoryboard) else { continue }
                guard case .string(let name) = file.value.value else {
                    throw wrongType(InfoPlistKey.sceneStoryboard, at: file.keyLocation, expected: "a string", found: file.value)
                }
                if !name.trimmingWhitespace.isEmpty { found.append(Located(name, at: file.keyLocation)) }
            }
        }
        return found
    }
}
