import OrientationPolicy

/// The Info.plist keys Xcode generates from a target's `INFOPLIST_KEY_...` build settings when
/// `GENERATE_INFOPLIST_FILE = YES` (Xcode 13 and later), as an `ImportedInfoPlist` located in the pbxproj.
enum GeneratedInfoPlist {
    /// Build setting (after `INFOPLIST_KEY_`) -> the Info.plist key it generates. Orientation lists are one
    /// string of names separated by spaces.
    static var orientationSettings: [(setting: String, key: String, field: WritableKeyPath<InfoPlist, [InterfaceOrientation]?>)] {
        [
            ("UISupportedInterfaceOrientations", InfoPlistKey.supportedOrientations, \.supportedInterfaceOrientations),
            ("UISupportedInterfaceOrientations_iPad", InfoPlistKey.supportedOrientationsPad, \.supportedInterfaceOrientationsPad),
            ("UISupportedInterfaceOrientations_iPhone", InfoPlistKey.supportedOrientationsPhone, \.supportedInterfaceOrientationsPhone),
        ]
    }
    static let prefix = "INFOPLIST_KEY_"

    static func make(target: String, settings: XcodeBuildSettings, pbxprojPath: String)
        throws(ImportError) -> ImportedInfoPlist?
    {
        guard try settings.bool("GENERATE_INFOPLIST_FILE", path: pbxprojPath)?.value == true else { return nil }
        var plist = ImportedInfoPlist(path: pbxprojPath + "#" + target, declaresApp: true)
        var info = InfoPlist()
        for (setting, key, field) in orientationSettings {
            guard let v = settings.value(prefix + setting) else { continue }
            var list: [InterfaceOrientation] = []
            for name in v.value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
                if let o = OrientationName.orientation(String(name)) {
                    list.append(o)
                } else {
                    plist.ignoredOrientations.append(Located(String(name), at: v.location))
                }
            }
            info[keyPath: field] = list
            plist.keyLocations[key] = v.location
        }
        if let full = try settings.bool(prefix + "UIRequiresFullScreen", path: pbxprojPath) {
            info.requiresFullScreen = full.value
            plist.keyLocations[InfoPlistKey.requiresFullScreen] = full.location
        }
        // Xcode writes a UIApplicationSceneManifest for this setting (the scene life cycle, TN3187).
        if let scenes = try settings.bool(prefix + "UIApplicationSceneManifest_Generation", path: pbxprojPath), scenes.value {
            plist.keyLocations[InfoPlistKey.sceneManifest] = scenes.location
        }
        plist.infoPlist = info
        let generatesLaunchScreen = try settings.bool(prefix + "UILaunchScreen_Generation", path: pbxprojPath)?.value ?? false
        plist.hasLaunchScreen =
            generatesLaunchScreen
            || settings.value(prefix + "UILaunchStoryboardName").map { !$0.value.isEmpty } ?? false
        if let storyboard = settings.value(prefix + "UIMainStoryboardFile"), !storyboard.value.isEmpty {
            plist.mainStoryboard = storyboard
            plist.keyLocations[InfoPlistKey.mainStoryboard] = storyboard.location
        }
        if let name = settings.value(prefix + "CFBundleDisplayName"), !name.value.isEmpty, !name.value.contains("$") {
            plist.bundleName = name.value
            plist.keyLocations[InfoPlistKey.displayName] = name.location
        } else {
            plist.bundleName = target
        }
        return plist
    }
}
