/// A notification UIKit posts during a timeline, named exactly as UIKit's constants.
public enum TimelineNotification: String, Sendable, Hashable, CaseIterable {
    /// Posted when the device orientation changes (UIDevice.h; Supporting Multiple Interface Orientations: "the system sends a
    /// UIDeviceOrientationDidChangeNotification ... UIKit listens for this notification").
    case deviceOrientationDidChange = "UIDeviceOrientationDidChangeNotification"
    /// Posted before `statusBarOrientation` changes (UIApplication.h).
    case willChangeStatusBarOrientation = "UIApplicationWillChangeStatusBarOrientationNotification"
    /// Posted after `statusBarOrientation` changed (UIApplication.h).
    case didChangeStatusBarOrientation = "UIApplicationDidChangeStatusBarOrientationNotification"
    /// A window became key (UIWindow.h; the Windows guide).
    case windowDidBecomeKey = "UIWindowDidBecomeKeyNotification"
    /// A window stopped being key (UIWindow.h; the Windows guide).
    case windowDidResignKey = "UIWindowDidResignKeyNotification"
    /// A window became visible (UIWindow.h; the Windows guide).
    case windowDidBecomeVisible = "UIWindowDidBecomeVisibleNotification"
    /// A window was hidden (UIWindow.h; the Windows guide).
    case windowDidBecomeHidden = "UIWindowDidBecomeHiddenNotification"
    /// An external screen was connected (UIScreen.h; the Windows guide).
    case screenDidConnect = "UIScreenDidConnectNotification"
    /// An external screen was disconnected (UIScreen.h; the Windows guide).
    case screenDidDisconnect = "UIScreenDidDisconnectNotification"

    /// The constant name, as posted.
    public var name: String { rawValue }
}
