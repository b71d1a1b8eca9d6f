/// The decision procedure: what UIKit does with a `Scenario`, for every iOS era.
///
/// `Policy` is a namespace of pure functions over value types. `decide(_:)` is composed only of the public
/// building blocks declared in the other files of this folder (app mask, deciding window, top-most full-screen
/// controller, controller answers, device restriction, multitasking, effective mask, exception, preferred
/// orientation, rotation, launch orientation), so a timeline simulator or a lint explorer that calls the blocks
/// on modified scenarios gets exactly the rules `decide` applies.
public enum Policy {
    /// iOS 16: `setNeedsUpdateOfSupportedInterfaceOrientations` and `requestGeometryUpdate` exist, setting
    /// UIDevice's orientation by key-value coding stops working and `attemptRotationToDeviceOrientation` is
    /// deprecated (iOS & iPadOS 16 release notes).
    public static let modernUIKit = Claim.setNeedsUpdateReevaluates.versions.since.engineUses

    /// The first version where over-full-screen chains must coincide (an inferred claim with an unknown start).
    public static let coincidingOrientationsSince = Claim.overFullScreenChainCoincides.versions.since.engineUses

    /// The first version with `UIModalPresentationAutomatic` as the default style, where page and form sheets on
    /// phones stop adapting to full screen in compact width.
    public static let sheetsStopAdapting = Claim.automaticIsSheet.versions.since.engineUses

    /// iPad multitasking (Split View, Slide Over) starts in iOS 9.
    public static let multitaskingSince = Claim.multitaskingIgnoresControllerMasks.versions.since.engineUses
}

extension InterfaceOrientationMask {
    /// The orientations' short names in response order joined by ", " (e.g. `portrait, landscapeRight`), the
    /// list format UIKit's modern preferred-orientation exception prints. Read from a 16-entry table: no
    /// allocation.
    public var orientationList: String {
        Self.lists[Int((rawValue >> 1) & 0xF)]
    }

    /// `lists[i]` is the list for the mask whose valid bits are `i << 1`.
    static let lists: [String] = (0..<16).map { i in
        let m = InterfaceOrientationMask(rawValue: UInt(i) << 1)
        var s = ""
        for o in InterfaceOrientation.valid where m.contains(o) {
            if !s.isEmpty { s += ", " }
            s += o.name
        }
        return s
    }

    /// `orientationList`, or `none` for an empty mask; for explanation sentences.
    @usableFromInline var spoken: String {
        isEmpty ? "none" : orientationList
    }
}

extension ViewController {
    /// The class name UIKit prints for this controller (`[%@ shouldAutorotate]`): its `name`, or the UIKit class
    /// of its kind when the name is empty or the generic `UIViewController` on a container.
    public var className: String { Self.className(name: name, kind: kind) }

    /// `className` from the two values it reads (also a `FlatScenario` record's, through `ControllerTree`).
    @inline(__always) static func className(name: String, kind: ControllerKind) -> String {
        // `kind` first: a plain controller never needs the string comparison.
        if name.isEmpty || (kind != .viewController && name == "UIViewController") { return kind.uikitClassName }
        return name
    }
}
