import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// A presentation style the code computes instead of writing a literal. UIKit presents with whatever
/// `modalPresentationStyle` holds when `present` is called (UIViewController.modalPresentationStyle, Apple
/// Developer Documentation); the version's default applies only when nothing was assigned. So a computed style is
/// settled per idiom when it is an idiom switch, tried value by value when it chooses between literals, and never
/// taken for the default: a finding that needs a value no line writes is not stated.
@Suite struct ComputedStyleTests {
    typealias F = ProjectFixtures

    static func transition(_ source: String) throws -> ImportedTransition {
        try #require(SwiftRecognizer.facts(in: source, file: "Levels.swift").transitions.first { $0.kind == .present })
    }

    @Test func anIdiomSwitchIsReadAsOneStylePerIdiom() throws {
        let t = try Self.transition(
            """
            class LevelsViewController: UIViewController {
                func play() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .fullScreen
                    present(player, animated: true)
                }
            }
            """)
        #expect(t.modalPresentationStyle == nil)
        #expect(t.computedStyle?.value == .perIdiom(phone: .fullScreen, pad: .formSheet))
        #expect(t.computedStyle?.location.line == 4)
    }

    @Test func aChoiceBetweenLiteralsOnAnUnreadConditionIsReadAsThoseLiterals() throws {
        let t = try Self.transition(
            """
            class LevelsViewController: UIViewController {
                func play(compact: Bool) {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = compact ? .overFullScreen : .pageSheet
                    present(player, animated: true)
                }
            }
            """)
        guard case .oneOf(let values, _, _)? = t.computedStyle?.value else {
            Issue.record("not a choice: \(String(describing: t.computedStyle))")
            return
        }
        #expect(values == [.overFullScreen, .pageSheet])
    }

    @Test func aStyleFromAParameterIsUnreadNotAbsent() throws {
        let t = try Self.transition(
            """
            class LevelsViewController: UIViewController {
                func play(style: UIModalPresentationStyle) {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = style
                    present(player, animated: true)
                }
            }
            """)
        guard case .unknown? = t.computedStyle?.value else {
            Issue.record("not unread: \(String(describing: t.computedStyle))")
            return
        }
    }

    @Test func anObjectiveCIdiomSwitchIsReadAsOneStylePerIdiom() throws {
        let facts = ObjectiveCRecognizer.facts(
            in: """
                @implementation LevelsViewController
                - (void)play {
                    PlayerViewController *player = [[PlayerViewController alloc] init];
                    player.modalPresentationStyle = UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? UIModalPresentationFormSheet : UIModalPresentationFullScreen;
                    [self presentViewController:player animated:YES completion:nil];
                }
                @end
                """, file: "Levels.m")
        let t = try #require(facts.transitions.first { $0.kind == .present })
        #expect(t.computedStyle?.value == .perIdiom(phone: .fullScreen, pad: .formSheet))
    }
}
