/// The sources of `window-without-root-view-controller` beyond Apple's QA1688: public crash logs of the exception
/// UIKit raises from iOS 9 when a window has no root view controller at the end of launch.
extension Reference {
    public static let rrfpsBar10 = Reference(
        id: "github-rrfpsbar-10", title: "RolandasRazma/RRFPSBar#10 \"App crashes on iOS 9\" (GitHub issue with crash log)",
        publisher: "GitHub", year: 2015, url: "https://github.com/RolandasRazma/RRFPSBar/issues/10", kind: .issue,
        supports:
            "On iOS 9 an app terminates with NSInternalInconsistencyException, 'Application windows are expected to have a root view controller at the end of application launch', thrown from -[UIApplication _runWithMainScene:transitionContext:completion:]."
    )
    public static let iosGuitarTuner2 = Reference(
        id: "github-ios-guitar-tuner-2",
        title: "catch-twenty-two/iOS-Guitar-Tuner#2 \"Wont run on ios 9 after build on xcode 7.\" (GitHub issue)",
        publisher: "GitHub", year: 2016, url: "https://github.com/catch-twenty-two/iOS-Guitar-Tuner/issues/2", kind: .issue,
        supports:
            "An app built with Xcode 7 raises the same exception on iOS 9; a commenter suggests replacing the app delegate's [window addSubview:...] with [self.window setRootViewController:...] (not confirmed in the thread)."
    )
    public static let shmup7 = Reference(
        id: "github-shmup-7", title: "fabiensanglard/Shmup#7 \"Fix iOS 11 crash\" (GitHub pull request)", publisher: "GitHub",
        year: 2018, url: "https://github.com/fabiensanglard/Shmup/pull/7", kind: .issue,
        supports:
            "The project crashed at startup on iOS 11 with 'Application windows are expected to have a root view controller at the end of application launch'; the fix assigns the root view controller in applicationDidFinishLaunching."
    )

    /// The references above, in the order docs list them.
    static let windowRoot: [Reference] = [rrfpsBar10, iosGuitarTuner2, shmup7]
}
