import OrientationImport
import OrientationPolicy

extension ReadinessLint {
    /// `app-delegate-orientation-method-deprecated` at a call of `UIApplication.supportedInterfaceOrientations(for:)`:
    /// the same deprecation (Apple deprecates the app delegate's method and this one together in iOS 27, both
    /// the app-wide answer a window scene delegate's `supportedInterfaceOrientations(for:)` replaces per scene),
    /// so the same code and claim, with a message and fix of its own.
    func applicationMaskCall(_ c: ImportedApplicationMaskCall, targets: [Device]) -> LintFinding {
        let owner = c.inClass ?? "This code"
        var f = LintFinding(
            code: .appDelegateOrientationMethodDeprecated, pointer: "",
            message: "\(owner) calls UIApplication's supportedInterfaceOrientations(for:), which iOS 27 deprecates (with "
                + "the app delegate's application(_:supportedInterfaceOrientationsFor:)): from iOS 27 a window scene "
                + "delegate's supportedInterfaceOrientations(for:) replaces the Info.plist list for its scene, and "
                + "Apple's page for this method points to size classes and trait collections instead of writing the "
                + "app in terms of interface orientation.",
            targets: targets)
        f.fixOverride =
            "On iOS 27 ask what answers for the scene (the window scene delegate's supportedInterfaceOrientations(for:), else the Info.plist list), read the scene's current orientation from windowScene.effectiveGeometry.interfaceOrientation, and lay out from the view's size and trait collection; keep the call only for iOS 26 and earlier (in the else branch of if #available(iOS 27, *))."
        return f
    }
}
