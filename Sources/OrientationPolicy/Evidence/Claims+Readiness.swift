/// The claims of lint's iOS 27 readiness codes: what changes for an app when it is built with the iOS 27 SDK and
/// runs on iOS 27, in Apple's words (WWDC 2026 session 278, "Modernize your UIKit app", and the API pages).
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    public static let sceneConfigurationAdoptsSceneLifeCycle = Claim(
        "scene-configuration-adopts-scene-life-cycle",
        "An app uses the scene life cycle when its Info.plist has a UIApplicationSceneManifest, or when its app delegate returns the scene configuration from application(_:configurationForConnecting:options:).",
        versions: .since(V(13)),
        evidence: [
            Evidence(
                .appleDocumentation, R.tn3187SceneLifeCycle,
                says:
                    "An app that uses scenes has a UIApplicationSceneManifest in its Info.plist; the system launches it with the scene life cycle when it finds the dictionary."
            ),
            Evidence(
                .appleDocumentation, R.configurationForConnectingDoc,
                says: "Implement this method if you don't include scene-configuration data in your app's Info.plist file."),
        ])
    public static let appDelegateOrientationMethodDeprecatedIOS27 = Claim(
        "app-delegate-orientation-method-deprecated-ios27",
        "iOS 27 deprecates the app delegate's application(_:supportedInterfaceOrientationsFor:) and UIApplication.supportedInterfaceOrientations(for:); a window scene delegate's supportedInterfaceOrientations(for:) replaces the Info.plist list for its scene.",
        versions: .since(V(27)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiApplicationDelegateSupportedOrientations,
                says: "Available iOS 6.0-27.0: deprecated in 27."),
            Evidence(
                .appleDocumentation, R.uiApplicationSupportedOrientationsForWindow,
                says: "Available iOS 6.0-27.0: deprecated in 27."),
            Evidence(
                .appleDocumentation, R.sceneDelegateSupportedInterfaceOrientations,
                says:
                    "Returns the interface orientations supported by the window scene; the returned value replaces the app's UISupportedInterfaceOrientations Info.plist value for this scene, and the Info.plist value is used when it is not implemented (iOS 27+)."
            ),
        ])
    public static let iPhoneAppsResizableOnIOS27 = Claim(
        "iphone-apps-resizable-on-ios27",
        "On iOS 27 an iPhone app running on iPad is fully resizable, still under the phone idiom, and in iPhone Mirroring on the Mac its window is fully resizable; while it is resizable, its supported orientations are a preference that UIKit ignores.",
        versions: .since(V(27)), devices: "iPhone apps on iPad and in iPhone Mirroring",
        evidence: [
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says:
                    "An iPhone-only app running on iPad is fully resizable, still under the phone idiom; in iPhone Mirroring the window is fully resizable; an app's supported orientations are a preference and are ignored while it runs in a resizable environment."
            ),
            Evidence(
                .developerReport, R.expo48173,
                says: "iOS 27 treats a supported orientation as a preference and ignores it while the app is resizable."),
        ])
    public static let requiresFullScreenDiscreteResizingIOS27 = Claim(
        "requires-full-screen-discrete-resizing-ios27",
        "From iOS 27 UIRequiresFullScreen is honoured on iPhone in resizable environments and no longer opts out of resizing: it enables discrete resizing that honours the supported orientations.",
        versions: .since(V(27)), devices: "iPhone apps on iPad and in iPhone Mirroring",
        evidence: [
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says:
                    "UIRequiresFullScreen is honoured on iPhone in resizable environments from iOS 27 and no longer opts out of resizing: it enables discrete resizing that honours the supported orientations."
            ),
            Evidence(
                .developerReport, R.expo48175,
                says: "As of iOS 27 the key requests discrete resizing honouring the orientations, on iPhone too."),
        ],
        conflict:
            "The same session says iPhone Mirroring always runs the app in the portrait interface orientation; for a landscape-only app that sets the key Apple does not say which statement wins in Mirroring."
    )
    public static let interfaceOrientationNotForLayoutIOS27 = Claim(
        "interface-orientation-not-for-layout-ios27",
        "On iOS 27 interface orientation is no longer useful for layout decisions: in iPhone Mirroring the app always runs in the portrait interface orientation whatever the window's aspect, and a resizable window is not the size of the screen.",
        versions: .since(V(27)), devices: "iPhone apps on iPad and in iPhone Mirroring; iPad apps in resizable windows",
        evidence: [
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says:
                    "In iPhone Mirroring the window is fully resizable and the app always runs in the portrait interface orientation, whatever the window's aspect; interface orientation also is no longer useful for layout decisions."
            ),
            Evidence(
                .appleDocumentation, R.uiScreenMainDoc,
                says: "Apple discourages UIScreen.main: use the screen found through context, such as the window scene's screen."),
        ])
    public static let statusBarOrientationDeprecated = Claim(
        "status-bar-orientation-deprecated",
        "UIApplication's statusBarOrientation is deprecated from iOS 13 and setStatusBarOrientation(_:animated:) from iOS 9.",
        versions: .since(V(13)),
        evidence: [
            Evidence(.appleDocumentation, R.statusBarOrientationDoc, says: "Available iOS 2.0-13.0: deprecated in 13."),
            Evidence(.appleDocumentation, R.setStatusBarOrientationDoc, says: "Available iOS 2.0-9.0: deprecated in 9."),
        ])
}
