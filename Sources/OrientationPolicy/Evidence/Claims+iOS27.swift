/// What iOS 27 changes for orientation, from Apple's WWDC 2026 session 278 and the API pages: the resizable
/// environments, iPhone Mirroring, the scene delegate's mask, `UIRequiresFullScreen` as discrete resizing, and the
/// scene life cycle. Where Apple's statements leave a question open the claim is disputed and names both answers.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    public static let resizableEnvironmentsIgnoreMasks = Claim(
        "resizable-environments-ignore-masks",
        "On iOS 27 an app's supported orientations are a preference, ignored while it runs in a resizable environment (an iPad app in a resizable window, an iPhone-only app on iPad, iPhone Mirroring): the scene takes the orientation the system gives it. This is the iPad multitasking rule's effect (controller masks and shouldAutorotate ignored) widened on iOS 27 to every resizable environment, whatever the Info.plist lists.",
        versions: .since(V(27)), devices: "iPads, iPhone apps on iPad, iPhone Mirroring",
        when: "an app in a resizable environment on iOS 27",
        evidence: [
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says:
                    "On iOS 27 an app's supported orientations are a preference and are ignored while it runs in a resizable environment; an iPhone-only app on iPad is fully resizable, still under the phone idiom."
            )
        ])
    public static let resizableSceneRaisesNothing = Claim(
        "resizable-scene-raises-nothing",
        "On iOS 27 UIKit raises no UIApplicationInvalidInterfaceOrientation in a resizable environment, as under iPad multitasking.",
        versions: .since(V(27)), devices: "iPads, iPhone apps on iPad, iPhone Mirroring",
        when: "a resizable environment on iOS 27 whose masks have nothing in common",
        evidence: [
            .reasoning(
                from: ["resizable-environments-ignore-masks", "multitasking-ignores-controller-masks"],
                says: "The masks are ignored in resizable environments, and where iPad multitasking ignores them nothing is raised.")
        ],
        conflict:
            "Apple says the masks are ignored in resizable environments, not whether the no-common-orientation exception is still raised there. The engine follows iPad multitasking (nothing raised) and names the exception the masks would raise."
    )
    public static let iPhoneMirroringAlwaysPortrait = Claim(
        "iphone-mirroring-always-portrait",
        "On iOS 27 an app in iPhone Mirroring on the Mac runs in the portrait interface orientation, whatever its masks and the window's aspect; the window is fully resizable.",
        versions: .since(V(27)), devices: "iPhone Mirroring",
        when: "an app in iPhone Mirroring on iOS 27",
        evidence: [
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says:
                    "In iPhone Mirroring the window is fully resizable and the app always runs in the portrait interface orientation, whatever the window's aspect; interface orientation is no longer useful for layout decisions."
            )
        ])
    public static let iPhoneMirroringRequiresFullScreen = Claim(
        "iphone-mirroring-requires-full-screen",
        "In iPhone Mirroring on iOS 27 an app that sets UIRequiresFullScreen still runs in portrait.",
        versions: .since(V(27)), devices: "iPhone Mirroring",
        when: "an app in iPhone Mirroring on iOS 27 that sets UIRequiresFullScreen and whose masks do not allow portrait",
        evidence: [
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says:
                    "The app always runs in portrait in iPhone Mirroring; UIRequiresFullScreen is honoured on iPhone in resizable environments and enables discrete resizing that honours the supported orientations."
            )
        ],
        conflict:
            "Apple says both that an app in iPhone Mirroring always runs in portrait and that UIRequiresFullScreen is honoured on iPhone in resizable environments as discrete resizing that honours the supported orientations; for a landscape-only app it does not say which wins. The engine answers portrait and names the answer with the masks honoured."
    )
    public static let iPhoneAppsOnIPadBeforeIOS27 = Claim(
        "iphone-apps-on-ipad-before-ios27",
        "Before iOS 27 an iPhone-only app on iPad is decided by the phone's own rules: its masks are honoured as on an iPhone.",
        versions: VersionSpan(since: .exactly(V(3, 2)), through: .until(.exactly(V(27)))), devices: "iPhone apps on iPad",
        when: "an iPhone-only app on iPad before iOS 27",
        evidence: [
            .reasoning(
                from: ["resizable-environments-ignore-masks"],
                says:
                    "Apple presents full resizability of iPhone apps on iPad as new in iOS 27; no public source describing their orientation rules before it was found, so the engine applies the phone idiom's rules."
            )
        ])
    public static let iPhoneMirroringBeforeIOS27 = Claim(
        "iphone-mirroring-before-ios27",
        "Before iOS 27 an app in iPhone Mirroring is decided as on the iPhone: its masks are honoured.",
        versions: VersionSpan(since: .exactly(V(18)), through: .until(.exactly(V(27)))), devices: "iPhone Mirroring",
        when: "an app in iPhone Mirroring before iOS 27",
        evidence: [
            .reasoning(
                from: ["iphone-mirroring-always-portrait"],
                says:
                    "Apple presents the resizable, always-portrait Mirroring window as new in iOS 27; no public source describing orientation in iPhone Mirroring before it was found, so the engine applies the iPhone's rules."
            )
        ])
    public static let sceneDelegateMaskReplacesInfoPlist = Claim(
        "scene-delegate-mask-replaces-info-plist",
        "From iOS 27 the scene delegate's supportedInterfaceOrientations(for:) replaces the Info.plist list for its scene; without it the Info.plist list is used.",
        versions: .since(V(27)), when: "a scene delegate that implements supportedInterfaceOrientations(for:)",
        evidence: [
            Evidence(
                .appleDocumentation, R.sceneDelegateSupportedInterfaceOrientations,
                says:
                    "The returned value replaces the app's UISupportedInterfaceOrientations Info.plist value for this scene. If not implemented, the Info.plist value is used."
            )
        ])
    public static let appDelegateOrientationsDeprecated = Claim(
        "app-delegate-orientations-deprecated-ios27",
        "In iOS 27 application(_:supportedInterfaceOrientationsFor:) and UIApplication.supportedInterfaceOrientations(for:) are deprecated in favour of the scene delegate's supportedInterfaceOrientations(for:).",
        versions: .since(V(27)), when: "an app delegate that answers supportedInterfaceOrientationsFor on iOS 27",
        evidence: [
            Evidence(
                .appleDocumentation, R.uiApplicationDelegateSupportedOrientations, says: "Available from iOS 6.0, deprecated in 27.0."),
            Evidence(
                .appleDocumentation, R.uiApplicationSupportedOrientationsForWindow, says: "Available from iOS 6.0, deprecated in 27.0."),
        ])
    public static let appDelegateMaskWinsOverSceneDelegate = Claim(
        "app-delegate-mask-wins-over-scene-delegate",
        "When both the app delegate and the scene delegate answer on iOS 27, the app delegate's answer is the app mask.",
        versions: .since(V(27)), when: "both the app delegate and the scene delegate answer",
        evidence: [
            .reasoning(
                from: ["scene-delegate-mask-replaces-info-plist", "delegate-mask-replaces-info-plist"],
                says: "The scene delegate's value takes the Info.plist list's place, and the app delegate's answer overrides that list.")
        ],
        conflict:
            "Apple says the scene delegate's value replaces the Info.plist list for its scene and deprecates the app delegate's method, not which answer wins when both are implemented. The engine reads the text literally (the app delegate's answer wins) and names the scene delegate's answer."
    )
}
