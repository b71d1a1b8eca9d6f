import OrientationPolicy
import Testing

@Suite("Launch orientation (TN2244, QA1588, Info.plist UIInterfaceOrientation)")
struct LaunchTests {
    @Test(
        "iOS 7 and below: portrait when listed, else the first listed orientation (TN2244)",
        arguments: [
            ([InterfaceOrientation.landscapeLeft, .portrait], InterfaceOrientation.portrait, LaunchOrientation.Reason.portraitListed),
            ([.landscapeRight, .landscapeLeft], .landscapeRight, .firstListed),
            ([.landscapeLeft, .landscapeRight], .landscapeLeft, .firstListed),
        ])
    func tn2244(list: [InterfaceOrientation], expected: InterfaceOrientation, reason: LaunchOrientation.Reason) {
        let l = Policy.launchOrientation(infoPlist: plist(list), device: phone(version(7, 1)), deviceOrientation: .landscapeLeft)
        #expect(l.interfaceOrientation == expected)
        #expect(l.reason == reason)
    }

    @Test(
        "iOS 8+: the device orientation when listed, else portrait if listed, else the first listed",
        arguments: [
            (DeviceOrientation?.some(.landscapeLeft), InterfaceOrientation.landscapeRight),
            (.faceUp, .portrait),
            (.portraitUpsideDown, .portrait),  // not listed
            (nil, .portrait),
        ])
    func modernLaunch(d: DeviceOrientation?, expected: InterfaceOrientation) {
        let l = Policy.launchOrientation(infoPlist: plist(phoneTemplate), device: phone(version(8, 0)), deviceOrientation: d)
        #expect(l.interfaceOrientation == expected)
    }

    @Test("without the orientation list the old UIInterfaceOrientation key is used, and ignored when the list exists")
    func oldKey() {
        let withoutList = Policy.launchOrientation(infoPlist: plist(nil, initial: .landscapeRight), device: phone(version(4)), deviceOrientation: nil)
        #expect(withoutList == LaunchOrientation(interfaceOrientation: .landscapeRight, reason: .initialInterfaceOrientationKey))
        let withList = Policy.launchOrientation(
            infoPlist: plist([.portrait], initial: .landscapeRight), device: phone(version(4)), deviceOrientation: nil)
        #expect(withList.interfaceOrientation == .portrait)
    }

    @Test(
        "nothing listed: the app launches in portrait (the Habr article on iOS 6 autorotation; Info.plist doc default)",
        arguments: [[InterfaceOrientation]?.none, []])
    func nothingListed(list: [InterfaceOrientation]?) {
        let l = Policy.launchOrientation(infoPlist: plist(list), device: phone(version(5)), deviceOrientation: .landscapeLeft)
        #expect(l == LaunchOrientation(interfaceOrientation: .portrait, reason: .portraitDefault))
    }

    @Test("the ~ipad list decides an iPad launch")
    func padList() {
        let l = Policy.launchOrientation(
            infoPlist: plist([.portrait], pad: [.landscapeLeft, .landscapeRight]), device: pad(version(7)), deviceOrientation: nil)
        #expect(l.interfaceOrientation == .landscapeLeft)
    }

    @Test("decide without a current orientation launches, then the root controller rotates to what it supports")
    func launchThenSettle() {
        let d = Policy.decide(scenario(phone(version(7)), plist: plist(phoneTemplate), root: vc("Game", .landscape), current: nil))
        #expect(d.interfaceOrientation == .landscapeLeft)
        #expect(d.outcome == .rotated)
        #expect(d.rules.filter { $0 == "launch-orientation" }.count == 2)
    }

    @Test("decide without a current orientation and a root that supports the launch orientation is unchanged")
    func launchUnchanged() {
        let d = Policy.decide(scenario(phone(version(17)), root: vc(), current: nil, deviceOrientation: .landscapeLeft))
        #expect(d.interfaceOrientation == .landscapeRight)
        #expect(d.outcome == .unchanged)
    }
}
