import OrientationPolicy

// Shared builders for the engine's specification tests: short, UIKit-flavoured constructors so each test reads
// like the situation it describes.

/// A plain view controller.
func vc(
    _ name: String = "UIViewController",
    _ mask: InterfaceOrientationMask? = nil,
    should: Bool? = nil,
    preferred: InterfaceOrientation? = nil,
    legacy: InterfaceOrientationMask? = nil,
    style: ModalPresentationStyle? = nil,
    presents: ViewController? = nil
) -> ViewController {
    ViewController(
        name: name, kind: .viewController, supportedInterfaceOrientations: mask, shouldAutorotate: should,
        preferredInterfaceOrientationForPresentation: preferred, shouldAutorotateToInterfaceOrientation: legacy,
        presentedViewController: presents, modalPresentationStyle: style)
}

/// A navigation controller whose stack is `stack` (last is top).
func nav(
    _ stack: ViewController..., name: String = "UINavigationController", mask: InterfaceOrientationMask? = nil,
    should: Bool? = nil, preferred: InterfaceOrientation? = nil, legacy: InterfaceOrientationMask? = nil,
    forwarding: ChildForwarding = .none, presents: ViewController? = nil
) -> ViewController {
    ViewController(
        name: name, kind: .navigationController, supportedInterfaceOrientations: mask, shouldAutorotate: should,
        preferredInterfaceOrientationForPresentation: preferred, shouldAutorotateToInterfaceOrientation: legacy,
        forwarding: forwarding, viewControllers: stack, presentedViewController: presents)
}

/// A tab bar controller.
func tabs(
    _ tabs: ViewController..., selected: Int? = nil, name: String = "UITabBarController",
    mask: InterfaceOrientationMask? = nil, forwarding: ChildForwarding = .none, presents: ViewController? = nil
) -> ViewController {
    ViewController(
        name: name, kind: .tabBarController, supportedInterfaceOrientations: mask, forwarding: forwarding,
        viewControllers: tabs, selectedIndex: selected, presentedViewController: presents)
}

/// A container of another kind (split, page).
func container(_ kind: ControllerKind, _ children: ViewController..., forwarding: ChildForwarding = .none) -> ViewController {
    ViewController(name: kind.uikitClassName, kind: kind, forwarding: forwarding, viewControllers: children)
}

/// `presenter` presenting `presented` with `style` (nil: UIKit's default for the version).
func present(_ presented: ViewController, from presenter: ViewController, style: ModalPresentationStyle?) -> ViewController {
    var p = presented
    p.modalPresentationStyle = style
    var r = presenter
    r.presentedViewController = p
    return r
}

func version(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) -> SystemVersion { SystemVersion(major, minor, patch) }

func phone(_ v: SystemVersion = version(17), homeButton: Bool = true) -> Device {
    Device(idiom: .phone, systemVersion: v, hasHomeButton: homeButton)
}

func pad(_ v: SystemVersion = version(17), multitasking: Bool = true) -> Device {
    Device(idiom: .pad, systemVersion: v, hasHomeButton: true, supportsMultitasking: multitasking)
}

func plist(
    _ list: [InterfaceOrientation]? = nil, pad: [InterfaceOrientation]? = nil, phone: [InterfaceOrientation]? = nil,
    fullScreen: Bool? = nil, initial: InterfaceOrientation? = nil
) -> InfoPlist {
    InfoPlist(
        supportedInterfaceOrientations: list, supportedInterfaceOrientationsPad: pad,
        supportedInterfaceOrientationsPhone: phone, requiresFullScreen: fullScreen, initialInterfaceOrientation: initial)
}

/// All four orientations, as Xcode's iPad template lists them.
let allFour: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
/// Xcode's iPhone template list.
let phoneTemplate: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]

/// A one-window scenario.
func scenario(
    _ device: Device = phone(),
    plist: InfoPlist = InfoPlist(supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
    delegate: InterfaceOrientationMask? = nil,
    bridge: Bool = false,
    root: ViewController? = vc(),
    current: InterfaceOrientation? = .portrait,
    deviceOrientation: DeviceOrientation? = nil
) -> Scenario {
    Scenario(
        device: device,
        app: App(infoPlist: plist, supportedInterfaceOrientationsForWindow: delegate, legacyAutorotationBridge: bridge),
        windows: [Window(rootViewController: root)],
        interfaceOrientation: current,
        deviceOrientation: deviceOrientation)
}

extension Decision {
    /// The rule ids of the explanation, in order.
    var rules: [String] { explanation.map(\.rule) }
}
