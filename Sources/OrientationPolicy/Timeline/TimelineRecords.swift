/// A size in points.
public struct ScreenSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Width and height swapped: what a 90-degree turn does to an interface-oriented size.
    public var swapped: ScreenSize { ScreenSize(width: height, height: width) }
}

/// An orientation query UIKit makes while handling an event: which object was asked what, and its answer.
public struct OrientationQuery: Sendable, Hashable {
    /// The queried methods.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case supportedInterfaceOrientations
        case shouldAutorotate
        case preferredInterfaceOrientationForPresentation
        case shouldAutorotateToInterfaceOrientation = "shouldAutorotateToInterfaceOrientation:"
        case applicationSupportedInterfaceOrientationsForWindow = "application:supportedInterfaceOrientationsForWindow:"
    }

    /// An answer.
    public enum Answer: Sendable, Hashable {
        case mask(InterfaceOrientationMask)
        case bool(Bool)
        case orientation(InterfaceOrientation)
    }

    /// The controller's class name, or `UIApplicationDelegate`.
    public var receiver: String
    public var method: Method
    /// The argument of `shouldAutorotateToInterfaceOrientation:`.
    public var argument: InterfaceOrientation?
    public var answer: Answer
    /// False when the receiver does not override the method and UIKit's default answered.
    public var overridden: Bool

    public init(receiver: String, method: Method, argument: InterfaceOrientation? = nil, answer: Answer, overridden: Bool) {
        self.receiver = receiver
        self.method = method
        self.argument = argument
        self.answer = answer
        self.overridden = overridden
    }
}

/// One callback UIKit delivers to a controller.
public struct RotationCallback: Sendable, Hashable {
    /// The delivered methods, spelt as selectors.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case willRotate = "willRotateToInterfaceOrientation:duration:"
        case willAnimateRotation = "willAnimateRotationToInterfaceOrientation:duration:"
        case didRotate = "didRotateFromInterfaceOrientation:"
        case willAnimateFirstHalf = "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:"
        case didAnimateFirstHalf = "didAnimateFirstHalfOfRotationToInterfaceOrientation:"
        case willAnimateSecondHalf = "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:"
        case viewWillTransitionToSize = "viewWillTransitionToSize:withTransitionCoordinator:"
        case viewWillLayoutSubviews

        /// The selector string, as in `ViewController.implementedCallbacks`.
        public var selector: String { rawValue }
    }

    /// The controller's `name`.
    public var controller: String
    /// Where it sits, in the request's spelling.
    public var path: String
    public var method: Method
    /// The orientation argument (`to...` for will-methods, `from...` for `didRotateFromInterfaceOrientation:`
    /// and `willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:`).
    public var orientation: InterfaceOrientation?
    /// The `duration:` argument in seconds.
    public var duration: Double?
    /// The `size` argument of `viewWillTransitionToSize:withTransitionCoordinator:`.
    public var size: ScreenSize?
    /// True for the `viewWillLayoutSubviews` of a controller that was hidden during a rotation and reappears.
    public var reappeared: Bool

    public init(
        controller: String, path: String, method: Method, orientation: InterfaceOrientation? = nil,
        duration: Double? = nil, size: ScreenSize? = nil, reappeared: Bool = false
    ) {
        self.controller = controller
        self.path = path
        self.method = method
        self.orientation = orientation
        self.duration = duration
        self.size = size
        self.reappeared = reappeared
    }
}

/// An `NSError` delivered to an error handler (never an exception): `requestGeometryUpdate`'s denial.
public struct SceneError: Sendable, Hashable {
    public var domain: String
    public var code: Int
    public var localizedDescription: String

    public init(domain: String, code: Int, localizedDescription: String) {
        self.domain = domain
        self.code = code
        self.localizedDescription = localizedDescription
    }

    /// `UISceneErrorCodeGeometryRequestDenied` (101) with UIKit's text: "None of the requested orientations are
    /// supported by the view controller. Requested: portrait; Supported: landscapeLeft, landscapeRight"
    /// ("Supported" already includes the device restriction).
    public static func geometryRequestDenied(requested: InterfaceOrientationMask, supported: InterfaceOrientationMask) -> SceneError {
        SceneError(
            domain: "UISceneErrorDomain", code: 101,
            localizedDescription:
                "None of the requested orientations are supported by the view controller. Requested: \(requested.orientationList); Supported: \(supported.orientationList)"
        )
    }
}

/// A window as it is after an event.
public struct WindowSnapshot: Sendable, Hashable {
    public var index: Int
    public var screen: Window.Screen
    public var isKeyWindow: Bool
    public var isHidden: Bool
    /// The interface-oriented bounds: width and height swap on a 90-degree turn; external screens never turn.
    public var bounds: ScreenSize
    /// The root view controller's name, if any.
    public var rootViewController: String?

    public init(index: Int, screen: Window.Screen, isKeyWindow: Bool, isHidden: Bool, bounds: ScreenSize, rootViewController: String?) {
        self.index = index
        self.screen = screen
        self.isKeyWindow = isKeyWindow
        self.isHidden = isHidden
        self.bounds = bounds
        self.rootViewController = rootViewController
    }
}
