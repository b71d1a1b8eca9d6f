import OrientationImport
import OrientationPolicy

/// The devices lint runs one imported app on: the requested targets, narrowed to what the project says the app
/// is built for.
///
/// - Families: an iPhone-only app (`TARGETED_DEVICE_FAMILY = 1`, `UIDeviceFamily`) runs on an iPad in
///   compatibility mode, where the iPad's rules (multitasking, its own orientation list) are not its, so only the
///   idioms it is built for are linted.
/// - Versions: an app cannot be installed below its deployment target (`IPHONEOS_DEPLOYMENT_TARGET`, written to
///   the built Info.plist as `MinimumOSVersion`; Apple's "Information Property List" documentation). A target
///   older than that is raised to it rather than dropped, so the oldest iOS the app really runs on is still
///   linted: lint's default iOS 5.1 and 6.0 targets become the deployment target for a modern app, instead of
///   reporting what `shouldAutorotateToInterfaceOrientation:` would do on a system the app never sees. A raised
///   device keeps its other traits, except one no device of that version has (an iPad that cannot multitask).
enum AppLintTargets {
    /// The first iOS no iPad without multitasking can install.
    static let everyPadMultitasks = SystemVersion(11, 0)

    static func targets(_ requested: [Device], for app: ImportedApp, idiom: Idiom?) -> [Device] {
        var result: [Device] = []
        for var device in requested {
            guard idiom == nil || device.idiom == idiom else { continue }
            guard app.deviceFamilies?.contains(device.idiom) ?? true, runsIn(device, app: app) else { continue }
            if let minimum = app.deploymentTarget, device.systemVersion < minimum {
                device.systemVersion = minimum
                // The iPads that cannot multitask (iPad 2, iPad Retina: openradar 22887620) stop at iOS 9 and 10;
                // iOS 11 installs only on 64-bit iPads, and every one of them multitasks.
                if device.idiom == .pad, minimum >= Self.everyPadMultitasks { device.supportsMultitasking = true }
            }
            // Apple's "Slide Over and Split View Quick Start" (Adopting Multitasking Enhancements on iPad): an app is
            // eligible for multitasking only with a launch screen storyboard; without one it runs full screen.
            if device.idiom == .pad, !app.hasLaunchScreen { device.supportsMultitasking = false }
            if !result.contains(device) { result.append(device) }
        }
        return result
    }
}
