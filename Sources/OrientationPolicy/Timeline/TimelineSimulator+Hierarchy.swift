/// Hierarchy events: presenting and dismissing, pushing and popping, selecting a tab, and the edits of the
/// controller tree they share.
extension TimelineSimulator {
    mutating func present(_ vc: ViewController, from: String, style: ModalPresentationStyle?, animated: Bool) throws(TimelineError) {
        if !Timeline.paths(named: vc.name, in: scenario).isEmpty {
            if draft.observerIndex != nil {
                draft.steps.append(
                    TimelineRule.observer.step("\(vc.name) is already on screen: the observer does not present it again (isShowingLandscapeView)."))
                draft.status = .ignored
                return
            }
            throw TimelineError(
                .duplicateController, event: draft.eventIndex, observer: draft.observerIndex, field: "controller/name",
                "A controller named '\(vc.name)' is already in the hierarchy at event \(draft.eventIndex); names identify controllers and must be unique."
            )
        }
        let path = try locate(from, field: "from")
        guard let root = scenario.windows[path.window].rootViewController, let presenter = path.controller(in: scenario) else { return }
        if let existing = presenter.presentedViewController {
            draft.status = .ignored
            draft.logs.append("Attempt to present <\(vc.className)> on <\(presenter.className)> which is already presenting <\(existing.className)>")
            draft.steps.append(
                TimelineRule.presentation.step("\(presenter.name) is already presenting \(existing.name): UIKit logs a warning and presents nothing.")
            )
            return
        }
        var p = vc
        if let s = style { p.modalPresentationStyle = s }
        let presentedCopy = p
        guard
            let newRoot = root.updating(
                at: path.steps[...],
                {
                    var c = $0; c.presentedViewController = presentedCopy; return c
                })
        else { return }
        var next = scenario
        next.windows[path.window].rootViewController = newRoot
        let behaviour = Policy.presentationBehaviour(of: p.modalPresentationStyle, on: scenario.device, linkedAgainst: scenario.app.linkedAgainst)
        let newPath = ControllerPath(window: path.window, steps: path.steps + [.presented])
        let state = Policy.state(of: next)
        let before = visible()
        guard behaviour.fillsWindow, state.windowRotates, state.topmost?.path == newPath else {
            scenario = next
            draft.hierarchyChanged = true
            draft.steps.append(
                TimelineRule.presentation.step(
                    "\(p.name) is presented \(behaviour.style.name) from \(presenter.name); it does not become the top-most full-screen controller, so the orientation does not change."
                ))
            return
        }
        draft.steps.append(
            TimelineRule.presentation.step(
                behaviour.adaptedToFullScreen
                    ? "\(p.name) is presented \(behaviour.style.name), adapted to full screen on a compact-width phone before iOS 13: it fills the window and decides."
                    : "\(p.name) is presented \(behaviour.style.name) from \(presenter.name): it fills the window and decides."))
        recordQueries(state, rotatingTo: nil)
        if let exception = state.exception {
            raise(
                exception,
                Rule.exception.step(
                    "\(p.className)'s mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises at presentation time."
                ))
            return
        }
        var shown = interfaceOrientation
        if state.ignoresControllerOrientations {
            draft.steps.append(
                Rule.preferredOrientation.step("Under iPad multitasking the presented controller's preferred orientation is not consulted."))
        } else if let a = state.answers {
            let preferred = era >= .iOS6 ? a.preferredInterfaceOrientationForPresentation : nil
            if era >= .iOS6 { recordPreferredQuery(p, a) }
            let chosen = Policy.presentationOrientation(
                preferred: preferred, supported: state.supportedInterfaceOrientations, current: interfaceOrientation, deviceOrientation: device,
                systemVersion: version)
            if let exception = chosen.exception {
                raise(
                    exception,
                    Rule.preferredOrientation.step(
                        "\(p.name) prefers \(preferred?.name ?? "unknown"), which is not in \(state.supportedInterfaceOrientations.spoken): UIKit raises."
                    ))
                return
            }
            shown = chosen.interfaceOrientation
            draft.steps.append(Rule.preferredOrientation.step(choiceSentence(chosen, name: p.name)))
        }
        scenario = next
        draft.hierarchyChanged = true
        if shown != interfaceOrientation { turn(to: shown, receivers: intersect(before, visible()), animated: animated) }
    }

    mutating func dismiss(_ name: String, animated: Bool) throws(TimelineError) {
        let found = Timeline.paths(named: name, in: scenario)
        if found.isEmpty, draft.observerIndex != nil {
            draft.steps.append(
                TimelineRule.observer.step("\(name) is not on screen: the observer has nothing to dismiss (isShowingLandscapeView is NO)."))
            draft.status = .ignored
            return
        }
        let path = try locate(name, field: "controller")
        guard let vc = path.controller(in: scenario), let root = scenario.windows[path.window].rootViewController else { return }
        var target: [ControllerPath.Step]
        if vc.presentedViewController != nil {
            target = path.steps + [.presented]
        } else if let k = path.steps.lastIndex(of: .presented) {
            target = Array(path.steps[...k])
        } else {
            draft.status = .ignored
            draft.steps.append(
                TimelineRule.dismissal.step("\(name) presents nothing and is not presented: dismissViewControllerAnimated: does nothing."))
            return
        }
        let targetPath = ControllerPath(window: path.window, steps: target)
        guard let removed = targetPath.controller(in: scenario),
            let newRoot = root.updating(at: target[...], { _ in nil })
        else { return }
        var next = scenario
        next.windows[path.window].rootViewController = newRoot
        let before = visible()
        let old = Policy.state(of: scenario)
        let state = Policy.state(of: next)
        draft.steps.append(TimelineRule.dismissal.step("\(removed.name) (and anything it presents) is dismissed."))
        if state.windowRotates, state.windowIndex == path.window, state.topmost?.path != old.topmost?.path, let t = state.topmost {
            recordQueries(state, rotatingTo: nil)
            if let exception = state.exception {
                raise(
                    exception,
                    Rule.exception.step(
                        "\(t.controller.className)'s mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises on dismissal."
                    ))
                return
            }
            var shown = interfaceOrientation
            if !state.ignoresControllerOrientations, let a = state.answers {
                let preferred = era >= .iOS6 ? a.preferredInterfaceOrientationForPresentation : nil
                if era >= .iOS6 { recordPreferredQuery(t.controller, a) }
                let chosen =
                    era >= .iOS6
                    ? Policy.reshownOrientation(
                        preferred: preferred, supported: state.supportedInterfaceOrientations, current: interfaceOrientation,
                        deviceOrientation: device, systemVersion: version)
                    : Policy.presentationOrientation(
                        preferred: nil, supported: state.supportedInterfaceOrientations, current: interfaceOrientation,
                        deviceOrientation: device, systemVersion: version)
                if let exception = chosen.exception {
                    let quoted = preferred ?? interfaceOrientation
                    raise(
                        exception,
                        Rule.preferredOrientation.step(
                            preferred == nil
                                ? "\(t.controller.name) is top-most again; it does not override preferredInterfaceOrientationForPresentation, so UIKit uses the status bar orientation \(quoted.name); neither it nor the device orientation \(device.name) is in \(state.supportedInterfaceOrientations.spoken): UIKit raises (NYTPhotoViewer#360)."
                                : "\(t.controller.name) is top-most again and prefers \(quoted.name), which is not in \(state.supportedInterfaceOrientations.spoken): UIKit raises."
                        ))
                    return
                }
                shown = chosen.interfaceOrientation
                draft.steps.append(Rule.preferredOrientation.step(choiceSentence(chosen, name: t.controller.name)))
            }
            scenario = next
            draft.hierarchyChanged = true
            if shown != interfaceOrientation { turn(to: shown, receivers: intersect(before, visible()), animated: animated) }
        } else {
            scenario = next
            draft.hierarchyChanged = true
        }
        forget(removed)
    }

    mutating func push(_ vc: ViewController, onto nav: String) throws(TimelineError) {
        if !Timeline.paths(named: vc.name, in: scenario).isEmpty {
            throw TimelineError(
                .duplicateController, event: draft.eventIndex, observer: draft.observerIndex, field: "controller/name",
                "A controller named '\(vc.name)' is already in the hierarchy at event \(draft.eventIndex); names identify controllers and must be unique."
            )
        }
        let path = try locate(nav, field: "navigationController")
        try requireKind(path, .navigationController, field: "navigationController", code: .notANavigationController)
        update(path) { $0.viewControllers.append(vc) }
        let state = Policy.state(of: scenario)
        draft.steps.append(
            TimelineRule.navigationPush.step(
                state.supportedInterfaceOrientations.contains(interfaceOrientation) || !state.windowRotates
                    ? "\(vc.name) is pushed onto \(nav); pushing never forces a rotation."
                    : "\(vc.name) is pushed onto \(nav); pushing never forces a rotation, so the interface stays \(interfaceOrientation.name) although only \(state.supportedInterfaceOrientations.spoken) is supported now, until the device turns or the app asks for an update."
            ))
    }

    mutating func pop(_ nav: String) throws(TimelineError) {
        let path = try locate(nav, field: "navigationController")
        try requireKind(path, .navigationController, field: "navigationController", code: .notANavigationController)
        guard let n = path.controller(in: scenario), n.viewControllers.count > 1, let top = n.viewControllers.last else {
            draft.status = .ignored
            draft.steps.append(
                TimelineRule.navigationPush.step(
                    "\(nav) holds only its root view controller: popViewControllerAnimated: returns nil and does nothing."))
            return
        }
        update(path) { $0.viewControllers.removeLast() }
        forget(top)
        draft.steps.append(TimelineRule.navigationPush.step("\(top.name) is popped from \(nav); popping never forces a rotation."))
    }

    mutating func selectTab(_ tab: String, index: Int) throws(TimelineError) {
        let path = try locate(tab, field: "tabBarController")
        try requireKind(path, .tabBarController, field: "tabBarController", code: .notATabBarController)
        guard let t = path.controller(in: scenario) else { return }
        guard t.viewControllers.indices.contains(index) else {
            throw TimelineError(
                .tabIndexOutOfRange, event: draft.eventIndex, observer: draft.observerIndex, field: "index",
                "\(tab) has \(t.viewControllers.count) tabs; index \(index) is out of range.")
        }
        if (t.selectedIndex ?? 0) == index {
            draft.status = .ignored
            draft.steps.append(TimelineRule.tabSelection.step("Tab \(index) is already selected."))
            return
        }
        update(path) { $0.selectedIndex = index }
        draft.steps.append(
            TimelineRule.tabSelection.step(
                "\(tab) selects tab \(index) (\(t.viewControllers[index].name)); selecting a tab never forces a rotation."))
    }

    func choiceSentence(_ chosen: PresentationOrientation, name: String) -> String {
        switch chosen.choice {
        case .preferred: "\(name) is shown in its preferred orientation \(chosen.interfaceOrientation.name)."
        case .invalidPreferred: "\(name)'s preferred orientation is not supported."
        case .current: "\(name) is shown in the current orientation \(chosen.interfaceOrientation.name), which it supports."
        case .deviceOrientation:
            "\(name) does not support \(interfaceOrientation.name): it is shown in \(chosen.interfaceOrientation.name), the interface orientation of the device orientation \(device.name)."
        case .firstSupported:
            "\(name) supports neither \(interfaceOrientation.name) nor the device orientation: it is shown in \(chosen.interfaceOrientation.name), the first supported."
        case .nothingSupported: "Nothing is supported: the interface stays \(interfaceOrientation.name)."
        }
    }

    mutating func update(_ path: ControllerPath, _ body: (inout ViewController) -> Void) {
        draft.hierarchyChanged = true
        guard let root = scenario.windows[path.window].rootViewController,
            let newRoot = root.updating(
                at: path.steps[...],
                {
                    var c = $0; body(&c); return c
                })
        else { return }
        scenario.windows[path.window].rootViewController = newRoot
    }

    mutating func forget(_ vc: ViewController) {
        layout[vc.name] = nil
        for c in vc.viewControllers { forget(c) }
        if let p = vc.presentedViewController { forget(p) }
    }
}
