/// The rules the engine applies, each with a stable machine-readable `id` (kebab-case, used in
/// `ExplanationStep.rule`, lint findings and timelines) and the `source` it comes from. This is the one table of
/// rule identifiers, certainties and references: explanations, lint and timelines all read it from here.
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
    /// A controller whose code answers the queries with the controller it presents, which does not fill the window.
    case presentedForwarding = "presented-forwarding"
    /// iOS 5 and earlier: `shouldAutorotateToInterfaceOrientation:` and the container rules of that era.
    case legacyAutorotation = "legacy-autorotation"
    /// A swizzling bridge (described in the Habr article on iOS 6 autorotation) from the iOS 6 methods to `shouldAutorotateToInterfaceOrientation:`.
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

    /// The public sources the rule rests on, most authoritative first (the `Reference` table).
    public var references: [Reference] {
        typealias R = Reference
        switch self {
        case .decidingWindow: return [R.qa1688, R.windowsGuide, R.radar19592583]
        case .appMask:
            return [
                R.uiApplicationHeader, R.uiApplicationDelegateSupportedOrientations, R.infoPlistSupportedOrientations,
                R.habrIOS6Autorotation, R.jkennyInterfaceOrientation,
            ]
        case .appMaskZero: return [R.uiApplicationDelegateSupportedOrientations, R.ejecta38]
        case .launchOrientation:
            return [R.tn2244, R.qa1588, R.infoPlistInterfaceOrientation, R.uiViewControllerRotationText, R.habrIOS6Autorotation]
        case .topmostFullScreen:
            return [
                R.ios6ReleaseNotes, R.uiViewControllerSupportedInterfaceOrientations, R.supportingMultipleOrientations,
                R.jkennyInterfaceOrientation,
            ]
        case .controllerMask:
            return [
                R.uiViewControllerSupportedInterfaceOrientations, R.uiViewControllerShouldAutorotate, R.ios6ReleaseNotes,
                R.jkennyInterfaceOrientation, R.bigNerdRanch,
            ]
        case .containerForwarding:
            return [R.tn2244, R.jkennyInterfaceOrientation, R.bigNerdRanch, R.habrIOS6Autorotation]
        case .presentedForwarding:
            return [R.uiViewControllerSupportedInterfaceOrientations, R.uiViewControllerModalPresentationStyle]
        case .legacyAutorotation:
            return [R.uiViewControllerHeaderIOS5, R.supportingMultipleOrientations, R.habrIOS6Autorotation]
        case .legacyBridge: return [R.habrIOS6Autorotation]
        case .coincidingOrientations: return [R.ios6ReleaseNotes, R.ejecta38, R.ezPlayer10]
        case .deviceRestriction: return [R.uiViewControllerSupportedInterfaceOrientations]
        case .multitasking:
            return [R.uiViewControllerSupportedInterfaceOrientations, R.uiRequiresFullScreen, R.radar22854526, R.radar22887620]
        case .effectiveMask:
            return [
                R.ios6ReleaseNotes, R.uiApplicationDelegateSupportedOrientations, R.habrIOS6Autorotation,
                R.supportingMultipleOrientations,
            ]
        case .exception: return [R.uiApplicationHeader, R.ejecta38, R.pdf417_7, R.ezPlayer10]
        case .preferredOrientation:
            return [
                R.uiViewControllerPreferredOrientationForPresentation, R.proMotion607, R.unionAD105, R.nytPhotoViewer360,
                R.supportingMultipleOrientations,
            ]
        case .rotation:
            return [
                R.uiDeviceHeader, R.uiApplicationHeader, R.uiViewControllerShouldAutorotate, R.ipados16ReleaseNotes,
                R.supportingMultipleOrientations, R.jkennyInterfaceOrientation,
            ]
        case .outcome: return [R.orientationServiceAPI]
        }
    }

    /// Where the rule comes from: the titles of its `references`, joined with "; ".
    public var source: String { references.titles }

    /// How sure we are of the rule as a whole: its weakest claim over every version and situation. An answer
    /// is judged by `certainty(on:)` and the situational claims it names instead.
    public var certainty: Certainty { CertaintyTable.rulesWhole[ordinal] }

    /// How sure a step of this rule is on `version` before any situational claim is named: the weakest core
    /// claim that applies there (looked up in `CertaintyTable`, which derives it once per version era).
    public func certainty(on version: SystemVersion) -> Certainty {
        CertaintyTable.rulesOnEra[CertaintyTable.era(of: version)][ordinal]
    }

    /// What the rule decides, in one line.
    public var summary: String {
        switch self {
        case .decidingWindow: "Which window's controllers decide: the key window on the main screen that is not hidden."
        case .appMask: "The app's mask: the app delegate's answer, else Info.plist (with ~ipad/~iphone), else the idiom's default."
        case .appMaskZero: "An app mask of 0 is treated as all orientations."
        case .launchOrientation: "The interface orientation at launch when the request gives none."
        case .topmostFullScreen: "The controller asked: the root, or the last presentation that fills the window."
        case .controllerMask: "The deciding controller's supportedInterfaceOrientations and shouldAutorotate, with UIKit's defaults."
        case .containerForwarding: "A container subclass or category that forwards the orientation queries to a child."
        case .presentedForwarding:
            "A controller whose code answers the orientation queries with the sheet, popover or other non-full-screen controller it presents."
        case .legacyAutorotation: "iOS 5 and earlier: shouldAutorotateToInterfaceOrientation: and that era's container rules."
        case .legacyBridge: "A swizzling bridge that answers the iOS 6 methods from shouldAutorotateToInterfaceOrientation:."
        case .coincidingOrientations: "A chain of over-full-screen presentations must agree: their masks are intersected."
        case .deviceRestriction: "Phones without a Home button never support upside-down."
        case .multitasking: "Under iPad multitasking, controller masks and shouldAutorotate are ignored."
        case .effectiveMask: "The effective mask: app mask AND controller mask AND device mask."
        case .exception: "With no common orientation UIKit raises UIApplicationInvalidInterfaceOrientation."
        case .preferredOrientation: "The orientation a full-screen presented or re-shown controller is shown in, which must be supported."
        case .rotation: "What a device orientation change does to the interface."
        case .outcome: "The response's outcome: the resulting orientation, or the exception."
        }
    }

    /// The iOS versions the rule applies to: those of its first (defining) claim.
    public var iOSVersions: String { claims.first.map(\.versions.text) ?? "all" }

    /// What is not documented about the rule: each claim weaker than documented, with why (the sources'
    /// conflict, an unknown version bound, or the kind of evidence it rests on); nil when Apple documents it all.
    public var note: String? { claims.weaknessNote }

    /// The rule's position in `allCases` (declaration order), for tables indexed by rule such as the JSON
    /// encoder's pre-encoded step text. A field-less enum's one-byte tag is its declaration index (pinned by a
    /// test), so this costs nothing where a `switch` or a lookup in `allCases` would.
    public var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// An explanation step for this rule with the given detail sentence.
    @inlinable public func step(_ detail: String) -> ExplanationStep {
        ExplanationStep(rule: id, detail: detail, source: source)
    }
}
