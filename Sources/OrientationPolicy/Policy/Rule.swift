/// The rules the engine applies, each with a stable machine-readable `id` (kebab-case, used in
/// `ExplanationStep.rule`, lint findings and timelines) and the `source` it comes from. This is the one table of
/// rule identifiers and citations: explanations, lint and timelines all read it from here.
public enum Rule: String, Sendable, Hashable, CaseIterable {
    /// Which window's controllers decide: the key window on the main screen that is not hidden.
    case decidingWindow = "deciding-window"
    /// The app mask: app delegate, Info.plist with device modifiers, or the idiom default.
    case appMask = "app-mask"
    /// Modern UIKit replaces an app mask of 0 with all orientations.
    case appMaskZero = "app-mask-zero"
    /// The interface orientation at launch, when the request gives none.
    case launchOrientation = "launch-orientation"
    /// The top-most full-screen controller: root, or the last presentation that fills the window.
    case topmostFullScreen = "topmost-full-screen"
    /// The deciding controller's `supportedInterfaceOrientations` / `shouldAutorotate` after defaults.
    case controllerMask = "controller-mask"
    /// A container subclass or category that forwards the queries to a child.
    case containerForwarding = "container-forwarding"
    /// iOS 5 and earlier: `shouldAutorotateToInterfaceOrientation:` and the container rules of that era.
    case legacyAutorotation = "legacy-autorotation"
    /// Seed 004's swizzling bridge from the iOS 6 methods to `shouldAutorotateToInterfaceOrientation:`.
    case legacyBridge = "legacy-bridge"
    /// Modern UIKit ANDs the masks of a chain of over-full-screen presentations.
    case coincidingOrientations = "coinciding-orientations"
    /// Phones without a home button never support upside-down.
    case deviceRestriction = "device-restriction"
    /// iPad multitasking (iOS 9+): controller masks and `shouldAutorotate` are ignored.
    case multitasking = "multitasking"
    /// Effective mask = app mask AND controller mask AND device mask.
    case effectiveMask = "effective-mask"
    /// `UIApplicationInvalidInterfaceOrientation` with no common orientation.
    case exception = "exception"
    /// The orientation a full-screen presented (or re-shown) controller is shown in, validated.
    case preferredOrientation = "preferred-orientation"
    /// What a device orientation change does to the interface.
    case rotation = "rotation"
    /// The response's `outcome`.
    case outcome = "outcome"

    /// The stable identifier used on the wire.
    public var id: String { rawValue }

    /// Where the rule comes from: Apple documentation, headers, release notes, technical notes, uikit-facts.md
    /// sections and seed files (`/work/shared/seeds`).
    public var source: String {
        switch self {
        case .decidingWindow:
            "QA1688 (rootViewController decides); openradar 19592583; uikit-facts §11; seed 001 (windows guide)"
        case .appMask:
            "UIApplication.h supportedInterfaceOrientationsForWindow: comment; UIApplicationDelegate doc application:supportedInterfaceOrientationsForWindow:; Info.plist UISupportedInterfaceOrientations doc (~ipad/~iphone); uikit-facts §4; seeds 002, 004"
        case .appMaskZero:
            "decompiled -[UIViewController __supportedInterfaceOrientations] (iOS 18-26): an app mask of 0 becomes 30; uikit-facts §2a"
        case .launchOrientation:
            "TN2244 (launch status bar orientation); QA1588; Info.plist UIInterfaceOrientation doc; UIViewController doc (iOS 6/7 launch text); uikit-facts §7, §10; seed 004"
        case .topmostFullScreen:
            "iOS 6 release notes (top-most full-screen view controller); UIViewController doc supportedInterfaceOrientations; uikit-facts §5; seeds 000, 002"
        case .controllerMask:
            "UIViewController doc supportedInterfaceOrientations / shouldAutorotate (defaults all on iPad, allButUpsideDown on iPhone; YES); iOS 6 release notes (containers do not consult children); uikit-facts §3, §6; seeds 002, 003"
        case .containerForwarding:
            "TN2244 (subclass UINavigationController); seeds 002, 003, 004 (forwarding categories and subclasses); uikit-facts §6"
        case .legacyAutorotation:
            "UIViewController.h (iOS 5) shouldAutorotateToInterfaceOrientation: (default portrait only); uikit-facts §6, §7; seeds 000 (listing 8-3), 004"
        case .legacyBridge:
            "seed 004 (method swizzling: sp_supportedInterfaceOrientations / sp_shouldAutorotate)"
        case .coincidingOrientations:
            "decompiled UIKitCore _viewControllersWhoseOrientationsMustCoincide (iOS 18-26); uikit-facts §2a, §5"
        case .deviceRestriction:
            "UIViewController doc supportedInterfaceOrientations (devices without a Home button do not support portraitUpsideDown); uikit-facts §3"
        case .multitasking:
            "UIViewController doc supportedInterfaceOrientations (multitasking apps); UIRequiresFullScreen doc; openradar 22854526, 22887620; uikit-facts §4"
        case .effectiveMask:
            "iOS 6 release notes; UIApplicationDelegate doc (app and view controller must agree); seed 004 (app_mask & topmost_controller_mask); seed 000"
        case .exception:
            "UIApplication.h UIApplicationInvalidInterfaceOrientationException; decompiled __supportedInterfaceOrientations; crash reports (Ejecta#38, PDF417#7, EZPlayer#10); uikit-facts §2a"
        case .preferredOrientation:
            "UIViewController doc preferredInterfaceOrientationForPresentation; crash reports (ProMotion#607, Bytedance-UnionAD#105, NYTPhotoViewer#360); uikit-facts §2b, §3, §5; seed 000 (listing 8-2)"
        case .rotation:
            "UIDevice.h / UIApplication.h (device d maps to interface d); UIViewController doc shouldAutorotate; iPadOS 16 release notes; uikit-facts §1, §10; seeds 000, 002"
        case .outcome:
            "api-v1 POST /v1/decide outcome"
        }
    }

    /// The rule's position in `allCases` (declaration order), for tables indexed by rule such as the JSON
    /// encoder's pre-encoded step text. A field-less enum's one-byte tag is its declaration index (pinned by a
    /// test), so this costs nothing where a `switch` or a lookup in `allCases` would.
    public var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// An explanation step for this rule with the given detail sentence.
    @inlinable public func step(_ detail: String) -> ExplanationStep {
        ExplanationStep(rule: id, detail: detail, source: source)
    }
}
