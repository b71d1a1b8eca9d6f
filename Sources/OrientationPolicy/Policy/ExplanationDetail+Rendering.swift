/// The explanation sentences of `decide`. The API's conformance vectors and the engine tests compare these
/// sentences word for word: change them only together with those.
///
/// A sentence is produced as pieces (literals and strings the request already holds) handed to `emit` in order:
/// `rendered` sizes and fills one string from them, and `ExplanationStep.forEachDetailPiece` lets an encoder copy
/// them straight into its output without building the sentence at all.
extension ExplanationDetail {
    /// The sentence as one string: one allocation for a sentence longer than 15 bytes, none for `.text`.
    var rendered: String {
        if case .text(let text) = self { return text }
        var count = 0
        render { count += $0.utf8Count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var n = 0
            render { n += Text.copy($0, into: buffer, at: n) }
            return n
        }
    }

    /// Hands the sentence to `emit` piece by piece, in order; allocates nothing.
    @usableFromInline func render(_ emit: (TextPiece) -> Void) {
        switch self {
        case .text(let text):
            emit(.text(text)); return
        case .decidingWindow(let index, let windowsFromArray, let isKeyWindow):
            if !isKeyWindow { emit("No visible key window on the main screen; ") }
            if windowsFromArray {
                emit("windows["); emit(ControllerPath.indexPiece(index)); emit("]")
            } else {
                emit("window")
            }
            emit(isKeyWindow
                ? " is the key window on the main screen and visible, so its controllers decide."
                : " is the first visible main-screen window, so it decides.")
            return
        case .appMask(let declared, let idiom, let intersects):
            let m = declared.mask.spokenPiece
            switch declared.source {
            case .delegate: emit("application:supportedInterfaceOrientationsForWindow: returns "); emit(m); emit("; Info.plist is ignored.")
            case .infoPlist: emit("UISupportedInterfaceOrientations lists "); emit(m); emit(".")
            case .infoPlistPad: emit("UISupportedInterfaceOrientations~ipad lists "); emit(m); emit(" and replaces the plain key on iPad.")
            case .infoPlistPhone: emit("UISupportedInterfaceOrientations~iphone lists "); emit(m); emit(" and replaces the plain key on iPhone.")
            case .default: emit("No UISupportedInterfaceOrientations key: the "); emit(idiom.namePiece); emit(" default, "); emit(m); emit(".")
            }
            if !intersects { emit(" Before iOS 6 Info.plist only sets the launch orientation; controllers alone decide afterwards.") }
            return
        case .launchOrientation(let orientation, let reason):
            let why: TextPiece
            switch reason {
            case .portraitListed: why = "portrait is listed in Info.plist"
            case .firstListed: why = "it is the first orientation listed in Info.plist"
            case .deviceOrientation: why = "the device is held that way and Info.plist lists it"
            case .initialInterfaceOrientationKey: why = "the UIInterfaceOrientation key names it and no orientation list exists"
            case .portraitDefault: why = "Info.plist lists no orientation, so the default portrait applies"
            }
            emit("No current orientation given: the app launches in "); emit(orientation.namePiece); emit(" because "); emit(why); emit("."); return
        case .launchRotation(let from, let to, let choice):
            emit("After launch the root view controller does not support "); emit(from.namePiece); emit(": the interface rotates to "); emit(to.namePiece); emit(choice == .deviceOrientation ? " (the device orientation)" : " (the first supported orientation)"); emit(" before the window is shown."); return
        case .topmostFullScreen(let className, let path, let windowsFromArray, let presentation, let firstDeferringStyle):
            if let p = presentation {
                emit(.text(className)); emit(" at ")
                path.forEachTextPiece(windowsFromArray: windowsFromArray, emit)
                if p.adaptedToFullScreen {
                    emit(", presented as "); emit(p.style.namePiece)
                    emit(" and adapted to full screen on a compact-width phone before iOS 13, decides.")
                } else {
                    emit(", presented "); emit(p.style.namePiece); emit(", fills the window and decides.")
                }
            } else {
                emit("The root view controller "); emit(.text(className)); emit(" decides.")
            }
            if let s = firstDeferringStyle {
                emit(" The "); emit(s.namePiece); emit(" presentation above it does not fill the window and defers to its presenter.")
            }
            return
        case .controllerAnswers(let origin, let mask, let shouldAutorotate, let answeredBy, let className, let forwarding):
            Self.answersSentence(origin, mask.spokenPiece, shouldAutorotate ? "; shouldAutorotate YES." : "; shouldAutorotate NO.",
                                 answeredBy: answeredBy, className: className, forwarding: forwarding, emit)
        case .coincidingOrientations(let mask):
            emit("Over-full-screen presentations must coincide with the controllers visible below them: the mask becomes "); emit(mask.spokenPiece); emit("."); return
        case .effectiveMask(let mask, let terms):
            let how: TextPiece
            switch terms {
            case .appAndDevice: how = "the app mask AND the device mask"
            case .appControllerAndDevice: how = "the app mask AND the controller mask AND the device mask"
            case .controllerAndDevice: how = "the controller mask AND the device mask"
            }
            emit("Effective mask: "); emit(mask.spokenPiece); emit(" ("); emit(how); emit(")."); return
        case .preferredIgnoredUnderMultitasking(let current):
            emit("Under iPad multitasking the controller's preferred orientation is not consulted: it is shown in "); emit(current.namePiece); emit("."); return
        case .presentationOrientation(let choice, let shown, let preferred, let name, let current):
            Self.presentationSentence(choice, shown: shown, preferred: preferred, of: name, current: current, emit)
        case .rotation(let kind, let result, let d, let current, let shouldAutorotate):
            Self.rotationSentence(kind, result: result, device: d, from: current, shouldAutorotate: shouldAutorotate, emit)
        case .outcome(let outcome, let start, let current):
            switch outcome {
            case .exception: emit("exception: UIApplicationInvalidInterfaceOrientation, the interface stays "); emit(start.namePiece); emit("."); return
            case .rotated: emit("rotated: "); emit(start.namePiece); emit(" -> "); emit(current.namePiece); emit("."); return
            case .unchanged: emit("unchanged: the interface stays "); emit(current.namePiece); emit("."); return
            }
        }
    }

    static func answersSentence(
        _ origin: ControllerAnswers.Origin, _ m: TextPiece, _ should: TextPiece, answeredBy: String, className: String,
        forwarding: ChildForwarding, _ emit: (TextPiece) -> Void
    ) {
        switch origin {
        case .overridden:
            emit(.text(answeredBy)); emit(" overrides supportedInterfaceOrientations: "); emit(m); emit(should); return
        case .idiomDefault:
            emit(.text(answeredBy)); emit(" does not override supportedInterfaceOrientations: the idiom default "); emit(m); emit(should); emit(" Containers do not consult their children."); return
        case .forwarded:
            emit(.text(className)); emit(" forwards to its "); emit(forwarding.namePiece); emit(": "); emit(.text(answeredBy)); emit(" returns "); emit(m); emit(should); return
        case .childrenIntersection:
            emit(.text(className)); emit(" answers with the intersection of its children: "); emit(m); emit(should); return
        case .legacyMethod:
            emit(.text(answeredBy)); emit(" accepts "); emit(m); emit(" in shouldAutorotateToInterfaceOrientation:."); return
        case .legacyDefault:
            emit(.text(answeredBy)); emit(" does not override shouldAutorotateToInterfaceOrientation:, so only portrait is accepted."); return
        case .legacyTopViewController:
            emit("The navigation controller asks its top controller "); emit(.text(answeredBy)); emit(": "); emit(m); emit("."); return
        case .legacyAllChildren:
            emit(.text(className)); emit(" rotates only where every child agrees: "); emit(m); emit("."); return
        case .bridge:
            emit("The swizzling bridge synthesizes supportedInterfaceOrientations from "); emit(.text(answeredBy)); emit("'s shouldAutorotateToInterfaceOrientation: "); emit(m); emit(should); return
        }
    }

    static func presentationSentence(
        _ choice: PresentationOrientation.Choice, shown: InterfaceOrientation, preferred: InterfaceOrientation?, of name: String,
        current: InterfaceOrientation, _ emit: (TextPiece) -> Void
    ) {
        switch choice {
        case .preferred: emit(.text(name)); emit(" is shown in its preferred orientation "); emit(shown.namePiece); emit("."); return
        case .invalidPreferred:
            guard let p = preferred else {
                emit(.text(name)); emit(" does not override preferredInterfaceOrientationForPresentation and neither the status bar orientation "); emit(current.namePiece); emit(" nor the device orientation is supported: from iOS 8 UIKit raises on re-showing it."); return
            }
            emit(.text(name)); emit(" prefers "); emit(p.namePiece); emit(", which is not supported: UIKit raises."); return
        case .current: emit(.text(name)); emit(" does not override preferredInterfaceOrientationForPresentation: shown in the current orientation "); emit(current.namePiece); emit("."); return
        case .deviceOrientation: emit("No preferred orientation and "); emit(current.namePiece); emit(" is unsupported: shown in the device orientation "); emit(shown.namePiece); emit("."); return
        case .firstSupported: emit("No preferred orientation; neither "); emit(current.namePiece); emit(" nor the device orientation is supported: shown in "); emit(shown.namePiece); emit(", the first supported."); return
        case .nothingSupported: emit("Nothing is supported: the interface stays "); emit(current.namePiece); emit("."); return
        }
    }

    static func rotationSentence(
        _ kind: RotationResult.Kind, result: InterfaceOrientation, device d: DeviceOrientation, from current: InterfaceOrientation,
        shouldAutorotate: Bool, _ emit: (TextPiece) -> Void
    ) {
        switch kind {
        case .notAnInterfaceOrientation: emit("Device "); emit(d.namePiece); emit(" has no interface orientation: the interface stays "); emit(current.namePiece); emit("."); return
        case .blockedByShouldAutorotate: emit("shouldAutorotate returns NO: rotation to device "); emit(d.namePiece); emit(" is suppressed."); return
        case .windowDoesNotRotate: emit("No window rotates: device "); emit(d.namePiece); emit(" is ignored."); return
        case .notSupported: emit("Device "); emit(d.namePiece); emit(" maps to interface "); emit(d.interfaceOrientation?.namePiece ?? "unknown"); emit(", which is not supported: ignored."); return
        case .alreadyThere: emit("Device "); emit(d.namePiece); emit(" maps to interface "); emit(result.namePiece); emit(", already current."); return
        case .rotated:
            emit("Device "); emit(d.namePiece); emit(" maps to interface "); emit(result.namePiece); emit(shouldAutorotate ? ": rotated." : ": rotated (from iOS 16 shouldAutorotate no longer blocks rotation)."); return
        }
    }
}
