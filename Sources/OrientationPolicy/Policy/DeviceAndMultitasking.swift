extension Policy {
    /// The orientations the hardware allows: everything, except upside-down on phones without a home button
    /// ("iOS devices without a Home button, such as iPhone 12, don't support this orientation"; "All iPadOS
    /// devices support the portraitUpsideDown orientation", Apple doc `supportedInterfaceOrientations`).
    public static func deviceMask(_ device: Device) -> InterfaceOrientationMask {
        device.idiom == .phone && !device.hasHomeButton ? .allButUpsideDown : .all
    }

    /// Whether the window's scene is resizable under iPad multitasking, so UIKit ignores the controllers'
    /// `supportedInterfaceOrientations` and `shouldAutorotate` and never raises (decompiled
    /// `_windowCanDynamicallySpecifySupportedInterfaceOrientations`).
    ///
    /// True on iOS 9+ for the pad idiom, on an iPad that can multitask (not iPad 2 / iPad Retina, openradar
    /// 22887620), when the app is not `UIRequiresFullScreen` and its Info.plist list for the pad lists all four
    /// orientations ("You can opt out of multitasking by enabling Requires full screen ... or by not declaring
    /// support for all possible orientations within the Info.plist file", Apple doc). A missing key counts as
    /// all four, because UIKit then reads the pad default, `.all` (documented choice). `UIRequiresFullScreen` counts
    /// only where the system still honours it (`requiresFullScreen(_:idiom:on:)`).
    public static func ignoresControllerOrientations(device: Device, infoPlist: InfoPlist) -> Bool {
        guard device.idiom == .pad, device.supportsMultitasking, device.systemVersion >= multitaskingSince,
            !requiresFullScreen(infoPlist, idiom: .pad, on: device.systemVersion)
        else { return false }
        return infoPlistApplicationOrientations(infoPlist, idiom: .pad).mask.isSuperset(of: .all)
    }

    /// Whether `shouldAutorotate` returning NO blocks a rotation on this version: until the end of the claim
    /// `should-autorotate-no-blocks-rotation` (iOS 6-15; the iPadOS 16 release notes call the method deprecated
    /// and no longer supported). It still suppresses the exception (UIKitCore disassembly).
    public static func shouldAutorotateBlocksRotation(_ version: SystemVersion) -> Bool {
        version < shouldAutorotateIgnoredSince
    }

    /// The first version where `shouldAutorotate` NO no longer blocks rotation.
    public static let shouldAutorotateIgnoredSince: SystemVersion = {
        guard case .until(let end) = Claim.shouldAutorotateNoBlocksRotation.versions.through else { return .newestModelled }
        return end.engineUses
    }()
}
