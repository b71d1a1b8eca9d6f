/// A notification UIKit posts during a timeline, named exactly as UIKit's constants.
public enum TimelineNotification: String, Sendable, Hashable, CaseIterable {
    /// Posted when the device orientation changes (UIDevice.h; seed 000: "the system sends a
    /// UIDeviceOrientationDidChangeNotification ... UIKit listens for this notification").
    case deviceOrientationDidChange = "UIDeviceOrientationDidChangeNotification"
    /// Posted before `statusBarOrientation` changes (UIApplication.h).
    case willChangeStatusBarOrientation = "UIApplicationWillChangeStatusBarOrientationNotification"
    /// Posted after `statusBarOrientation` changed (UIApplication.h).
    case didChangeStatusBarOrientation = "UIApplicationDidChangeStatusBarOrientationNotification"
    /// A window became key (UIWindow.h; seed 001).
    case windowDidBecomeKey = "UIWindowDidBecomeKeyNotification"
    /// A window stopped being key (UIWindow.h; seed 001).
    case windowDidResignKey = "UIWindowDidResignKeyNotification"
    /// A window became visible (UIWindow.h; seed 001).
    case windowDidBecomeVisible = "UIWindowDidBecomeVisibleNotification"
    /// A window was hidden (UIWindow.h; seed 001).
    case windowDidBecomeHidden = "UIWindowDidBecomeHiddenNotification"
    /// An external screen was connected (UIScreen.h; seed 001).
    case screenDidConnect = "UIScreenDidConnectNotification"
    /// An external screen was disconnected (UIScreen.h; seed 001).
    case screenDidDisconnect = "UIScreenDidDisconnectNotification"

    /// The constant name, as posted.
    public var name: String { rawValue }
}
