/// The timeline's own rules (event handling), with stable ids and sources, in the same shape as the engine's
/// `Rule` table. Decision rules (app mask, effective mask, rotation, exceptions, preferred orientation) are the
/// engine's `Rule` cases; only what happens over time lives here.
public enum TimelineRule: String, Sendable, Hashable, CaseIterable {
    case deviceOrientationNotification = "device-orientation-notification"
    case rotationCallbacks = "rotation-callbacks"
    case hiddenControllers = "hidden-controllers"
    case presentation = "presentation"
    case dismissal = "dismissal"
    case navigationPush = "navigation-push"
    case tabSelection = "tab-selection"
    case answersChanged = "answers-changed"
    case attemptRotation = "attempt-rotation"
    case setNeedsUpdate = "set-needs-update-of-supported-interface-orientations"
    case deviceOrientationKVC = "device-orientation-kvc"
    case geometryRequest = "geometry-request"
    case statusBarOrientation = "status-bar-orientation"
    case windows = "windows"
    case externalScreen = "external-screen"
    case launch = "launch"
    case observer = "observer"

    public var id: String { rawValue }

    /// The public sources the rule rests on (the `Reference` table).
    public var references: [Reference] {
        typealias R = Reference
        switch self {
        case .deviceOrientationNotification: return [R.uiDeviceHeader, R.supportingMultipleOrientations]
        case .rotationCallbacks:
            return [
                R.uiViewControllerRotationText, R.uiViewControllerHeaderIOS9, R.uiContentContainerTransition,
                R.uiApplicationHeader, R.inferis2015, R.supportingMultipleOrientations,
            ]
        case .hiddenControllers: return [R.uiViewControllerRotationText, R.supportingMultipleOrientations]
        case .presentation: return [R.ios6ReleaseNotes, R.supportingMultipleOrientations, R.proMotion607]
        case .dismissal: return [R.unionAD105, R.nytPhotoViewer360, R.radar18176955]
        case .navigationPush: return [R.nunoAlexandre2018]
        case .tabSelection: return [R.ios6ReleaseNotes]
        case .answersChanged: return [R.uiViewControllerSupportedInterfaceOrientations, R.uiViewControllerShouldAutorotate]
        case .attemptRotation: return [R.uiViewControllerHeaderIOS9, R.ipados16ReleaseNotes]
        case .setNeedsUpdate: return [R.uiViewControllerSetNeedsUpdate, R.ipados16ReleaseNotes]
        case .deviceOrientationKVC: return [R.ipados16ReleaseNotes, R.fuselibs1454]
        case .geometryRequest: return [R.ipados16ReleaseNotes, R.requestGeometryUpdate, R.uiSceneDefinitionsHeader]
        case .statusBarOrientation: return [R.uiApplicationHeader, R.ios6ReleaseNotes]
        case .windows: return [R.windowsGuide, R.uiWindowHeader, R.qa1688]
        case .externalScreen: return [R.windowsGuide, R.uiScreenHeader]
        case .launch: return [R.tn2244, R.qa1588, R.uiViewControllerRotationText, R.jdStatusBar105]
        case .observer: return [R.supportingMultipleOrientations]
        }
    }

    /// Where the rule comes from: the titles of its `references`, joined with "; ".
    public var source: String { references.titles }

    /// How sure we are of the rule as a whole: its weakest claim (the `Claim` ledger).
    public var certainty: Certainty { CertaintyTable.timelineRulesWhole[ordinal] }

    /// How sure a step of this rule is on `version`: the weakest core claim that applies there (looked up in
    /// `CertaintyTable`, which derives it once per version era).
    public func certainty(on version: SystemVersion) -> Certainty {
        CertaintyTable.timelineRulesOnEra[CertaintyTable.era(of: version)][ordinal]
    }

    /// The rule's position in `allCases` (declaration order), for `CertaintyTable`'s rows: a field-less enum's
    /// one-byte tag is its declaration index (pinned by a test), as `Rule.ordinal`.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// What the rule decides, in one line.
    public var summary: String {
        switch self {
        case .deviceOrientationNotification: "A device orientation change is posted as UIDeviceOrientationDidChangeNotification."
        case .rotationCallbacks: "Which rotation callbacks visible controllers receive, in order, for the SDK era."
        case .hiddenControllers: "Hidden controllers get no rotation callbacks, only a layout pass when shown."
        case .presentation: "A full-screen presentation re-evaluates the orientation with the presented controller on top."
        case .dismissal: "A dismissal re-evaluates the orientation with the presenter back on top."
        case .navigationPush: "A push does not rotate the interface; the new top controller applies at the next device turn."
        case .tabSelection: "Selecting a tab does not rotate: containers do not consult their children."
        case .answersChanged: "A controller's answers changed; they apply at the next evaluation."
        case .attemptRotation: "attemptRotationToDeviceOrientation rotates to the device orientation if now allowed."
        case .setNeedsUpdate: "setNeedsUpdateOfSupportedInterfaceOrientations re-evaluates the supported orientations."
        case .deviceOrientationKVC: "Setting UIDevice's orientation by key-value coding does nothing from iOS 16."
        case .geometryRequest: "requestGeometryUpdate rotates to an allowed orientation or fails with error 101."
        case .statusBarOrientation: "setStatusBarOrientation: works only when the top-most controller's mask is 0."
        case .windows: "Showing, hiding and keying windows changes which window decides."
        case .externalScreen: "Windows on an external screen do not rotate with the device."
        case .launch: "At launch the interface rotates to a supported orientation before the window is shown."
        case .observer: "An app's own orientation observer presents or dismisses controllers on device turns."
        }
    }

    /// The iOS versions the rule applies to: those of its first (defining) claim.
    public var iOSVersions: String { claims.first.map(\.versions.text) ?? "all" }

    /// What is not documented about the rule: each claim weaker than documented, with why (the sources'
    /// conflict, an unknown version bound, or the kind of evidence it rests on); nil when Apple documents it all.
    public var note: String? { claims.weaknessNote }

    /// An explanation step for this rule.
    public func step(_ detail: String) -> ExplanationStep {
        ExplanationStep(rule: id, detail: detail, source: source)
    }
}
