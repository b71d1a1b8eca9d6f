/// The claim of `preferred-orientation-unknown` beyond `unsupported-preferred-raises`: an answer of unknown is
/// never a supported orientation.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    public static let unknownOrientationInNoMask = Claim(
        "unknown-orientation-in-no-mask",
        "UIInterfaceOrientationUnknown (0) is in no interface-orientation mask: a mask's bits are 1 << orientation for portrait, upside-down and the two landscapes only, so a preferredInterfaceOrientationForPresentation (or container delegate) answer of unknown never matches a supported orientation.",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .sdkHeader, R.uiApplicationHeader,
                says:
                    "UIInterfaceOrientationMaskPortrait is 1 << UIInterfaceOrientationPortrait, and likewise for the other three; no mask names UIInterfaceOrientationUnknown."
            ),
            Evidence(
                .crashLog, R.hbdNavigationBar88,
                says:
                    "Answering unknown from navigationControllerPreferredInterfaceOrientationForPresentation: raised 'preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation'."
            ),
        ])
}
