/// Rotation events: the device turning (and the app's observers of it), the app asking UIKit to re-evaluate
/// (`attemptRotationToDeviceOrientation`, `setNeedsUpdateOfSupportedInterfaceOrientations`, geometry requests, the
/// `UIDevice` orientation shim), the status bar, launch, and the turn itself with its callbacks.
extension TimelineSimulator {
    mutating func deviceTurned(_ d: DeviceOrientation) throws(TimelineError) {
        guard d != device else {
            draft.status = .ignored
            draft.steps.append(
                TimelineRule.deviceOrientationNotification.step(
                    "The device already reports \(d.name): UIDevice posts nothing."))
            return
        }
        device = d
        draft.notifications.append(.deviceOrientationDidChange)
        draft.steps.append(
            TimelineRule.deviceOrientationNotification.step(
                "UIDevice reports \(d.name) and posts UIDeviceOrientationDidChangeNotification; UIKit handles it before the app's observers."))
        autorotate(rule: nil, animated: true)
        if draft.exception != nil { return }
        try runObservers(d)
    }

    /// UIKit's reaction to the device orientation (a device change, or `attemptRotationToDeviceOrientation`).
    mutating func autorotate(rule: TimelineRule?, animated: Bool) {
        let state = Policy.state(of: scenario)
        guard state.windowRotates else {
            draft.steps.append(Rule.rotation.step("No window on the main screen can rotate: the interface stays \(interfaceOrientation.name)."))
            return
        }
        if let target = device.interfaceOrientation, target != interfaceOrientation {
            recordQueries(state, rotatingTo: target)
            if let exception = state.exception {
                raise(
                    exception,
                    Rule.exception.step(
                        "\(state.topmost?.controller.className ?? "The controller")'s mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises at rotation time."
                    ))
                return
            }
        }
        let r = Policy.rotation(
            to: device, from: interfaceOrientation, supported: state.supportedInterfaceOrientations, shouldAutorotate: state.shouldAutorotate,
            systemVersion: version)
        let prefix = rule.map { _ in "attemptRotationToDeviceOrientation: " } ?? ""
        switch r.kind {
        case .notAnInterfaceOrientation:
            draft.steps.append(
                (rule.map { $0.step("") } ?? Rule.rotation.step("")).with(
                    prefix + "device \(device.name) has no interface orientation: the interface stays \(interfaceOrientation.name)."))
        case .blockedByShouldAutorotate:
            draft.steps.append(Rule.rotation.step(prefix + "shouldAutorotate returns NO: the rotation to \(device.name) is suppressed."))
        case .windowDoesNotRotate:
            draft.steps.append(Rule.rotation.step(prefix + "no window rotates."))
        case .notSupported:
            draft.steps.append(
                Rule.rotation.step(
                    prefix
                        + "device \(device.name) maps to interface \(device.interfaceOrientation?.name ?? "unknown"), which is not in \(state.supportedInterfaceOrientations.spoken): the interface stays \(interfaceOrientation.name)."
                ))
        case .alreadyThere:
            draft.steps.append(Rule.rotation.step(prefix + "the interface is already \(interfaceOrientation.name)."))
        case .rotated:
            draft.steps.append(
                Rule.rotation.step(
                    prefix + "device \(device.name) maps to interface \(r.interfaceOrientation.name), which is supported: the interface rotates."))
            turn(to: r.interfaceOrientation, receivers: visible(), animated: animated)
        }
    }

    mutating func runObservers(_ d: DeviceOrientation) throws(TimelineError) {
        let saved = draft.status
        for (k, o) in timeline.observers.enumerated() where o.when.matches(d) {
            draft.observerIndex = k
            draft.steps.append(
                TimelineRule.observer.step(
                    "Observer \(k) of UIDeviceOrientationDidChangeNotification matches \(d.name) and runs \(o.action.kind.rawValue)."))
            try handle(o.action)
            draft.observerIndex = nil
            if draft.exception != nil { return }
        }
        draft.status = saved
    }

    mutating func updateAnswers(_ name: String, _ change: AnswerChange, then: OrientationUpdate?) throws(TimelineError) {
        let path = try locate(name, field: "controller")
        let held =
            version >= Policy.modernUIKit
            ? cachedSupportedOrientations ?? Policy.state(of: scenario).supportedInterfaceOrientations : nil
        update(path) { $0 = change.applied(to: $0) }
        // Until something asks UIKit again (setNeedsUpdateOfSupportedInterfaceOrientations below clears it), UIKit
        // keeps the mask it held before the change.
        if let held { cachedSupportedOrientations = held }
        draft.steps.append(TimelineRule.answersChanged.step("\(name)'s answers change."))
        let call = then ?? OrientationUpdate.default(for: version)
        switch call {
        case .none:
            draft.steps.append(
                TimelineRule.answersChanged.step("Nothing asks UIKit to re-evaluate: the new answers count at the next rotation or presentation."))
        case .attemptRotationToDeviceOrientation:
            if version < Timeline.attemptRotationSince {
                draft.status = .unavailable
                draft.steps.append(TimelineRule.attemptRotation.step("attemptRotationToDeviceOrientation does not exist before iOS 5.0."))
            } else if version >= Policy.modernUIKit {
                draft.status = .unavailable
                draft.steps.append(
                    TimelineRule.attemptRotation.step(
                        "On iOS \(version) attemptRotationToDeviceOrientation is deprecated and replaced by setNeedsUpdateOfSupportedInterfaceOrientations; it no longer rotates."
                    ))
            } else {
                draft.steps.append(
                    TimelineRule.attemptRotation.step(
                        "attemptRotationToDeviceOrientation: UIKit tries to rotate to the device orientation \(device.name)."))
                autorotate(rule: .attemptRotation, animated: true)
            }
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            guard version >= Policy.modernUIKit else {
                draft.status = .unavailable
                draft.steps.append(TimelineRule.setNeedsUpdate.step("setNeedsUpdateOfSupportedInterfaceOrientations does not exist before iOS 16."))
                return
            }
            setNeedsUpdate()
        }
    }

    mutating func setNeedsUpdate() {
        cachedSupportedOrientations = nil
        let state = Policy.state(of: scenario)
        guard state.windowRotates else {
            draft.steps.append(TimelineRule.setNeedsUpdate.step("No window on the main screen can rotate."))
            return
        }
        recordQueries(state, rotatingTo: nil)
        if let exception = state.exception {
            raise(
                exception,
                Rule.exception.step("The controller's mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises."))
            return
        }
        let supported = state.supportedInterfaceOrientations
        var target = interfaceOrientation
        if let d = device.interfaceOrientation, supported.contains(d) {
            target = d
        } else if !supported.contains(interfaceOrientation) {
            let chosen = Policy.presentationOrientation(
                preferred: state.answers?.preferredInterfaceOrientationForPresentation, supported: supported, current: interfaceOrientation,
                deviceOrientation: device, systemVersion: version)
            if let exception = chosen.exception {
                raise(exception, Rule.preferredOrientation.step("The preferred orientation is not in \(supported.spoken): UIKit raises."))
                return
            }
            target = chosen.interfaceOrientation
        }
        draft.steps.append(
            TimelineRule.setNeedsUpdate.step(
                target == interfaceOrientation
                    ? "setNeedsUpdateOfSupportedInterfaceOrientations: \(interfaceOrientation.name) stays (supported: \(supported.spoken))."
                    : "setNeedsUpdateOfSupportedInterfaceOrientations: the window updates to \(target.name) (supported: \(supported.spoken), device \(device.name))."
            ))
        turn(to: target, receivers: visible(), animated: true)
    }

    mutating func setDeviceOrientationValue(_ d: DeviceOrientation) throws(TimelineError) {
        guard version >= Policy.modernUIKit else {
            draft.steps.append(
                TimelineRule.deviceOrientationKVC.step(
                    "setValue:forKey:@\"orientation\" sets the device orientation to \(d.name) on iOS \(version), as if the device turned."))
            try deviceTurned(d)
            return
        }
        draft.logs.append(Timeline.deviceOrientationBugInClient)
        let linked = timeline.linkedAgainst ?? timeline.scenario.app.linkedAgainst ?? version
        guard linked < Policy.modernUIKit else {
            draft.status = .ignored
            draft.steps.append(
                TimelineRule.deviceOrientationKVC.step(
                    "On iOS \(version) setting UIDevice.orientation logs BUG IN CLIENT OF UIKIT and does nothing for an app linked against the iOS \(linked) SDK."
                ))
            return
        }
        draft.steps.append(
            TimelineRule.deviceOrientationKVC.step(
                "On iOS \(version) setting UIDevice.orientation logs BUG IN CLIENT OF UIKIT; the app is linked against iOS \(linked), so UIKit's compatibility shim turns it into a geometry request, then sets the device orientation and posts the notification."
            ))
        if let o = d.interfaceOrientation {
            requestGeometryUpdate(o.mask, fromShim: true)
            if draft.exception != nil { return }
        }
        let saved = draft.status
        try deviceTurned(d)
        if draft.status == .ignored { draft.status = saved }
    }

    mutating func requestGeometryUpdate(_ mask: InterfaceOrientationMask, fromShim: Bool) {
        guard version >= Policy.modernUIKit else {
            draft.status = .unavailable
            draft.steps.append(TimelineRule.geometryRequest.step("requestGeometryUpdate:errorHandler: does not exist before iOS 16."))
            return
        }
        let state = Policy.state(of: scenario)
        guard state.windowRotates else {
            draft.status = .ignored
            draft.steps.append(TimelineRule.geometryRequest.step("No window scene on the main screen can rotate."))
            return
        }
        recordQueries(state, rotatingTo: nil)
        if let exception = state.exception {
            raise(
                exception,
                Rule.exception.step("The controller's mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises."))
            return
        }
        let requested = InterfaceOrientationMask(rawValue: mask.rawValue & InterfaceOrientationMask.validBits)
        let supported = cachedSupportedOrientations ?? state.supportedInterfaceOrientations
        if let cached = cachedSupportedOrientations, cached != state.supportedInterfaceOrientations {
            draft.steps.append(
                TimelineRule.geometryRequest.step(
                    "The app changed its answers without setNeedsUpdateOfSupportedInterfaceOrientations: UIKit still holds \(cached.spoken), not \(state.supportedInterfaceOrientations.spoken), and judges the request against it (observed, react-native-screens#3831)."
                ))
        }
        let both = requested.intersection(supported)
        guard !both.isEmpty else {
            if fromShim {
                draft.steps.append(
                    TimelineRule.geometryRequest.step(
                        "The shimmed geometry request for \(requested.spoken) is denied (supported: \(supported.spoken)); the shim ignores the error."
                    ))
            } else {
                draft.status = .denied
                draft.sceneError = .geometryRequestDenied(requested: requested, supported: supported)
                draft.steps.append(
                    TimelineRule.geometryRequest.step(
                        "None of \(requested.spoken) is in \(supported.spoken): the error handler gets UISceneErrorDomain code 101 and nothing turns."
                    ))
            }
            return
        }
        let chosen = Policy.presentationOrientation(
            preferred: nil, supported: both, current: interfaceOrientation, deviceOrientation: device, systemVersion: version)
        draft.steps.append(
            TimelineRule.geometryRequest.step(
                chosen.interfaceOrientation == interfaceOrientation
                    ? "The requested \(requested.spoken) meets the supported \(supported.spoken) at \(both.spoken), which holds the current \(interfaceOrientation.name): nothing turns."
                    : "The system picks \(chosen.interfaceOrientation.name) from the intersection \(both.spoken) of the requested and supported orientations; the scene rotates without the device turning."
            ))
        turn(to: chosen.interfaceOrientation, receivers: visible(), animated: true)
    }

    /// The first version where the status bar setter does nothing (for an app built with that SDK or later).
    static let statusBarSetterNoOpSince = Claim.statusBarOrientationSetterNoOpIOS13.versions.since.engineUses

    mutating func setStatusBarOrientation(_ o: InterfaceOrientation, animated: Bool) {
        guard o.isValid else {
            draft.status = .ignored
            draft.steps.append(TimelineRule.statusBarOrientation.step("unknown is not a status bar orientation."))
            return
        }
        // From iOS 13 the setter is a no-op (UIKit's assert quoted in ZFPlayer#880); a commenter on ZFPlayer#857 says
        // it seemingly still works when built with Xcode 10.3, hence the SDK gate: claim
        // status-bar-orientation-setter-no-op-ios13.
        let linked = timeline.linkedAgainst ?? timeline.scenario.app.linkedAgainst ?? version
        if version >= Self.statusBarSetterNoOpSince, linked >= Self.statusBarSetterNoOpSince {
            draft.status = .ignored
            draft.logs.append(
                "[Assert] -[UIApplication setStatusBarOrientation:] and -[UIApplication setStatusBarOrientation:animated:] API have been deprecated on iOS 8.0 and are no-ops on iOS 13.0."
            )
            draft.steps.append(
                TimelineRule.statusBarOrientation.step(
                    "On iOS \(version), for an app built with the iOS \(linked) SDK, setStatusBarOrientation:animated: does nothing and UIKit logs an assert."
                ))
            return
        }
        if era >= .iOS6 {
            let state = Policy.state(of: scenario)
            let zeroMask = state.controllerMask.map { $0.rawValue & InterfaceOrientationMask.validBits == 0 } ?? false
            let effective = !state.ignoresControllerOrientations && state.answers != nil && (zeroMask || !state.shouldAutorotate)
            guard effective else {
                draft.status = .ignored
                draft.steps.append(
                    TimelineRule.statusBarOrientation.step(
                        "On iOS \(version) setStatusBarOrientation:animated: works only if the top-most full-screen controller returns 0 from supportedInterfaceOrientations (or NO from shouldAutorotate); it does not, so nothing changes."
                    ))
                return
            }
        }
        guard statusBar != o else {
            draft.status = .ignored
            draft.steps.append(TimelineRule.statusBarOrientation.step("The status bar is already \(o.name)."))
            return
        }
        draft.notifications.append(.willChangeStatusBarOrientation)
        statusBar = o
        draft.notifications.append(.didChangeStatusBarOrientation)
        draft.steps.append(
            TimelineRule.statusBarOrientation.step(
                "The status bar turns to \(o.name)\(animated ? " (animated)" : ""); it only rotates the status bar: the interface stays \(interfaceOrientation.name)."
            ))
    }

    mutating func launch() {
        let launchOrientation = Policy.launchOrientation(infoPlist: scenario.app.infoPlist, device: scenario.device, deviceOrientation: device)
        interfaceOrientation = launchOrientation.interfaceOrientation
        statusBar = interfaceOrientation
        draft.steps.append(
            Rule.launchOrientation.step(
                "The app launches with the status bar in \(interfaceOrientation.name) (\(launchOrientation.reason.rawValue))."))
        for w in scenario.windows where !w.isHidden { _ = w; draft.notifications.append(.windowDidBecomeVisible) }
        if scenario.windows.contains(where: { $0.isKeyWindow && !$0.isHidden }) { draft.notifications.append(.windowDidBecomeKey) }
        let state = Policy.state(of: scenario)
        recordQueries(state, rotatingTo: nil)
        if let exception = state.exception {
            raise(
                exception,
                Rule.exception.step(
                    "Setting the root view controller evaluates its orientations: no common orientation with the app and shouldAutorotate YES, UIKit raises at launch."
                ))
            return
        }
        let supported = state.supportedInterfaceOrientations
        if state.windowRotates, !supported.isEmpty, !supported.contains(interfaceOrientation) {
            let chosen = Policy.presentationOrientation(
                preferred: nil, supported: supported, current: interfaceOrientation, deviceOrientation: device, systemVersion: version)
            interfaceOrientation = chosen.interfaceOrientation
            statusBar = interfaceOrientation
            draft.steps.append(
                TimelineRule.launch.step(
                    "The root view controller does not support the launch orientation: the interface turns to \(interfaceOrientation.name) before the window is shown, so no controller gets rotation callbacks."
                ))
        } else {
            draft.steps.append(TimelineRule.launch.step("The root view controller supports \(interfaceOrientation.name): the window is shown in it."))
        }
        layout.removeAll(keepingCapacity: true)
        for v in visible() { layout[v.controller.name] = interfaceOrientation }
    }

    /// Turns the interface to `target`: status bar notifications around the callbacks to `receivers`.
    mutating func turn(to target: InterfaceOrientation, receivers: [VisibleController], animated: Bool) {
        let previous = interfaceOrientation
        guard target != previous, target.isValid else { return }
        let statusBarTurns = statusBar != target
        if statusBarTurns { draft.notifications.append(.willChangeStatusBarOrientation) }
        let duration = animated ? timeline.screens.rotationDuration(idiom, from: previous, to: target) : 0
        let cbs = Timeline.rotationCallbacks(
            receivers: receivers, from: previous, to: target, duration: duration, size: timeline.screens.bounds(idiom, target),
            systemVersion: version, windowsFromArray: scenario.windowsFromArray)
        draft.callbacks += cbs
        interfaceOrientation = target
        statusBar = target
        if statusBarTurns { draft.notifications.append(.didChangeStatusBarOrientation) }
        for r in receivers { layout[r.controller.name] = target }
        let half = Timeline.isHalfTurn(from: previous, to: target)
        let how: String
        if receivers.isEmpty {
            how =
                "no controller is on screen both before and after, so none gets rotation callbacks (a newly shown controller appears already turned; a hidden one lays out when it reappears)"
        } else if version < Timeline.sizeTransitionsSince {
            how =
                "the legacy rotation methods go to the \(receivers.count) controller(s) on screen, root first\(half ? ", with the duration doubled for 180 degrees" : "")"
        } else if half {
            how = "a 180-degree turn does not change the size, so no viewWillTransitionToSize:withTransitionCoordinator:"
        } else {
            how = "viewWillTransitionToSize:withTransitionCoordinator: goes from the root down to the controllers whose size changes"
        }
        draft.steps.append(TimelineRule.rotationCallbacks.step("The interface turns \(previous.name) -> \(target.name): \(how)."))
    }

    /// Controllers that were hidden when the interface turned lay out when they reappear (no rotation methods).
    mutating func layOutReappearing() {
        var names: [String] = []
        for v in visible() {
            let n = v.controller.name
            guard let l = layout[n] else {
                layout[n] = interfaceOrientation
                continue
            }
            guard l != interfaceOrientation else { continue }
            layout[n] = interfaceOrientation
            names.append(n)
            if version >= Timeline.viewWillLayoutSubviewsSince {
                draft.callbacks.append(
                    RotationCallback(
                        controller: n, path: v.path.string(windowsFromArray: scenario.windowsFromArray),
                        method: .viewWillLayoutSubviews, reappeared: true))
            }
        }
        if !names.isEmpty {
            draft.steps.append(
                TimelineRule.hiddenControllers.step(
                    "\(names.joined(separator: ", ")) missed the rotation while hidden: no rotation methods; \(version >= Timeline.viewWillLayoutSubviewsSince ? "viewWillLayoutSubviews" : "layout") as they reappear in \(interfaceOrientation.name)."
                ))
        }
    }
}
