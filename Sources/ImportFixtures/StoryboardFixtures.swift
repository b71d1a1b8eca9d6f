@testable import OrientationImport

/// Interface Builder documents written by hand in the shapes Xcode saves them: the current format (Xcode 8 and
/// later), the Xcode 4/5 format, a xib with nested controllers. Ids look like Interface Builder's.
enum StoryboardFixtures {
    static func read(_ text: String, path: String = "App/Base.lproj/Main.storyboard") throws(ImportError) -> ImportedStoryboard {
        try StoryboardReader.read(Array(text.utf8), path: path)
    }

    static func error(_ text: String, path: String = "App/Base.lproj/Main.storyboard") -> ImportError? {
        do {
            _ = try read(text, path: path)
            return nil
        } catch {
            return error
        }
    }

    /// Where `needle` starts in `text`: 1-based line and byte column, counted independently of the reader.
    static func location(of needle: String, in text: String, file: String = "App/Base.lproj/Main.storyboard") -> SourceLocation? {
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let r = line.firstRange(of: needle) {
                return SourceLocation(file: file, line: i + 1, column: line.utf8.distance(from: line.startIndex, to: r.lowerBound) + 1)
            }
        }
        return nil
    }

    /// The document element and its head, up to the scenes, with `initial` as the initial view controller.
    static func header(initial: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
        """
    }

    static let documentStart = header(initial: "Tb-Ar-001")

    /// A storyboard of one scene, its initial one: a view controller of `customClass` with the element id `id`
    /// (and the storyboard identifier `identifier` when given), whose view has no subviews.
    static func oneScene(_ customClass: String, id: String, identifier: String? = nil) -> String {
        let storyboardID = identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? ""
        return header(initial: id) + """

                <scenes>
                    <scene sceneID="Sc-\(id)">
                        <objects>
                            <viewController \(storyboardID)id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw-\(id)"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// A tab bar of two navigation controllers; the first's root presents a player full screen from a button
    /// and shows details from a table cell; the second's root embeds a child, opens a popover from a bar item,
    /// and goes to another storyboard from a tap gesture recognizer beside it in the scene.
    static let modern =
        documentStart + """

                <scenes>
                    <!--Tab Bar Controller-->
                    <scene sceneID="Sc-Tb-001">
                        <objects>
                            <tabBarController id="Tb-Ar-001" customClass="RootTabBarController" customModule="Tiles" customModuleProvider="target" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="Tb-Vw-001">
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="Nv-Cn-001" kind="relationship" relationship="viewControllers" id="Sg-Rl-001"/>
                                    <segue destination="Nv-Cn-002" kind="relationship" relationship="viewControllers" id="Sg-Rl-002"/>
                                </connections>
                            </tabBarController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Fr-Rs-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="0.0" y="0.0"/>
                    </scene>
                    <!--Library-->
                    <scene sceneID="Sc-Nv-001">
                        <objects>
                            <navigationController id="Nv-Cn-001" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Library" id="Ti-Li-001"/>
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nb-Li-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Tv-Li-001" kind="relationship" relationship="rootViewController" id="Sg-Rt-001"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Fr-Rs-002" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <!--Videos-->
                    <scene sceneID="Sc-Li-001">
                        <objects>
                            <tableViewController storyboardIdentifier="Library" id="Tv-Li-001" customClass="LibraryViewController" customModule="Tiles" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="Tb-Vi-001">
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Video" id="Ce-Vi-001">
                                            <connections>
                                                <segue destination="Dt-Vc-001" kind="show" identifier="ShowDetail" id="Sg-Sh-001"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                                <navigationItem key="navigationItem" title="Videos" id="Ni-Li-001">
                                    <barButtonItem key="rightBarButtonItem" systemItem="play" id="Bb-Pl-001">
                                        <connections>
                                            <segue destination="Pl-Ay-001" kind="presentation" identifier="Play" modalPresentationStyle="fullScreen" id="Sg-Pr-001"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Fr-Rs-003" sceneMemberID="firstResponder"/>
                            <exit id="Ex-It-001" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                    <!--Detail-->
                    <scene sceneID="Sc-Dt-001">
                        <objects>
                            <viewController id="Dt-Vc-001" customClass="DetailViewController" customModule="Tiles" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw-Dt-001">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" id="Bt-Sh-001">
                                            <connections>
                                                <segue destination="Sh-Vc-001" kind="presentation" id="Sg-Pr-002"/>
                                                <segue destination="Ex-It-001" kind="unwind" unwindAction="backToLibrary:" id="Sg-Uw-001"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <!--Player-->
                    <scene sceneID="Sc-Pl-001">
                        <objects>
                            <avPlayerViewController videoGravity="AVLayerVideoGravityResizeAspect" id="Pl-Ay-001" customClass="PlayerViewController" customModule="Tiles" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <!--Share-->
                    <scene sceneID="Sc-Sh-001">
                        <objects>
                            <viewController modalPresentationStyle="overFullScreen" id="Sh-Vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <!--Settings-->
                    <scene sceneID="Sc-Nv-002">
                        <objects>
                            <navigationController id="Nv-Cn-002" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Se-Vc-001" kind="relationship" relationship="rootViewController" id="Sg-Rt-002"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Sc-Se-001">
                        <objects>
                            <tapGestureRecognizer id="Tg-Re-001">
                                <connections>
                                    <segue destination="Rf-Pl-001" kind="show" id="Sg-Sh-002"/>
                                </connections>
                            </tapGestureRecognizer>
                            <viewController id="Se-Vc-001" customClass="SettingsViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Vw-Se-001">
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="Cv-Se-001">
                                            <connections>
                                                <segue destination="Pg-Vc-001" kind="embed" id="Sg-Em-001"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" id="Ni-Se-001">
                                    <barButtonItem key="leftBarButtonItem" title="Help" id="Bb-Hp-001">
                                        <connections>
                                            <segue destination="Hp-Vc-001" kind="popoverPresentation" popoverAnchorBarButtonItem="Bb-Hp-001" id="Sg-Po-001">
                                                <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                                            </segue>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
                            <viewControllerPlaceholder storyboardName="Account" referencedIdentifier="Profile" id="Rf-Pl-001" sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Fr-Rs-004" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="Sc-Pg-001">
                        <objects>
                            <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="Pg-Vc-001" sceneMemberID="viewController"/>
                            <viewController id="Hp-Vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """

    /// The Xcode 4.2 storyboard format: `modal` and `push` segues, a `<segue reference>` repeat.
    static let xcode4 = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.0" toolsVersion="1938" systemVersion="11C74" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none" initialViewController="3">
            <dependencies>
                <development defaultVersion="4200" identifier="xcode"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="933"/>
            </dependencies>
            <scenes>
                <scene sceneID="11">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="10" sceneMemberID="firstResponder"/>
                        <navigationController id="3" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="4">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="12" kind="relationship" relationship="rootViewController" id="19"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="18">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="17" sceneMemberID="firstResponder"/>
                        <viewController id="12" customClass="MasterViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="14">
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="20">
                                        <connections>
                                            <segue destination="21" kind="modal" modalPresentationStyle="formSheet" id="22"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="23" kind="push" identifier="Next" id="24"/>
                                <segue reference="22"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="25">
                    <objects>
                        <viewController id="21" customClass="LandscapeViewController" sceneMemberID="viewController"/>
                        <viewController id="23" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A `MainWindow.xib` of the iOS 4 era: the window's root is a navigation controller with its root nested.
    static let mainWindowXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIApplication"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <customObject id="3" customClass="AppDelegate">
                    <connections>
                        <outlet property="window" destination="2" id="9"/>
                    </connections>
                </customObject>
                <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="2">
                    <connections>
                        <outlet property="rootViewController" destination="6" id="10"/>
                    </connections>
                </window>
                <tabBarController id="6" customClass="MainTabBarController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="7"/>
                    <viewControllers>
                        <navigationController id="11">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="12"/>
                            <viewControllers>
                                <viewController nibName="RootViewController" id="13" customClass="RootViewController">
                                    <navigationItem key="navigationItem" title="Root" id="14"/>
                                </viewController>
                            </viewControllers>
                        </navigationController>
                        <viewController id="15" customClass="SettingsViewController"/>
                    </viewControllers>
                </tabBarController>
            </objects>
        </document>
        """

    /// A `MainWindow.xib` in the archive format of Xcode 3 and 4: a window whose root is a tab bar controller of a
    /// navigation controller (its root nested inside it, with a custom class) and a table view controller
    /// (referred to from the tab bar's array, defined elsewhere in the archive).
    static let archiveMainWindowXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1280</int>
        \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t<object class="IBProxyObject" id="700">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t</object>
        \t\t\t<object class="IBUICustomObject" id="710"/>
        \t\t\t<object class="IBUIWindow" id="720">
        \t\t\t\t<string key="NSFrameSize">{320, 480}</string>
        \t\t\t</object>
        \t\t\t<object class="IBUITabBarController" id="800">
        \t\t\t\t<object class="IBUITabBar" key="IBUITabBar" id="801"/>
        \t\t\t\t<object class="NSMutableArray" key="IBUIViewControllers">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<object class="IBUINavigationController" id="810">
        \t\t\t\t\t\t<object class="IBUINavigationBar" key="IBUINavigationBar" id="812"/>
        \t\t\t\t\t\t<object class="NSMutableArray" key="IBUIViewControllers">
        \t\t\t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t\t\t<object class="IBUIViewController" id="811">
        \t\t\t\t\t\t\t\t<object class="IBUINavigationItem" key="IBUINavigationItem" id="813"/>
        \t\t\t\t\t\t\t\t<object class="IBUISearchDisplayController" id="814"/>
        \t\t\t\t\t\t\t</object>
        \t\t\t\t\t\t</object>
        \t\t\t\t\t</object>
        \t\t\t\t\t<reference ref="820"/>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t\t<object class="IBUITableViewController" id="820"/>
        \t\t</object>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<object class="NSMutableArray" key="connectionRecords">
        \t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t<object class="IBConnectionRecord">
        \t\t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
        \t\t\t\t\t\t<string key="label">window</string>
        \t\t\t\t\t\t<reference key="source" ref="710"/>
        \t\t\t\t\t\t<reference key="destination" ref="720"/>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t\t<object class="IBConnectionRecord">
        \t\t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
        \t\t\t\t\t\t<string key="label">rootViewController</string>
        \t\t\t\t\t\t<reference key="source" ref="720"/>
        \t\t\t\t\t\t<reference key="destination" ref="800"/>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<object class="NSArray" key="orderedObjects">
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">3</int>
        \t\t\t\t\t\t<reference key="object" ref="710"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">14</int>
        \t\t\t\t\t\t<reference key="object" ref="811"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">20</int>
        \t\t\t\t\t\t<reference key="object" ref="820"/>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t\t<object class="NSMutableDictionary" key="flattenedProperties">
        \t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t<object class="NSArray" key="dict.sortedKeys">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<string>14.CustomClassName</string>
        \t\t\t\t\t<string>14.IBPluginDependency</string>
        \t\t\t\t\t<string>3.CustomClassName</string>
        \t\t\t\t</object>
        \t\t\t\t<object class="NSArray" key="dict.values">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<string>GalleryViewController</string>
        \t\t\t\t\t<string>com.apple.InterfaceBuilder.IBCocoaTouchPlugin</string>
        \t\t\t\t\t<string>GalleryAppDelegate</string>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t</object>
        \t</data>
        </archive>
        """
}
