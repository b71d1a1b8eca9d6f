/// What one explanation step found, as values: the payload an `ExplanationStep` keeps instead of a sentence.
/// Every case holds only enums, masks, small integers and Strings that already exist in the request (class
/// names) or are literals, so making one allocates nothing; `rendered` spells the sentence (in
/// `ExplanationDetail+Rendering.swift`) when the step's `detail` is read.
@usableFromInline enum ExplanationDetail: Sendable {
    /// A sentence given as text (literals, timelines, lint, or any caller of `ExplanationStep.init`).
    case text(String)
    /// A fixed sentence of the engine's (plain text, like every `TextPiece` literal): an encoder copies it without
    /// the escaping scan that `.text` needs.
    case sentence(StaticString)
    /// deciding-window: the window at `index` decides, as the key window or as the first visible one.
    case decidingWindow(index: Int, windowsFromArray: Bool, isKeyWindow: Bool)
    /// app-mask: the declared app mask and its source; `intersects` is false before iOS 6.
    case appMask(ApplicationOrientations, idiom: Idiom, intersects: Bool)
    /// launch-orientation: no current orientation was given and the app launches in this one.
    case launchOrientation(InterfaceOrientation, LaunchOrientation.Reason)
    /// launch-orientation: after launch the root controller does not support `from` and the interface rotates.
    case launchRotation(from: InterfaceOrientation, to: InterfaceOrientation, choice: PresentationOrientation.Choice)
    /// topmost-full-screen: the deciding controller, where it sits and how it was presented.
    case topmostFullScreen(
        className: String, path: ControllerPath, windowsFromArray: Bool, presentation: PresentationBehaviour?,
        firstDeferringStyle: ModalPresentationStyle?)
    /// controller-mask, container-forwarding, presented-forwarding, legacy-autorotation or legacy-bridge: the deciding controller's
    /// answers (`className` and `forwarding` are the deciding controller's own).
    case controllerAnswers(
        origin: ControllerAnswers.Origin, mask: InterfaceOrientationMask, shouldAutorotate: Bool,
        answeredBy: String, className: String, forwarding: ChildForwarding)
    /// coinciding-orientations: the controller mask after AND-ing the over-full-screen chain.
    case coincidingOrientations(InterfaceOrientationMask)
    /// effective-mask: the effective mask and which masks were AND-ed.
    case effectiveMask(InterfaceOrientationMask, terms: EffectiveMaskTerms)
    /// preferred-orientation under iPad multitasking: not consulted, shown in `current`.
    case preferredIgnoredUnderMultitasking(current: InterfaceOrientation)
    /// preferred-orientation: the orientation a presented (or re-shown) controller is shown in.
    case presentationOrientation(
        choice: PresentationOrientation.Choice, shown: InterfaceOrientation, preferred: InterfaceOrientation?,
        className: String, current: InterfaceOrientation)
    /// rotation: what the device orientation did.
    case rotation(
        kind: RotationResult.Kind, result: InterfaceOrientation, device: DeviceOrientation, current: InterfaceOrientation,
        shouldAutorotate: Bool)
    /// outcome: the response's outcome, from `start` to `current`.
    case outcome(Decision.Outcome, start: InterfaceOrientation, current: InterfaceOrientation)

    /// Which masks the effective mask is the AND of.
    @usableFromInline enum EffectiveMaskTerms: Sendable {
        case appAndDevice
        case appControllerAndDevice
        case controllerAndDevice
        /// iOS 27, a resizable environment: every mask is a preference, so only the device's orientations remain.
        case deviceOnly
        /// iOS 27, iPhone Mirroring: always portrait.
        case portraitOnly
    }
}
