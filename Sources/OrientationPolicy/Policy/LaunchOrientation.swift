/// The interface orientation an app launches in, before its controllers are consulted.
public struct LaunchOrientation: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// iOS 7 and earlier: portrait is listed, so the status bar is positioned for portrait (TN2244).
        case portraitListed
        /// The first orientation listed under `UISupportedInterfaceOrientations` (TN2244).
        case firstListed
        /// iOS 8+: the device orientation, which the list supports.
        case deviceOrientation
        /// No list: the old `UIInterfaceOrientation` key.
        case initialInterfaceOrientationKey
        /// No list and no old key (or an empty list): portrait (Info.plist doc default; QA1588; the Habr article on iOS 6 autorotation).
        case portraitDefault
    }

    public var interfaceOrientation: InterfaceOrientation
    public var reason: Reason

    public init(interfaceOrientation: InterfaceOrientation, reason: Reason) {
        self.interfaceOrientation = interfaceOrientation
        self.reason = reason
    }
}

extension Policy {
    /// The launch orientation from Info.plist alone (the delegate's mask only counts after launch, TN2244).
    ///
    /// - The list is the one for the idiom (`infoPlistOrientations`), without orientations the device cannot
    ///   take (no upside-down without a home button).
    /// - iOS 7 and earlier: "if the UIInterfaceOrientationPortrait value is present, the status bar will always
    ///   be positioned for portrait orientation. Otherwise ... the first orientation that appears under the
    ///   UISupportedInterfaceOrientations key" (TN2244).
    /// - iOS 8+: the device orientation when it is valid and listed (apps launch in the orientation the device
    ///   is held in); otherwise portrait if listed ("all applications on iPhone are launched in
    ///   portrait to match the home screen orientation", QA1588), otherwise the first listed.
    /// - No list (or an empty one): the old `UIInterfaceOrientation` key ("If you add the
    ///   UISupportedInterfaceOrientations key ... the system ignores this key"), whose default is portrait
    ///   (Info.plist doc; the Habr article on iOS 6 autorotation: with nothing listed the app launches in portrait).
    public static func launchOrientation(infoPlist: InfoPlist, device: Device, deviceOrientation: DeviceOrientation?) -> LaunchOrientation {
        let allowed = deviceMask(device)
        var listed = InterfaceOrientationMask()
        var first: InterfaceOrientation?
        if let (list, _) = infoPlistOrientations(infoPlist, idiom: device.idiom) {
            for o in list where o.isValid && allowed.contains(o) {
                listed.insert(o.mask)
                if first == nil { first = o }
            }
        }
        guard let firstListed = first else {
            if let o = infoPlist.initialInterfaceOrientation, o.isValid {
                return LaunchOrientation(interfaceOrientation: o, reason: .initialInterfaceOrientationKey)
            }
            return LaunchOrientation(interfaceOrientation: .portrait, reason: .portraitDefault)
        }
        if device.era >= .iOS8, let d = deviceOrientation?.interfaceOrientation, listed.contains(d) {
            return LaunchOrientation(interfaceOrientation: d, reason: .deviceOrientation)
        }
        if listed.contains(.portrait) { return LaunchOrientation(interfaceOrientation: .portrait, reason: .portraitListed) }
        return LaunchOrientation(interfaceOrientation: firstListed, reason: .firstListed)
    }
}
