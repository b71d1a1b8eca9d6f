import UIKit

/// The storyboard app's delegate: the window and its root come from `UIMainStoryboardFile`, and the orientations
/// from Info.plist (no `application(_:supportedInterfaceOrientationsFor:)` here).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GameSession.shared.restore()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        GameSession.shared.pause()
    }
}
