import OrientationPolicy

@testable import OrientationImport

/// Small fixtures in the shapes the patterns take in public iOS code, wrapped into a class so each test states
/// only the part it is about.
enum SwiftFixtures {
    static func facts(_ source: String, file: String = "App/Source.swift") -> SourceFacts {
        SwiftRecognizer.facts(in: source, file: file)
    }

    /// The class `Player: UIViewController` declaring `member` with `declaration`, read back.
    static func overrides(_ declaration: String) -> OrientationOverrides? {
        let source = """
            import UIKit

            class Player: UIViewController {
                var currentMask: UIInterfaceOrientationMask = .portrait
                let fixedMask: UIInterfaceOrientationMask = .landscape
                static let lockedMask = UIInterfaceOrientationMask.portraitUpsideDown

                \(declaration)
            }
            """
        return facts(source).classes.first { $0.name == "Player" }?.overrides
    }

    static func mask(_ declaration: String) -> ImportedValue<InterfaceOrientationMask>? {
        overrides(declaration)?.supportedInterfaceOrientations?.value
    }

    /// `supportedInterfaceOrientations` with `body` as its getter.
    static func maskGetter(_ body: String) -> ImportedValue<InterfaceOrientationMask>? {
        mask("override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(body) }")
    }
}
