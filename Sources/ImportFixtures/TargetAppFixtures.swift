/// The sources of the apps the target tests build, read by the importer's tests (which files each app answers with)
/// and the linter's: an Objective-C app delegate and categories on UIViewController (`twoDemos`: one project, two
/// apps, each compiling its own category and both a shared HomeViewController), and a Swift app delegate and root
/// controller with the masks a test asks for.
enum TargetAppFixtures {
    typealias X = XcodeTargetFixtures

    static func appDelegate(root: String) -> String {
        """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.window.rootViewController = [[\(root) alloc] init];
            [self.window makeKeyAndVisible];
            return YES;
        }
        @end
        """
    }

    /// A category on UIViewController: every plain controller of the app that compiles it answers `mask`.
    static func category(_ name: String, mask: String) -> String {
        """
        @implementation UIViewController (\(name))
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return \(mask);
        }
        @end
        """
    }

    static let home = "@interface HomeViewController : UIViewController\n@end\n@implementation HomeViewController\n@end\n"

    /// One project, two apps sharing HomeViewController: a portrait app whose category makes every controller
    /// portrait, and a landscape app whose category makes every controller landscape.
    static var twoDemos: [String: String] {
        [
            "Demo.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Portrait", settings: ["INFOPLIST_FILE = Portrait/Info.plist;"],
                    sources: ["Portrait/AppDelegate.m", "Portrait/UIViewController+Portrait.m", "Shared/HomeViewController.m"]),
                X.Target(
                    name: "Landscape", settings: ["INFOPLIST_FILE = Landscape/Info.plist;"],
                    sources: ["Landscape/AppDelegate.m", "Landscape/UIViewController+Landscape.m", "Shared/HomeViewController.m"]),
            ]),
            "Portrait/Info.plist": X.infoPlist(["Portrait"]),
            "Portrait/AppDelegate.m": appDelegate(root: "HomeViewController"),
            "Portrait/UIViewController+Portrait.m": category("Portrait", mask: "UIInterfaceOrientationMaskPortrait"),
            "Landscape/Info.plist": X.infoPlist(["LandscapeLeft", "LandscapeRight"]),
            "Landscape/AppDelegate.m": appDelegate(root: "HomeViewController"),
            "Landscape/UIViewController+Landscape.m": category("Landscape", mask: "UIInterfaceOrientationMaskLandscape"),
            "Shared/HomeViewController.m": home,
        ]
    }

    static func swiftDelegate(mask: String?) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()
                return true
            }
        \(mask.map { """

            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                return \($0)
            }
        """ } ?? "")
        }
        """
    }

    static func root(mask: String) -> String {
        """
        import UIKit

        class RootViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
        }
        """
    }
}
