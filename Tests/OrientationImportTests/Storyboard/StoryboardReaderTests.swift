import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

private typealias SourceLocation = OrientationImport.SourceLocation

@Suite struct StoryboardReaderTests {
    typealias F = StoryboardFixtures

    /// Each controller element with the engine's kind and the UIKit class it stands for.
    @Test(arguments: [
        ("viewController", ControllerKind.viewController, "UIViewController"),
        ("tableViewController", .viewController, "UITableViewController"),
        ("collectionViewController", .viewController, "UICollectionViewController"),
        ("navigationController", .navigationController, "UINavigationController"),
        ("tabBarController", .tabBarController, "UITabBarController"),
        ("splitViewController", .splitViewController, "UISplitViewController"),
        ("pageViewController", .pageViewController, "UIPageViewController"),
        ("avPlayerViewController", .viewController, "AVPlayerViewController"),
        ("glkViewController", .viewController, "GLKViewController"),
        ("hostingController", .viewController, "UIHostingController"),
        ("arViewController", .viewController, "UIViewController"),
    ])
    func aControllerElementIsItsKindAndUIKitClass(element: String, kind: ControllerKind, uikitClass: String) throws {
        let board = try F.read(
            F.documentStart + """

                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <\(element) id="c1" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """)
        #expect(board.controllers.map(\.id) == ["c1"])
        #expect(board.controllers.first?.kind == kind)
        #expect(board.controllers.first?.uikitClass == uikitClass)
        #expect(board.controllers.first?.location == SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 11, column: 17))
    }

    /// Objects in a scene that are not view controllers.
    @Test(arguments: [
        "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"c1\" sceneMemberID=\"firstResponder\"/>",
        "<exit id=\"c1\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>",
        "<searchDisplayController id=\"c1\"/>",
        "<tapGestureRecognizer id=\"c1\"/>",
        "<viewController sceneMemberID=\"viewController\"/>",
        "<customObject id=\"c1\" customClass=\"Coordinator\"/>",
    ])
    func anObjectThatIsNotAViewControllerIsNotOne(object: String) throws {
        let board = try F.read(F.documentStart + "\n<scenes><scene sceneID=\"s\"><objects>\(object)</objects></scene></scenes></document>")
        #expect(board.controllers.isEmpty)
    }

    @Test func theModernStoryboardsControllersAreReadWithTheirClassesAndIdentifiers() throws {
        let board = try F.read(F.modern)
        #expect(board.name == "Main")
        #expect(board.initialViewControllerID == "Tb-Ar-001")
        #expect(board.targetRuntime == "iOS.CocoaTouch")
        #expect(board.skippedReason == nil)
        #expect(
            board.controllers.map(\.id) == [
                "Tb-Ar-001", "Nv-Cn-001", "Tv-Li-001", "Dt-Vc-001", "Pl-Ay-001", "Sh-Vc-001",
                "Nv-Cn-002", "Se-Vc-001", "Pg-Vc-001", "Hp-Vc-001",
            ])
        let byID = Dictionary(uniqueKeysWithValues: board.controllers.map { ($0.id, $0) })
        #expect(byID["Tb-Ar-001"]?.className == "RootTabBarController")
        #expect(byID["Tv-Li-001"]?.storyboardIdentifier == "Library")
        #expect(byID["Tv-Li-001"]?.customClass == "LibraryViewController")
        #expect(byID["Pl-Ay-001"]?.className == "PlayerViewController")
        #expect(byID["Pl-Ay-001"]?.uikitClass == "AVPlayerViewController")
        #expect(byID["Nv-Cn-001"]?.customClass == nil)
        #expect(byID["Nv-Cn-001"]?.className == "UINavigationController")
        #expect(byID["Sh-Vc-001"]?.modalPresentationStyle == .overFullScreen)
        #expect(byID["Dt-Vc-001"]?.modalPresentationStyle == nil)
    }

    @Test func everyControllerAndSegueIsLocatedAtItsStartTag() throws {
        let board = try F.read(F.modern)
        // Each controller's start tag is the only tag on the line that carries its id.
        let lines = F.modern.split(separator: "\n", omittingEmptySubsequences: false)
        for c in board.controllers {
            let line = lines.firstIndex { $0.contains(" id=\"\(c.id)\"") }.map { $0 + 1 }
            let column = line.flatMap { lines[$0 - 1].firstIndex(of: "<") }.map {
                lines[line! - 1].utf8.distance(from: lines[line! - 1].startIndex, to: $0) + 1
            }
            #expect(c.location.line == line && c.location.column == column, "\(c.id)")
        }
        // Counted by hand: the tab bar controller's start tag and the player presentation.
        #expect(board.controllers.first?.location == SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 12, column: 17))
        let play = board.segues.first { $0.identifier == "Play" }
        #expect(play?.location == SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 56, column: 33))
        for s in board.segues {
            #expect(s.location == F.location(of: "<segue destination=\"\(s.destinationID)\"", in: F.modern), "\(s.id)")
        }
    }

    @Test func seguesStartFromTheEnclosingControllerWithTheirKindsInDocumentOrder() throws {
        let board = try F.read(F.modern)
        let summary = board.segues.map { "\($0.sourceID) \($0.kind) \($0.destinationID) \($0.id)" }
        #expect(
            summary == [
                "Tb-Ar-001 relationship(\"viewControllers\") Nv-Cn-001 Sg-Rl-001",
                "Tb-Ar-001 relationship(\"viewControllers\") Nv-Cn-002 Sg-Rl-002",
                "Nv-Cn-001 relationship(\"rootViewController\") Tv-Li-001 Sg-Rt-001",
                "Tv-Li-001 show Dt-Vc-001 Sg-Sh-001",
                "Tv-Li-001 present Pl-Ay-001 Sg-Pr-001",
                "Dt-Vc-001 present Sh-Vc-001 Sg-Pr-002",
                "Dt-Vc-001 other(\"unwind\") Ex-It-001 Sg-Uw-001",
                "Nv-Cn-002 relationship(\"rootViewController\") Se-Vc-001 Sg-Rt-002",
                "Se-Vc-001 embed Pg-Vc-001 Sg-Em-001",
                "Se-Vc-001 popover Hp-Vc-001 Sg-Po-001",
                "Se-Vc-001 show Rf-Pl-001 Sg-Sh-002",
            ])
    }

    @Test func aPresentationKeepsItsIdentifierAndStyle() throws {
        let board = try F.read(F.modern)
        let play = board.segues.first { $0.id == "Sg-Pr-001" }
        #expect(play?.identifier == "Play")
        #expect(play?.modalPresentationStyle == .fullScreen)
        // Without a style on the segue the iOS version's default (or the destination's own style) applies.
        #expect(board.segues.first { $0.id == "Sg-Pr-002" }?.modalPresentationStyle == nil)
    }

    @Test func aStoryboardReferenceIsAPlaceholder() throws {
        let board = try F.read(F.modern)
        #expect(
            board.placeholders == [
                StoryboardPlaceholder(
                    id: "Rf-Pl-001", storyboardName: "Account", referencedIdentifier: "Profile",
                    location: F.location(of: "<viewControllerPlaceholder", in: F.modern)!)
            ])
        #expect(!board.controllers.contains { $0.id == "Rf-Pl-001" })
    }

    /// Every value of the `kind` attribute, current and Xcode 4/5 spellings.
    @Test(arguments: [
        ("show", StoryboardSegue.Kind.show),
        ("push", .show),
        ("showDetail", .showDetail),
        ("presentation", .present),
        ("modal", .present),
        ("popoverPresentation", .popover),
        ("popover", .popover),
        ("embed", .embed),
        ("replace", .other("replace")),
        ("unwind", .other("unwind")),
        ("custom", .other("custom")),
    ])
    func aSegueKindIsRead(kind: String, expected: StoryboardSegue.Kind) throws {
        #expect(try segue("kind=\"\(kind)\"")?.kind == expected)
    }

    @Test(arguments: [
        "rootViewController", "viewControllers", "masterViewController", "detailViewController",
        "supplementaryViewController",
    ])
    func aRelationshipKeepsItsName(relationship: String) throws {
        #expect(try segue("kind=\"relationship\" relationship=\"\(relationship)\"")?.kind == .relationship(relationship))
    }

    /// Interface Builder's presentation styles, as it writes them on a segue.
    @Test(arguments: [
        ("fullScreen", ModalPresentationStyle.fullScreen),
        ("pageSheet", .pageSheet),
        ("formSheet", .formSheet),
        ("currentContext", .currentContext),
        ("overFullScreen", .overFullScreen),
        ("overCurrentContext", .overCurrentContext),
        ("popover", .popover),
        ("custom", .custom),
        ("automatic", .automatic),
    ])
    func aPresentationStyleIsRead(attribute: String, style: ModalPresentationStyle) throws {
        #expect(try segue("kind=\"presentation\" modalPresentationStyle=\"\(attribute)\"")?.modalPresentationStyle == style)
        #expect(try segue("kind=\"modal\" modalPresentationStyle=\"\(attribute)\"")?.modalPresentationStyle == style)
    }

    @Test func aStyleIsOnlyReadOnAPresentation() throws {
        #expect(try segue("kind=\"show\" modalPresentationStyle=\"fullScreen\"")?.modalPresentationStyle == nil)
    }

    @Test func anUnknownStyleIsReadAsNotSet() throws {
        #expect(try segue("kind=\"presentation\" modalPresentationStyle=\"sideways\"")?.modalPresentationStyle == nil)
    }

    /// One segue `<segue destination="d" id="g" ATTRIBUTES/>` from a view controller, read back.
    func segue(_ attributes: String) throws -> StoryboardSegue? {
        let board = try F.read(
            F.documentStart + """

                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="c1" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="d" \(attributes) id="g"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """)
        #expect(board.segues.count == 1)
        #expect(board.segues.first?.sourceID == "c1")
        return board.segues.first
    }

    @Test func theXcode4FormatIsRead() throws {
        let board = try F.read(F.xcode4, path: "MainStoryboard_iPad.storyboard")
        #expect(board.name == "MainStoryboard_iPad")
        #expect(board.targetRuntime == "iOS.CocoaTouch.iPad")
        #expect(board.initialViewControllerID == "3")
        #expect(
            board.controllers.map { "\($0.id) \($0.kind) \($0.className)" } == [
                "3 navigationController UINavigationController", "12 viewController MasterViewController",
                "21 viewController LandscapeViewController", "23 viewController UIViewController",
            ])
        #expect(
            board.segues.map { "\($0.sourceID) \($0.kind) \($0.destinationID) \($0.id)" } == [
                "3 relationship(\"rootViewController\") 12 19", "12 present 21 22", "12 show 23 24",
            ])
        #expect(board.segues[1].modalPresentationStyle == .formSheet)
        #expect(board.segues[2].identifier == "Next")
        #expect(board.segues[1].location == SourceLocation(file: "MainStoryboard_iPad.storyboard", line: 29, column: 37))
    }

    @Test func aMainWindowXibGivesTheWindowsRootAndItsNestedChildrenAsRelationships() throws {
        let board = try F.read(F.mainWindowXib, path: "Resources/MainWindow.xib")
        #expect(board.name == "MainWindow")
        #expect(board.initialViewControllerID == "6")
        #expect(
            board.controllers.map { "\($0.id) \($0.kind) \($0.className)" } == [
                "6 tabBarController MainTabBarController", "11 navigationController UINavigationController",
                "13 viewController RootViewController", "15 viewController SettingsViewController",
            ])
        #expect(
            board.segues.map { "\($0.id) \($0.kind)" } == [
                "6/11 relationship(\"viewControllers\")", "11/13 relationship(\"rootViewController\")",
                "6/15 relationship(\"viewControllers\")",
            ])
        #expect(board.segues.first?.location == SourceLocation(file: "Resources/MainWindow.xib", line: 19, column: 17))
    }

    @Test(arguments: [
        ("Base.lproj/Main.storyboard", "Main"), ("Main.storyboard", "Main"),
        ("App/en.lproj/Launch Screen.storyboard", "Launch Screen"), ("Views/Cell.xib", "Cell"),
        ("Odd.name.storyboard", "Odd.name"),
    ])
    func theNameIsTheFileNameWithoutFolderAndExtension(path: String, name: String) {
        #expect(StoryboardReader.documentName(path) == name)
    }

    @Test(arguments: [
        ("targetRuntime=\"MacOSX.Cocoa\" type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"", "MacOSX.Cocoa", "a Mac document"),
        ("targetRuntime=\"watchKit\" type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\"", "watchKit", "a watch document"),
    ])
    func aMacOrWatchDocumentIsSkippedWithTheReason(attributes: String, runtime: String, reason: String) throws {
        let board = try F.read(
            "<document \(attributes) version=\"3.0\"><scenes><scene sceneID=\"s\"><objects><viewController id=\"v\"/></objects></scene></scenes></document>"
        )
        #expect(board.controllers.isEmpty)
        #expect(board.targetRuntime == runtime)
        #expect(board.skippedReason?.hasPrefix(reason) == true)
    }

    @Test func aTVOSStoryboardIsRead() throws {
        let board = try F.read(
            "<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\" targetRuntime=\"AppleTV\" version=\"3.0\"><scenes><scene sceneID=\"s\"><objects><viewController id=\"v\"/></objects></scene></scenes></document>"
        )
        #expect(board.controllers.map(\.id) == ["v"])
    }

    @Test func anArchiveXibIsReadWithItsWindowsRootNestedChildrenAndCustomClasses() throws {
        let board = try F.read(F.archiveMainWindowXib, path: "en.lproj/MainWindow.xib")
        #expect(board.name == "MainWindow")
        #expect(board.skippedReason == nil)
        #expect(board.initialViewControllerID == "800")
        #expect(
            board.controllers.map { "\($0.id) \($0.kind) \($0.className)" } == [
                "800 tabBarController UITabBarController", "810 navigationController UINavigationController",
                "811 viewController GalleryViewController", "820 viewController UITableViewController",
            ])
        #expect(board.controllers[3].uikitClass == "UITableViewController")
        #expect(
            board.segues.map { "\($0.id) \($0.kind)" } == [
                "800/810 relationship(\"viewControllers\")", "810/811 relationship(\"rootViewController\")",
                "800/820 relationship(\"viewControllers\")",
            ])
        #expect(
            board.controllers[1].location
                == F.location(
                    of: "<object class=\"IBUINavigationController\"", in: F.archiveMainWindowXib,
                    file: "en.lproj/MainWindow.xib"))
    }

    @Test func aMacArchiveXibIsSkippedWithTheReason() throws {
        let board = try F.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00">
                <data><object class="NSMutableArray" key="IBDocument.RootObjects" id="1000"/></data>
            </archive>
            """, path: "MainMenu.xib")
        #expect(board.controllers.isEmpty)
        #expect(board.skippedReason?.hasPrefix("a Mac document") == true)
    }
}

extension StoryboardReaderTests {
    @Test func aDocumentSavedOnOneLineLocatesEachTagAtItsOwnColumn() throws {
        let scenes = (0..<40).map { i in
            "<scene sceneID=\"s\(i)\"><objects><viewController id=\"v\(i)\" title=\"Ünïcödé \(i)\"/></objects></scene>"
        }
        let text = "<document targetRuntime=\"iOS.CocoaTouch\"><scenes>" + scenes.joined() + "</scenes></document>"
        let board = try F.read(text)
        #expect(board.controllers.count == 40)
        for c in board.controllers {
            let r = try #require(text.firstRange(of: "<viewController id=\"\(c.id)\""))
            #expect(
                c.location
                    == SourceLocation(
                        file: "App/Base.lproj/Main.storyboard", line: 1,
                        column: text.utf8.distance(from: text.startIndex, to: r.lowerBound) + 1))
        }
    }
}

extension StoryboardReaderTests {
    @Test func aViewXibOfAControllerHasNoControllers() throws {
        // The nib a view controller loads: its class is the File's Owner, a placeholder, not a controller element.
        let board = try F.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerViewController">
                        <connections>
                            <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT"/>
                </objects>
            </document>
            """, path: "Player/PlayerViewController.xib")
        #expect(board.name == "PlayerViewController")
        #expect(board.controllers.isEmpty && board.segues.isEmpty && board.initialViewControllerID == nil)
    }
}
