import Foundation
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// `ScenarioEncoder` writes the `/v1/decide` request the decoder reads back to the very same `Scenario`: what
/// `orientation-server import` prints must be sendable as is.
@Suite("ScenarioEncoder: a scenario as its /v1/decide request")
struct ScenarioEncoderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var scenario: Scenario
        var testDescription: String { name }
    }

    static let player = ViewController(
        name: "App.PlayerViewController", supportedInterfaceOrientations: .landscape,
        shouldAutorotate: true, preferredInterfaceOrientationForPresentation: .landscapeRight)

    static let cases: [Case] = [
        Case(name: "the defaults", scenario: Scenario()),
        Case(
            name: "an iPad on iOS 9.3.5 without multitasking",
            scenario: Scenario(
                device: Device(
                    idiom: .pad, systemVersion: SystemVersion(9, 3, 5), hasHomeButton: true,
                    supportsMultitasking: false))),
        Case(name: "a Face ID phone", scenario: Scenario(device: Device(systemVersion: SystemVersion(13, 0), hasHomeButton: false))),
        Case(
            name: "every Info.plist key",
            scenario: Scenario(
                app: App(
                    infoPlist: InfoPlist(
                        supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight],
                        supportedInterfaceOrientationsPad: [.landscapeRight, .portraitUpsideDown, .portrait, .landscapeLeft],
                        supportedInterfaceOrientationsPhone: [],
                        requiresFullScreen: true, requiresFullScreenPad: false, initialInterfaceOrientation: .landscapeRight)))),
        Case(
            name: "the app delegate's mask and the legacy bridge",
            scenario: Scenario(
                app: App(
                    supportedInterfaceOrientationsForWindow: .allButUpsideDown,
                    legacyAutorotationBridge: true))),
        Case(
            name: "an empty mask and a mask without a name",
            scenario: Scenario(
                app: App(supportedInterfaceOrientationsForWindow: []),
                windows: [
                    Window(
                        rootViewController: ViewController(
                            supportedInterfaceOrientations: [.portrait, .landscapeLeft]))
                ])),
        Case(
            name: "every named mask",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ViewController(
                        kind: .navigationController,
                        viewControllers: InterfaceOrientationMask.wireNames.map { ViewController(supportedInterfaceOrientations: $0.mask) })
                )
            ])),
        Case(name: "a window without a root controller", scenario: Scenario(windows: [Window()])),
        Case(
            name: "windows as an array, with every window member",
            scenario: Scenario(
                windows: [
                    Window(rootViewController: player),
                    Window(
                        rootViewController: nil, isKeyWindow: false, screen: .external, isHidden: true, windowLevel: 2000,
                        supportedInterfaceOrientationsForWindow: .portrait),
                    Window(windowLevel: -0.5),
                ], windowsFromArray: true)),
        Case(name: "a single window written as windows", scenario: Scenario(windows: [Window()], windowsFromArray: true)),
        Case(
            name: "interface and device orientations",
            scenario: Scenario(interfaceOrientation: .landscapeLeft, deviceOrientation: .faceUp)),
        Case(
            name: "an unknown preferred orientation",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ViewController(
                        preferredInterfaceOrientationForPresentation: .unknown))
            ])),
        Case(
            name: "a tab bar of navigation controllers presenting a full-screen player",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ViewController(
                        name: "App.TabBarController", kind: .tabBarController, forwarding: .selectedViewController,
                        viewControllers: [
                            ViewController(
                                kind: .navigationController, forwarding: .topViewController,
                                viewControllers: [ViewController(name: "App.Home"), player]),
                            ViewController(kind: .navigationController, viewControllers: [ViewController(name: "App.Settings")]),
                        ],
                        selectedIndex: 1,
                        presentedViewController: ViewController(
                            name: "GKGameCenterViewController",
                            supportedInterfaceOrientations: .portrait,
                            modalPresentationStyle: .fullScreen)))
            ])),
        Case(
            name: "an empty container",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ViewController(
                        kind: .splitViewController))
            ])),
        Case(
            name: "an empty tab bar with selectedIndex 0",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ViewController(
                        kind: .tabBarController, selectedIndex: 0))
            ])),
        Case(
            name: "a page view controller forwarding to all children",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ViewController(
                        kind: .pageViewController, forwarding: .allChildren, viewControllers: [ViewController()]))
            ])),
        Case(
            name: "iOS 5 autorotation and rotation forwarding",
            scenario: Scenario(
                device: Device(systemVersion: SystemVersion(5, 1)),
                windows: [
                    Window(
                        rootViewController: ViewController(
                            name: "LegacyContainer", shouldAutorotate: false,
                            shouldAutorotateToInterfaceOrientation: [.portrait, .portraitUpsideDown],
                            shouldAutomaticallyForwardRotationMethods: false,
                            implementedCallbacks: [
                                "viewWillTransitionToSize:withTransitionCoordinator:",
                                "willRotateToInterfaceOrientation:duration:",
                            ]))
                ])),
        Case(
            name: "a presenter forwarding to its presented sheet, and one that says it does not",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ViewController(
                        name: "App.Main", supportedInterfaceOrientations: .portrait,
                        presentedViewController: ViewController(
                            name: "App.Sheet", modalPresentationStyle: .pageSheet,
                            forwardsToPresentedViewController: false),
                        forwardsToPresentedViewController: true))
            ])),
        Case(
            name: "an empty set of callbacks",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ViewController(
                        implementedCallbacks: []))
            ])),
        Case(
            name: "a chain of presentations in every style",
            scenario: Scenario(windows: [
                Window(
                    rootViewController: ModalPresentationStyle.allCases.reversed().reduce(
                        ViewController(name: "Last")
                    ) { presented, style in
                        ViewController(
                            name: "Presenting\(style.rawValue)",
                            presentedViewController: {
                                var p = presented
                                p.modalPresentationStyle = style
                                return p
                            }())
                    })
            ])),
        Case(
            name: "a name with quotes, backslashes and a newline",
            scenario: Scenario(windows: [Window(rootViewController: ViewController(name: "A\"B\\C\nD\u{1}É"))])),
    ]

    @Test(arguments: cases)
    func decodingTheEncodedScenarioGivesTheSameScenario(_ c: Case) throws {
        let bytes = ScenarioEncoder.encode(c.scenario)
        let decoded = try ScenarioDecoder().decode(body: bytes)
        #expect(decoded == c.scenario, "\(String(decoding: bytes, as: UTF8.self))")
    }

    /// Every valid request of the decide and lint conformance vectors survives decode, encode, decode.
    @Test func everyValidConformanceRequestRoundTrips() throws {
        let vectors = ConformanceVector.loadAll().filter {
            ($0.endpoint == "decide" || $0.endpoint == "lint") && $0.method == "POST" && !$0.body.isEmpty
                && $0.expect["status"]?.intValue == 200
        }
        #expect(vectors.count >= 20)
        for v in vectors {
            let value = try JSONReader().parse(v.body)
            let scenario =
                v.endpoint == "lint"
                ? try LintRequest.decode(value, scenarioDecoder: ScenarioDecoder()).scenario
                : try ScenarioDecoder().decode(value)
            let again = try ScenarioDecoder().decode(body: ScenarioEncoder.encode(scenario))
            #expect(again == scenario, "\(v)")
        }
    }

    @Test func masksAreWrittenByNameThenAsOrientationsThenAsRawBits() {
        func mask(_ m: InterfaceOrientationMask) -> String {
            var w = JSONWriter()
            ScenarioEncoder.writeMask(m, to: &w)
            return String(decoding: w.bytes, as: UTF8.self)
        }
        #expect(mask(.landscape) == #""landscape""#)
        #expect(mask(.allButUpsideDown) == #""allButUpsideDown""#)
        #expect(mask([.portrait, .landscapeRight]) == #"["portrait","landscapeRight"]"#)
        #expect(mask([]) == "[]")
        #expect(mask(InterfaceOrientationMask(rawValue: 3)) == "3")
    }

    @Test func infoPlistOrientationsAreWrittenAsARealInfoPlistSpellsThem() {
        let s = Scenario(app: App(infoPlist: InfoPlist(supportedInterfaceOrientations: [.portrait])))
        #expect(
            String(decoding: ScenarioEncoder.encode(s), as: UTF8.self).contains(
                #""infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}"#))
    }
}
