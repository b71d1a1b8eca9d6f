import UIKit

/// The root: a tab bar that lets the selected tab decide, since UITabBarController itself does not ask its
/// children on iOS 6 and later.
class GameTabBarController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? .landscape
    }

    override var shouldAutorotate: Bool {
        true
    }
}
