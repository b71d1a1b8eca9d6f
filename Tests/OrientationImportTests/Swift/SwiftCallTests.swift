import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct SwiftCallTests {
    static func transitions(_ body: String) -> [ImportedTransition] {
        SwiftFixtures.facts(
            """
            class Home: UIViewController {
                func open() {
                    \(body)
                }
            }
            """
        ).transitions
    }

    /// How the presented controller is created, and the class read from it.
    static let presentations: [(String, String?)] = [
        ("present(PlayerViewController(), animated: true)", "PlayerViewController"),
        (
            "self.present(PlayerViewController(nibName: nil, bundle: nil), animated: true, completion: nil)",
            "PlayerViewController"
        ),
        ("let vc = PlayerViewController()\npresent(vc, animated: true)", "PlayerViewController"),
        ("let vc: PlayerViewController = makePlayer()\npresent(vc, animated: true)", "PlayerViewController"),
        (
            "let vc = storyboard!.instantiateViewController(withIdentifier: \"Player\") as! PlayerViewController\npresent(vc, animated: true)",
            "PlayerViewController"
        ),
        (
            "guard let vc = storyboard?.instantiateViewController(withIdentifier: \"Player\") as? PlayerViewController else { return }\nDispatchQueue.main.async { self.present(vc, animated: true) }",
            "PlayerViewController"
        ),
        ("let vc = PlayerViewController.instantiate()\npresent(vc, animated: true)", "PlayerViewController"),
        ("presentViewController(PlayerViewController(), animated: true, completion: nil)", "PlayerViewController"),
        ("present(makePlayer(), animated: true)", nil),
    ]

    @Test(arguments: presentations)
    func aPresentationNamesTheClassCreatedInTheSameFunction(body: String, toClass: String?) {
        let t = Self.transitions(body)
        #expect(t.map(\.kind) == [.present])
        #expect(t.first?.fromClass == "Home")
        #expect(t.first?.toClass == toClass)
    }

    @Test func aParameterTypedWithItsClassNamesThePresentedClass() {
        let facts = SwiftFixtures.facts(
            """
            class Home: UIViewController {
                func show(_ player: PlayerViewController, over other: UIViewController) {
                    present(player, animated: true)
                    present(other, animated: true)
                }
            }
            """)
        #expect(facts.transitions.map(\.toClass) == ["PlayerViewController", nil])
    }

    @Test func theStyleAssignedBeforeThePresentationIsReadWithItsLocation() {
        let t = Self.transitions(
            """
            let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
            """)
        #expect(t.first?.modalPresentationStyle?.value == .fullScreen)
        #expect(t.first?.modalPresentationStyle?.location == SourceLocation(file: "App/Source.swift", line: 4, column: 9))
        #expect(t.first?.location == SourceLocation(file: "App/Source.swift", line: 5, column: 9))
    }

    @Test(arguments: [
        ("nav.modalPresentationStyle = UIModalPresentationStyle.overFullScreen", ModalPresentationStyle.overFullScreen),
        ("nav.modalPresentationStyle = .FormSheet", .formSheet),
        ("nav.modalPresentationStyle = .pageSheet", .pageSheet),
    ])
    func everyStyleSpellingIsRead(assignment: String, style: ModalPresentationStyle) {
        let t = Self.transitions(
            """
            let nav = UINavigationController(rootViewController: PlayerViewController())
            \(assignment)
            present(nav, animated: true)
            """)
        #expect(t.first?.toClass == "UINavigationController")
        #expect(t.first?.modalPresentationStyle?.value == style)
    }

    /// Without a style the version's default applies: a page sheet on iPhone from iOS 13.
    @Test func aPresentationWithoutAStyleHasNone() {
        let t = Self.transitions(
            """
            let player = PlayerViewController()
            other.modalPresentationStyle = .fullScreen
            present(player, animated: true)
            player.modalPresentationStyle = .fullScreen
            """)
        #expect(t.count == 1)
        #expect(t.first?.modalPresentationStyle == nil)
    }

    @Test func aPushNamesThePushedClass() {
        let t = Self.transitions("navigationController?.pushViewController(DetailViewController(), animated: true)")
        #expect(t.map(\.kind) == [.push])
        #expect(t.first?.toClass == "DetailViewController")
        #expect(t.first?.location.column == 31)
    }

    @Test(arguments: [
        "performSegue(withIdentifier: \"showPlayer\", sender: self)",
        "self.performSegueWithIdentifier(\"showPlayer\", sender: nil)",
    ])
    func aSegueCallNamesTheSegue(call: String) {
        let t = Self.transitions(call)
        #expect(t.map(\.kind) == [.performSegue])
        #expect(t.first?.segueIdentifier == "showPlayer")
    }

    @Test func aTransitionOutsideAClassIsNotReported() {
        #expect(SwiftFixtures.facts("func f(vc: UIViewController) { vc.present(X(), animated: true) }").transitions.isEmpty)
    }

    static let rotationCalls: [(String, ImportedRotationRequest.Kind)] = [
        (
            "UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: \"orientation\")",
            .deviceOrientationKVC
        ),
        ("UIDevice.currentDevice().setValue(value, forKey: \"orientation\")", .deviceOrientationKVC),
        ("UIViewController.attemptRotationToDeviceOrientation()", .attemptRotationToDeviceOrientation),
        (
            "view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { _ in }",
            .requestGeometryUpdate
        ),
        ("setNeedsUpdateOfSupportedInterfaceOrientations()", .setNeedsUpdateOfSupportedInterfaceOrientations),
    ]

    @Test(arguments: rotationCalls)
    func aCallThatForcesARotationIsReported(call: String, kind: ImportedRotationRequest.Kind) {
        let facts = SwiftFixtures.facts(
            """
            class Player: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    \(call)
                }
            }
            """)
        #expect(facts.rotationRequests.map(\.kind) == [kind])
        #expect(facts.rotationRequests.first?.inClass == "Player")
        #expect(facts.rotationRequests.first?.location.line == 3)
    }

    /// `attemptRotationToDeviceOrientation()` is a class method of UIViewController taking no argument (its Apple
    /// Developer Documentation page): a project's instance method of the same name is not it (WessonWu/iOS_Demos'
    /// `MyMediaPlayerViewController`).
    static let attemptRotationCalls: [(call: String, isUIKits: Bool)] = [
        ("UIViewController.attemptRotationToDeviceOrientation()", true),
        ("Self.attemptRotationToDeviceOrientation()", true),
        ("type(of: self).attemptRotationToDeviceOrientation()", true),
        ("attemptRotationToDeviceOrientation()", false),
        ("self.attemptRotationToDeviceOrientation()", false),
        ("self.attemptRotationToDeviceOrientation(with: .landscape)", false),
        ("player.attemptRotationToDeviceOrientation()", false),
    ]

    @Test(
        "Only UIViewController's class method attemptRotationToDeviceOrientation is a rotation request in an instance method",
        arguments: attemptRotationCalls)
    func attemptRotationInAnInstanceMethod(call: String, isUIKits: Bool) {
        let facts = SwiftFixtures.facts(
            """
            class Player: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    \(call)
                }
            }
            """)
        #expect(facts.rotationRequests.map(\.kind) == (isUIKits ? [.attemptRotationToDeviceOrientation] : []))
    }

    @Test func anUnqualifiedAttemptRotationInAClassMethodIsUIKits() {
        let facts = SwiftFixtures.facts(
            """
            class Player: UIViewController {
                class func refresh() {
                    attemptRotationToDeviceOrientation()
                }
            }
            """)
        #expect(facts.rotationRequests.map(\.kind) == [.attemptRotationToDeviceOrientation])
    }

    @Test func setValueForAnotherKeyIsNotARotationRequest() {
        #expect(SwiftFixtures.facts("defaults.setValue(1, forKey: \"orientationHint\")").rotationRequests.isEmpty)
    }

    @Test func aSwizzleOfAnOrientationGetterIsReportedWithTheClass() {
        let facts = SwiftFixtures.facts(
            """
            extension UIViewController {
                static let swizzleOrientation: Void = {
                    let original = #selector(getter: UIViewController.supportedInterfaceOrientations)
                    let swizzled = #selector(getter: UIViewController.sp_supportedInterfaceOrientations)
                    guard let a = class_getInstanceMethod(UIViewController.self, original),
                          let b = class_getInstanceMethod(UIViewController.self, swizzled) else { return }
                    method_exchangeImplementations(a, b)
                }()
            }
            """)
        #expect(facts.swizzles.map(\.selector) == ["supportedInterfaceOrientations"])
        #expect(facts.swizzles.first?.className == "UIViewController")
        #expect(facts.swizzles.first?.location.line == 7)
    }

    @Test func aSwizzleOfAPrefixedCopyNamesTheUIKitSelector() {
        let facts = SwiftFixtures.facts(
            """
            extension UIViewController {
                class func swizzle() {
                    let m1 = class_getInstanceMethod(self, #selector(UIViewController.sp_shouldAutorotate))!
                    let m2 = class_getInstanceMethod(self, #selector(UIViewController.sp_shouldAutorotateFallback))!
                    method_exchangeImplementations(m1, m2)
                }
            }
            """)
        #expect(facts.swizzles.map(\.selector) == ["shouldAutorotate"])
        #expect(facts.swizzles.first?.className == "UIViewController")
    }

    @Test func aProjectSwizzleHelperCalledWithOrientationSelectorsIsASwizzle() {
        let facts = SwiftFixtures.facts(
            """
            func swizzle(_ cls: AnyClass, _ a: Selector, _ b: Selector) {
                method_exchangeImplementations(class_getInstanceMethod(cls, a)!, class_getInstanceMethod(cls, b)!)
            }
            class Setup {
                func run() { swizzle(UINavigationController.self, #selector(getter: UINavigationController.shouldAutorotate), #selector(getter: UINavigationController.my_shouldAutorotate)) }
            }
            """)
        #expect(facts.swizzles.map(\.selector) == ["shouldAutorotate"])
        #expect(facts.swizzles.first?.className == "UINavigationController")
        #expect(facts.swizzles.first?.location.line == 5)
    }

    @Test func aSwizzleOfOtherSelectorsIsNotReported() {
        let facts = SwiftFixtures.facts(
            """
            extension UIViewController {
                static func swizzle() {
                    let a = class_getInstanceMethod(self, #selector(viewWillAppear(_:)))!
                    let b = class_getInstanceMethod(self, #selector(sp_viewWillAppear(_:)))!
                    method_exchangeImplementations(a, b)
                }
            }
            """)
        #expect(facts.swizzles.isEmpty)
    }
}
