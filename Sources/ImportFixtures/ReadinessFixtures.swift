/// Sources for the iOS 27 readiness codes' layout and `statusBarOrientation` reads, in the shapes public apps write
/// them: helpers in class methods, frames whose arguments span lines, and size helpers that prefer the window.
enum ReadinessFixtures {
    /// An Objective-C `@implementation` of `name` holding `methods` (line 1 is `@implementation`).
    static func objC(_ methods: String, name: String = "Layout") -> String {
        "@implementation \(name)\n\(methods)\n@end\n"
    }

    /// The same body as an instance method (`-`) and as a class method (`+`): a helper such as PDFViewer's
    /// `+ (BOOL)isLandscape` of a `UIWindow` category reads the orientation as a controller's method does.
    static func objCMethod(_ kind: Character, _ signature: String, _ body: String) -> String {
        objC("\(kind) \(signature) {\n\(body)\n}")
    }

    /// Reads `UIApplication`'s `statusBarOrientation` on line 3 (the body's first line).
    static let statusBarRead =
        "    return UIInterfaceOrientationIsLandscape([UIApplication sharedApplication].statusBarOrientation);"
    /// Decides a banner's frame on the device orientation on line 3.
    static let orientationBranch = """
            if (UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation)) { return CGRectMake(0, 0, 480, 32); }
            return CGRectMake(0, 0, 320, 50);
        """

    /// VKExample's `ShowLargeImgView.m`: one `CGRectMake` whose width and height are read from the screen on two
    /// lines (5 and 6); the statement starts on line 3.
    static let objCFrameOverLines = objC(
        """
        - (instancetype)initWithImages:(NSArray *)images {
            CGRect frame = CGRectMake(0,
                                      0,
                                      [UIScreen mainScreen].bounds.size.width,
                                      [UIScreen mainScreen].bounds.size.height);
            return [super initWithFrame:frame];
        }
        """, name: "ShowLargeImgView")

    /// A Swift file of `members` in `final class FeedViewController: UIViewController` (members start on line 3).
    static func swiftController(_ members: String) -> String {
        "import UIKit\nfinal class FeedViewController: UIViewController {\n\(members)\n}\n"
    }

    /// The Swift form: a `CGRect(...)` over lines 4-7 of `viewDidLoad`, its width and height read on lines 6 and 7.
    static let swiftFrameOverLines = swiftController(
        """
            override func viewDidLoad() {
                header.frame = CGRect(
                    x: 0, y: 0,
                    width: UIScreen.main.bounds.width,
                    height: UIScreen.main.bounds.height / 3)
            }
        """)

    /// A SwiftUI modifier chain is one statement however long: the `.frame(...)` on lines 8-9 is reported at its own
    /// line, not at the `Button` on line 4 that starts the chain.
    static let swiftUIFrameOverLines = """
        import SwiftUI
        struct PlayerView: View {
            var body: some View {
                Button(action: {}) {
                    Text("Play")
                }
                .padding()
                .frame(width: UIScreen.main.bounds.width,
                       height: UIScreen.main.bounds.height / 3)
            }
        }
        """

    /// An `if` / `else if` chain, one statement: the orientation read in the `else if` on line 7 is reported there,
    /// not at the `if` on line 5.
    static let swiftElseIfChain = swiftController(
        """
            override func viewDidLoad() {
                super.viewDidLoad()
                if view.bounds.width > 600 {
                    panel.frame = view.bounds
                } else if UIDevice.current.orientation.isPortrait {
                    panel.frame = view.bounds.insetBy(dx: 0, dy: 40)
                }
            }
        """)

    /// A Swift file extending `UIDevice` with `members`.
    static func deviceExtension(_ members: String) -> String {
        "import UIKit\nextension UIDevice {\n\(members)\n}\n"
    }

    /// Size helpers that return the window's size and fall back to the main screen's only when there is no window,
    /// each of which a statement that sets a frame would otherwise be taken for (`.frame`, `CGSize(...)`).
    static let windowFirstSizeHelpers: [String] = [
        // HXPhotoPicker's `UIDevice.screenSize` (Swift/Classes/Extension/UIDevice+Extension.swift).
        """
            class var screenSize: CGSize {
                if #available(iOS 14.0, *), ProcessInfo.processInfo.isiOSAppOnMac {
                    return UIApplication.shared.keyWindow?.frame.size ?? UIScreen.main.bounds.size
                }
                return UIScreen.main.bounds.size
            }
        """,
        // The single-expression getter.
        "    static var screenSize: CGSize { UIApplication.shared.keyWindow?.frame.size ?? UIScreen.main.bounds.size }",
        // Agrume's and Provenance's width, inside a size.
        """
            static var halfScreen: CGSize {
                CGSize(width: (UIApplication.shared.windows.first { $0.isKeyWindow }?.bounds.width ?? UIScreen.main.bounds.width) / 2, height: 0)
            }
        """,
        // An early return of the window's size.
        """
            static var screenSize: CGSize {
                if let window = UIApplication.shared.keyWindow { return window.frame.size }
                return CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            }
        """,
        // The same under `#available` and `isiOSAppOnMac`, through a bound size.
        """
            static var screenSize: CGSize {
                if #available(iOS 14.0, *), ProcessInfo.processInfo.isiOSAppOnMac {
                    if let size = UIApplication.shared.keyWindow?.frame.size { return size }
                }
                return CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            }
        """,
        // The `else` of an `if let window`.
        """
            static var screenSize: CGSize {
                if let window = UIApplication.shared.keyWindow {
                    return window.bounds.size
                } else {
                    return CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
                }
            }
        """,
        // The `else` of a `guard let window`.
        """
            static var screenSize: CGSize {
                guard let window = UIApplication.shared.keyWindow else {
                    return CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
                }
                return window.frame.size
            }
        """,
        // A ternary.
        """
            static func screenSize(in window: UIWindow?) -> CGSize {
                window != nil ? window!.frame.size : CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            }
        """,
    ]

    /// Reads that decide a layout from the screen although a window or an earlier branch is near (the read on line 5).
    static let screenLayoutsNearAWindow: [String] = [
        // The window's screen is the screen.
        """
            override func viewDidLoad() {
                super.viewDidLoad()
                cover.frame.size = view.window?.screen.bounds.size ?? UIScreen.main.bounds.size
            }
        """,
        // An early return that is not the window's size.
        """
            func bannerFrame(compact: Bool) -> CGRect {
                if compact { return .zero }
                return CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 50)
            }
        """,
        // A branch on the screen's aspect.
        """
            override func viewDidLoad() {
                super.viewDidLoad()
                if UIScreen.main.bounds.width > UIScreen.main.bounds.height { stack.frame = view.bounds.insetBy(dx: 40, dy: 0) }
            }
        """,
        // A frame from the screen in a layout method, after a statement that names the window.
        """
            override func viewWillLayoutSubviews() {
                let hasWindow = view.window != nil
                banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: hasWindow ? 50 : 0)
            }
        """,
    ]

    /// Objective-C frames set in `- (void)setUp` on line 3: from the window's bounds with the screen's as the
    /// ternary's fallback (not a finding), and from the screen under other conditions (findings).
    static let objCWindowFallbacks = [
        "    self.cover.frame = self.view.window ? self.view.window.bounds : [UIScreen mainScreen].bounds;",
        "    self.cover.frame = CGRectIsEmpty(keyWindow.bounds) ? keyWindow.bounds : [UIScreen mainScreen].bounds;",
    ]
    /// TZImagePickerController's `+ tz_isIPhoneX` fallback: the screen's size compared with `CGSizeMake(...)`, which
    /// sets nothing (line 3); the same size set on a frame is a finding.
    static let objCScreenSizeCompared =
        "    return CGSizeEqualToSize([UIScreen mainScreen].bounds.size, CGSizeMake(375, 812)) ||\n"
        + "        CGSizeEqualToSize([UIScreen mainScreen].bounds.size, CGSizeMake(812, 375));"
    static let objCScreenSizeComparedThenSet =
        "    if (CGSizeEqualToSize([UIScreen mainScreen].bounds.size, CGSizeMake(375, 812))) { self.bar.frame = CGRectMake(0, 0, 375, 88); }"
    /// A helper returning a frame from the screen on line 3: a finding in an instance method (it can answer UIKit's
    /// question), none in a class method (PdParty's `+ appSize`, Pastel's `+ screenRect`).
    static let objCScreenFrameReturn = "    return CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 44);"
    static let objCScreenTernaries = [
        "    self.cover.frame = self.compact ? CGRectZero : [UIScreen mainScreen].bounds;",
        "    self.cover.frame = self.view.window ? self.view.window.screen.bounds : [UIScreen mainScreen].bounds;",
        "    self.cover.frame = self.view.window ? [UIScreen mainScreen].bounds : CGRectZero;",
    ]
}
