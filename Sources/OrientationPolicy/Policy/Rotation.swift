/// What a device orientation change does to the interface.
public struct RotationResult: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Face up, face down or unknown: no interface orientation follows it; the interface stays.
        case notAnInterfaceOrientation
        /// `shouldAutorotate` returned NO (iOS 6-15): rotation suppressed.
        case blockedByShouldAutorotate
        /// The window cannot rotate (no window on the main screen, or no controller on iOS 5 and earlier).
        case windowDoesNotRotate
        /// The matching interface orientation is not in the effective mask: the device change is ignored.
        case notSupported
        /// The interface already has the matching orientation.
        case alreadyThere
        /// The interface rotates to the matching orientation.
        case rotated
    }

    public var kind: Kind
    /// The interface orientation afterwards.
    public var interfaceOrientation: InterfaceOrientation

    public init(kind: Kind, interfaceOrientation: InterfaceOrientation) {
        self.kind = kind
        self.interfaceOrientation = interfaceOrientation
    }
}

extension Policy {
    /// What happens when the device reports orientation `d` (also what `attemptRotationToDeviceOrientation` does
    /// with the current device orientation). Only 1-4 pass `UIDeviceOrientationIsValidInterfaceOrientation`:
    /// flat and unknown leave the interface alone. Device `d` maps to the interface orientation
    /// with the same raw value (device landscapeLeft -> interface landscapeRight, UIApplication.h). The
    /// interface follows when that orientation is in the effective mask ("If both objects agree that the new
    /// orientation is supported, then the user interface is rotated ... Otherwise the device orientation is
    /// ignored", Supporting Multiple Interface Orientations), unless `shouldAutorotate` is NO where that still blocks
    /// (`shouldAutorotateBlocksRotation`).
    public static func rotation(
        to d: DeviceOrientation, from current: InterfaceOrientation, supported: InterfaceOrientationMask,
        shouldAutorotate: Bool, systemVersion: SystemVersion
    ) -> RotationResult {
        guard let target = d.interfaceOrientation else {
            return RotationResult(kind: .notAnInterfaceOrientation, interfaceOrientation: current)
        }
        if !shouldAutorotate && shouldAutorotateBlocksRotation(systemVersion) {
            return RotationResult(kind: .blockedByShouldAutorotate, interfaceOrientation: current)
        }
        guard supported.contains(target) else {
            return RotationResult(kind: .notSupported, interfaceOrientation: current)
        }
        if target == current { return RotationResult(kind: .alreadyThere, interfaceOrientation: current) }
        return RotationResult(kind: .rotated, interfaceOrientation: target)
    }
}
