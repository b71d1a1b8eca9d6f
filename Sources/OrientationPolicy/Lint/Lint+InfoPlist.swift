extension Lint {
    /// The Info.plist key names, for messages.
    static func keyName(_ source: ApplicationOrientations.Source) -> String {
        switch source {
        case .infoPlistPad: "UISupportedInterfaceOrientations~ipad"
        case .infoPlistPhone: "UISupportedInterfaceOrientations~iphone"
        case .delegate: "application:supportedInterfaceOrientationsForWindow:"
        case .sceneDelegate: "supportedInterfaceOrientations(for:)"
        case .infoPlist, .default: "UISupportedInterfaceOrientations"
        }
    }

    /// Checks that need no exploration, for the scenario's device: an empty or missing orientation list, the iPad
    /// multitasking App Store rule (error 90474) and `UIRequiresFullScreen` on iPadOS 26.
    static func checkInfoPlist(_ s: Scenario, into c: inout LintCollector) {
        let t = s.device
        let plist = s.app.infoPlist
        if let (list, source) = Policy.infoPlistOrientations(plist, idiom: t.idiom) {
            if list.isEmpty {
                c.add(
                    .emptyOrientationList, pointer: LintPointer.applicationMask(source, window: nil, in: s),
                    message:
                        "\(keyName(source)) is present but empty: an app mask of 0 (\"must not be 0\"); iOS 6-15 intersect it to nothing, iOS 16+ treat it as all.",
                    target: t)
            }
        } else {
            c.add(
                .missingOrientationList, pointer: "/app/infoPlist",
                message:
                    "No UISupportedInterfaceOrientations key applies to the \(t.idiom.name): UIKit uses the idiom default, \(t.idiom.defaultMask.orientationList).",
                target: t)
        }
        // Not where iOS 27's resizable window ignores the masks whatever the list: "UIKit treats it as not
        // multitasking" is not true there.
        if t.idiom == .pad, t.systemVersion >= Policy.multitaskingSince, !Policy.requiresFullScreen(plist, idiom: .pad),
            asksMasks(on: t, infoPlist: plist)
        {
            let a = Policy.infoPlistApplicationOrientations(plist, idiom: .pad)
            if a.mask != .all {
                c.add(
                    .iPadMultitaskingRequiresAllOrientations, pointer: LintPointer.applicationMask(a.source, window: nil, in: s),
                    message:
                        "\(keyName(a.source)) lists \(a.mask.isEmpty ? "nothing" : a.mask.orientationList) without UIRequiresFullScreen: an iPad app that supports multitasking must list all four orientations (App Store error 90474), and UIKit treats it as not multitasking.",
                    target: t)
            }
        }
        // Only on iPadOS 26: from iOS 27 the key is honoured again, as discrete resizing that honours the masks
        // (WWDC 2026 session 278), and lint recommends it there, so it never flags it on 27.
        if t.idiom == .pad, t.systemVersion >= SystemVersion(26, 0), t.systemVersion < Policy.resizableEnvironmentsSince,
            Policy.requiresFullScreen(plist, idiom: .pad)
        {
            let key = plist.requiresFullScreenPad != nil ? "UIRequiresFullScreen~ipad" : "UIRequiresFullScreen"
            c.add(
                .requiresFullScreenDeprecated, pointer: LintPointer.infoPlistKey(key),
                message:
                    "\(key) is deprecated in iPadOS 26 (TN3192). From iOS 27 it no longer opts out of resizing: it asks for discrete resizing that honours the supported orientations, on iPhone and iPad, so the controller masks keep deciding (WWDC 2026 session 278).",
                target: t)
        }
    }

    /// Upside-down declared for a phone without a home button, which never supports it (Apple doc
    /// `supportedInterfaceOrientations`): in Info.plist, in the app delegate's answer, or as the only orientation
    /// of a controller.
    static func checkUpsideDown(_ s: Scenario, into c: inout LintCollector) {
        let t = s.device
        guard Policy.deviceMask(t) == .allButUpsideDown else { return }
        let why = "phones without a home button never support portraitUpsideDown"
        if let (list, source) = Policy.infoPlistOrientations(s.app.infoPlist, idiom: t.idiom), list.contains(.portraitUpsideDown) {
            c.add(
                .upsideDownWithoutHomeButton, pointer: LintPointer.applicationMask(source, window: nil, in: s),
                message: "\(keyName(source)) lists portraitUpsideDown, but \(why).", target: t)
        }
        if t.era >= .iOS6 {
            if let m = s.app.supportedInterfaceOrientationsForWindow, m.contains(.portraitUpsideDown) {
                c.add(
                    .upsideDownWithoutHomeButton, pointer: "/app/supportedInterfaceOrientationsForWindow",
                    message: "application:supportedInterfaceOrientationsForWindow: answers with a mask that includes portraitUpsideDown, but \(why).",
                    target: t)
            }
            for (i, w) in s.windows.enumerated() {
                if let m = w.supportedInterfaceOrientationsForWindow, m.contains(.portraitUpsideDown) {
                    c.add(
                        .upsideDownWithoutHomeButton,
                        pointer: LintPointer.window(i, windowsFromArray: s.windowsFromArray) + "/supportedInterfaceOrientationsForWindow",
                        message:
                            "application:supportedInterfaceOrientationsForWindow: answers this window with a mask that includes portraitUpsideDown, but \(why).",
                        target: t)
                }
            }
        }
        for (i, w) in s.windows.enumerated() {
            guard let root = w.rootViewController else { continue }
            for (path, vc) in controllers(of: root, window: i) {
                let own = t.era >= .iOS6 ? vc.supportedInterfaceOrientations : vc.shouldAutorotateToInterfaceOrientation
                guard let m = own, m.contains(.portraitUpsideDown), m.intersection(.allButUpsideDown).isEmpty else { continue }
                let key = t.era >= .iOS6 ? "supportedInterfaceOrientations" : "shouldAutorotateToInterfaceOrientation"
                c.add(
                    .upsideDownWithoutHomeButton,
                    pointer: LintPointer.controller(path, windowsFromArray: s.windowsFromArray) + "/" + key,
                    message: "\(vc.className) supports only portraitUpsideDown, but \(why).", target: t)
            }
        }
    }
}
