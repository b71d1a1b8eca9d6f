import UIKit

/// A level's briefing, pushed from the lobby. Which way it may turn is decided at run time.
class LevelDetailViewController: UIViewController {
    var level = 1
    /// Set by whoever shows the briefing; a tutorial level locks to one orientation.
    var orientationLock: UIInterfaceOrientationMask = .landscape

    @IBOutlet private var titleLabel: UILabel!

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return orientationLock
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Level \(level)"
    }
}
