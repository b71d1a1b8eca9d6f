extension Lint {
    /// The iOS 27 environments lint checks by default (WWDC 2026 session 278, "Modernize your UIKit app"): an
    /// iPhone app on an iPad and in iPhone Mirroring on the Mac, both fully resizable under the phone idiom, and an
    /// iPad app in a resizable window. The phone on an iPad has a home button's traits because the hardware is an
    /// iPad, which supports all four orientations; the mirrored phone has the 27.0 phone's (no home button).
    public static let environmentTargets: [Device] = [
        Device(
            idiom: .phone, systemVersion: .newestModelled, hasHomeButton: true, supportsMultitasking: false,
            environment: .iPhoneAppOnIPad),
        Device(
            idiom: .phone, systemVersion: .newestModelled, hasHomeButton: false, supportsMultitasking: false,
            environment: .iPhoneMirroring),
        Device(
            idiom: .pad, systemVersion: .newestModelled, hasHomeButton: true, supportsMultitasking: true,
            environment: .resizableWindow),
    ]

    /// Whether UIKit asks the app's and its controllers' masks on `device`: not in an iOS 27 resizable environment,
    /// where they are a preference UIKit ignores (claim `resizable-environments-ignore-masks`), nor in iPhone
    /// Mirroring, which always runs the app in portrait (`iphone-mirroring-always-portrait`). There lint explores
    /// no controller state: nothing it would find there (a crash, an ignored override, a dead orientation) is the
    /// app's bug, and what the environment does to the app's orientations is the readiness code
    /// `iphone-masks-ignored-when-resizable`'s subject. With `UIRequiresFullScreen` (discrete resizing that honours
    /// the masks) the masks decide as full screen and the target is explored.
    public static func asksMasks(on device: Device, infoPlist: InfoPlist) -> Bool {
        switch Policy.environmentTreatment(device, infoPlist: infoPlist) {
        case .asBefore, .discreteResizing: true
        case .masksArePreferences, .alwaysPortrait: false
        }
    }

    /// How an environment reads in a target's description ("iPhone app on iPad").
    static func describe(_ environment: Device.Environment) -> String {
        switch environment {
        case .fullScreen: "full screen"
        case .resizableWindow: "resizable window"
        case .iPhoneAppOnIPad: "iPhone app on iPad"
        case .iPhoneMirroring: "iPhone Mirroring"
        }
    }
}
