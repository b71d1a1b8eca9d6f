import OrientationPolicy
import Testing

/// Lint explores only states UIKit can reach from launch. UIKit presents a controller "in the preferred
/// orientation" or, without one, "using the current orientation of the status bar" (UIViewController
/// preferredInterfaceOrientationForPresentation, https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation),
/// and the interface turns with the device only to orientations "in the supported set" of the top-most full-screen
/// controller (UIViewController supportedInterfaceOrientations,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations), and only when
/// its shouldAutorotate returns YES (UIViewController shouldAutorotate,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate). So a portrait-only root is
/// only ever in portrait, and whatever it presents is presented from portrait.
@Suite("Lint reachability and traces")
struct LintReachabilityTests {
    /// A phone app listing portrait and both landscapes; a portrait-only root presents `presented` full screen.
    static func portraitRoot(presenting presented: ViewController) -> Scenario {
        lintScenario(lintVC("PortraitRootViewController", .portrait, presents: presented))
    }

    /// A player that supports every orientation, presented full screen, with no preferred orientation.
    static func player(shouldAutorotate: Bool?) -> ViewController {
        lintVC("PlayerViewController", .allButUpsideDown, should: shouldAutorotate, style: .fullScreen)
    }

    @Test(
        "A controller that never autorotates, presented from a portrait-only root, is shown in portrait: dismissing it never re-shows the root in landscape"
    )
    func noLandscapeUnderAPortraitOnlyPresenter() {
        let r = Lint.run(Self.portraitRoot(presenting: Self.player(shouldAutorotate: false)), targets: [lintPhone(13)])
        #expect(r.findings(.dismissalPreferredOrientationUnsupported).isEmpty)
        #expect(!(r.findings.compactMap(\.example).contains { $0.contains("interface landscape") }))
    }

    @Test("Near miss: a player that autorotates is turned to landscape by the user, and dismissing it there crashes (NYTPhotoViewer#360)")
    func landscapeReachedThroughTheUser() throws {
        let r = Lint.run(Self.portraitRoot(presenting: Self.player(shouldAutorotate: nil)), targets: [lintPhone(13)])
        let f = try #require(r.findings(.dismissalPreferredOrientationUnsupported).first)
        let trace = try #require(f.trace)
        // Launch, the presentation from portrait, the device turned to landscape, the dismissal.
        #expect(trace.events.map(\.kind) == [.present, .deviceOrientation, .dismiss])
        let result = try trace.run()
        #expect(result.outcome == .exception)
        #expect(result.entries.last?.exception == f.exception)
    }

    @Test(
        "A landscape-only app presenting a portrait-only controller full screen crashes at the presentation, from the landscape its presenter is in")
    func gameCenterTrace() throws {
        let s = lintScenario(
            lintVC("GameViewController", .all, presents: lintVC("PortraitViewController", .portrait, style: .fullScreen)),
            plist: [.landscapeLeft, .landscapeRight])
        let r = Lint.run(s, targets: [lintPhone(13)])
        let f = try #require(r.findings(.invalidOrientationOnPresentation).first)
        let trace = try #require(f.trace)
        #expect(trace.scenario.windows[0].rootViewController?.presentedViewController == nil)
        let result = try trace.run()
        #expect(result.initialInterfaceOrientation.isLandscape)
        #expect(result.outcome == .exception)
        #expect(trace.events.map(\.kind) == [.present])
        #expect(result.entries.last?.exception == f.exception)
        // The presenter supports every orientation but the app only landscape: no state has the interface in
        // portrait under it, so no example starts there.
        #expect(!(r.findings.compactMap(\.example).contains { $0.contains("interface portrait") }))
    }

    @Test("A tab selected while the interface is landscape stays landscape until the device turns: selecting never rotates (UITabBarController)")
    func selectingATabKeepsTheOrientation() throws {
        let tabs = ViewController(
            name: "TabBarController", kind: .tabBarController, forwarding: .selectedViewController,
            viewControllers: [
                lintVC("LandscapeViewController", .landscape),
                lintVC(
                    "PortraitViewController", .portrait, should: false, preferred: .landscapeLeft,
                    presents: lintVC("SheetViewController", .portrait, style: .fullScreen)),
            ])
        let r = Lint.run(lintScenario(tabs), targets: [lintPhone(13)])
        for f in r.findings {
            guard let trace = f.trace else { continue }
            let result = try trace.run()
            #expect(result.entries.dropLast().allSatisfy { $0.status == .applied || $0.status == .ignored })
            if let x = f.exception { #expect(result.entries.last?.exception == x) } else { #expect(result.outcome == .completed) }
        }
    }
}
