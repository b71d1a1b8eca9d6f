import OrientationServiceAPI

/// A view controller and the orientation methods it overrides (`nil`: not overridden, so UIKit's default for
/// its class applies, which is not the same as overriding it with the default value).
public struct ViewController: Sendable {
    /// The UIKit class a controller is; containers decide differently.
    public enum Kind: String, Sendable {
        case viewController, navigationController, tabBarController, splitViewController, pageViewController
    }

    public var name: String
    public var kind: Kind
    public var supportedInterfaceOrientations: UIInterfaceOrientationMask?
    public var shouldAutorotate: Bool?
    public var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation?
    public var viewControllers: [ViewController]
    public var selectedIndex: Int?
    public var modalPresentationStyle: UIModalPresentationStyle?
    // At most one element: a struct cannot hold itself directly.
    private var presented: [ViewController] = []

    public var presentedViewController: ViewController? {
        get { presented.first }
        set { presented = newValue.map { [$0] } ?? [] }
    }

    /// A plain controller named like its class.
    public init(
        _ name: String, supportedInterfaceOrientations: UIInterfaceOrientationMask? = nil,
        shouldAutorotate: Bool? = nil,
        preferredInterfaceOrientationForPresentation: UIInterfaceOrientation? = nil
    ) {
        self.name = name
        self.kind = .viewController
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
        self.viewControllers = []
    }

    /// A UINavigationController with this stack, root first.
    public static func navigationController(
        _ name: String = "UINavigationController",
        viewControllers: [ViewController]
    ) -> ViewController {
        var nav = ViewController(name)
        nav.kind = .navigationController
        nav.viewControllers = viewControllers
        return nav
    }

    /// A UITabBarController with these tabs, `selectedIndex` showing.
    public static func tabBarController(
        _ name: String = "UITabBarController", viewControllers: [ViewController],
        selectedIndex: Int = 0
    ) -> ViewController {
        var tabs = ViewController(name)
        tabs.kind = .tabBarController
        tabs.viewControllers = viewControllers
        tabs.selectedIndex = selectedIndex
        return tabs
    }

    /// This controller with `controller` presented on it (on top of anything already presented), as
    /// `present(_:animated:completion:)` does.
    public func presenting(
        _ controller: ViewController,
        modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    ) -> ViewController {
        var copy = self
        if let inner = presentedViewController {
            copy.presentedViewController = inner.presenting(controller, modalPresentationStyle: modalPresentationStyle)
        } else {
            var top = controller
            top.modalPresentationStyle = top.modalPresentationStyle ?? modalPresentationStyle
            copy.presentedViewController = top
        }
        return copy
    }
}

/// The device: idiom and iOS version.
public struct Device: Sendable {
    public var idiom: UIUserInterfaceIdiom
    public var systemVersion: String
    public var hasHomeButton: Bool?
    public var supportsMultitasking: Bool?
    /// Where the app's scene runs (iOS 27 names these; `nil`: as before): see `Environment`.
    public var environment: Environment?

    /// Where the app's scene runs: full screen on its own idiom, an iPad app in a resizable window, an iPhone-only
    /// app on iPad, iPhone Mirroring on a Mac (the service's `device.environment`).
    public enum Environment: String, Sendable {
        case fullScreen, resizableWindow, iPhoneAppOnIPad, iPhoneMirroring
    }

    public static func iPhone(_ systemVersion: String, hasHomeButton: Bool? = nil) -> Device {
        Device(idiom: .phone, systemVersion: systemVersion, hasHomeButton: hasHomeButton)
    }

    public static func iPad(_ systemVersion: String, supportsMultitasking: Bool? = nil) -> Device {
        Device(idiom: .pad, systemVersion: systemVersion, supportsMultitasking: supportsMultitasking)
    }
}

/// An app on a device with a controller hierarchy in its key window: what a test asks the service about.
public struct Scenario: Sendable {
    public var device: Device?
    /// The Info.plist's UISupportedInterfaceOrientations (`nil`: the key is missing).
    public var supportedInterfaceOrientations: [UIInterfaceOrientation]?
    /// What the app delegate's `application(_:supportedInterfaceOrientationsFor:)` returns, if it implements it.
    public var applicationSupportedInterfaceOrientations: UIInterfaceOrientationMask?
    public var rootViewController: ViewController
    /// The interface orientation before anything happens.
    public var interfaceOrientation: UIInterfaceOrientation?
    /// The orientation the device turns to (`nil`: it does not turn).
    public var deviceOrientation: UIDeviceOrientation?

    public init(
        device: Device? = nil, supportedInterfaceOrientations: [UIInterfaceOrientation]? = nil,
        applicationSupportedInterfaceOrientations: UIInterfaceOrientationMask? = nil,
        rootViewController: ViewController, interfaceOrientation: UIInterfaceOrientation? = nil,
        deviceOrientation: UIDeviceOrientation? = nil
    ) {
        self.device = device
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.applicationSupportedInterfaceOrientations = applicationSupportedInterfaceOrientations
        self.rootViewController = rootViewController
        self.interfaceOrientation = interfaceOrientation
        self.deviceOrientation = deviceOrientation
    }

    /// The generated request, after the checks the types cannot make (mask bits, version strings, the UIKit
    /// cases the service does not model).
    public func decideRequest() throws(OrientationServiceError) -> Components.Schemas.DecideRequest {
        var request = Components.Schemas.DecideRequest()
        if let device {
            request.device = try device.schema(at: "/device")
        }
        if supportedInterfaceOrientations != nil || applicationSupportedInterfaceOrientations != nil {
            var app = Components.Schemas.App()
            if let list = supportedInterfaceOrientations {
                app.infoPlist = .init(value1: .init(uiSupportedInterfaceOrientations: list.map(\.schema)))
            }
            if let mask = applicationSupportedInterfaceOrientations {
                app.supportedInterfaceOrientationsForWindow = try mask.schema(at: "/app/supportedInterfaceOrientationsForWindow")
            }
            request.app = app
        }
        request.window = .init(rootViewController: try rootViewController.schema(at: "/window/rootViewController"))
        request.interfaceOrientation = interfaceOrientation?.schema
        if let deviceOrientation {
            guard let name = deviceOrientation.serviceName else {
                throw .invalidRequest(pointer: "/deviceOrientation", reason: "raw value \(deviceOrientation.rawValue) is not a device orientation")
            }
            request.deviceOrientation = .init(value1: name)
        }
        return request
    }
}

// MARK: - to the generated types

extension UIInterfaceOrientation {
    var schema: Components.Schemas.InterfaceOrientation { .init(value1: serviceName) }
}

extension UIInterfaceOrientationMask {
    func schema(at pointer: String) throws(OrientationServiceError) -> Components.Schemas.OrientationMaskInput {
        guard rawValue & ~Self.validBits == 0 else {
            throw .invalidRequest(
                pointer: pointer,
                reason: "\(rawValue) is not an interface orientation mask: UIKit's bits "
                    + "are portrait 2, portraitUpsideDown 4, landscapeRight 8, landscapeLeft 16")
        }
        return .init(value1: Int(rawValue))
    }
}

extension Device {
    func schema(at pointer: String) throws(OrientationServiceError) -> Components.Schemas.Device {
        let parts = systemVersion.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            throw .invalidRequest(pointer: pointer + "/systemVersion", reason: "'\(systemVersion)' is not an iOS version (\"major[.minor[.patch]]\")")
        }
        guard let idiomName = idiom.serviceName, let idiom = Components.Schemas.Device.IdiomPayload(rawValue: idiomName) else {
            throw .invalidRequest(pointer: pointer + "/idiom", reason: "the service models phone and pad only")
        }
        return .init(
            idiom: idiom, systemVersion: systemVersion, hasHomeButton: hasHomeButton,
            supportsMultitasking: supportsMultitasking, environment: environment.flatMap { .init(rawValue: $0.rawValue) })
    }
}

extension ViewController {
    func schema(at pointer: String) throws(OrientationServiceError) -> Components.Schemas.ViewController {
        var vc = Components.Schemas.ViewController()
        vc.name = name
        if kind != .viewController {
            vc.kind = .init(rawValue: kind.rawValue)
        }
        vc.supportedInterfaceOrientations = try supportedInterfaceOrientations?.schema(at: pointer + "/supportedInterfaceOrientations")
        vc.shouldAutorotate = shouldAutorotate
        vc.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation?.schema
        if !viewControllers.isEmpty {
            var children: [Components.Schemas.ViewController] = []
            for (i, child) in viewControllers.enumerated() {
                children.append(try child.schema(at: "\(pointer)/viewControllers/\(i)"))
            }
            vc.viewControllers = children
        }
        if let selectedIndex {
            guard selectedIndex >= 0 else {
                throw .invalidRequest(pointer: pointer + "/selectedIndex", reason: "\(selectedIndex) is negative")
            }
            vc.selectedIndex = selectedIndex
        }
        if let style = modalPresentationStyle {
            guard let name = style.serviceName else {
                throw .invalidRequest(
                    pointer: pointer + "/modalPresentationStyle",
                    reason: "UIModalPresentationStyle raw value \(style.rawValue) is not one the service models")
            }
            vc.modalPresentationStyle = name
        }
        vc.presentedViewController = try presentedViewController?.schema(at: pointer + "/presentedViewController")
        return vc
    }
}
