import Foundation
import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A child a controller puts in its own view (a storyboard container view's embed segue, `addChild(_:)`,
/// `addChildViewController:`) is on screen: what it presents is presented, from the window's presentation chain
/// (UIKit reroutes a child's presentation to the controller that defines the context, the window's root chain
/// for full-screen styles), and lint explores it.
@Suite struct EmbeddedChildTests {
    static let plist = InfoPlistFixtures.xml(
        "\t<key>CFBundlePackageType</key>\n\t<string>APPL</string>\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n"
            + InfoPlistFixtures.orientations(
                "UISupportedInterfaceOrientations",
                ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]))

    /// Home (initial) with a container view embedding Scores.
    static let storyboard =
        StoryboardFixtures.documentStart.replacingOccurrences(of: "Tb-Ar-001", with: "Hm-Vc-001") + """

                <scenes>
                    <scene sceneID="Sc-Hm-001">
                        <objects>
                            <viewController id="Hm-Vc-001" customClass="HomeViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Hm-Vw-001">
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="Cn-Vw-001">
                                            <connections>
                                                <segue destination="Sc-Vc-001" kind="embed" id="Sg-Em-001"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Sc-Sc-001">
                        <objects>
                            <viewController id="Sc-Vc-001" customClass="ScoresViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Sc-Vw-001"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """

    /// A portrait-only login presented full screen by `presenter`: in a landscape-only app, UIKit raises.
    static let login = """
        import UIKit
        class LoginViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """

    static func presenting(from presenter: String) -> String {
        """
        import UIKit
        class \(presenter): UIViewController {
            func signIn() {
                let login = LoginViewController()
                login.modalPresentationStyle = .fullScreen
                present(login, animated: true)
            }
        }
        """
    }

    static let targets = [Device(idiom: .phone, systemVersion: .newestModelled)]

    static func crashes(_ files: [String: String]) throws -> [ProjectLintFinding] {
        var all = files.mapValues { Array($0.utf8) }
        all["App/Info.plist"] = Self.plist
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: all))
        let report = try #require(ProjectLint.run(project, targets: targets).apps.first)
        return report.findings.filter { $0.finding.code == .invalidOrientationOnPresentation }
    }

    @Test func aStoryboardEmbeddedChildsPresentationIsExplored() throws {
        let crashes = try Self.crashes([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/Scores.swift": Self.presenting(from: "ScoresViewController"),
            "App/Home.swift": "import UIKit\nclass HomeViewController: UIViewController {}\n",
            "App/Login.swift": Self.login,
        ])
        let crash = try #require(crashes.first)
        #expect(crash.finding.example?.contains("from embedded ScoresViewController") == true)
        #expect(crash.relatedLocations.contains { $0.file == "App/Scores.swift" && $0.line == 6 })
    }

    @Test(arguments: ["addChild(scores)", "self.addChild(scores)", "addChildViewController(scores)"])
    func aChildAddedInSwiftPresentsFromItsParent(_ call: String) throws {
        let crashes = try Self.crashes([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/Home.swift": """
            import UIKit
            class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let scores = LeaderboardViewController()
                    \(call)
                }
            }
            """,
            "App/Leaderboard.swift": Self.presenting(from: "LeaderboardViewController"),
            "App/Login.swift": Self.login,
        ])
        #expect(crashes.count == 1)
    }

    @Test func aChildAddedInObjectiveCPresentsFromItsParent() throws {
        let crashes = try Self.crashes([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/HomeViewController.m": """
            @implementation HomeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                LeaderboardViewController *scores = [[LeaderboardViewController alloc] init];
                [self addChildViewController:scores];
            }
            @end
            """,
            "App/Leaderboard.swift": Self.presenting(from: "LeaderboardViewController"),
            "App/Login.swift": Self.login,
        ])
        #expect(crashes.count == 1)
    }

    /// A container view embedding a navigation controller: its root's presentation is made too.
    @Test func aPresentationFromTheRootOfAnEmbeddedNavigationControllerIsExplored() throws {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<viewController id="Sc-Vc-001"[\s\S]*?</viewController>"#,
            with: #"<navigationController id="Sc-Vc-001" sceneMemberID="viewController"><connections>"#
                + #"<segue destination="Rk-Vc-001" kind="relationship" relationship="rootViewController" id="Sg-Rl-001"/>"#
                + #"</connections></navigationController></objects></scene><scene sceneID="Sc-Rk-001"><objects>"#
                + #"<viewController id="Rk-Vc-001" customClass="RankingsViewController" sceneMemberID="viewController">"#
                + #"<view key="view" contentMode="scaleToFill" id="Rk-Vw-001"/></viewController>"#,
            options: .regularExpression)
        #expect(storyboard.contains("RankingsViewController"))
        let crashes = try Self.crashes([
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Rankings.swift": Self.presenting(from: "RankingsViewController"),
            "App/Home.swift": "import UIKit\nclass HomeViewController: UIViewController {}\n",
            "App/Login.swift": Self.login,
        ])
        #expect(crashes.first?.finding.example?.contains("from embedded RankingsViewController") == true)
    }

    /// Adding a child to another controller (`other.addChild(x)`) is not this controller's child.
    @Test func aChildAddedToAnotherControllerIsNotThisOnesChild() throws {
        let crashes = try Self.crashes([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/Home.swift": """
            import UIKit
            class HomeViewController: UIViewController {
                let pager = UIPageViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    pager.addChild(LeaderboardViewController())
                }
            }
            """,
            "App/Leaderboard.swift": Self.presenting(from: "LeaderboardViewController"),
            "App/Login.swift": Self.login,
        ])
        #expect(crashes.isEmpty)
    }

    /// Without the embed segue nothing puts Scores on screen, so its presentation is never reached.
    @Test func aControllerNothingShowsIsStillNotExplored() throws {
        let crashes = try Self.crashes([
            "App/Base.lproj/Main.storyboard": Self.storyboard.replacingOccurrences(of: "kind=\"embed\"", with: "kind=\"unwind\""),
            "App/Scores.swift": Self.presenting(from: "ScoresViewController"),
            "App/Home.swift": "import UIKit\nclass HomeViewController: UIViewController {}\n",
            "App/Login.swift": Self.login,
        ])
        #expect(crashes.isEmpty)
    }
}
