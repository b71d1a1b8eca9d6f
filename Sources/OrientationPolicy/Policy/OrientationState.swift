/// Everything UIKit computes for a scenario before any event: the deciding window, the app mask, the top-most
/// full-screen controller and its answers, multitasking, the device restriction, the effective mask and the
/// no-common-orientation exception. Pure values without explanation strings, so a lint explorer can evaluate
/// thousands of states cheaply; `Policy.decide` explains the same values.
public struct OrientationState: Sendable, Hashable {
    /// The index of the deciding window in `Scenario.windows` (nil: no window can rotate).
    public var windowIndex: Int?
    /// The app mask as declared for the deciding window (may be 0).
    public var declaredApplicationOrientations: ApplicationOrientations
    /// The app mask UIKit uses (0 replaced by all on modern UIKit).
    public var applicationOrientations: ApplicationOrientations
    /// The top-most full-screen controller (nil: no deciding window or no root view controller).
    public var topmost: TopmostFullScreenController?
    /// Its effective answers.
    public var answers: ControllerAnswers?
    /// The controller mask used: the answers' mask, AND-ed with the coinciding over-full-screen chain on modern
    /// UIKit when that AND is not 0.
    public var controllerMask: InterfaceOrientationMask?
    /// True when the coinciding chain narrowed `controllerMask`.
    public var coincidingChainApplied: Bool
    /// iPad multitasking: controller masks and `shouldAutorotate` ignored.
    public var ignoresControllerOrientations: Bool
    /// `Policy.deviceMask`.
    public var deviceMask: InterfaceOrientationMask
    /// True when the app mask takes part in the intersection (iOS 6+; before, Info.plist only sets the launch
    /// orientation).
    public var intersectsApplicationMask: Bool
    /// The effective mask: app AND controller AND device.
    public var supportedInterfaceOrientations: InterfaceOrientationMask
    /// The deciding controller's `shouldAutorotate` (true when ignored or absent).
    public var shouldAutorotate: Bool
    /// False when nothing rotates: no window on the main screen, or no controller before iOS 6.
    public var windowRotates: Bool
    /// `UIApplicationInvalidInterfaceOrientation` when there is no common orientation.
    public var exception: UIKitException?
    /// What the environment the app runs in does with its masks (`Policy.environmentTreatment`).
    public var environmentTreatment: Policy.EnvironmentTreatment = .asBefore
    /// Where a resizable environment on iOS 27 ignores the masks: the exception they would raise if honoured (the
    /// other answer of the disputed `resizable-scene-raises-nothing`).
    public var exceptionIfMasksHonoured: UIKitException?

    public init(
        windowIndex: Int?, declaredApplicationOrientations: ApplicationOrientations,
        applicationOrientations: ApplicationOrientations, topmost: TopmostFullScreenController?,
        answers: ControllerAnswers?, controllerMask: InterfaceOrientationMask?, coincidingChainApplied: Bool,
        ignoresControllerOrientations: Bool, deviceMask: InterfaceOrientationMask, intersectsApplicationMask: Bool,
        supportedInterfaceOrientations: InterfaceOrientationMask, shouldAutorotate: Bool, windowRotates: Bool,
        exception: UIKitException?
    ) {
        self.init(
            windowIndex: windowIndex, declaredApplicationOrientations: declaredApplicationOrientations,
            applicationOrientations: applicationOrientations, topmost: topmost, answers: answers,
            controllerMask: controllerMask, coincidingChainApplied: coincidingChainApplied,
            ignoresControllerOrientations: ignoresControllerOrientations, deviceMask: deviceMask,
            intersectsApplicationMask: intersectsApplicationMask, supportedInterfaceOrientations: supportedInterfaceOrientations,
            shouldAutorotate: shouldAutorotate, windowRotates: windowRotates, exception: exception,
            environmentTreatment: .asBefore, exceptionIfMasksHonoured: nil)
    }

    /// Every member at once (`Policy.state`).
    init(
        windowIndex: Int?, declaredApplicationOrientations: ApplicationOrientations,
        applicationOrientations: ApplicationOrientations, topmost: TopmostFullScreenController?,
        answers: ControllerAnswers?, controllerMask: InterfaceOrientationMask?, coincidingChainApplied: Bool,
        ignoresControllerOrientations: Bool, deviceMask: InterfaceOrientationMask, intersectsApplicationMask: Bool,
        supportedInterfaceOrientations: InterfaceOrientationMask, shouldAutorotate: Bool, windowRotates: Bool,
        exception: UIKitException?, environmentTreatment: Policy.EnvironmentTreatment, exceptionIfMasksHonoured: UIKitException?
    ) {
        self.windowIndex = windowIndex
        self.declaredApplicationOrientations = declaredApplicationOrientations
        self.applicationOrientations = applicationOrientations
        self.topmost = topmost
        self.answers = answers
        self.controllerMask = controllerMask
        self.coincidingChainApplied = coincidingChainApplied
        self.ignoresControllerOrientations = ignoresControllerOrientations
        self.deviceMask = deviceMask
        self.intersectsApplicationMask = intersectsApplicationMask
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.windowRotates = windowRotates
        self.exception = exception
        self.environmentTreatment = environmentTreatment
        self.exceptionIfMasksHonoured = exceptionIfMasksHonoured
    }
}

extension Policy {
    /// Whether the no-common-orientation exception is raised, with UIKit's exact conditions (decompiled
    /// `__supportedInterfaceOrientations`): iOS 6+, the window can dynamically specify its
    /// orientations (not iPad multitasking), the deciding presentation is not a sheet (sheets never decide here:
    /// they defer to their presenter), the controller mask is not 0, it has nothing in common with the app mask,
    /// and `shouldAutorotate` returns YES.
    ///
    /// Disputed: a controller mask of 0. The header says "raised if supportedInterfaceOrientations returns 0";
    /// the iOS 6 release notes treat 0 as legal (`setStatusBarOrientation:animated:` "works only if ...
    /// returns 0") and modern code does not raise. The engine follows the release notes: 0 never raises.
    public static func raisesNoCommonOrientation(
        controllerMask: InterfaceOrientationMask, applicationMask: InterfaceOrientationMask, shouldAutorotate: Bool,
        ignoresControllerOrientations: Bool, era: Era
    ) -> Bool {
        era >= .iOS6 && !ignoresControllerOrientations && controllerMask.rawValue & InterfaceOrientationMask.validBits != 0
            && controllerMask.intersection(applicationMask).rawValue & InterfaceOrientationMask.validBits == 0
            && shouldAutorotate
    }

    /// The controller mask after modern UIKit's coinciding chain: from `coincidingOrientationsSince` (where the
    /// inferred claim `over-full-screen-chain-coincides` starts), the deciding controller's mask
    /// AND-ed with the masks of the full-screen controllers still visible under its over-full-screen chain, used
    /// only when the AND is not 0 (decompiled `_viewControllersWhoseOrientationsMustCoincide`).
    public static func coincidingMask(
        _ mask: InterfaceOrientationMask, topmost: TopmostFullScreenController, device: Device, app: App
    ) -> InterfaceOrientationMask? {
        guard device.systemVersion >= coincidingOrientationsSince, !topmost.controllersWhoseOrientationsMustCoincide.isEmpty else { return nil }
        var m = mask
        for vc in topmost.controllersWhoseOrientationsMustCoincide {
            m.formIntersection(answers(of: vc, device: device, app: app).supportedInterfaceOrientations)
        }
        return m.rawValue & InterfaceOrientationMask.validBits == 0 ? nil : m
    }

    /// The state UIKit computes for a scenario (see `OrientationState`).
    public static func state(of scenario: Scenario) -> OrientationState {
        var facts = TopmostFacts()
        return state(of: scenario, facts: &facts, recordingFacts: false)
    }

    /// `state(of:)`, also filling `facts` from the top-most controller when `recordingFacts` (for `decide`). Read
    /// here, where the controller is a local: read from the returned state, each access copied its whole tree.
    /// When recording, the returned state's `topmost` is nil (`decide` reads `facts` instead), so the controller
    /// is not copied into it.
    static func state<S: ScenarioModel>(of scenario: S, facts: inout TopmostFacts, recordingFacts: Bool) -> OrientationState {
        let device = scenario.device
        let era = device.era
        let windowIndex = decidingWindow(in: scenario)
        // Only the window's masks are read (copying a `Window` would retain its controller tree).
        var windowMask: InterfaceOrientationMask?
        var sceneMask: InterfaceOrientationMask?
        if let w = windowIndex {
            let traits = scenario.windowTraits(w)
            windowMask = traits.supportedInterfaceOrientationsForWindow
            sceneMask = traits.supportedInterfaceOrientationsForWindowScene
        }
        let declared = declaredApplicationOrientations(
            windowMask: windowMask, sceneMask: sceneMask, device: device, app: scenario.app)
        var app = declared
        if app.mask.rawValue & InterfaceOrientationMask.validBits == 0, treatsZeroApplicationMaskAsAll(device.systemVersion) {
            app.mask = .all
        }
        let dMask = deviceMask(device)
        let treatment = environmentTreatment(device, infoPlist: scenario.app.infoPlist)
        let ignores: Bool
        switch treatment {
        case .asBefore: ignores = era >= .iOS6 && ignoresControllerOrientations(device: device, infoPlist: scenario.app.infoPlist)
        case .masksArePreferences, .alwaysPortrait: ignores = true
        case .discreteResizing: ignores = false
        }
        let intersectsApp = era >= .iOS6
        // `decide` (recording) reads the top-most controller as nodes of the scenario, never copied: copying one
        // retains its whole tree, and `decide` never needs the copy. `state(of:)` returns the copies
        // (`TopmostFullScreenController`), which its callers (the timeline simulator, lint) read, and builds them
        // as before.
        var answers: ControllerAnswers?
        var controllerMask: InterfaceOrientationMask?
        var chainApplied = false
        // A `let`, as before: a `var` is copied where it is bound and again into the state.
        let topmost: TopmostFullScreenController? =
            if !recordingFacts, let w = windowIndex { topmostFullScreenController(inWindow: w, of: scenario.tree) } else { nil }
        // Set where the top-most controller is bound: `topmost != nil` copies it (a generic comparison).
        var hasTopmost = false
        if recordingFacts {
            let bridge = scenario.app.legacyAutorotationBridge
            if let w = windowIndex, let chain = topmostChain(inWindow: w, of: scenario) {
                hasTopmost = true
                facts = TopmostFacts(
                    chain.node, in: scenario, path: chain.path, presentation: chain.presentation,
                    firstDeferringStyle: chain.firstDeferringStyle)
                let a = Self.answers(of: chain.node, in: scenario, device: device, bridge: bridge)
                answers = a
                var v = a.supportedInterfaceOrientations
                if let c = coincidingMask(v, chain: chain, in: scenario, device: device, bridge: bridge), c != v {
                    v = c
                    chainApplied = true
                }
                controllerMask = v
            }
        } else {
            if let t = topmost {
                hasTopmost = true
                let a = Self.answers(of: t.controller, device: device, app: scenario.app)
                answers = a
                var v = a.supportedInterfaceOrientations
                if let c = coincidingMask(v, topmost: t, device: device, app: scenario.app), c != v {
                    v = c
                    chainApplied = true
                }
                controllerMask = v
            }
        }
        let windowRotates = windowIndex != nil && (era >= .iOS6 || hasTopmost)
        var effective: InterfaceOrientationMask
        var should = true
        var exception: UIKitException?
        var exceptionIfHonoured: UIKitException?
        if !windowRotates {
            effective = []
        } else if treatment == .masksArePreferences || treatment == .alwaysPortrait {
            // The masks are a preference: the scene takes what the system gives it (the device's orientations, or
            // portrait in iPhone Mirroring); what they would raise is kept for the disputed claim.
            effective = treatment == .alwaysPortrait ? .portrait : dMask
            if let v = controllerMask, let a = answers,
                raisesNoCommonOrientation(
                    controllerMask: v, applicationMask: app.mask, shouldAutorotate: a.shouldAutorotate,
                    ignoresControllerOrientations: false, era: era)
            {
                exceptionIfHonoured = .noCommonOrientation(
                    className: recordingFacts ? facts.className : topmost!.controller.className, systemVersion: device.systemVersion)
            }
        } else if ignores || controllerMask == nil {
            effective = app.mask.intersection(dMask)
        } else {
            let v = controllerMask!
            should = answers!.shouldAutorotate
            effective = intersectsApp ? v.intersection(app.mask).intersection(dMask) : v.intersection(dMask)
            if raisesNoCommonOrientation(
                controllerMask: v, applicationMask: app.mask, shouldAutorotate: should,
                ignoresControllerOrientations: ignores, era: era)
            {
                exception = .noCommonOrientation(
                    className: recordingFacts ? facts.className : topmost!.controller.className, systemVersion: device.systemVersion)
            }
        }
        effective = InterfaceOrientationMask(rawValue: effective.rawValue & InterfaceOrientationMask.validBits)
        // Built in one go: setting the two last members afterwards copied the whole state twice.
        return OrientationState(
            windowIndex: windowIndex, declaredApplicationOrientations: declared, applicationOrientations: app,
            topmost: topmost, answers: answers,
            controllerMask: controllerMask, coincidingChainApplied: chainApplied, ignoresControllerOrientations: ignores,
            deviceMask: dMask, intersectsApplicationMask: intersectsApp, supportedInterfaceOrientations: effective,
            shouldAutorotate: should, windowRotates: windowRotates, exception: exception, environmentTreatment: treatment,
            exceptionIfMasksHonoured: exceptionIfHonoured)
    }
}
