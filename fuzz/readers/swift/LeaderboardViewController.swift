import UIKit

/// High scores, laid out for portrait like the system's Game Center screen of the iOS 6 era. The game is
/// landscape-only, so presenting this full screen leaves no orientation both allow.
class LeaderboardViewController: UIViewController {
    @IBOutlet private var tableView: UITableView!

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .portrait
    }

    @IBAction private func done(_ sender: Any) {
        dismiss(animated: true)
    }
}
