import SwiftSyntax

/// Calls that ask UIKit to rotate now: the private-key `UIDevice.current.setValue(_, forKey: "orientation")`,
/// `UIViewController.attemptRotationToDeviceOrientation()`, iOS 16's `UIWindowScene.requestGeometryUpdate(_:)`
/// and `setNeedsUpdateOfSupportedInterfaceOrientations()` ("UIKit: Forcing Orientation", iOS 16 release notes).
enum SwiftRotationRequests {
    static func request(_ call: FunctionCallExprSyntax, in collector: SwiftFactCollector) -> ImportedRotationRequest? {
        guard let (name, token) = SwiftNames.callee(call) else { return nil }
        let kind: ImportedRotationRequest.Kind
        switch name {
        case "setValue":
            let args = Array(call.arguments)
            guard args.count == 2, args[1].label?.text == "forKey",
                  SwiftNames.stringLiteral(args[1].expression) == "orientation" else { return nil }
            kind = .deviceOrientationKVC
        case "attemptRotationToDeviceOrientation":
            kind = .attemptRotationToDeviceOrientation
        case "requestGeometryUpdate":
            kind = .requestGeometryUpdate
        case "setNeedsUpdateOfSupportedInterfaceOrientations":
            kind = .setNeedsUpdateOfSupportedInterfaceOrientations
        default:
            return nil
        }
        return ImportedRotationRequest(kind: kind, inClass: collector.currentTypeName, location: collector.location(token))
    }
}
