import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// A controller can give itself its presentation style before anyone presents it; UIKit reads the presented
/// controller's `modalPresentationStyle` when it is presented (UIViewController.modalPresentationStyle, Apple
/// Developer Documentation), so a caller that sets none presents it that way.
@Suite struct OwnPresentationStyleTests {
    static func swiftClass(_ members: String) -> ImportedClass? {
        SwiftRecognizer.facts(
            in: """
                import UIKit

                final class Picker: UINavigationController {
                    \(members)
                }
                """, file: "Picker.swift"
        ).classes.first
    }

    @Test(arguments: [
        ("init() { super.init(nibName: nil, bundle: nil); modalPresentationStyle = .fullScreen }", ModalPresentationStyle.fullScreen),
        ("required init?(coder: NSCoder) { super.init(coder: coder); self.modalPresentationStyle = .overFullScreen }", .overFullScreen),
        ("override func awakeFromNib() { super.awakeFromNib(); modalPresentationStyle = .formSheet }", .formSheet),
        ("override var modalPresentationStyle: UIModalPresentationStyle { get { .fullScreen } set {} }", .fullScreen),
    ])
    func aSwiftClassSetsItsOwnStyleBeforeItCanBePresented(members: String, style: ModalPresentationStyle) {
        #expect(Self.swiftClass(members)?.ownPresentationStyle?.value == style)
    }

    /// By the time the view loads, UIKit has already read the style for the presentation under way.
    @Test func aStyleSetInViewDidLoadIsNotTheClasssOwn() {
        #expect(
            Self.swiftClass("override func viewDidLoad() { super.viewDidLoad(); modalPresentationStyle = .fullScreen }")?
                .ownPresentationStyle == nil)
    }

    @Test func anObjectiveCInitialiserSetsTheClasssOwnStyle() throws {
        let facts = ObjectiveCRecognizer.facts(
            in: """
                @implementation Picker
                - (instancetype)initWithConfiguration:(Config *)c {
                    if (self = [super init]) { self.modalPresentationStyle = UIModalPresentationFullScreen; }
                    return self;
                }
                @end
                """, file: "Picker.m")
        let style = try #require(facts.classes.first { $0.name == "Picker" }?.ownPresentationStyle)
        #expect(style.value == .fullScreen)
        #expect(style.location.line == 3)
    }

    /// The image picker case: the class sets `.fullScreen` in its initialiser and the caller presents it with no
    /// style, so it is presented full screen, not as iOS 13's default page sheet.
    @Test func aCallerThatSetsNoStylePresentsWithTheClasssOwn() throws {
        let files = ProjectFixtures.files(
            storyboards: [
                ImportedStoryboard(
                    path: ProjectFixtures.storyboardPath, name: "Main", initialViewControllerID: "levels",
                    controllers: [
                        ProjectFixtures.controller("levels", .viewController, "UIViewController", custom: "LevelsViewController", line: 40)
                    ],
                    segues: [])
            ],
            swift: [
                "Game/Sources/Game.swift": """
                import UIKit

                class LevelsViewController: UIViewController {
                    func pick() { present(Picker(), animated: true) }
                }

                final class Picker: UINavigationController {
                    init() { super.init(nibName: nil, bundle: nil); modalPresentationStyle = .fullScreen }
                }
                """
            ])
        let app = try #require(try ProjectFixtures.assemble(files).apps.first)
        let i = try #require(ProjectFixtures.scenario(endingWith: "-> Picker", in: app))
        let presented = try #require(app.scenarios[i].windows.first?.rootViewController?.presentedViewController)
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(app.provenance[i]["/window/rootViewController/presentedViewController/modalPresentationStyle"]?.line == 8)
    }
}
