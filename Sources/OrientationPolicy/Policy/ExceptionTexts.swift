extension UIKitException {
    /// The first version whose no-common-orientation text names the class: `[%@ shouldAutorotate]`, where the
    /// claim `class-name-in-reason` puts it (the earliest bracketed crash logs are iOS 8.3).
    public static let classNameInReasonSince = Claim.classNameInReasonFromIOS83.versions.since.engineUses

    /// The first version whose preferred-orientation text quotes the orientation and the supported list, where
    /// the claim `preferred-reason-list-text` puts it: the old text is still quoted in March 2016 and the new one
    /// in May 2017, so the switch lies in iOS 9.3-10.3 and answers there name both texts.
    public static let preferredOrientationListSince = Claim.preferredReasonListText.versions.since.engineUses

    /// "Supported orientations has no common orientation with the application", raised when
    /// the controller's mask and the app mask do not intersect while `shouldAutorotate` is YES.
    /// iOS 6.0-8.2: `... and shouldAutorotate is returning YES`; iOS 8.3+: `... and [<Class> shouldAutorotate]
    /// is returning YES` with the module-qualified class name.
    public static func noCommonOrientation(className: String, systemVersion: SystemVersion) -> UIKitException {
        let reason =
            systemVersion >= classNameInReasonSince
            ? "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
            : "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
        return UIKitException(name: invalidInterfaceOrientation, reason: reason)
    }

    /// The preferred-orientation exception: first `preferredInterfaceOrientationForPresentation must return a
    /// supported interface orientation!`, later `preferredInterfaceOrientationForPresentation '<orientation>'
    /// must match a supported interface orientation: '<list>'!` with Swift-style names and the list in portrait,
    /// portraitUpsideDown, landscapeLeft, landscapeRight order; switched at `preferredOrientationListSince`.
    public static func preferredOrientationNotSupported(
        _ preferred: InterfaceOrientation, supported: InterfaceOrientationMask, systemVersion: SystemVersion
    ) -> UIKitException {
        preferredOrientationNotSupported(preferred, supported: supported, listText: systemVersion >= preferredOrientationListSince)
    }

    /// The preferred-orientation exception with the old text or the one that quotes the value and the list.
    public static func preferredOrientationNotSupported(
        _ preferred: InterfaceOrientation, supported: InterfaceOrientationMask, listText: Bool
    ) -> UIKitException {
        let reason =
            listText
            ? "preferredInterfaceOrientationForPresentation '\(preferred.name)' must match a supported interface orientation: '\(supported.orientationList)'!"
            : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        return UIKitException(name: invalidInterfaceOrientation, reason: reason)
    }
}
