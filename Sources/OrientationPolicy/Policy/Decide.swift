extension Policy {
    /// What UIKit does with a scenario: the app state is evaluated (deciding window, app mask, top-most
    /// full-screen controller, effective mask, exception), a full-screen presented top-most controller is shown in
    /// its preferred orientation, then the reported device orientation (if any) is applied. When the request gives
    /// no current interface orientation the app is launching: the launch orientation comes first and the root
    /// controller then rotates the interface to an orientation it supports (UIViewController doc, iOS 6/7 text).
    /// Every decision carries the ordered explanation.
    public static func decide(_ scenario: Scenario) -> Decision {
        evaluate(scenario, reshowingTopmost: false, explaining: true)
    }

    /// `decide` without the explanation, for an answer that does not print it (`Prefer: return=minimal`): every
    /// member is the same except `explanation`, which is empty, and `rulesWithoutSteps`, which names the rules the
    /// explanation's steps would name, in their order (what the `disputed` list is derived from). No step is built
    /// or destroyed.
    public static func decideOutcome(_ scenario: Scenario) -> Decision {
        evaluate(scenario, reshowingTopmost: false, explaining: false)
    }

    /// `decide(_:)` for a scenario in the flat form (what the API's decoder builds): the same rules, the same
    /// decision.
    public static func decide(_ scenario: FlatScenario) -> Decision {
        evaluate(scenario, reshowingTopmost: false, explaining: true)
    }

    /// `decideOutcome(_:)` for a scenario in the flat form.
    public static func decideOutcome(_ scenario: FlatScenario) -> Decision {
        evaluate(scenario, reshowingTopmost: false, explaining: false)
    }

    /// `decide` for the state right after the top-most presentation was dismissed (build it with
    /// `dismissingTopmostPresentation(in:)`): the controller that is top-most again is re-shown the way a
    /// presented one is, so its `preferredInterfaceOrientationForPresentation` is consulted and validated ("on
    /// dismiss ... UIKit called the presenting base VC's supportedInterfaceOrientations and
    /// preferredInterfaceOrientationForPresentation and crashed", Bytedance-UnionAD#105; NYTPhotoViewer#360),
    /// and without an override the rule of `reshownOrientation` applies (status bar orientation, else device
    /// orientation, else: iOS 6-7 rotate back, iOS 8+ raise). `preferredInterfaceOrientationForPresentation` in the result is the orientation
    /// the re-shown controller is shown in (also for a root view controller).
    public static func decideAfterDismissal(_ scenario: Scenario) -> Decision {
        evaluate(scenario, reshowingTopmost: true, explaining: true)
    }

    static func evaluate<S: ScenarioModel>(_ scenario: S, reshowingTopmost: Bool, explaining: Bool) -> Decision {
        if !scenario.app.usesSceneLifeCycle, failsToLaunchWithoutScenes(device: scenario.device, app: scenario.app) {
            return doesNotLaunch(scenario)
        }
        let device = scenario.device
        let version = device.systemVersion
        var t = TopmostFacts()
        let st = state(of: scenario, facts: &t, recordingFacts: true)
        // Steps keep values, not sentences (see `ExplanationStep`): nothing below builds a string. Without
        // `explaining`, only the rules are kept (`StepLog`).
        var steps = StepLog(explaining: explaining)

        // deciding-window
        if let w = st.windowIndex {
            steps.add(
                .decidingWindow,
                .decidingWindow(
                    index: w, windowsFromArray: scenario.windowsFromArray, isKeyWindow: scenario.windowTraits(w).isKeyWindow))
        } else {
            steps.add(
                .decidingWindow, .text("No visible window on the main screen: external-screen and hidden windows do not rotate with the device."))
        }

        // app-mask
        steps.add(
            .appMask,
            .appMask(
                st.declaredApplicationOrientations, idiom: device.idiom, intersects: st.intersectsApplicationMask))
        if st.declaredApplicationOrientations.source == .delegate, version >= sceneDelegateMaskSince {
            steps.add(.appMask, .text(appDelegateDeprecatedText))
        }
        if st.declaredApplicationOrientations.mask != st.applicationOrientations.mask {
            steps.add(.appMaskZero, .sentence("The app mask is 0; modern UIKit treats it as all orientations."))
        }

        // launch-orientation
        var current: InterfaceOrientation
        let launching = scenario.interfaceOrientation == nil
        if let c = scenario.interfaceOrientation {
            current = c
        } else {
            let l = launchOrientation(infoPlist: scenario.app.infoPlist, device: device, deviceOrientation: scenario.deviceOrientation)
            current = l.interfaceOrientation
            steps.add(.launchOrientation, .launchOrientation(current, l.reason))
        }
        let start = current
        if st.environmentTreatment == .alwaysPortrait { current = .portrait }

        // topmost-full-screen and controller answers, from the facts `state` read (`t`): each access through
        // `st.topmost` copied the whole controller tree.
        if t.exists, let a = st.answers {
            steps.add(
                .topmostFullScreen,
                .topmostFullScreen(
                    className: t.className, path: t.path, windowsFromArray: scenario.windowsFromArray,
                    presentation: t.presentation, firstDeferringStyle: t.firstDeferringStyle))
            steps.add(
                controllerRule(a.origin),
                .controllerAnswers(
                    origin: a.origin, mask: a.supportedInterfaceOrientations, shouldAutorotate: a.shouldAutorotate,
                    answeredBy: a.answeredBy, className: t.className, forwarding: t.forwarding))
            if st.coincidingChainApplied, let v = st.controllerMask {
                steps.add(.coincidingOrientations, .coincidingOrientations(v))
            }
        } else if st.windowIndex != nil {
            steps.add(
                .topmostFullScreen,
                .sentence("The window has no root view controller: only the application decides, and no controller is notified (QA1688)."))
        }

        // multitasking
        if device.environment != nil, let text = environmentText(st.environmentTreatment, device.environment) {
            steps.add(.multitasking, .text(text))
        } else if st.ignoresControllerOrientations {
            steps.add(
                .multitasking,
                .text(
                    "iPad multitasking (iOS 9+): Info.plist lists all four orientations without UIRequiresFullScreen, so controller masks and shouldAutorotate are ignored and nothing is raised."
                ))
        }

        // device-restriction
        if st.deviceMask != .all {
            steps.add(.deviceRestriction, .sentence("A phone without a home button never supports portraitUpsideDown."))
        }

        // effective-mask
        let e = st.supportedInterfaceOrientations
        if st.windowRotates {
            let terms: ExplanationDetail.EffectiveMaskTerms =
                switch st.environmentTreatment {
                case .masksArePreferences: .deviceOnly
                case .alwaysPortrait: .portraitOnly
                case .asBefore, .discreteResizing:
                    st.controllerMask == nil || st.ignoresControllerOrientations
                        ? .appAndDevice
                        : (st.intersectsApplicationMask ? .appControllerAndDevice : .controllerAndDevice)
                }
            steps.add(.effectiveMask, .effectiveMask(e, terms: terms))
        } else {
            steps.add(.effectiveMask, .sentence("Nothing rotates: effective mask none."))
        }

        // exception
        if let x = st.exception {
            steps.add(
                .exception,
                .text(
                    "The controller mask and the app mask have nothing in common and shouldAutorotate returns YES: UIKit raises UIApplicationInvalidInterfaceOrientation."
                ))
            return finish(
                st, t, scenario, current: start, start: start, preferred: nil, exception: x, steps: &steps, reshowingTopmost: reshowingTopmost,
                claims: claimsUsed(scenario, exception: x, preferredException: false, preferred: nil, supported: e))
        }

        // preferred-orientation (presented full screen, re-shown after a dismissal, or settling after launch)
        var shown: InterfaceOrientation?
        if st.windowRotates, t.exists, let a = st.answers, t.presentation != nil || reshowingTopmost {
            if st.ignoresControllerOrientations {
                shown = current
                steps.add(.preferredOrientation, .preferredIgnoredUnderMultitasking(current: current))
            } else {
                let preferred = device.era >= .iOS6 ? a.preferredInterfaceOrientationForPresentation : nil
                let po = (reshowingTopmost ? reshownOrientation : presentationOrientation)(
                    preferred, e, current, scenario.deviceOrientation, version)
                steps.add(
                    .preferredOrientation,
                    .presentationOrientation(
                        choice: po.choice, shown: po.interfaceOrientation, preferred: preferred,
                        className: t.className, current: current))
                if let x = po.exception {
                    let quoted = preferred ?? (reshowingTopmost ? current : nil)
                    return finish(
                        st, t, scenario, current: start, start: start, preferred: nil, exception: x, steps: &steps,
                        reshowingTopmost: reshowingTopmost,
                        claims: claimsUsed(scenario, exception: x, preferredException: true, preferred: quoted, supported: e))
                }
                current = po.interfaceOrientation
                shown = current
            }
        } else if launching, st.windowRotates, !e.isEmpty, !e.contains(current) {
            let po = presentationOrientation(
                preferred: nil, supported: e, current: current,
                deviceOrientation: scenario.deviceOrientation, systemVersion: version)
            steps.add(.launchOrientation, .launchRotation(from: current, to: po.interfaceOrientation, choice: po.choice))
            current = po.interfaceOrientation
        }

        // rotation
        if let d = scenario.deviceOrientation {
            let r: RotationResult
            if st.windowRotates {
                r = rotation(to: d, from: current, supported: e, shouldAutorotate: st.shouldAutorotate, systemVersion: version)
            } else {
                r = RotationResult(kind: .windowDoesNotRotate, interfaceOrientation: current)
            }
            steps.add(
                .rotation,
                .rotation(
                    kind: r.kind, result: r.interfaceOrientation, device: d, current: current, shouldAutorotate: st.shouldAutorotate))
            current = r.interfaceOrientation
        }
        return finish(
            st, t, scenario, current: current, start: start, preferred: shown, exception: nil, steps: &steps, reshowingTopmost: reshowingTopmost,
            claims: scenario.windowCount > 1
                ? claimsUsed(scenario, exception: nil, preferredException: false, preferred: nil, supported: e) : [])
    }

    static func finish<S: ScenarioModel>(
        _ st: OrientationState, _ t: TopmostFacts, _ scenario: S, current: InterfaceOrientation, start: InterfaceOrientation,
        preferred: InterfaceOrientation?, exception: UIKitException?, steps: inout StepLog,
        reshowingTopmost: Bool, claims: [ClaimUse]
    ) -> Decision {
        var claims = claims
        let outcome: Decision.Outcome = exception != nil ? .exception : (current != start ? .rotated : .unchanged)
        if scenario.device.environment != nil || st.declaredApplicationOrientations.source == .delegate
            || st.declaredApplicationOrientations.source == .sceneDelegate
        {
            appendEnvironmentUses(
                st, scenario, reshowingTopmost: reshowingTopmost, engineAnswer: (outcome, current, exception), to: &claims)
        }
        if t.firstDeferringStyle != nil,
            let use = compactHeightSheetUse(
                scenario, deferringStyle: t.firstDeferringStyle, orientations: [start, current], reshowingTopmost: reshowingTopmost,
                engineAnswer: (outcome, current, exception))
        {
            claims.append(use)
        }
        if t.firstDeferringStyle != nil,
            let use = systemControllerAutomaticUse(
                scenario, reshowingTopmost: reshowingTopmost, engineAnswer: (outcome, current, exception))
        {
            claims.append(use)
        }
        steps.add(.outcome, .outcome(outcome, start: start, current: current))
        return Decision(
            outcome: outcome,
            interfaceOrientation: current,
            supportedInterfaceOrientations: st.supportedInterfaceOrientations,
            applicationOrientations: st.applicationOrientations,
            topmostViewController: t.exists
                ? ControllerReference(name: t.name, path: t.path, windowsFromArray: scenario.windowsFromArray) : nil,
            preferredInterfaceOrientationForPresentation: preferred,
            exception: exception,
            explanation: steps.steps,
            systemVersion: scenario.device.systemVersion,
            claimsUsed: claims,
            rulesWithoutSteps: steps.rules)
    }

    /// The rule of the deciding controller's answers' step: it depends on where the mask came from.
    static func controllerRule(_ origin: ControllerAnswers.Origin) -> Rule {
        switch origin {
        case .overridden, .idiomDefault: .controllerMask
        case .forwarded, .childrenIntersection, .containerDelegate: .containerForwarding
        case .presentedViewController: .presentedForwarding
        case .legacyMethod, .legacyDefault, .legacyTopViewController, .legacyAllChildren: .legacyAutorotation
        case .bridge: .legacyBridge
        }
    }
}

/// What the explanation and the response need from the top-most full-screen controller: small values and
/// shared strings, cheap to pass around (a `TopmostFullScreenController` holds the controller's whole tree).
/// Not optional: `exists` says whether there is one, so each use reads a field in place, where binding an
/// optional (`if let t = facts`) copied and released all of it (three times per decision).
struct TopmostFacts {
    var exists: Bool
    var className: String
    var name: String
    var forwarding: ChildForwarding
    var path: ControllerPath
    var presentation: PresentationBehaviour?
    var firstDeferringStyle: ModalPresentationStyle?

    /// No top-most controller.
    init() {
        exists = false
        className = ""
        name = ""
        forwarding = .none
        path = ControllerPath(window: 0)
        presentation = nil
        firstDeferringStyle = nil
    }

    /// Read from the deciding controller, a node of the scenario (`Policy.state`).
    init<T: ControllerTree>(
        _ vc: T.Node, in tree: T, path: ControllerPath, presentation: PresentationBehaviour?,
        firstDeferringStyle: ModalPresentationStyle?
    ) {
        exists = true
        className = tree.className(vc)
        name = tree.name(vc)
        forwarding = tree.overrides(vc).forwarding
        self.path = path
        self.presentation = presentation
        self.firstDeferringStyle = firstDeferringStyle
    }
}

/// The steps `evaluate` records: the steps themselves when explaining, else only the rules they name, in order
/// (`Decision.rulesWithoutSteps`). The detail is an autoclosure, so without explaining no payload is built.
struct StepLog {
    let explaining: Bool
    var steps: [ExplanationStep] = []
    var rules = RuleSequence()

    init(explaining: Bool) {
        self.explaining = explaining
        if explaining { steps.reserveCapacity(14) }
    }

    @inline(__always) mutating func add(_ rule: Rule, _ detail: @autoclosure () -> ExplanationDetail) {
        if explaining {
            steps.append(ExplanationStep(rule: rule, content: detail()))
        } else {
            rules.append(rule)
        }
    }
}

extension Rule {
    /// An explanation step for this rule whose detail is rendered from `detail` when read.
    func step(_ detail: ExplanationDetail) -> ExplanationStep {
        ExplanationStep(rule: self, content: detail)
    }
}
