extension Device {
    /// Where the app's scene runs (the API `device.environment`). Absent means what the engine modelled before
    /// iOS 27 named these environments: the app on its own idiom, with the iPad multitasking rule deciding whether
    /// an iPad app is resizable (`Policy.ignoresControllerOrientations(device:infoPlist:)`).
    ///
    /// WWDC 2026 session 278, "Modernize your UIKit app": on iOS 27 an iPhone-only app running on iPad is fully
    /// resizable under the phone idiom; in iPhone Mirroring on the Mac the window is fully resizable and the app
    /// always runs in the portrait interface orientation; an app's supported orientations are a preference, ignored
    /// while it runs in a resizable environment. The engine models this as the iPad multitasking mechanism
    /// (controller masks ignored, nothing raised) widened on iOS 27 to every resizable environment, whatever the
    /// Info.plist lists (`Policy.environmentTreatment(_:infoPlist:)`).
    public enum Environment: String, Sendable, Hashable, CaseIterable {
        /// Full screen on the app's own idiom: an iPhone app on an iPhone, an iPad app filling the iPad's screen.
        /// Decided exactly as when no environment is named.
        case fullScreen
        /// An iPad app in a resizable window (Split View and Slide Over from iPadOS 9, Stage Manager from 16,
        /// windowed apps from 26). Pad idiom only.
        case resizableWindow
        /// An iPhone-only app running on an iPad, under the phone idiom (iPhone OS 3.2+). Phone idiom only.
        case iPhoneAppOnIPad
        /// An iPhone app shown in iPhone Mirroring on a Mac (iOS 18+). Phone idiom only.
        case iPhoneMirroring

        /// The idiom the app runs under in this environment; nil when any idiom can (`fullScreen`).
        public var requiredIdiom: Idiom? {
            switch self {
            case .fullScreen: nil
            case .resizableWindow: .pad
            case .iPhoneAppOnIPad, .iPhoneMirroring: .phone
            }
        }

        /// The first iOS version on which the environment exists.
        public var availableSince: SystemVersion {
            switch self {
            case .fullScreen: .oldestModelled
            case .resizableWindow: SystemVersion(9)
            case .iPhoneAppOnIPad: SystemVersion(3, 2)
            case .iPhoneMirroring: SystemVersion(18)
            }
        }
    }
}
