extension Policy {
    /// The Info.plist orientation list that applies on an idiom and its source: the device-modified key
    /// (`~ipad` on pad, `~iphone` on phone) replaces the plain key when present; there is no merging
    /// (Info.plist device-modifier rule; Xcode's universal template). Nil when neither key exists.
    public static func infoPlistOrientations(
        _ infoPlist: InfoPlist, idiom: Idiom
    ) -> (orientations: [InterfaceOrientation], source: ApplicationOrientations.Source)? {
        switch idiom {
        case .pad:
            if let list = infoPlist.supportedInterfaceOrientationsPad { return (list, .infoPlistPad) }
        case .phone:
            if let list = infoPlist.supportedInterfaceOrientationsPhone { return (list, .infoPlistPhone) }
        }
        if let list = infoPlist.supportedInterfaceOrientations { return (list, .infoPlist) }
        return nil
    }

    /// The app mask from Info.plist alone: the list for the idiom, or the idiom default when no key exists
    /// ("If no supported interface orientations were specified it will return UIInterfaceOrientationMaskAll on
    /// an iPad and UIInterfaceOrientationMaskAllButUpsideDown on a phone", UIApplication.h). This is also the
    /// only value that counts before launch finishes (TN2244).
    public static func infoPlistApplicationOrientations(_ infoPlist: InfoPlist, idiom: Idiom) -> ApplicationOrientations {
        if let (list, source) = infoPlistOrientations(infoPlist, idiom: idiom) {
            return ApplicationOrientations(mask: InterfaceOrientationMask(orientations: list), source: source)
        }
        return ApplicationOrientations(mask: idiom.defaultMask, source: .default)
    }

    /// The app mask as the app declares it for a window (`-[UIApplication supportedInterfaceOrientationsForWindow:]`):
    /// the app delegate's `application:supportedInterfaceOrientationsForWindow:` (iOS 6+; the window's own answer
    /// first, then the app-wide one) overrides Info.plist ("if in AppDelegate the method is used, the values from
    /// Info.plist are ignored", the Habr article on iOS 6 autorotation; Jkenny's Interface Orientation post measured on 8.3 and 9.3); otherwise Info.plist.
    /// Before iOS 6 the delegate method does not exist and is ignored. The value may be 0; see
    /// `applicationOrientations(for:in:)` for the value UIKit uses.
    /// From iOS 27 the scene delegate's `supportedInterfaceOrientations(for:)` (the window's own answer first,
    /// then the app-wide one) takes the Info.plist list's place ("The returned value replaces the app's
    /// UISupportedInterfaceOrientations Info.plist value for this scene", Apple Developer Documentation); the app
    /// delegate's answer, which overrides the Info.plist list, still comes first (the disputed
    /// `app-delegate-mask-wins-over-scene-delegate`).
    public static func declaredApplicationOrientations(for window: Window?, in scenario: Scenario) -> ApplicationOrientations {
        declaredApplicationOrientations(
            windowMask: window?.supportedInterfaceOrientationsForWindow,
            sceneMask: window?.supportedInterfaceOrientationsForWindowScene, device: scenario.device, app: scenario.app)
    }

    /// `declaredApplicationOrientations(for:in:)` given only the window's delegate answer, so `state(of:)` need
    /// not copy the window (and retain its controller tree) to ask.
    static func declaredApplicationOrientations(
        windowMask: InterfaceOrientationMask?, sceneMask: InterfaceOrientationMask?, device: Device, app: App
    ) -> ApplicationOrientations {
        if device.era >= .iOS6,
            let mask = windowMask ?? app.supportedInterfaceOrientationsForWindow
        {
            return ApplicationOrientations(mask: mask, source: .delegate)
        }
        if let mask = sceneMask ?? app.supportedInterfaceOrientationsForWindowScene,
            device.systemVersion >= sceneDelegateMaskSince
        {
            return ApplicationOrientations(mask: mask, source: .sceneDelegate)
        }
        return infoPlistApplicationOrientations(app.infoPlist, idiom: device.idiom)
    }

    /// The first version that asks the scene delegate for its scene's orientations.
    public static let sceneDelegateMaskSince = Claim.sceneDelegateMaskReplacesInfoPlist.versions.since.engineUses

    /// Whether UIKit replaces an app mask of 0 with `.all` on this version: from where the claim
    /// `zero-app-mask-widened` puts it (seen in the disassembly of iOS 18-26; its start is unknown, the engine uses
    /// 16.0). Earlier, 0 stays 0 and intersects to nothing, which the documentation's "must not be 0" warns about.
    public static func treatsZeroApplicationMaskAsAll(_ version: SystemVersion) -> Bool { version >= zeroApplicationMaskWidenedSince }

    /// The version the engine starts widening an app mask of 0 at.
    public static let zeroApplicationMaskWidenedSince = Claim.zeroAppMaskWidened.versions.since.engineUses

    /// The app mask UIKit uses for a window: `declaredApplicationOrientations`, with 0 replaced by `.all` on
    /// modern UIKit (the source is kept).
    public static func applicationOrientations(for window: Window?, in scenario: Scenario) -> ApplicationOrientations {
        var a = declaredApplicationOrientations(for: window, in: scenario)
        if a.mask.rawValue & InterfaceOrientationMask.validBits == 0, treatsZeroApplicationMaskAsAll(scenario.device.systemVersion) {
            a.mask = .all
        }
        return a
    }

    /// `UIRequiresFullScreen` for the idiom: on pad the `~ipad` key wins over the plain key (same device-modifier
    /// rule as the orientation list). Missing means NO. Still honoured on iPadOS 26: Apple deprecates it in 26.0
    /// and says it "will be ignored in a future release" (TN3192); a third-party claim that the 26 SDK already
    /// ignores it is disputed and not followed.
    public static func requiresFullScreen(_ infoPlist: InfoPlist, idiom: Idiom) -> Bool {
        if idiom == .pad, let v = infoPlist.requiresFullScreenPad { return v }
        return infoPlist.requiresFullScreen ?? false
    }

    /// `UIRequiresFullScreen` as the system honours it on `version`: ignored from the version the app names in
    /// `UIRequiresFullScreenIgnoredStartingWithVersion`, a key read from iPadOS 26.2 ("The system ignores the key
    /// starting in the version you specify and in later versions"; Apple Developer Documentation).
    public static func requiresFullScreen(_ infoPlist: InfoPlist, idiom: Idiom, on version: SystemVersion) -> Bool {
        guard requiresFullScreen(infoPlist, idiom: idiom) else { return false }
        if let ignoredFrom = infoPlist.requiresFullScreenIgnoredStartingWithVersion,
            version >= requiresFullScreenIgnoredKeySince, version >= ignoredFrom
        {
            return false
        }
        return true
    }

    /// The first version that reads `UIRequiresFullScreenIgnoredStartingWithVersion`.
    public static let requiresFullScreenIgnoredKeySince = Claim.requiresFullScreenIgnoredFromVersion.versions.since.engineUses
}
