import UIKit

/// Every navigation controller answers with its top view controller's orientations, so a pushed screen can
/// choose its own.
extension UINavigationController {
    override open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .all
    }

    override open var shouldAutorotate: Bool {
        topViewController?.shouldAutorotate ?? true
    }
}
