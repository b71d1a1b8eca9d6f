import Foundation
import OrientationPolicy

/// The `POST /v1/decide` request as plain Codable structs, decoded by Foundation's `JSONDecoder` (Hummingbird's
/// default request decoder), then turned into the engine's `Scenario`: the straightforward way to write this
/// endpoint, which the benchmark measures against the service's streaming decoder.
///
/// It accepts every member the service's decoder accepts for a decision, with the same defaults; it does not
/// reproduce the service's error messages (a bad request gets Hummingbird's 400 or a 422 naming the value).
struct DecideRequest: Decodable {
    var device: DeviceModel?
    var app: AppModel?
    var window: WindowModel?
    var windows: [WindowModel]?
    var interfaceOrientation: Word?
    var deviceOrientation: Word?

    /// A vocabulary value: a name (short, `portrait`, or UIKit's, `UIInterfaceOrientationPortrait`) or the raw
    /// integer UIKit uses.
    enum Word: Decodable {
        case name(String)
        case raw(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let name = try? container.decode(String.self) {
                self = .name(name)
            } else {
                self = .raw(try container.decode(Int.self))
            }
        }
    }

    /// A mask: an integer, a name (`allButUpsideDown`) or an array of orientations.
    enum MaskValue: Decodable {
        case word(Word)
        case list([Word])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let list = try? container.decode([Word].self) {
                self = .list(list)
            } else {
                self = .word(try container.decode(Word.self))
            }
        }
    }

    struct DeviceModel: Decodable {
        var idiom: String?
        var systemVersion: String?
        var hasHomeButton: Bool?
        var supportsMultitasking: Bool?
    }

    struct InfoPlistModel: Decodable {
        var supported: [Word]?
        var supportedPad: [Word]?
        var supportedPhone: [Word]?
        var requiresFullScreen: Bool?
        var requiresFullScreenPad: Bool?
        var initial: Word?

        enum CodingKeys: String, CodingKey {
            case supported = "UISupportedInterfaceOrientations"
            case supportedPad = "UISupportedInterfaceOrientations~ipad"
            case supportedPhone = "UISupportedInterfaceOrientations~iphone"
            case requiresFullScreen = "UIRequiresFullScreen"
            case requiresFullScreenPad = "UIRequiresFullScreen~ipad"
            case initial = "UIInterfaceOrientation"
        }
    }

    struct AppModel: Decodable {
        var infoPlist: InfoPlistModel?
        var supportedInterfaceOrientationsForWindow: MaskValue?
        var legacyAutorotationBridge: Bool?
    }

    /// A class, because a controller contains controllers (a struct cannot contain itself).
    final class ControllerModel: Decodable {
        var name: String?
        var kind: String?
        var supportedInterfaceOrientations: MaskValue?
        var shouldAutorotate: Bool?
        var preferredInterfaceOrientationForPresentation: Word?
        var shouldAutorotateToInterfaceOrientation: MaskValue?
        var forwarding: String?
        var viewControllers: [ControllerModel]?
        var selectedIndex: Int?
        var presentedViewController: ControllerModel?
        var modalPresentationStyle: String?
        var shouldAutomaticallyForwardRotationMethods: Bool?
        var implementedCallbacks: [String]?
        var forwardsToPresentedViewController: Bool?
    }

    struct WindowModel: Decodable {
        var rootViewController: ControllerModel?
        var isKeyWindow: Bool?
        var screen: String?
        var isHidden: Bool?
        var windowLevel: Double?
        var supportedInterfaceOrientationsForWindow: MaskValue?
    }
}

// MARK: - Into the engine's model

extension DecideRequest {
    /// The engine's scenario, with the service's defaults for what the request leaves out.
    func scenario() throws -> Scenario {
        let d = device ?? DeviceModel()
        let plist = app?.infoPlist
        let device = Device(
            idiom: try d.idiom.map { try Idiom(parsing: $0) } ?? .phone,
            systemVersion: try d.systemVersion.map { try SystemVersion(parsing: $0) } ?? .newestModelled,
            hasHomeButton: d.hasHomeButton ?? true,
            supportsMultitasking: d.supportsMultitasking ?? true
        )
        let app = App(
            infoPlist: InfoPlist(
                supportedInterfaceOrientations: try plist?.supported?.map(Self.orientation),
                supportedInterfaceOrientationsPad: try plist?.supportedPad?.map(Self.orientation),
                supportedInterfaceOrientationsPhone: try plist?.supportedPhone?.map(Self.orientation),
                requiresFullScreen: plist?.requiresFullScreen,
                requiresFullScreenPad: plist?.requiresFullScreenPad,
                initialInterfaceOrientation: try plist?.initial.map(Self.orientation)
            ),
            supportedInterfaceOrientationsForWindow: try self.app?.supportedInterfaceOrientationsForWindow.map(Self.mask),
            legacyAutorotationBridge: self.app?.legacyAutorotationBridge ?? false
        )
        let windows = try windows.map { try $0.map(Self.window) } ?? [try Self.window(window ?? WindowModel())]
        return Scenario(
            device: device, app: app, windows: windows, windowsFromArray: self.windows != nil,
            interfaceOrientation: try interfaceOrientation.map(Self.orientation),
            deviceOrientation: try deviceOrientation.map {
                switch $0 {
                case .name(let s): try DeviceOrientation(parsing: s)
                case .raw(let n): try DeviceOrientation(parsingRawValue: n)
                }
            }
        )
    }

    static func orientation(_ word: Word) throws -> InterfaceOrientation {
        switch word {
        case .name(let s): try InterfaceOrientation(parsing: s)
        case .raw(let n): try InterfaceOrientation(parsingRawValue: n)
        }
    }

    static func mask(_ value: MaskValue) throws -> InterfaceOrientationMask {
        switch value {
        case .word(.name(let s)): try InterfaceOrientationMask(parsing: s)
        case .word(.raw(let n)): try InterfaceOrientationMask(parsingRawValue: n)
        case .list(let list): try InterfaceOrientationMask(parsingOrientations: list.map(orientation))
        }
    }

    static func controller(_ m: ControllerModel) throws -> ViewController {
        let kind = try m.kind.map { try ControllerKind(parsing: $0) } ?? .viewController
        return ViewController(
            name: m.name ?? kind.uikitClassName,
            kind: kind,
            supportedInterfaceOrientations: try m.supportedInterfaceOrientations.map(mask),
            shouldAutorotate: m.shouldAutorotate,
            preferredInterfaceOrientationForPresentation: try m.preferredInterfaceOrientationForPresentation.map(orientation),
            shouldAutorotateToInterfaceOrientation: try m.shouldAutorotateToInterfaceOrientation.map(mask),
            forwarding: try m.forwarding.map { try ChildForwarding(parsing: $0) } ?? ChildForwarding.none,
            viewControllers: try (m.viewControllers ?? []).map(controller),
            selectedIndex: m.selectedIndex,
            presentedViewController: try m.presentedViewController.map(controller),
            modalPresentationStyle: try m.modalPresentationStyle.map { try ModalPresentationStyle(parsing: $0) },
            shouldAutomaticallyForwardRotationMethods: m.shouldAutomaticallyForwardRotationMethods,
            implementedCallbacks: m.implementedCallbacks.map { Set($0) },
            forwardsToPresentedViewController: m.forwardsToPresentedViewController
        )
    }

    static func window(_ m: WindowModel) throws -> Window {
        Window(
            rootViewController: try m.rootViewController.map(controller),
            isKeyWindow: m.isKeyWindow ?? true,
            screen: try m.screen.map { try Window.Screen(parsing: $0) } ?? .main,
            isHidden: m.isHidden ?? false,
            windowLevel: m.windowLevel ?? 0,
            supportedInterfaceOrientationsForWindow: try m.supportedInterfaceOrientationsForWindow.map(mask)
        )
    }
}
