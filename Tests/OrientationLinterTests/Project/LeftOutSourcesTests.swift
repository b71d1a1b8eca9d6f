import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// A source file left on disk but out of its Xcode project is compiled into no app: Xcode builds what a target's
/// build phases or synchronized folders name, and nothing else. The shape is StarClub-iOS's: `CommentController.m`
/// sits beside `CommentAutoController.m` in `Class/Comment/`, which the app target builds, but no target lists it.
/// Files in folders where no target lists anything (a vendored library, CocoaPods' `Pods`, a Swift package) stay every
/// app's.
@Suite struct LeftOutSourcesTests {
    typealias X = XcodeTargetFixtures

    static let projects: [XcodeProjectFacts] = {
        let demo = X.project([
            X.Target(
                name: "Main", settings: ["INFOPLIST_FILE = Main/Info.plist;"],
                sources: ["Main/AppDelegate.m", "Main/Comments/CommentAutoController.m"]),
            X.Target(name: "Notes", settings: ["INFOPLIST_FILE = Notes/Info.plist;"], synchronizedFolders: [("Notes", ["Debug/Fixtures.swift"])]),
        ])
        return [try! XcodeProjectReader.read(Array(demo.utf8), path: "Demo.xcodeproj/project.pbxproj")]
    }()

    @Test(arguments: [
        ("Main/Comments/CommentAutoController.m", true),  // its target lists it
        ("Main/Comments/CommentController.m", false),  // beside a listed source, listed by no target
        ("Main/OldRootController.swift", false),  // the same, in Swift
        ("Main/Comments/CommentController.h", true),  // a header is not compiled on its own
        ("Main/Comments/CommentController.xib", true),  // nor is a xib judged this way
        ("Pods/MBProgressHUD/MBProgressHUD.m", true),  // a folder where no target lists anything
        ("Packages/Kit/Sources/Kit/Kit.swift", true),
        ("Notes/Debug/Fixtures.swift", false),  // an exception of the only folder that would build it
    ])
    func anAppIsNotBuiltFromASourceLeftOutOfAFolderItsProjectBuilds(file: String, seen: Bool) {
        #expect(AppFileScope(projects: Self.projects, infoPlistPath: "Main/Info.plist").sees(file) == seen)
    }

    @Test func aReadInASourceNoTargetListsBesideTheAppsSourcesIsNoFinding() throws {
        let read = { (name: String) in
            """
            @implementation \(name)
            - (void)keyboardWillShow:(NSNotification *)notification {
                UIInterfaceOrientation o = [UIApplication sharedApplication].statusBarOrientation;
            }
            @end
            """
        }
        let project = try X.importProject([
            "Demo.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Main", settings: ["INFOPLIST_FILE = Main/Info.plist;"],
                    sources: ["Main/Comments/CommentAutoController.m"])
            ]),
            "Main/Info.plist": X.infoPlist(["Portrait"]),
            "Main/Comments/CommentAutoController.m": read("CommentAutoController"),
            "Main/Comments/CommentController.m": read("CommentController"),
            "Vendor/HUD/HUD.m": read("HUD"),
        ])
        let report = ProjectLint.run(project, targets: ReadinessLintTests.targets)
        let files = report.apps.flatMap(\.findings).filter { $0.finding.code == .statusBarOrientationDeprecated }
            .compactMap { $0.location?.file }
        #expect(files.sorted() == ["Main/Comments/CommentAutoController.m", "Vendor/HUD/HUD.m"])
    }
}
