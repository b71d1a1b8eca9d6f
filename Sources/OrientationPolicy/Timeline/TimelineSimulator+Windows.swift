/// Windows and screens: an external screen connecting and disconnecting, the key window, windows shown and
/// hidden.
extension TimelineSimulator {
    mutating func connectScreen(_ window: Window?) {
        guard !externalConnected else {
            draft.status = .ignored
            draft.steps.append(TimelineRule.externalScreen.step("An external screen is already connected (one is modelled)."))
            return
        }
        externalConnected = true
        draft.notifications.append(.screenDidConnect)
        var detail = "An external screen connects: UIScreenDidConnectNotification."
        if var w = window {
            w.screen = .external
            w.isKeyWindow = false
            scenario.windows.append(w)
            draft.hierarchyChanged = true
            if !w.isHidden { draft.notifications.append(.windowDidBecomeVisible) }
            detail += " The app shows windows[\(scenario.windows.count - 1)] on it; it never rotates with the device."
        }
        draft.steps.append(TimelineRule.externalScreen.step(detail))
    }

    mutating func disconnectScreen() {
        guard externalConnected else {
            draft.status = .ignored
            draft.steps.append(TimelineRule.externalScreen.step("No external screen is connected."))
            return
        }
        externalConnected = false
        draft.notifications.append(.screenDidDisconnect)
        for i in scenario.windows.indices where scenario.windows[i].screen == .external && !scenario.windows[i].isHidden {
            scenario.windows[i].isHidden = true
            draft.hierarchyChanged = true
            draft.notifications.append(.windowDidBecomeHidden)
        }
        draft.steps.append(
            TimelineRule.externalScreen.step("The external screen disconnects: UIScreenDidDisconnectNotification; its windows are hidden."))
    }

    mutating func makeKeyWindow(_ i: Int) throws(TimelineError) {
        try requireWindow(i)
        guard !scenario.windows[i].isKeyWindow else {
            draft.status = .ignored
            draft.steps.append(TimelineRule.windows.step("windows[\(i)] is already the key window."))
            return
        }
        for j in scenario.windows.indices where scenario.windows[j].isKeyWindow {
            scenario.windows[j].isKeyWindow = false
            draft.notifications.append(.windowDidResignKey)
        }
        scenario.windows[i].isKeyWindow = true
        draft.notifications.append(.windowDidBecomeKey)
        windowsStep("windows[\(i)] becomes the key window.")
    }

    mutating func setWindowHidden(_ i: Int, _ hidden: Bool) throws(TimelineError) {
        try requireWindow(i)
        guard scenario.windows[i].isHidden != hidden else {
            draft.status = .ignored
            draft.steps.append(TimelineRule.windows.step("windows[\(i)] is already \(hidden ? "hidden" : "visible")."))
            return
        }
        scenario.windows[i].isHidden = hidden
        draft.hierarchyChanged = true
        draft.notifications.append(hidden ? .windowDidBecomeHidden : .windowDidBecomeVisible)
        windowsStep("windows[\(i)] is \(hidden ? "hidden" : "shown").")
    }

    mutating func windowsStep(_ first: String) {
        let state = Policy.state(of: scenario)
        let decider = state.windowIndex.map { "windows[\($0)]" } ?? "no window"
        let supported = state.supportedInterfaceOrientations
        draft.steps.append(
            TimelineRule.windows.step(
                first + " The deciding window is now \(decider) (supported: \(supported.spoken))"
                    + (state.windowRotates && !supported.contains(interfaceOrientation)
                        ? "; the interface stays \(interfaceOrientation.name) until the next rotation." : ".")))
    }
}
