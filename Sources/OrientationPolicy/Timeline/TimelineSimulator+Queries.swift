/// The questions UIKit asks the app while it evaluates the deciding window, recorded on the entry in the order
/// UIKit asks them.
extension TimelineSimulator {
    /// The queries UIKit makes to evaluate the deciding window (`rotatingTo` non-nil for a device-driven
    /// rotation, where iOS 6-15 ask `shouldAutorotate` first and stop on NO: "the supported orientations are
    /// retrieved only if this view controller returns YES from its shouldAutorotate method", iOS 6 release notes).
    mutating func recordQueries(_ state: OrientationState, rotatingTo target: InterfaceOrientation?) {
        guard let t = state.topmost, let a = state.answers else {
            if era >= .iOS6, state.declaredApplicationOrientations.source == .delegate {
                draft.queries.append(
                    OrientationQuery(
                        receiver: "UIApplicationDelegate", method: .applicationSupportedInterfaceOrientationsForWindow,
                        answer: .mask(state.declaredApplicationOrientations.mask), overridden: true))
            }
            return
        }
        let vc = t.controller
        if era == .legacy {
            guard let target else { return }
            if a.origin == .legacyAllChildren {
                for child in vc.viewControllers {
                    let m = Policy.legacyAutorotation(of: child).mask
                    draft.queries.append(
                        OrientationQuery(
                            receiver: child.className, method: .shouldAutorotateToInterfaceOrientation, argument: target,
                            answer: .bool(m.contains(target)), overridden: child.shouldAutorotateToInterfaceOrientation != nil))
                }
            } else {
                draft.queries.append(
                    OrientationQuery(
                        receiver: a.answeredBy, method: .shouldAutorotateToInterfaceOrientation, argument: target,
                        answer: .bool(a.supportedInterfaceOrientations.contains(target)),
                        overridden: a.origin == .legacyMethod || a.origin == .legacyTopViewController))
            }
            return
        }
        if state.declaredApplicationOrientations.source == .delegate {
            draft.queries.append(
                OrientationQuery(
                    receiver: "UIApplicationDelegate", method: .applicationSupportedInterfaceOrientationsForWindow,
                    answer: .mask(state.declaredApplicationOrientations.mask), overridden: true))
        }
        if state.ignoresControllerOrientations { return }
        let askShouldFirst = target != nil && version < Policy.modernUIKit
        if askShouldFirst {
            draft.queries.append(
                OrientationQuery(
                    receiver: vc.className, method: .shouldAutorotate, answer: .bool(a.shouldAutorotate), overridden: vc.shouldAutorotate != nil))
            if !a.shouldAutorotate { return }
        }
        draft.queries.append(
            OrientationQuery(
                receiver: vc.className, method: .supportedInterfaceOrientations, answer: .mask(a.supportedInterfaceOrientations),
                overridden: vc.supportedInterfaceOrientations != nil))
        if a.origin == .forwarded, a.answeredBy != vc.className {
            draft.queries.append(
                OrientationQuery(
                    receiver: a.answeredBy, method: .supportedInterfaceOrientations, answer: .mask(a.supportedInterfaceOrientations), overridden: true
                ))
        }
        if version >= Policy.modernUIKit {
            for c in t.controllersWhoseOrientationsMustCoincide {
                let ca = Policy.answers(of: c, device: scenario.device, app: scenario.app)
                draft.queries.append(
                    OrientationQuery(
                        receiver: c.className, method: .supportedInterfaceOrientations, answer: .mask(ca.supportedInterfaceOrientations),
                        overridden: c.supportedInterfaceOrientations != nil))
            }
        }
        if !askShouldFirst, let v = state.controllerMask, v.rawValue & InterfaceOrientationMask.validBits != 0,
            v.intersection(state.applicationOrientations.mask).rawValue & InterfaceOrientationMask.validBits == 0
        {
            // The exception check asks shouldAutorotate last (decompiled __supportedInterfaceOrientations).
            draft.queries.append(
                OrientationQuery(
                    receiver: vc.className, method: .shouldAutorotate, answer: .bool(a.shouldAutorotate), overridden: vc.shouldAutorotate != nil))
        }
    }

    /// `preferredInterfaceOrientationForPresentation` asked of the controller that becomes top-most; without an
    /// override UIKit's default answers "the current orientation of the status bar" (Apple doc).
    mutating func recordPreferredQuery(_ vc: ViewController, _ a: ControllerAnswers) {
        let answer = a.preferredInterfaceOrientationForPresentation ?? statusBar
        draft.queries.append(
            OrientationQuery(
                receiver: vc.className, method: .preferredInterfaceOrientationForPresentation, answer: .orientation(answer),
                overridden: a.preferredInterfaceOrientationForPresentation != nil))
    }
}
