extension Policy {
    /// What the environment the app runs in (`Device.Environment`) does with its masks on a version.
    public enum EnvironmentTreatment: Sendable, Hashable {
        /// The rules as before iOS 27 named environments: full screen on the app's own idiom, any environment
        /// before iOS 27 (an iPad app in a resizable window then falls under the iPad multitasking rule).
        case asBefore
        /// iOS 27, a resizable environment: the masks are a preference and are ignored (claim
        /// `resizable-environments-ignore-masks`); the scene takes the orientation the system gives it.
        case masksArePreferences
        /// iOS 27, iPhone Mirroring: the app always runs in portrait (claim `iphone-mirroring-always-portrait`).
        case alwaysPortrait
        /// iOS 27, a resizable environment with `UIRequiresFullScreen`: discrete resizing that honours the masks
        /// (claim `requires-full-screen-on-ios27`), so they decide as full screen.
        case discreteResizing
    }

    /// The first version on which the resizable environments ignore the masks (WWDC 2026 session 278).
    public static let resizableEnvironmentsSince = Claim.resizableEnvironmentsIgnoreMasks.versions.since.engineUses

    /// How `device.environment` treats the app's masks. Before iOS 27 every environment keeps the rules the engine
    /// had: an iPhone app on iPad or in iPhone Mirroring is decided by the phone's rules (no public source describes
    /// either before 27), an iPad app in a resizable window by the iPad multitasking rule. From 27 a resizable
    /// environment ignores the masks, unless `UIRequiresFullScreen` (for the idiom, as the system honours it on the
    /// version) asks for discrete resizing; iPhone Mirroring is always portrait, `UIRequiresFullScreen` or not (the
    /// engine's side of the disputed `iphone-mirroring-requires-full-screen`).
    public static func environmentTreatment(_ device: Device, infoPlist: InfoPlist) -> EnvironmentTreatment {
        guard let environment = device.environment, environment != .fullScreen,
            device.systemVersion >= resizableEnvironmentsSince
        else { return .asBefore }
        if environment == .iPhoneMirroring { return .alwaysPortrait }
        return requiresFullScreen(infoPlist, idiom: device.idiom, on: device.systemVersion) ? .discreteResizing : .masksArePreferences
    }

    /// Whether the app does not launch at all: from iOS 27, built with the iOS 27 SDK (`linkedAgainst`, or the
    /// system's own SDK when the request names none) and without a scene configuration (claim
    /// `scene-life-cycle-required-ios27`).
    public static func failsToLaunchWithoutScenes(_ scenario: Scenario) -> Bool {
        failsToLaunchWithoutScenes(device: scenario.device, app: scenario.app)
    }

    /// `failsToLaunchWithoutScenes(_:)` from the two values it reads.
    static func failsToLaunchWithoutScenes(device: Device, app: App) -> Bool {
        guard !app.usesSceneLifeCycle, device.systemVersion >= sceneLifeCycleRequiredSince else { return false }
        return (app.linkedAgainst ?? device.systemVersion) >= sceneLifeCycleRequiredSince
    }

    /// The first version (and SDK) that requires the scene life cycle.
    public static let sceneLifeCycleRequiredSince = Claim.sceneLifeCycleRequiredIOS27.versions.since.engineUses
}
