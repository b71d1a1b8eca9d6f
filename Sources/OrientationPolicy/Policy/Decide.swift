extension Policy {
    /// What UIKit does with a scenario: the app state is evaluated (deciding window, app mask, top-most
    /// full-screen controller, effective mask, exception), a full-screen presented top-most controller is shown in
    /// its preferred orientation, then the reported device orientation (if any) is applied. When the request gives
    /// no current interface orientation the app is launching: the launch orientation comes first and the root
    /// controller then rotates the interface to an orientation it supports (UIViewController doc, iOS 6/7 text).
    /// Every decision carries the ordered explanation.
    public static func decide(_ scenario: Scenario) -> Decision {
        evaluate(scenario, reshowingTopmost: false)
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
        evaluate(scenario, reshowingTopmost: true)
    }

    static func evaluate(_ scenario: Scenario, reshowingTopmost: Bool) -> Decision {
        let device = scenario.device
        let version = device.systemVersion
        let st = state(of: scenario)
        var steps: [ExplanationStep] = []
        steps.reserveCapacity(14)

        // deciding-window
        if let w = st.windowIndex {
            let name = scenario.windowsFromArray ? Text.cat("windows[", String(w), "]") : "window"
            steps.append(Rule.decidingWindow.step(
                scenario.windows[w].isKeyWindow
                    ? Text.cat(name, " is the key window on the main screen and visible, so its controllers decide.")
                    : Text.cat("No visible key window on the main screen; ", name, " is the first visible main-screen window, so it decides.")))
        } else {
            steps.append(Rule.decidingWindow.step(
                "No visible window on the main screen: external-screen and hidden windows do not rotate with the device."))
        }

        // app-mask
        let declared = st.declaredApplicationOrientations
        let appSentence: String
        switch declared.source {
        case .delegate: appSentence = Text.cat("application:supportedInterfaceOrientationsForWindow: returns ", declared.mask.spoken, "; Info.plist is ignored.")
        case .infoPlist: appSentence = Text.cat("UISupportedInterfaceOrientations lists ", declared.mask.spoken, ".")
        case .infoPlistPad: appSentence = Text.cat("UISupportedInterfaceOrientations~ipad lists ", declared.mask.spoken, " and replaces the plain key on iPad.")
        case .infoPlistPhone: appSentence = Text.cat("UISupportedInterfaceOrientations~iphone lists ", declared.mask.spoken, " and replaces the plain key on iPhone.")
        case .default: appSentence = Text.cat("No UISupportedInterfaceOrientations key: the ", device.idiom.name, " default, ", declared.mask.spoken, ".")
        }
        steps.append(Rule.appMask.step(st.intersectsApplicationMask
            ? appSentence
            : Text.cat(appSentence, " Before iOS 6 Info.plist only sets the launch orientation; controllers alone decide afterwards.")))
        if declared.mask != st.applicationOrientations.mask {
            steps.append(Rule.appMaskZero.step("The app mask is 0; modern UIKit treats it as all orientations."))
        }

        // launch-orientation
        var current: InterfaceOrientation
        let launching = scenario.interfaceOrientation == nil
        if let c = scenario.interfaceOrientation {
            current = c
        } else {
            let l = launchOrientation(infoPlist: scenario.app.infoPlist, device: device, deviceOrientation: scenario.deviceOrientation)
            current = l.interfaceOrientation
            let why: String
            switch l.reason {
            case .portraitListed: why = "portrait is listed in Info.plist"
            case .firstListed: why = "it is the first orientation listed in Info.plist"
            case .deviceOrientation: why = "the device is held that way and Info.plist lists it"
            case .initialInterfaceOrientationKey: why = "the UIInterfaceOrientation key names it and no orientation list exists"
            case .portraitDefault: why = "Info.plist lists no orientation, so the default portrait applies"
            }
            steps.append(Rule.launchOrientation.step(Text.cat("No current orientation given: the app launches in ", current.name, " because ", why, ".")))
        }
        let start = current

        // topmost-full-screen and controller answers
        let topmostPath = st.topmost.map { $0.path.string(windowsFromArray: scenario.windowsFromArray) }
        if let t = st.topmost, let a = st.answers, let path = topmostPath {
            var sentence: String
            if let p = t.presentation {
                sentence = p.adaptedToFullScreen
                    ? Text.cat(t.controller.className, " at ", path, ", presented as ", p.style.name, " and adapted to full screen on a compact-width phone before iOS 13, decides.")
                    : Text.cat(t.controller.className, " at ", path, ", presented ", p.style.name, ", fills the window and decides.")
            } else {
                sentence = Text.cat("The root view controller ", t.controller.className, " decides.")
            }
            if let s = t.firstDeferringStyle {
                sentence = Text.cat(sentence, " The ", s.name, " presentation above it does not fill the window and defers to its presenter.")
            }
            steps.append(Rule.topmostFullScreen.step(sentence))
            steps.append(controllerStep(a, of: t.controller, era: device.era))
            if st.coincidingChainApplied, let v = st.controllerMask {
                steps.append(Rule.coincidingOrientations.step(
                    Text.cat("Over-full-screen presentations must coincide with the controllers visible below them: the mask becomes ", v.spoken, ".")))
            }
        } else if st.windowIndex != nil {
            steps.append(Rule.topmostFullScreen.step(
                "The window has no root view controller: only the application decides, and no controller is notified (QA1688)."))
        }

        // multitasking
        if st.ignoresControllerOrientations {
            steps.append(Rule.multitasking.step(
                "iPad multitasking (iOS 9+): Info.plist lists all four orientations without UIRequiresFullScreen, so controller masks and shouldAutorotate are ignored and nothing is raised."))
        }

        // device-restriction
        if st.deviceMask != .all {
            steps.append(Rule.deviceRestriction.step("A phone without a home button never supports portraitUpsideDown."))
        }

        // effective-mask
        let e = st.supportedInterfaceOrientations
        if st.windowRotates {
            let how = st.controllerMask == nil || st.ignoresControllerOrientations
                ? "the app mask AND the device mask"
                : (st.intersectsApplicationMask ? "the app mask AND the controller mask AND the device mask" : "the controller mask AND the device mask")
            steps.append(Rule.effectiveMask.step(Text.cat("Effective mask: ", e.spoken, " (", how, ").")))
        } else {
            steps.append(Rule.effectiveMask.step("Nothing rotates: effective mask none."))
        }

        // exception
        if let x = st.exception {
            _ = x
            steps.append(Rule.exception.step(
                "The controller mask and the app mask have nothing in common and shouldAutorotate returns YES: UIKit raises UIApplicationInvalidInterfaceOrientation."))
            return finish(st, path: topmostPath, current: start, start: start, preferred: nil, exception: x, steps: &steps)
        }

        // preferred-orientation (presented full screen, re-shown after a dismissal, or settling after launch)
        var shown: InterfaceOrientation?
        if st.windowRotates, let t = st.topmost, let a = st.answers, t.isPresented || reshowingTopmost {
            if st.ignoresControllerOrientations {
                shown = current
                steps.append(Rule.preferredOrientation.step(
                    Text.cat("Under iPad multitasking the controller's preferred orientation is not consulted: it is shown in ", current.name, ".")))
            } else {
                let preferred = device.era >= .iOS6 ? a.preferredInterfaceOrientationForPresentation : nil
                let po = (reshowingTopmost ? reshownOrientation : presentationOrientation)(
                    preferred, e, current, scenario.deviceOrientation, version)
                steps.append(Rule.preferredOrientation.step(presentationSentence(po, preferred: preferred, of: t.controller.className, current: current)))
                if let x = po.exception {
                    return finish(st, path: topmostPath, current: start, start: start, preferred: nil, exception: x, steps: &steps)
                }
                current = po.interfaceOrientation
                shown = current
            }
        } else if launching, st.windowRotates, !e.isEmpty, !e.contains(current) {
            let po = presentationOrientation(
                preferred: nil, supported: e, current: current,
                deviceOrientation: scenario.deviceOrientation, systemVersion: version)
            steps.append(Rule.launchOrientation.step(
                Text.cat("After launch the root view controller does not support ", current.name, ": the interface rotates to ", po.interfaceOrientation.name,
                         po.choice == .deviceOrientation ? " (the device orientation)" : " (the first supported orientation)", " before the window is shown.")))
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
            steps.append(Rule.rotation.step(rotationSentence(r, device: d, from: current, shouldAutorotate: st.shouldAutorotate)))
            current = r.interfaceOrientation
        }
        return finish(st, path: topmostPath, current: current, start: start, preferred: shown, exception: nil, steps: &steps)
    }

    static func finish(
        _ st: OrientationState, path: String?, current: InterfaceOrientation, start: InterfaceOrientation,
        preferred: InterfaceOrientation?, exception: UIKitException?, steps: inout [ExplanationStep]
    ) -> Decision {
        let outcome: Decision.Outcome = exception != nil ? .exception : (current != start ? .rotated : .unchanged)
        switch outcome {
        case .exception: steps.append(Rule.outcome.step(Text.cat("exception: UIApplicationInvalidInterfaceOrientation, the interface stays ", start.name, ".")))
        case .rotated: steps.append(Rule.outcome.step(Text.cat("rotated: ", start.name, " -> ", current.name, ".")))
        case .unchanged: steps.append(Rule.outcome.step(Text.cat("unchanged: the interface stays ", current.name, ".")))
        }
        return Decision(
            outcome: outcome,
            interfaceOrientation: current,
            supportedInterfaceOrientations: st.supportedInterfaceOrientations,
            applicationOrientations: st.applicationOrientations,
            topmostViewController: st.topmost.map { ControllerReference(name: $0.controller.name, path: path ?? "") },
            preferredInterfaceOrientationForPresentation: preferred,
            exception: exception,
            explanation: steps)
    }

    static func controllerStep(_ a: ControllerAnswers, of vc: ViewController, era: Era) -> ExplanationStep {
        let m = a.supportedInterfaceOrientations.spoken
        let should = a.shouldAutorotate ? "; shouldAutorotate YES." : "; shouldAutorotate NO."
        switch a.origin {
        case .overridden:
            return Rule.controllerMask.step(Text.cat(a.answeredBy, " overrides supportedInterfaceOrientations: ", m, should))
        case .idiomDefault:
            return Rule.controllerMask.step(Text.cat(a.answeredBy, " does not override supportedInterfaceOrientations: the idiom default ", m, should, " Containers do not consult their children."))
        case .forwarded:
            return Rule.containerForwarding.step(Text.cat(vc.className, " forwards to its ", vc.forwarding.rawValue, ": ", a.answeredBy, " returns ", m, should))
        case .childrenIntersection:
            return Rule.containerForwarding.step(Text.cat(vc.className, " answers with the intersection of its children: ", m, should))
        case .legacyMethod:
            return Rule.legacyAutorotation.step(Text.cat(a.answeredBy, " accepts ", m, " in shouldAutorotateToInterfaceOrientation:."))
        case .legacyDefault:
            return Rule.legacyAutorotation.step(Text.cat(a.answeredBy, " does not override shouldAutorotateToInterfaceOrientation:, so only portrait is accepted."))
        case .legacyTopViewController:
            return Rule.legacyAutorotation.step(Text.cat("The navigation controller asks its top controller ", a.answeredBy, ": ", m, "."))
        case .legacyAllChildren:
            return Rule.legacyAutorotation.step(Text.cat(vc.className, " rotates only where every child agrees: ", m, "."))
        case .bridge:
            return Rule.legacyBridge.step(Text.cat("The swizzling bridge synthesizes supportedInterfaceOrientations from ", a.answeredBy, "'s shouldAutorotateToInterfaceOrientation: ", m, should))
        }
    }

    static func presentationSentence(
        _ po: PresentationOrientation, preferred: InterfaceOrientation?, of name: String, current: InterfaceOrientation
    ) -> String {
        switch po.choice {
        case .preferred: return Text.cat(name, " is shown in its preferred orientation ", po.interfaceOrientation.name, ".")
        case .invalidPreferred:
            guard let p = preferred else {
                return Text.cat(name, " does not override preferredInterfaceOrientationForPresentation and neither the status bar orientation ",
                                current.name, " nor the device orientation is supported: from iOS 8 UIKit raises on re-showing it.")
            }
            return Text.cat(name, " prefers ", p.name, ", which is not supported: UIKit raises.")
        case .current: return Text.cat(name, " does not override preferredInterfaceOrientationForPresentation: shown in the current orientation ", current.name, ".")
        case .deviceOrientation: return Text.cat("No preferred orientation and ", current.name, " is unsupported: shown in the device orientation ", po.interfaceOrientation.name, ".")
        case .firstSupported: return Text.cat("No preferred orientation; neither ", current.name, " nor the device orientation is supported: shown in ", po.interfaceOrientation.name, ", the first supported.")
        case .nothingSupported: return Text.cat("Nothing is supported: the interface stays ", current.name, ".")
        }
    }

    static func rotationSentence(
        _ r: RotationResult, device d: DeviceOrientation, from current: InterfaceOrientation, shouldAutorotate: Bool
    ) -> String {
        switch r.kind {
        case .notAnInterfaceOrientation: return Text.cat("Device ", d.name, " has no interface orientation: the interface stays ", current.name, ".")
        case .blockedByShouldAutorotate: return Text.cat("shouldAutorotate returns NO: rotation to device ", d.name, " is suppressed.")
        case .windowDoesNotRotate: return Text.cat("No window rotates: device ", d.name, " is ignored.")
        case .notSupported: return Text.cat("Device ", d.name, " maps to interface ", d.interfaceOrientation?.name ?? "unknown", ", which is not supported: ignored.")
        case .alreadyThere: return Text.cat("Device ", d.name, " maps to interface ", r.interfaceOrientation.name, ", already current.")
        case .rotated:
            return Text.cat("Device ", d.name, " maps to interface ", r.interfaceOrientation.name,
                            shouldAutorotate ? ": rotated." : ": rotated (from iOS 16 shouldAutorotate no longer blocks rotation).")
        }
    }
}
