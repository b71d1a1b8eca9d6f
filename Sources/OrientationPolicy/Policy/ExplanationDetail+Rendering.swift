/// The explanation sentences of `decide`. The API's conformance vectors and the engine tests compare these
/// sentences word for word: change them only together with those.
///
/// A sentence is produced as pieces (literals and strings the request already holds) handed to a `TextPieceSink`
/// in order: `rendered` sizes and fills one string from them, and `ExplanationStep.writeDetail(to:)` lets an
/// encoder copy them straight into its output without building the sentence at all.
extension ExplanationDetail {
    /// The sentence as one string: one allocation for a sentence longer than 15 bytes, none for `.text`.
    var rendered: String {
        if case .text(let text) = self { return text }
        var counter = Text.Counter()
        render(into: &counter)
        return String(unsafeUninitializedCapacity: counter.count) { buffer in
            var copier = Text.Copier(buffer: buffer)
            render(into: &copier)
            return copier.count
        }
    }

    /// Hands the sentence to `emit` piece by piece, in order; allocates nothing.
    @usableFromInline func render(_ emit: (TextPiece) -> Void) {
        withoutActuallyEscaping(emit) { emit in
            var sink = Text.ClosureSink(emit: emit)
            render(into: &sink)
        }
    }

    /// Hands the sentence to `sink` piece by piece, in order; allocates nothing. Inlinable and generic so that
    /// an encoder's sink is specialized into it: each literal becomes a direct copy of known length, where the
    /// closure form costs an indirect call, a `TextPiece` switch and the sink's call chain per piece.
    @inlinable func render<Sink: TextPieceSink>(into sink: inout Sink) {
        switch self {
        case .text(let text):
            sink.piece(.text(text)); return
        case .decidingWindow(let index, let windowsFromArray, let isKeyWindow):
            if !isKeyWindow { sink.piece("No visible key window on the main screen; ") }
            if windowsFromArray {
                sink.piece("windows["); sink.piece(ControllerPath.indexPiece(index)); sink.piece("]")
            } else {
                sink.piece("window")
            }
            sink.piece(isKeyWindow
                ? " is the key window on the main screen and visible, so its controllers decide."
                : " is the first visible main-screen window, so it decides.")
            return
        case .appMask(let declared, let idiom, let intersects):
            let m = declared.mask.spokenPiece
            switch declared.source {
            case .delegate: sink.piece("application:supportedInterfaceOrientationsForWindow: returns "); sink.piece(m); sink.piece("; Info.plist is ignored.")
            case .infoPlist: sink.piece("UISupportedInterfaceOrientations lists "); sink.piece(m); sink.piece(".")
            case .infoPlistPad: sink.piece("UISupportedInterfaceOrientations~ipad lists "); sink.piece(m); sink.piece(" and replaces the plain key on iPad.")
            case .infoPlistPhone: sink.piece("UISupportedInterfaceOrientations~iphone lists "); sink.piece(m); sink.piece(" and replaces the plain key on iPhone.")
            case .default: sink.piece("No UISupportedInterfaceOrientations key: the "); sink.piece(idiom.namePiece); sink.piece(" default, "); sink.piece(m); sink.piece(".")
            }
            if !intersects { sink.piece(" Before iOS 6 Info.plist only sets the launch orientation; controllers alone decide afterwards.") }
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
            sink.piece("No current orientation given: the app launches in "); sink.piece(orientation.namePiece); sink.piece(" because "); sink.piece(why); sink.piece("."); return
        case .launchRotation(let from, let to, let choice):
            sink.piece("After launch the root view controller does not support "); sink.piece(from.namePiece); sink.piece(": the interface rotates to "); sink.piece(to.namePiece); sink.piece(choice == .deviceOrientation ? " (the device orientation)" : " (the first supported orientation)"); sink.piece(" before the window is shown."); return
        case .topmostFullScreen(let className, let path, let windowsFromArray, let presentation, let firstDeferringStyle):
            if let p = presentation {
                sink.piece(.text(className)); sink.piece(" at ")
                path.writeTextPieces(windowsFromArray: windowsFromArray, into: &sink)
                if p.adaptedToFullScreen {
                    sink.piece(", presented as "); sink.piece(p.style.namePiece)
                    sink.piece(" and adapted to full screen on a compact-width phone before iOS 13, decides.")
                } else {
                    sink.piece(", presented "); sink.piece(p.style.namePiece); sink.piece(", fills the window and decides.")
                }
            } else {
                sink.piece("The root view controller "); sink.piece(.text(className)); sink.piece(" decides.")
            }
            if let s = firstDeferringStyle {
                sink.piece(" The "); sink.piece(s.namePiece); sink.piece(" presentation above it does not fill the window and defers to its presenter.")
            }
            return
        case .controllerAnswers(let origin, let mask, let shouldAutorotate, let answeredBy, let className, let forwarding):
            Self.answersSentence(origin, mask.spokenPiece, shouldAutorotate ? "; shouldAutorotate YES." : "; shouldAutorotate NO.",
                                 answeredBy: answeredBy, className: className, forwarding: forwarding, into: &sink)
        case .coincidingOrientations(let mask):
            sink.piece("Over-full-screen presentations must coincide with the controllers visible below them: the mask becomes "); sink.piece(mask.spokenPiece); sink.piece("."); return
        case .effectiveMask(let mask, let terms):
            let how: TextPiece
            switch terms {
            case .appAndDevice: how = "the app mask AND the device mask"
            case .appControllerAndDevice: how = "the app mask AND the controller mask AND the device mask"
            case .controllerAndDevice: how = "the controller mask AND the device mask"
            }
            sink.piece("Effective mask: "); sink.piece(mask.spokenPiece); sink.piece(" ("); sink.piece(how); sink.piece(")."); return
        case .preferredIgnoredUnderMultitasking(let current):
            sink.piece("Under iPad multitasking the controller's preferred orientation is not consulted: it is shown in "); sink.piece(current.namePiece); sink.piece("."); return
        case .presentationOrientation(let choice, let shown, let preferred, let name, let current):
            Self.presentationSentence(choice, shown: shown, preferred: preferred, of: name, current: current, into: &sink)
        case .rotation(let kind, let result, let d, let current, let shouldAutorotate):
            Self.rotationSentence(kind, result: result, device: d, from: current, shouldAutorotate: shouldAutorotate, into: &sink)
        case .outcome(let outcome, let start, let current):
            switch outcome {
            case .exception: sink.piece("exception: UIApplicationInvalidInterfaceOrientation, the interface stays "); sink.piece(start.namePiece); sink.piece("."); return
            case .rotated: sink.piece("rotated: "); sink.piece(start.namePiece); sink.piece(" -> "); sink.piece(current.namePiece); sink.piece("."); return
            case .unchanged: sink.piece("unchanged: the interface stays "); sink.piece(current.namePiece); sink.piece("."); return
            }
        }
    }

    @inlinable static func answersSentence<Sink: TextPieceSink>(
        _ origin: ControllerAnswers.Origin, _ m: TextPiece, _ should: TextPiece, answeredBy: String, className: String,
        forwarding: ChildForwarding, into sink: inout Sink
    ) {
        switch origin {
        case .overridden:
            sink.piece(.text(answeredBy)); sink.piece(" overrides supportedInterfaceOrientations: "); sink.piece(m); sink.piece(should); return
        case .idiomDefault:
            sink.piece(.text(answeredBy)); sink.piece(" does not override supportedInterfaceOrientations: the idiom default "); sink.piece(m); sink.piece(should); sink.piece(" Containers do not consult their children."); return
        case .forwarded:
            sink.piece(.text(className)); sink.piece(" forwards to its "); sink.piece(forwarding.namePiece); sink.piece(": "); sink.piece(.text(answeredBy)); sink.piece(" returns "); sink.piece(m); sink.piece(should); return
        case .presentedViewController:
            sink.piece(.text(className)); sink.piece(" forwards to its presentedViewController, which does not fill the window: "); sink.piece(.text(answeredBy)); sink.piece(" returns "); sink.piece(m); sink.piece(should); return
        case .childrenIntersection:
            sink.piece(.text(className)); sink.piece(" answers with the intersection of its children: "); sink.piece(m); sink.piece(should); return
        case .containerDelegate:
            sink.piece(.text(className)); sink.piece(" answers with its delegate's supported orientations: "); sink.piece(m); sink.piece(should); return
        case .legacyMethod:
            sink.piece(.text(answeredBy)); sink.piece(" accepts "); sink.piece(m); sink.piece(" in shouldAutorotateToInterfaceOrientation:."); return
        case .legacyDefault:
            sink.piece(.text(answeredBy)); sink.piece(" does not override shouldAutorotateToInterfaceOrientation:, so only portrait is accepted."); return
        case .legacyTopViewController:
            sink.piece("The navigation controller asks its top controller "); sink.piece(.text(answeredBy)); sink.piece(": "); sink.piece(m); sink.piece("."); return
        case .legacyAllChildren:
            sink.piece(.text(className)); sink.piece(" rotates only where every child agrees: "); sink.piece(m); sink.piece("."); return
        case .bridge:
            sink.piece("The swizzling bridge synthesizes supportedInterfaceOrientations from "); sink.piece(.text(answeredBy)); sink.piece("'s shouldAutorotateToInterfaceOrientation: "); sink.piece(m); sink.piece(should); return
        }
    }

    @inlinable static func presentationSentence<Sink: TextPieceSink>(
        _ choice: PresentationOrientation.Choice, shown: InterfaceOrientation, preferred: InterfaceOrientation?, of name: String,
        current: InterfaceOrientation, into sink: inout Sink
    ) {
        switch choice {
        case .preferred: sink.piece(.text(name)); sink.piece(" is shown in its preferred orientation "); sink.piece(shown.namePiece); sink.piece("."); return
        case .invalidPreferred:
            guard let p = preferred else {
                sink.piece(.text(name)); sink.piece(" does not override preferredInterfaceOrientationForPresentation and neither the status bar orientation "); sink.piece(current.namePiece); sink.piece(" nor the device orientation is supported: from iOS 8 UIKit raises on re-showing it."); return
            }
            sink.piece(.text(name)); sink.piece(" prefers "); sink.piece(p.namePiece); sink.piece(", which is not supported: UIKit raises."); return
        case .current: sink.piece(.text(name)); sink.piece(" does not override preferredInterfaceOrientationForPresentation: shown in the current orientation "); sink.piece(current.namePiece); sink.piece("."); return
        case .deviceOrientation: sink.piece("No preferred orientation and "); sink.piece(current.namePiece); sink.piece(" is unsupported: shown in the device orientation "); sink.piece(shown.namePiece); sink.piece("."); return
        case .firstSupported: sink.piece("No preferred orientation; neither "); sink.piece(current.namePiece); sink.piece(" nor the device orientation is supported: shown in "); sink.piece(shown.namePiece); sink.piece(", the first supported."); return
        case .nothingSupported: sink.piece("Nothing is supported: the interface stays "); sink.piece(current.namePiece); sink.piece("."); return
        }
    }

    @inlinable static func rotationSentence<Sink: TextPieceSink>(
        _ kind: RotationResult.Kind, result: InterfaceOrientation, device d: DeviceOrientation, from current: InterfaceOrientation,
        shouldAutorotate: Bool, into sink: inout Sink
    ) {
        switch kind {
        case .notAnInterfaceOrientation: sink.piece("Device "); sink.piece(d.namePiece); sink.piece(" has no interface orientation: the interface stays "); sink.piece(current.namePiece); sink.piece("."); return
        case .blockedByShouldAutorotate: sink.piece("shouldAutorotate returns NO: rotation to device "); sink.piece(d.namePiece); sink.piece(" is suppressed."); return
        case .windowDoesNotRotate: sink.piece("No window rotates: device "); sink.piece(d.namePiece); sink.piece(" is ignored."); return
        case .notSupported: sink.piece("Device "); sink.piece(d.namePiece); sink.piece(" maps to interface "); sink.piece(d.interfaceOrientation?.namePiece ?? "unknown"); sink.piece(", which is not supported: ignored."); return
        case .alreadyThere: sink.piece("Device "); sink.piece(d.namePiece); sink.piece(" maps to interface "); sink.piece(result.namePiece); sink.piece(", already current."); return
        case .rotated:
            sink.piece("Device "); sink.piece(d.namePiece); sink.piece(" maps to interface "); sink.piece(result.namePiece); sink.piece(shouldAutorotate ? ": rotated." : ": rotated (from iOS 16 shouldAutorotate no longer blocks rotation)."); return
        }
    }
}
