import Testing

@testable import OrientationPolicy

/// Sheets on phones follow size classes, not the idiom (UIModalPresentationStyle.pageSheet / .formSheet /
/// .popover / .automatic, Apple Developer Documentation), and the default style depends on the SDK the app is
/// built with ("View Controller Presentation Changes in iOS 13", Geoff Hackworth).
@Suite("Sheets by size class and SDK")
struct SheetSizeClassTests {
    /// An all-orientations presenter showing a portrait-only controller as `style`.
    static func sheet(
        _ style: ModalPresentationStyle?, on v: SystemVersion, current: InterfaceOrientation,
        linkedAgainst: SystemVersion? = nil
    ) -> Scenario {
        var s = scenario(
            phone(v), plist: plist(phoneTemplate),
            root: present(vc("Presented", .portrait), from: vc("Root", .allButUpsideDown), style: style),
            current: current)
        s.app.linkedAgainst = linkedAgainst
        return s
    }

    /// pageSheet/formSheet: "In a compact-height size class, the behavior is the same as fullScreen"; UIKit's
    /// modern code asks the presenter of a sheet. The engine answers with the presenter and names the dispute.
    @Test(
        "a page or form sheet on a phone in landscape is decided by its presenter, and the answer names the disputed claim with the sheet's own answer",
        arguments: [
            ModalPresentationStyle.pageSheet, .formSheet, .popover,
        ])
    func compactHeightSheetDisputed(style: ModalPresentationStyle) throws {
        let d = Policy.decide(Self.sheet(style, on: version(17), current: .landscapeLeft))
        #expect(d.topmostViewController?.name == "Root")
        #expect(d.interfaceOrientation == .landscapeLeft)
        let use = try #require(d.claimsUsed.first { $0.claim == Claim.sheetsFillInCompactHeight.id })
        #expect(Claim.sheetsFillInCompactHeight.certainty(on: version(17)) == .disputed)
        let other = try #require(use.alternatives.first)
        #expect(other.interfaceOrientation == .portrait, "asked itself, the portrait-only sheet is shown in portrait")
        #expect(d.certainty(of: .topmostFullScreen) == .disputed)
    }

    @Test("in portrait (regular height) the sheet is a card over its presenter and nothing is disputed")
    func portraitCardNotDisputed() {
        let d = Policy.decide(Self.sheet(.pageSheet, on: version(17), current: .portrait))
        #expect(d.topmostViewController?.name == "Root")
        #expect(!d.claimsUsed.contains { $0.claim == Claim.sheetsFillInCompactHeight.id })
    }

    /// UIModalPresentationStyle.popover: full screen in horizontally compact environments before iOS 13.
    @Test("before iOS 13 a popover on a phone adapts to full screen and decides, as sheets do")
    func popoverAdaptsBeforeIOS13() {
        let d = Policy.decide(Self.sheet(.popover, on: version(12, 4), current: .portrait))
        #expect(d.topmostViewController?.name == "Presented")
    }

    /// Built with the iOS 12 SDK an app keeps full-screen presentations on iOS 13 (Hackworth).
    @Test(
        "without a style, an app built with the iOS 12 SDK presents full screen on iOS 13, one rebuilt with 13 shows a sheet",
        arguments: [
            (SystemVersion(12) as SystemVersion?, "Presented"), (nil, "Root"), (SystemVersion(13), "Root"),
        ])
    func defaultStyleFollowsTheSDK(linked: SystemVersion?, decider: String) {
        let d = Policy.decide(Self.sheet(nil, on: version(13), current: .portrait, linkedAgainst: linked))
        #expect(d.topmostViewController?.name == decider)
    }
}

/// UIModalPresentationStyle.automatic (Apple): "Some system view controllers may map it to a different style";
/// Netguru's "iOS 13 Modals Changes": the image picker's camera is full screen, its photo library a sheet.
@Suite("System controllers and the automatic style")
struct SystemControllerAutomaticTests {
    @Test("an image picker presented without a style over a landscape-only presenter names the full-screen answer")
    func imagePickerNamed() throws {
        let root = present(vc("UIImagePickerController", .portrait), from: vc("Game", .landscape), style: nil)
        let d = Policy.decide(scenario(phone(version(17)), plist: plist([.landscapeLeft, .landscapeRight]), root: root, current: .landscapeLeft))
        #expect(d.exception == nil, "as a sheet its presenter decides")
        let use = try #require(d.claimsUsed.first { $0.claim == Claim.systemControllersMapAutomatic.id })
        #expect(use.alternatives.first?.exception != nil, "shown full screen the portrait-only picker raises in a landscape-only app")
    }

    @Test("a project's own controller presented without a style names no system-controller dispute")
    func ownControllerNotNamed() {
        let root = present(vc("PickerLike", .portrait), from: vc("Game", .landscape), style: nil)
        let d = Policy.decide(scenario(phone(version(17)), plist: plist([.landscapeLeft, .landscapeRight]), root: root, current: .landscapeLeft))
        #expect(!d.claimsUsed.contains { $0.claim == Claim.systemControllersMapAutomatic.id })
    }
}
