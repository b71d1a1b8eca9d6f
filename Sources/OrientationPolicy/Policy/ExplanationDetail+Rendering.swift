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
    ///
    /// Consuming: a caller that hands its detail over (`ExplanationStep.writeDetailEmptying`) has the class names
    /// moved into the pieces instead of copied (a retain and a release each); a caller that keeps the detail
    /// passes a copy, as the switch over a borrowed detail made one.
    @inlinable consuming func render<Sink: TextPieceSink & ~Copyable>(into sink: inout Sink) {
        switch consume self {
        case .text(let text):
            sink.piece(.text(text))
        case .sentence(let s):
            sink.literal(s)
        case .decidingWindow(let index, let windowsFromArray, let isKeyWindow):
            if !isKeyWindow { sink.piece("No visible key window on the main screen; ") }
            if windowsFromArray {
                sink.sentence("windows[", ControllerPath.indexPiece(index), "]")
            } else {
                sink.piece("window")
            }
            sink.piece(
                isKeyWindow
                    ? " is the key window on the main screen and visible, so its controllers decide."
                    : " is the first visible main-screen window, so it decides.")
        case .appMask(let declared, let idiom, let intersects):
            let m = declared.mask.spokenPiece
            switch declared.source {
            case .delegate:
                sink.sentence("application:supportedInterfaceOrientationsForWindow: returns ", m, "; Info.plist is ignored.")
            case .sceneDelegate:
                sink.sentence(
                    "The scene delegate's supportedInterfaceOrientations(for:) returns ", m,
                    ", which replaces the Info.plist list for its scene (iOS 27+).")
            case .infoPlist:
                sink.sentence("UISupportedInterfaceOrientations lists ", m, ".")
            case .infoPlistPad:
                sink.sentence("UISupportedInterfaceOrientations~ipad lists ", m, " and replaces the plain key on iPad.")
            case .infoPlistPhone:
                sink.sentence("UISupportedInterfaceOrientations~iphone lists ", m, " and replaces the plain key on iPhone.")
            case .default:
                sink.sentence("No UISupportedInterfaceOrientations key: the ", idiom.namePiece, " default, ", m, ".")
            }
            if !intersects {
                sink.piece(" Before iOS 6 Info.plist only sets the launch orientation; controllers alone decide afterwards.")
            }
        case .launchOrientation(let orientation, let reason):
            let why: TextPiece
            switch reason {
            case .portraitListed: why = "portrait is listed in Info.plist"
            case .firstListed: why = "it is the first orientation listed in Info.plist"
            case .deviceOrientation: why = "the device is held that way and Info.plist lists it"
            case .initialInterfaceOrientationKey: why = "the UIInterfaceOrientation key names it and no orientation list exists"
            case .portraitDefault: why = "Info.plist lists no orientation, so the default portrait applies"
            }
            sink.sentence("No current orientation given: the app launches in ", orientation.namePiece, " because ", why, ".")
        case .launchRotation(let from, let to, let choice):
            sink.sentence(
                "After launch the root view controller does not support ", from.namePiece, ": the interface rotates to ",
                to.namePiece, choice == .deviceOrientation ? " (the device orientation)" : " (the first supported orientation)",
                " before the window is shown.")
        case .topmostFullScreen(let className, let path, let windowsFromArray, let presentation, let firstDeferringStyle):
            if let p = presentation {
                sink.sentence(.text(className), " at ")
                path.writeTextPieces(windowsFromArray: windowsFromArray, into: &sink)
                if p.adaptedToFullScreen {
                    sink.sentence(
                        ", presented as ", p.style.namePiece,
                        " and adapted to full screen on a compact-width phone before iOS 13, decides.")
                } else {
                    sink.sentence(", presented ", p.style.namePiece, ", fills the window and decides.")
                }
            } else {
                sink.sentence("The root view controller ", .text(className), " decides.")
            }
            if let s = firstDeferringStyle {
                sink.sentence(" The ", s.namePiece, " presentation above it does not fill the window and defers to its presenter.")
            }
        case .controllerAnswers(let origin, let mask, let shouldAutorotate, let answeredBy, let className, let forwarding):
            Self.answersSentence(
                origin, mask.spokenPiece, shouldAutorotate ? "; shouldAutorotate YES." : "; shouldAutorotate NO.",
                answeredBy: answeredBy, className: className, forwarding: forwarding, into: &sink)
        case .coincidingOrientations(let mask):
            sink.sentence(
                "Over-full-screen presentations must coincide with the controllers visible below them: the mask becomes ",
                mask.spokenPiece, ".")
        case .effectiveMask(let mask, let terms):
            let how: TextPiece
            switch terms {
            case .appAndDevice: how = "the app mask AND the device mask"
            case .appControllerAndDevice: how = "the app mask AND the controller mask AND the device mask"
            case .controllerAndDevice: how = "the controller mask AND the device mask"
            case .deviceOnly: how = "the device mask: the app's and the controllers' masks are preferences here"
            case .portraitOnly: how = "iPhone Mirroring runs the app in portrait"
            }
            sink.sentence("Effective mask: ", mask.spokenPiece, " (", how, ").")
        case .preferredIgnoredUnderMultitasking(let current):
            sink.sentence(
                "Under iPad multitasking the controller's preferred orientation is not consulted: it is shown in ",
                current.namePiece, ".")
        case .presentationOrientation(let choice, let shown, let preferred, let name, let current):
            Self.presentationSentence(choice, shown: shown, preferred: preferred, of: name, current: current, into: &sink)
        case .rotation(let kind, let result, let d, let current, let shouldAutorotate):
            Self.rotationSentence(kind, result: result, device: d, from: current, shouldAutorotate: shouldAutorotate, into: &sink)
        case .outcome(let outcome, let start, let current):
            switch outcome {
            case .exception:
                sink.sentence("exception: UIApplicationInvalidInterfaceOrientation, the interface stays ", start.namePiece, ".")
            case .rotated:
                sink.sentence("rotated: ", start.namePiece, " -> ", current.namePiece, ".")
            case .unchanged:
                sink.sentence("unchanged: the interface stays ", current.namePiece, ".")
            case .doesNotLaunch:
                sink.piece("doesNotLaunch: the app never starts.")
            }
        }
    }

    @inlinable static func answersSentence<Sink: TextPieceSink & ~Copyable>(
        _ origin: ControllerAnswers.Origin, _ m: TextPiece, _ should: TextPiece, answeredBy: String, className: String,
        forwarding: ChildForwarding, into sink: inout Sink
    ) {
        switch origin {
        case .overridden:
            sink.sentence(.text(answeredBy), " overrides supportedInterfaceOrientations: ", m, should)
        case .idiomDefault:
            sink.sentence(
                .text(answeredBy), " does not override supportedInterfaceOrientations: the idiom default ", m, should,
                " Containers do not consult their children.")
        case .forwarded:
            sink.sentence(.text(className), " forwards to its ", forwarding.namePiece, ": ", .text(answeredBy), " returns ", m, should)
        case .presentedViewController:
            sink.sentence(
                .text(className), " forwards to its presentedViewController, which does not fill the window: ",
                .text(answeredBy), " returns ", m, should)
        case .childrenIntersection:
            sink.sentence(.text(className), " answers with the intersection of its children: ", m, should)
        case .containerDelegate:
            sink.sentence(.text(className), " answers with its delegate's supported orientations: ", m, should)
        case .legacyMethod:
            sink.sentence(.text(answeredBy), " accepts ", m, " in shouldAutorotateToInterfaceOrientation:.")
        case .legacyDefault:
            sink.sentence(.text(answeredBy), " does not override shouldAutorotateToInterfaceOrientation:, so only portrait is accepted.")
        case .legacyTopViewController:
            sink.sentence("The navigation controller asks its top controller ", .text(answeredBy), ": ", m, ".")
        case .legacyAllChildren:
            sink.sentence(.text(className), " rotates only where every child agrees: ", m, ".")
        case .bridge:
            sink.sentence(
                "The swizzling bridge synthesizes supportedInterfaceOrientations from ", .text(answeredBy),
                "'s shouldAutorotateToInterfaceOrientation: ", m, should)
        }
    }

    @inlinable static func presentationSentence<Sink: TextPieceSink & ~Copyable>(
        _ choice: PresentationOrientation.Choice, shown: InterfaceOrientation, preferred: InterfaceOrientation?, of name: String,
        current: InterfaceOrientation, into sink: inout Sink
    ) {
        switch choice {
        case .preferred:
            sink.sentence(.text(name), " is shown in its preferred orientation ", shown.namePiece, ".")
        case .invalidPreferred:
            if let p = preferred {
                sink.sentence(.text(name), " prefers ", p.namePiece, ", which is not supported: UIKit raises.")
            } else {
                sink.sentence(
                    .text(name), " does not override preferredInterfaceOrientationForPresentation and neither the status bar orientation ",
                    current.namePiece, " nor the device orientation is supported: from iOS 8 UIKit raises on re-showing it.")
            }
        case .current:
            sink.sentence(
                .text(name), " does not override preferredInterfaceOrientationForPresentation: shown in the current orientation ",
                current.namePiece, ".")
        case .deviceOrientation:
            sink.sentence(
                "No preferred orientation and ", current.namePiece, " is unsupported: shown in the device orientation ",
                shown.namePiece, ".")
        case .firstSupported:
            sink.sentence(
                "No preferred orientation; neither ", current.namePiece, " nor the device orientation is supported: shown in ",
                shown.namePiece, ", the first supported.")
        case .nothingSupported:
            sink.sentence("Nothing is supported: the interface stays ", current.namePiece, ".")
        }
    }

    @inlinable static func rotationSentence<Sink: TextPieceSink & ~Copyable>(
        _ kind: RotationResult.Kind, result: InterfaceOrientation, device d: DeviceOrientation, from current: InterfaceOrientation,
        shouldAutorotate: Bool, into sink: inout Sink
    ) {
        switch kind {
        case .notAnInterfaceOrientation:
            sink.sentence("Device ", d.namePiece, " has no interface orientation: the interface stays ", current.namePiece, ".")
        case .blockedByShouldAutorotate:
            sink.sentence("shouldAutorotate returns NO: rotation to device ", d.namePiece, " is suppressed.")
        case .windowDoesNotRotate:
            sink.sentence("No window rotates: device ", d.namePiece, " is ignored.")
        case .notSupported:
            sink.sentence(
                "Device ", d.namePiece, " maps to interface ", d.interfaceOrientation?.namePiece ?? "unknown",
                ", which is not supported: ignored.")
        case .alreadyThere:
            sink.sentence("Device ", d.namePiece, " maps to interface ", result.namePiece, ", already current.")
        case .rotated:
            sink.sentence(
                "Device ", d.namePiece, " maps to interface ", result.namePiece,
                shouldAutorotate ? ": rotated." : ": rotated (from iOS 16 shouldAutorotate no longer blocks rotation).")
        }
    }
}
