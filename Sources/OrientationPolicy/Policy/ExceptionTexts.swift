extension UIKitException {
    /// The first version whose no-common-orientation text names the class: `[%@ shouldAutorotate]`. The
    /// earliest bracketed reports are iOS 8.3 (PDF417/pdf417-ios#7, steipete/PSTAlertController#21); likely.
    public static let classNameInReasonSince = SystemVersion(8, 3)

    /// The first version whose preferred-orientation text quotes the orientation and the supported list.
    /// Disputed/unknown: the old text is seen up to iOS 8/9 and the new one on 13.x (2020).
    /// The engine starts it at iOS 13.0, the earliest version where it is observed.
    public static let preferredOrientationListSince = SystemVersion(13, 0)

    /// "Supported orientations has no common orientation with the application", raised when
    /// the controller's mask and the app mask do not intersect while `shouldAutorotate` is YES.
    /// iOS 6.0-8.2: `... and shouldAutorotate is returning YES`; iOS 8.3+: `... and [<Class> shouldAutorotate]
    /// is returning YES` with the module-qualified class name.
    public static func noCommonOrientation(className: String, systemVersion: SystemVersion) -> UIKitException {
        let reason = systemVersion >= classNameInReasonSince
            ? "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
            : "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
        return UIKitException(name: invalidInterfaceOrientation, reason: reason)
    }

    /// The preferred-orientation exception: before iOS 13 `preferredInterfaceOrientationForPresentation
    /// must return a supported interface orientation!`; from 13 `preferredInterfaceOrientationForPresentation
    /// '<orientation>' must match a supported interface orientation: '<list>'!` with Swift-style names and the
    /// list in portrait, portraitUpsideDown, landscapeLeft, landscapeRight order.
    public static func preferredOrientationNotSupported(
        _ preferred: InterfaceOrientation, supported: InterfaceOrientationMask, systemVersion: SystemVersion
    ) -> UIKitException {
        let reason = systemVersion >= preferredOrientationListSince
            ? "preferredInterfaceOrientationForPresentation '\(preferred.name)' must match a supported interface orientation: '\(supported.orientationList)'!"
            : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        return UIKitException(name: invalidInterfaceOrientation, reason: reason)
    }
}
