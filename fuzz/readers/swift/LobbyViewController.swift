import UIKit

/// The first tab's root: pick a level (a show segue to LevelDetailViewController) or open the leaderboard (a
/// full-screen presentation segue to LeaderboardViewController).
class LobbyViewController: UIViewController {
    @IBOutlet private var levelButton: UIButton!

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        [.landscapeLeft, .landscapeRight]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        levelButton.setTitle("Play level \(GameSession.shared.unlockedLevel)", for: .normal)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showLevel", let detail = segue.destination as? LevelDetailViewController {
            detail.level = GameSession.shared.unlockedLevel
        }
    }
}
