import Foundation

/// The player's progress, kept across launches.
final class GameSession {
    static let shared = GameSession()

    private(set) var unlockedLevel = 1
    private(set) var isPaused = false

    func restore() {
        unlockedLevel = max(1, UserDefaults.standard.integer(forKey: "unlockedLevel"))
    }

    func pause() {
        isPaused = true
        UserDefaults.standard.set(unlockedLevel, forKey: "unlockedLevel")
    }

    func complete(level: Int) {
        unlockedLevel = max(unlockedLevel, level + 1)
    }
}
