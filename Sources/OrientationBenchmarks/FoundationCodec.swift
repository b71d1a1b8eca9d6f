import Foundation
import OrientationPolicy

/// The Foundation path the Swift codec is measured against (BENCHMARKS.md, "The JSON codec decision"): `JSONDecoder`/`JSONEncoder` over a Codable model of the
/// the API `/v1/decide` request and response, plus the conversions to and from engine values, i.e. what a
/// straightforward Codable service would run per request. Lives here (not in OrientationAPI) because it is
/// only a yardstick; the service's own oracle for differential tests belongs to the codec's tests.
enum FoundationCodec {
    /// A vocabulary value: a name (short or UIKit constant) or a raw integer (the API "also accepted").
    enum Word: Codable, Equatable {
        case name(String)
        case raw(Int)

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            // Names are the common spelling: try them first so the usual path throws nothing.
            if let s = try? c.decode(String.self) { self = .name(s) } else { self = .raw(try c.decode(Int.self)) }
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .name(let s): try c.encode(s)
            case .raw(let n): try c.encode(n)
            }
        }
    }

    /// A mask in any accepted spelling: integer, name, or array of orientations.
    enum MaskValue: Codable, Equatable {
        case word(Word)
        case list([Word])

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let w = try? c.decode(Word.self) { self = .word(w) } else { self = .list(try c.decode([Word].self)) }
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .word(let w): try c.encode(w)
            case .list(let l): try c.encode(l)
            }
        }
    }

    struct DeviceModel: Codable {
        var idiom: String?
        var systemVersion: String?
        var hasHomeButton: Bool?
        var supportsMultitasking: Bool?
    }

    struct InfoPlistModel: Codable {
        var supported: [Word]?
        var supportedPad: [Word]?
        var supportedPhone: [Word]?
        var requiresFullScreen: Bool?
        var requiresFullScreenPad: Bool?
        var initial: Word?
        var requiresFullScreenIgnoredFrom: String?

        enum CodingKeys: String, CodingKey {
            case supported = "UISupportedInterfaceOrientations"
            case supportedPad = "UISupportedInterfaceOrientations~ipad"
            case supportedPhone = "UISupportedInterfaceOrientations~iphone"
            case requiresFullScreen = "UIRequiresFullScreen"
            case requiresFullScreenPad = "UIRequiresFullScreen~ipad"
            case initial = "UIInterfaceOrientation"
            case requiresFullScreenIgnoredFrom = "UIRequiresFullScreenIgnoredStartingWithVersion"
        }
    }

    struct AppModel: Codable {
        var infoPlist: InfoPlistModel?
        var supportedInterfaceOrientationsForWindow: MaskValue?
        var legacyAutorotationBridge: Bool?
        var linkedAgainst: String?
    }

    final class ControllerModel: Codable {
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
        var forwardsToPresentedViewController: Bool?
        var delegateSupportedInterfaceOrientations: MaskValue?
        var delegatePreferredInterfaceOrientationForPresentation: Word?
    }

    struct WindowModel: Codable {
        var rootViewController: ControllerModel?
        var isKeyWindow: Bool?
        var screen: String?
        var isHidden: Bool?
        var windowLevel: Double?
    }

    struct RequestModel: Codable {
        var device: DeviceModel?
        var app: AppModel?
        var window: WindowModel?
        var windows: [WindowModel]?
        var interfaceOrientation: Word?
        var deviceOrientation: Word?
    }

    struct MaskModel: Codable {
        var rawValue: UInt
        var orientations: [String]
    }

    struct ApplicationOrientationsModel: Codable {
        var rawValue: UInt
        var orientations: [String]
        var source: String
    }

    struct ReferenceModel: Codable {
        var name: String
        var path: String
    }

    struct ExceptionModel: Codable {
        var name: String
        var reason: String
    }

    struct StepModel: Codable {
        var rule: String
        var detail: String
        var source: String
    }

    struct DecisionModel: Encodable {
        var outcome: String
        var interfaceOrientation: String
        var supportedInterfaceOrientations: MaskModel
        var applicationOrientations: ApplicationOrientationsModel
        var topmostViewController: ReferenceModel?
        var preferredInterfaceOrientationForPresentation: String?
        var exception: ExceptionModel?
        var explanation: [StepModel]

        enum CodingKeys: String, CodingKey {
            case outcome, interfaceOrientation, supportedInterfaceOrientations, applicationOrientations,
                topmostViewController, preferredInterfaceOrientationForPresentation, exception, explanation
        }

        /// the API spells absent values as explicit `null`.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(outcome, forKey: .outcome)
            try c.encode(interfaceOrientation, forKey: .interfaceOrientation)
            try c.encode(supportedInterfaceOrientations, forKey: .supportedInterfaceOrientations)
            try c.encode(applicationOrientations, forKey: .applicationOrientations)
            try c.encode(topmostViewController, forKey: .topmostViewController)
            try c.encode(preferredInterfaceOrientationForPresentation, forKey: .preferredInterfaceOrientationForPresentation)
            try c.encode(exception, forKey: .exception)
            try c.encode(explanation, forKey: .explanation)
        }
    }

    // MARK: - Whole paths

    /// Bytes -> engine `Scenario` through `JSONDecoder` and the Codable model.
    static func decode(_ bytes: Data, with decoder: JSONDecoder) throws -> Scenario {
        try scenario(from: decoder.decode(RequestModel.self, from: bytes))
    }

    /// Engine `Decision` -> bytes through the Codable model and `JSONEncoder`.
    static func encode(_ decision: Decision, with encoder: JSONEncoder) throws -> Data {
        try encoder.encode(model(of: decision))
    }

    // MARK: - Conversions

    static func orientation(_ w: Word) throws -> InterfaceOrientation {
        switch w {
        case .name(let s): try InterfaceOrientation(parsing: s)
        case .raw(let n): try InterfaceOrientation(parsingRawValue: n)
        }
    }

    static func mask(_ m: MaskValue) throws -> InterfaceOrientationMask {
        switch m {
        case .word(.name(let s)): try InterfaceOrientationMask(parsing: s)
        case .word(.raw(let n)): try InterfaceOrientationMask(parsingRawValue: n)
        case .list(let l): try InterfaceOrientationMask(parsingOrientations: l.map(orientation))
        }
    }

    static func controller(_ m: ControllerModel) throws -> ViewController {
        let kind = try m.kind.map { try ControllerKind(parsing: $0) }
        let forwarding = try m.forwarding.map { try ChildForwarding(parsing: $0) }
        let style = try m.modalPresentationStyle.map { try ModalPresentationStyle(parsing: $0) }
        return ViewController(
            name: m.name ?? (kind ?? .viewController).uikitClassName,
            kind: kind ?? .viewController,
            supportedInterfaceOrientations: try m.supportedInterfaceOrientations.map(mask),
            shouldAutorotate: m.shouldAutorotate,
            preferredInterfaceOrientationForPresentation: try m.preferredInterfaceOrientationForPresentation.map(orientation),
            shouldAutorotateToInterfaceOrientation: try m.shouldAutorotateToInterfaceOrientation.map(mask),
            forwarding: forwarding ?? ChildForwarding.none,
            viewControllers: try (m.viewControllers ?? []).map(controller),
            selectedIndex: m.selectedIndex,
            presentedViewController: try m.presentedViewController.map(controller),
            modalPresentationStyle: style,
            shouldAutomaticallyForwardRotationMethods: m.shouldAutomaticallyForwardRotationMethods,
            forwardsToPresentedViewController: m.forwardsToPresentedViewController,
            delegateSupportedInterfaceOrientations: try m.delegateSupportedInterfaceOrientations.map(mask),
            delegatePreferredInterfaceOrientationForPresentation: try m.delegatePreferredInterfaceOrientationForPresentation.map(orientation)
        )
    }

    static func window(_ m: WindowModel) throws -> Window {
        Window(
            rootViewController: try m.rootViewController.map(controller),
            isKeyWindow: m.isKeyWindow ?? true,
            screen: try m.screen.map { try Window.Screen(parsing: $0) } ?? .main,
            isHidden: m.isHidden ?? false,
            windowLevel: m.windowLevel ?? 0
        )
    }

    static func scenario(from r: RequestModel) throws -> Scenario {
        let d = r.device ?? DeviceModel()
        let plist = r.app?.infoPlist
        let device = Device(
            idiom: try d.idiom.map { try Idiom(parsing: $0) } ?? .phone,
            systemVersion: try d.systemVersion.map { try SystemVersion(parsing: $0) } ?? .newestModelled,
            hasHomeButton: d.hasHomeButton ?? true,
            supportsMultitasking: d.supportsMultitasking ?? true
        )
        let app = App(
            infoPlist: InfoPlist(
                supportedInterfaceOrientations: try plist?.supported?.map(orientation),
                supportedInterfaceOrientationsPad: try plist?.supportedPad?.map(orientation),
                supportedInterfaceOrientationsPhone: try plist?.supportedPhone?.map(orientation),
                requiresFullScreen: plist?.requiresFullScreen,
                requiresFullScreenPad: plist?.requiresFullScreenPad,
                initialInterfaceOrientation: try plist?.initial.map(orientation),
                requiresFullScreenIgnoredStartingWithVersion: try plist?.requiresFullScreenIgnoredFrom.map { try SystemVersion(parsing: $0) }
            ),
            supportedInterfaceOrientationsForWindow: try r.app?.supportedInterfaceOrientationsForWindow.map(mask),
            legacyAutorotationBridge: r.app?.legacyAutorotationBridge ?? false,
            linkedAgainst: try r.app?.linkedAgainst.map { try SystemVersion(parsing: $0) }
        )
        let windows = try r.windows.map { try $0.map(window) } ?? [try window(r.window ?? WindowModel())]
        return Scenario(
            device: device, app: app, windows: windows, windowsFromArray: r.windows != nil,
            interfaceOrientation: try r.interfaceOrientation.map(orientation),
            deviceOrientation: try r.deviceOrientation.map {
                switch $0 {
                case .name(let s): try DeviceOrientation(parsing: s)
                case .raw(let n): try DeviceOrientation(parsingRawValue: n)
                }
            }
        )
    }

    static func model(of d: Decision) -> DecisionModel {
        DecisionModel(
            outcome: d.outcome.rawValue,
            interfaceOrientation: d.interfaceOrientation.name,
            supportedInterfaceOrientations: MaskModel(
                rawValue: d.supportedInterfaceOrientations.rawValue,
                orientations: d.supportedInterfaceOrientations.orientations.map(\.name)),
            applicationOrientations: ApplicationOrientationsModel(
                rawValue: d.applicationOrientations.mask.rawValue,
                orientations: d.applicationOrientations.mask.orientations.map(\.name),
                source: d.applicationOrientations.source.rawValue),
            topmostViewController: d.topmostViewController.map { ReferenceModel(name: $0.name, path: $0.path) },
            preferredInterfaceOrientationForPresentation: d.preferredInterfaceOrientationForPresentation?.name,
            exception: d.exception.map { ExceptionModel(name: $0.name, reason: $0.reason) },
            explanation: d.explanation.map { StepModel(rule: $0.rule, detail: $0.detail, source: $0.source) }
        )
    }
}
