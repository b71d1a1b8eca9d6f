extension Timeline {
    /// The callbacks UIKit delivers, in order, when the interface turns from `a` to `b`, to `receivers` (the
    /// controllers on screen both before and after; newly shown ones appear in the new orientation and hidden
    /// ones get nothing, Supporting Multiple Interface Orientations).
    ///
    /// - iOS 2-7 (Supporting Multiple Interface Orientations steps 1-5): phase by phase across controllers, root first:
    ///   `willRotateToInterfaceOrientation:duration:`, then `viewWillLayoutSubviews` (iOS 5+: "called after the
    ///   view is resized and positioned by its parent"), then `willAnimateRotationToInterfaceOrientation:duration:`
    ///   (or, for a controller that implements the two-step methods and not the one-step one, the first half,
    ///   `didAnimateFirstHalf...` and the second half), then `didRotateFromInterfaceOrientation:`. The trio does
    ///   not reach children of a container returning NO from `shouldAutomaticallyForwardRotationMethods`; they
    ///   still lay out. The duration is doubled for 180 degrees (UIApplication.h); the two-step halves get the
    ///   same duration argument (unverified).
    /// - iOS 8+: `viewWillTransitionToSize:withTransitionCoordinator:` from the root down to every controller
    ///   whose size changes (a 90-degree turn; never on a 180-degree turn, whose size is unchanged; never for a
    ///   form sheet or popover on iPad), then `viewWillLayoutSubviews` for them. The legacy trio goes only to
    ///   controllers whose `implementedCallbacks` contain one of the trio and not
    ///   `viewWillTransitionToSize:withTransitionCoordinator:` ("They won't get called once you implement
    ///   viewWillTransitionToSize", inferis.org 2015).
    public static func rotationCallbacks(
        receivers: [VisibleController], from a: InterfaceOrientation, to b: InterfaceOrientation, duration: Double,
        size: ScreenSize, systemVersion: SystemVersion, windowsFromArray: Bool
    ) -> [RotationCallback] {
        var out: [RotationCallback] = []
        out.reserveCapacity(receivers.count * 4)
        let paths = receivers.map { $0.path.string(windowsFromArray: windowsFromArray) }
        func add(_ i: Int, _ m: RotationCallback.Method, _ o: InterfaceOrientation? = nil, _ d: Double? = nil, _ s: ScreenSize? = nil) {
            out.append(RotationCallback(controller: receivers[i].controller.name, path: paths[i], method: m, orientation: o, duration: d, size: s))
        }
        if systemVersion < sizeTransitionsSince {
            let layout = systemVersion >= viewWillLayoutSubviewsSince
            for i in receivers.indices where receivers[i].receivesLegacyRotation { add(i, .willRotate, b, duration) }
            if layout { for i in receivers.indices { add(i, .viewWillLayoutSubviews) } }
            for i in receivers.indices where receivers[i].receivesLegacyRotation {
                if usesTwoStepRotation(receivers[i].controller) {
                    add(i, .willAnimateFirstHalf, b, duration)
                    add(i, .didAnimateFirstHalf, b)
                    add(i, .willAnimateSecondHalf, a, duration)
                } else {
                    add(i, .willAnimateRotation, b, duration)
                }
            }
            for i in receivers.indices where receivers[i].receivesLegacyRotation { add(i, .didRotate, a) }
            return out
        }
        let sizeChanges = a.isLandscape != b.isLandscape
        let legacy = receivers.map { implementsLegacyOnly($0.controller) }
        if sizeChanges {
            for i in receivers.indices where !receivers[i].hasFixedSize { add(i, .viewWillTransitionToSize, nil, nil, size) }
        }
        for i in receivers.indices where legacy[i] && implements(receivers[i].controller, .willRotate) { add(i, .willRotate, b, duration) }
        if sizeChanges {
            for i in receivers.indices where !receivers[i].hasFixedSize { add(i, .viewWillLayoutSubviews) }
        }
        for i in receivers.indices where legacy[i] && implements(receivers[i].controller, .willAnimateRotation) {
            add(i, .willAnimateRotation, b, duration)
        }
        for i in receivers.indices where legacy[i] && implements(receivers[i].controller, .didRotate) { add(i, .didRotate, a) }
        return out
    }

    /// Whether a controller declares it implements `m` (`implementedCallbacks`; nil declares nothing).
    public static func implements(_ vc: ViewController, _ m: RotationCallback.Method) -> Bool {
        vc.implementedCallbacks?.contains(m.selector) ?? false
    }

    /// Two-step rotation: the controller implements `willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:`
    /// (or the second half) and not the one-step `willAnimateRotationToInterfaceOrientation:duration:` ("used only
    /// if the VC implements them instead of the one-step method", UIViewController.h).
    public static func usesTwoStepRotation(_ vc: ViewController) -> Bool {
        (implements(vc, .willAnimateFirstHalf) || implements(vc, .willAnimateSecondHalf)) && !implements(vc, .willAnimateRotation)
    }

    /// iOS 8+: the controller implements one of the legacy trio and not the size-based method.
    public static func implementsLegacyOnly(_ vc: ViewController) -> Bool {
        guard !implements(vc, .viewWillTransitionToSize) else { return false }
        return implements(vc, .willRotate) || implements(vc, .willAnimateRotation) || implements(vc, .didRotate)
    }
}
