/// The decision procedure: what UIKit does with a `Scenario`, for every iOS era.
///
/// `Policy` is a namespace of pure functions over value types. `decide(_:)` is composed only of the public
/// building blocks declared in the other files of this folder (app mask, deciding window, top-most full-screen
/// controller, controller answers, device restriction, multitasking, effective mask, exception, preferred
/// orientation, rotation, launch orientation), so a timeline simulator or a lint explorer that calls the blocks
/// on modified scenarios gets exactly the rules `decide` applies.
public enum Policy {
    /// The first version whose behaviour the engine takes from the decompiled modern UIKitCore (iOS 18-26 in the
    /// evidence): an app mask of 0 treated as all, the over-full-screen "orientations must coincide" chain, and
    /// `shouldAutorotate` no longer blocking rotation. The evidence is silent about 16-17; the engine starts
    /// these rules with iOS 16, where Apple deprecated `shouldAutorotate` ("no longer supported", iPadOS 16
    /// release notes) and replaced `attemptRotationToDeviceOrientation`. Disputed start.
    public static let modernUIKit = SystemVersion(16, 0)

    /// The first version with `UIModalPresentationAutomatic` as the default style, where page and form sheets on
    /// phones stop adapting to full screen (firefox-ios#5950).
    public static let sheetsStopAdapting = SystemVersion(13, 0)

    /// iPad multitasking (Split View, Slide Over) starts in iOS 9 (openradar 22854526).
    public static let multitaskingSince = SystemVersion(9, 0)
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
    public var className: String {
        // `kind` first: a plain controller never needs the string comparison.
        if name.isEmpty || (kind != .viewController && name == "UIViewController") { return kind.uikitClassName }
        return name
    }
}
