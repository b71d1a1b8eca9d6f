import OrientationPolicy

// Builders for the lint tests (prefixed so they never clash with the engine tests' builders).

func lintVC(
    _ name: String, _ mask: InterfaceOrientationMask? = nil, should: Bool? = nil, preferred: InterfaceOrientation? = nil,
    legacy: InterfaceOrientationMask? = nil, style: ModalPresentationStyle? = nil, presents: ViewController? = nil
) -> ViewController {
    ViewController(
        name: name, supportedInterfaceOrientations: mask, shouldAutorotate: should,
        preferredInterfaceOrientationForPresentation: preferred, shouldAutorotateToInterfaceOrientation: legacy,
        presentedViewController: presents, modalPresentationStyle: style)
}

func lintScenario(
    _ root: ViewController, plist: [InterfaceOrientation]? = [.portrait, .landscapeLeft, .landscapeRight],
    pad: [InterfaceOrientation]? = nil, requiresFullScreen: Bool? = nil, delegate: InterfaceOrientationMask? = nil,
    bridge: Bool = false
) -> Scenario {
    Scenario(
        app: App(
            infoPlist: InfoPlist(
                supportedInterfaceOrientations: plist, supportedInterfaceOrientationsPad: pad,
                requiresFullScreen: requiresFullScreen),
            supportedInterfaceOrientationsForWindow: delegate, legacyAutorotationBridge: bridge),
        windows: [Window(rootViewController: root)])
}

func lintPhone(_ major: Int, _ minor: Int = 0, homeButton: Bool = true) -> Device {
    Device(idiom: .phone, systemVersion: SystemVersion(major, minor), hasHomeButton: homeButton, supportsMultitasking: false)
}

func lintPad(_ major: Int, _ minor: Int = 0, multitasking: Bool = true) -> Device {
    Device(idiom: .pad, systemVersion: SystemVersion(major, minor), hasHomeButton: true, supportsMultitasking: multitasking)
}

extension LintReport {
    /// The findings with a code.
    func findings(_ code: LintCode) -> [LintFinding] { findings.filter { $0.code == code } }
    /// The pointers of the findings with a code.
    func pointers(_ code: LintCode) -> [String] { findings(code).map(\.pointer) }
}
