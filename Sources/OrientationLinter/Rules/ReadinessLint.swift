import OrientationImport
import OrientationPolicy

/// Lint's iOS 27 readiness codes: what changes for an app when it is built with the iOS 27 SDK and runs on iOS 27,
/// in Apple's words (WWDC 2026 session 278, "Modernize your UIKit app"; the API pages; TN3187).
///
/// - `scene-life-cycle-required`: no scene configuration (`AppReadiness.sceneAdoption` is nil).
/// - `app-delegate-orientation-method-deprecated`: at each `application(_:supportedInterfaceOrientationsFor:)`; the
///   fix says to move it to the scene delegate unless a scene delegate already answers. Also at each call of
///   `UIApplication.supportedInterfaceOrientations(for:)` that can run on 27 (`ReadinessLint+ApplicationMaskCall`).
/// - `iphone-masks-ignored-when-resizable`: an app that runs on iPhone whose iPhone orientations are all portrait or
///   all landscape (the scene delegate's mask when one is read, else the Info.plist list), without
///   `UIRequiresFullScreen`; or, when those allow both, whose window root answers one of them on iPhone itself (its
///   own override, forwarding to no child), at that answer: the whole main interface is then kept to it.
/// - `layout-branches-on-orientation`: once for each statement whose reads of the orientation or the main screen's
///   bounds decide a layout, at its first line (in Swift, at the outermost call holding the reads)
///   (`ImportedOrientationLayoutRead` says which reads do; a screen read that only backs up a window's size does not).
/// - `status-bar-orientation-deprecated`: at each read or write of `statusBarOrientation`, in instance and class
///   methods alike.
///
/// A project rarely names its SDK: `SDKROOT = iphoneos` builds with the SDK the Xcode ships, so lint assumes the app
/// is built with today's (`linkedAgainst`, by default `ForcedRotationLint.currentSDK`, iOS 27) unless the project
/// pins one (`SDKROOT = iphoneos17.0`, `ImportedApp.sdkVersion`) or the caller names one. These are readiness notes for that move,
/// so every code needs both an SDK of iOS 27 or later and a target running iOS 27 or later; an app built with an
/// older SDK (`orientation-server lint --linked-against 26.0`) or linted on older targets only gets none.
struct ReadinessLint {
    var app: ImportedApp
    /// The requested targets, before they are fitted to the app.
    var requested: [Device]
    /// The SDK the app is built with.
    var linkedAgainst: SystemVersion

    /// The first SDK and system the readiness codes are about.
    static let since = SystemVersion(27)

    func findings() -> [(finding: LintFinding, location: SourceLocation)] {
        guard linkedAgainst >= Self.since else { return [] }
        let targets = AppLintTargets.targets(requested, for: app, idiom: nil).filter { $0.systemVersion >= Self.since }
        guard !targets.isEmpty else { return [] }
        let r = app.readiness
        var out: [(LintFinding, SourceLocation)] = []
        // A Flutter, React Native, .NET or Unity app's native shell is often written by its tool at build time
        // (Flutter's CLI adds the scene manifest to an app delegate it generated), so the repository does not show
        // whether the built app has one.
        if r.sceneAdoption == nil, app.otherStack == nil {
            out.append((sceneLifeCycle(targets), SourceLocation(file: app.infoPlistPath, line: 1)))
        }
        let sceneMasked = !r.sceneDelegateMasks.isEmpty
        for m in r.appDelegateOrientationMethods {
            out.append((appDelegateMethod(m, sceneMasked: sceneMasked, targets: targets), m.location))
        }
        for c in r.applicationMaskCalls { out.append((applicationMaskCall(c, targets: targets), c.location)) }
        if let (f, at) = iPhoneMasks(targets) { out.append((f, at)) }
        for read in r.orientationLayoutReads { out.append((layout(read, targets), read.location)) }
        for use in r.statusBarOrientationUses { out.append((statusBar(use, targets), use.location)) }
        return out
    }

    private func sceneLifeCycle(_ targets: [Device]) -> LintFinding {
        LintFinding(
            code: .sceneLifeCycleRequired, pointer: "",
            message: "The app has no scene configuration: no UIApplicationSceneManifest in its Info.plist, no "
                + "application(_:configurationForConnecting:options:) in its app delegate and no SwiftUI App. Built with the "
                + "iOS \(linkedAgainst) SDK, an app must use the scene life cycle or it does not launch (TN3187; WWDC 2026 "
                + "\"Modernize your UIKit app\").",
            targets: targets)
    }

    private func appDelegateMethod(_ m: ImportedDelegateMethod, sceneMasked: Bool, targets: [Device]) -> LintFinding {
        let owner = m.className ?? "The app delegate"
        var f = LintFinding(
            code: .appDelegateOrientationMethodDeprecated, pointer: "",
            message: "\(owner) implements application(_:supportedInterfaceOrientationsFor:), which iOS 27 deprecates "
                + "(with UIApplication.supportedInterfaceOrientations(for:)); the window scene delegate's "
                + "supportedInterfaceOrientations(for:) replaces the Info.plist list for its scene."
                + (sceneMasked
                    ? " A scene delegate of the app already implements it; Apple does not say which answer wins when both do."
                    : ""),
            targets: targets)
        if sceneMasked {
            f.fixOverride =
                "Keep the scene delegate's supportedInterfaceOrientations(for:) and remove the app delegate's method once the app no longer supports iOS 26 or earlier, so one answer is left."
        }
        return f
    }

    private func iPhoneMasks(_ targets: [Device]) -> (LintFinding, SourceLocation)? {
        let phones = AppLintTargets.resizablePhones(targets.filter { $0.idiom == .phone })
        let r = app.readiness
        guard !phones.isEmpty, !r.requiresFullScreen else { return nil }
        let fromScene = r.sceneDelegateMasks.compactMap { m -> (InterfaceOrientationMask, SourceLocation)? in
            if case .value(let v)? = m.mask { return (v, m.location) }
            return nil
        }.first
        var mask: InterfaceOrientationMask
        var at: SourceLocation
        var subject = "The app supports"
        if let (v, l) = fromScene {
            (mask, at) = (v, l)
        } else if let list = r.phoneOrientations, !list.value.isEmpty {
            mask = InterfaceOrientationMask(orientations: list.value)
            at = list.location
        } else {
            return nil
        }
        // The app allows more, but the window's root controller answers for the whole main interface and keeps it
        // to one orientation family (`.portrait` on iPhone): the same layout, resized all the same.
        if !Self.oneFamily(mask), let (root, own, location) = phoneRootMask(), Self.oneFamily(own.intersection(mask)) {
            mask = own.intersection(mask)
            at = location
            subject = "The app's root view controller, \(root), supports"
        }
        guard !mask.isEmpty, Self.oneFamily(mask) else { return nil }
        let landscapeOnly = mask.isSubset(of: .landscape)
        let phoneOnly = app.deviceFamilies == [.phone]
        let places = phoneOnly ? "on an iPad and in iPhone Mirroring on the Mac" : "in iPhone Mirroring on the Mac"
        let only = landscapeOnly ? "landscape" : "portrait"
        let f = LintFinding(
            code: .iPhoneMasksIgnoredWhenResizable, pointer: "",
            message: "\(subject) only \(only) on iPhone. On iOS 27 an iPhone app runs fully resizable \(places), "
                + "and while it is resizable its supported orientations are only a preference that UIKit ignores"
                + (landscapeOnly ? "; in Mirroring it always runs in the portrait interface orientation." : ".")
                + " Without UIRequiresFullScreen nothing keeps the window to the layout the app was made for.",
            targets: phones)
        return (f, at)
    }

    /// Portrait only, or landscape only (not empty).
    static func oneFamily(_ mask: InterfaceOrientationMask) -> Bool {
        !mask.isEmpty && (mask.isSubset(of: [.portrait, .portraitUpsideDown]) || mask.isSubset(of: .landscape))
    }

    /// The iPhone launch state's window root, when it answers `supportedInterfaceOrientations` itself (its own
    /// override, read as a value, forwarding to no child): its class, its answer and the override's line. The root
    /// is the same in every scenario of an idiom (scenarios differ in what is pushed and presented).
    private func phoneRootMask() -> (String, InterfaceOrientationMask, SourceLocation)? {
        let pointer = "/window/rootViewController/supportedInterfaceOrientations"
        // A scenario without an idiom holds for both.
        guard let i = app.scenarios.indices.first(where: { (app.scenarioIdioms[$0] ?? .phone) == .phone }),
            let root = app.scenarios[i].windows.first?.rootViewController, root.forwarding == .none,
            let own = root.supportedInterfaceOrientations, app.unknownSlots[i][pointer] == nil,
            let location = app.provenance[i][pointer]
        else { return nil }
        return (root.className, own, location)
    }

    private func layout(_ read: ImportedOrientationLayoutRead, _ targets: [Device]) -> LintFinding {
        let place =
            read.inMethod.map { "in \($0)" } ?? "in a statement that sets a frame or constraint"
        let what: String
        switch read.kind {
        case .interfaceOrientation, .deviceOrientation:
            what = "decides the layout on the orientation (\(read.spelled))"
        case .screenBounds:
            what = "sizes the layout from the screen (\(read.spelled)), not from its window"
        }
        return LintFinding(
            code: .layoutBranchesOnOrientation, pointer: "",
            message: "\(read.inClass ?? "This code") \(what) \(place). On iOS 27 interface orientation is no longer "
                + "useful for layout decisions (WWDC 2026 \"Modernize your UIKit app\"): in iPhone Mirroring the app "
                + "always runs in portrait whatever its window's aspect, and a resizable window is not the screen's size.",
            targets: targets)
    }

    private func statusBar(_ use: ImportedStatusBarOrientationUse, _ targets: [Device]) -> LintFinding {
        LintFinding(
            code: .statusBarOrientationDeprecated, pointer: "",
            message: "\(use.inClass ?? "This code") "
                + (use.isSetter
                    ? "sets the status bar orientation, which is deprecated (iOS 9) and does nothing for an app built with the iOS 13 SDK or later."
                    : "reads UIApplication's statusBarOrientation, deprecated since iOS 13; UIKit logs on iOS 27 that it is a no-op there.")
                + " In a resizable window or iPhone Mirroring the orientation says nothing about the app's layout either.",
            targets: targets)
    }
}
