/// The explanation sentences of `decide`. The API's conformance vectors and the engine tests compare these
/// sentences word for word: change them only together with those.
extension ExplanationDetail {
    /// The sentence, built with `Text.cat` (one allocation for a sentence longer than 15 bytes).
    var rendered: String {
        switch self {
        case .text(let text):
            return text
        case .decidingWindow(let index, let windowsFromArray, let isKeyWindow):
            let name = windowsFromArray ? Text.cat("windows[", ControllerPath.index(index), "]") : "window"
            return isKeyWindow
                ? Text.cat(name, " is the key window on the main screen and visible, so its controllers decide.")
                : Text.cat("No visible key window on the main screen; ", name, " is the first visible main-screen window, so it decides.")
        case .appMask(let declared, let idiom, let intersects):
            let m = declared.mask.spoken
            let sentence: String
            switch declared.source {
            case .delegate: sentence = Text.cat("application:supportedInterfaceOrientationsForWindow: returns ", m, "; Info.plist is ignored.")
            case .infoPlist: sentence = Text.cat("UISupportedInterfaceOrientations lists ", m, ".")
            case .infoPlistPad: sentence = Text.cat("UISupportedInterfaceOrientations~ipad lists ", m, " and replaces the plain key on iPad.")
            case .infoPlistPhone: sentence = Text.cat("UISupportedInterfaceOrientations~iphone lists ", m, " and replaces the plain key on iPhone.")
            case .default: sentence = Text.cat("No UISupportedInterfaceOrientations key: the ", idiom.name, " default, ", m, ".")
            }
            return intersects
                ? sentence
                : Text.cat(sentence, " Before iOS 6 Info.plist only sets the launch orientation; controllers alone decide afterwards.")
        case .launchOrientation(let orientation, let reason):
            let why: String
            switch reason {
            case .portraitListed: why = "portrait is listed in Info.plist"
            case .firstListed: why = "it is the first orientation listed in Info.plist"
            case .deviceOrientation: why = "the device is held that way and Info.plist lists it"
            case .initialInterfaceOrientationKey: why = "the UIInterfaceOrientation key names it and no orientation list exists"
            case .portraitDefault: why = "Info.plist lists no orientation, so the default portrait applies"
            }
            return Text.cat("No current orientation given: the app launches in ", orientation.name, " because ", why, ".")
        case .launchRotation(let from, let to, let choice):
            return Text.cat("After launch the root view controller does not support ", from.name, ": the interface rotates to ", to.name,
                            choice == .deviceOrientation ? " (the device orientation)" : " (the first supported orientation)", " before the window is shown.")
        case .topmostFullScreen(let className, let path, let windowsFromArray, let presentation, let firstDeferringStyle):
            var sentence: String
            if let p = presentation {
                let at = path.string(windowsFromArray: windowsFromArray)
                sentence = p.adaptedToFullScreen
                    ? Text.cat(className, " at ", at, ", presented as ", p.style.name, " and adapted to full screen on a compact-width phone before iOS 13, decides.")
                    : Text.cat(className, " at ", at, ", presented ", p.style.name, ", fills the window and decides.")
            } else {
                sentence = Text.cat("The root view controller ", className, " decides.")
            }
            if let s = firstDeferringStyle {
                sentence = Text.cat(sentence, " The ", s.name, " presentation above it does not fill the window and defers to its presenter.")
            }
            return sentence
        case .controllerAnswers(let origin, let mask, let shouldAutorotate, let answeredBy, let className, let forwarding):
            return Self.answersSentence(origin, mask.spoken, shouldAutorotate ? "; shouldAutorotate YES." : "; shouldAutorotate NO.",
                                        answeredBy: answeredBy, className: className, forwarding: forwarding)
        case .coincidingOrientations(let mask):
            return Text.cat("Over-full-screen presentations must coincide with the controllers visible below them: the mask becomes ", mask.spoken, ".")
        case .effectiveMask(let mask, let terms):
            let how: String
            switch terms {
            case .appAndDevice: how = "the app mask AND the device mask"
            case .appControllerAndDevice: how = "the app mask AND the controller mask AND the device mask"
            case .controllerAndDevice: how = "the controller mask AND the device mask"
            }
            return Text.cat("Effective mask: ", mask.spoken, " (", how, ").")
        case .preferredIgnoredUnderMultitasking(let current):
            return Text.cat("Under iPad multitasking the controller's preferred orientation is not consulted: it is shown in ", current.name, ".")
        case .presentationOrientation(let choice, let shown, let preferred, let name, let current):
            return Self.presentationSentence(choice, shown: shown, preferred: preferred, of: name, current: current)
        case .rotation(let kind, let result, let d, let current, let shouldAutorotate):
            return Self.rotationSentence(kind, result: result, device: d, from: current, shouldAutorotate: shouldAutorotate)
        case .outcome(let outcome, let start, let current):
            switch outcome {
            case .exception: return Text.cat("exception: UIApplicationInvalidInterfaceOrientation, the interface stays ", start.name, ".")
            case .rotated: return Text.cat("rotated: ", start.name, " -> ", current.name, ".")
            case .unchanged: return Text.cat("unchanged: the interface stays ", current.name, ".")
            }
        }
    }

    static func answersSentence(
        _ origin: ControllerAnswers.Origin, _ m: String, _ should: String, answeredBy: String, className: String,
        forwarding: ChildForwarding
    ) -> String {
        switch origin {
        case .overridden:
            return Text.cat(answeredBy, " overrides supportedInterfaceOrientations: ", m, should)
        case .idiomDefault:
            return Text.cat(answeredBy, " does not override supportedInterfaceOrientations: the idiom default ", m, should, " Containers do not consult their children.")
        case .forwarded:
            return Text.cat(className, " forwards to its ", forwarding.rawValue, ": ", answeredBy, " returns ", m, should)
        case .childrenIntersection:
            return Text.cat(className, " answers with the intersection of its children: ", m, should)
        case .legacyMethod:
            return Text.cat(answeredBy, " accepts ", m, " in shouldAutorotateToInterfaceOrientation:.")
        case .legacyDefault:
            return Text.cat(answeredBy, " does not override shouldAutorotateToInterfaceOrientation:, so only portrait is accepted.")
        case .legacyTopViewController:
            return Text.cat("The navigation controller asks its top controller ", answeredBy, ": ", m, ".")
        case .legacyAllChildren:
            return Text.cat(className, " rotates only where every child agrees: ", m, ".")
        case .bridge:
            return Text.cat("The swizzling bridge synthesizes supportedInterfaceOrientations from ", answeredBy, "'s shouldAutorotateToInterfaceOrientation: ", m, should)
        }
    }

    static func presentationSentence(
        _ choice: PresentationOrientation.Choice, shown: InterfaceOrientation, preferred: InterfaceOrientation?, of name: String,
        current: InterfaceOrientation
    ) -> String {
        switch choice {
        case .preferred: return Text.cat(name, " is shown in its preferred orientation ", shown.name, ".")
        case .invalidPreferred:
            guard let p = preferred else {
                return Text.cat(name, " does not override preferredInterfaceOrientationForPresentation and neither the status bar orientation ",
                                current.name, " nor the device orientation is supported: from iOS 8 UIKit raises on re-showing it.")
            }
            return Text.cat(name, " prefers ", p.name, ", which is not supported: UIKit raises.")
        case .current: return Text.cat(name, " does not override preferredInterfaceOrientationForPresentation: shown in the current orientation ", current.name, ".")
        case .deviceOrientation: return Text.cat("No preferred orientation and ", current.name, " is unsupported: shown in the device orientation ", shown.name, ".")
        case .firstSupported: return Text.cat("No preferred orientation; neither ", current.name, " nor the device orientation is supported: shown in ", shown.name, ", the first supported.")
        case .nothingSupported: return Text.cat("Nothing is supported: the interface stays ", current.name, ".")
        }
    }

    static func rotationSentence(
        _ kind: RotationResult.Kind, result: InterfaceOrientation, device d: DeviceOrientation, from current: InterfaceOrientation,
        shouldAutorotate: Bool
    ) -> String {
        switch kind {
        case .notAnInterfaceOrientation: return Text.cat("Device ", d.name, " has no interface orientation: the interface stays ", current.name, ".")
        case .blockedByShouldAutorotate: return Text.cat("shouldAutorotate returns NO: rotation to device ", d.name, " is suppressed.")
        case .windowDoesNotRotate: return Text.cat("No window rotates: device ", d.name, " is ignored.")
        case .notSupported: return Text.cat("Device ", d.name, " maps to interface ", d.interfaceOrientation?.name ?? "unknown", ", which is not supported: ignored.")
        case .alreadyThere: return Text.cat("Device ", d.name, " maps to interface ", result.name, ", already current.")
        case .rotated:
            return Text.cat("Device ", d.name, " maps to interface ", result.name,
                            shouldAutorotate ? ": rotated." : ": rotated (from iOS 16 shouldAutorotate no longer blocks rotation).")
        }
    }
}
