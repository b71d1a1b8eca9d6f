import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

private typealias SourceLocation = OrientationImport.SourceLocation

@Suite struct InfoPlistReaderTests {
    typealias F = InfoPlistFixtures

    /// Each orientation key, with and without a device modifier, lands in its own field of the engine's model.
    @Test(arguments: [
        ("UISupportedInterfaceOrientations", "plain"),
        ("UISupportedInterfaceOrientations~ipad", "pad"),
        ("UISupportedInterfaceOrientations~iphone", "phone"),
    ])
    func eachOrientationKeyIsReadIntoItsOwnField(key: String, field: String) throws {
        let info = try F.read(F.orientations(key, ["UIInterfaceOrientationLandscapeLeft"])).infoPlist
        let fields = [
            "plain": info.supportedInterfaceOrientations, "pad": info.supportedInterfaceOrientationsPad,
            "phone": info.supportedInterfaceOrientationsPhone,
        ]
        for (name, value) in fields {
            #expect(value == (name == field ? [.landscapeLeft] : nil), "field \(name)")
        }
    }

    /// The four names the UISupportedInterfaceOrientations documentation lists.
    @Test(arguments: [
        ("UIInterfaceOrientationPortrait", InterfaceOrientation.portrait),
        ("UIInterfaceOrientationPortraitUpsideDown", .portraitUpsideDown),
        ("UIInterfaceOrientationLandscapeLeft", .landscapeLeft),
        ("UIInterfaceOrientationLandscapeRight", .landscapeRight),
    ])
    func eachOrientationNameIsItsOrientation(name: String, orientation: InterfaceOrientation) throws {
        let plist = try F.read(F.orientations("UISupportedInterfaceOrientations", [name]))
        #expect(plist.infoPlist.supportedInterfaceOrientations == [orientation])
        #expect(plist.ignoredOrientations.isEmpty)
    }

    /// The built Info.plist's MinimumOSVersion (Xcode writes it from the deployment target); another shape says
    /// nothing rather than failing the import.
    @Test(arguments: [
        ("<key>MinimumOSVersion</key><string>15.0</string>", SystemVersion(15, 0) as SystemVersion?),
        ("<key>MinimumOSVersion</key><string>$(IPHONEOS_DEPLOYMENT_TARGET)</string>", nil),
        ("<key>MinimumOSVersion</key><integer>15</integer>", nil),
        ("<key>CFBundleName</key><string>Tiles</string>", nil),
    ])
    func theMinimumOSVersionIsTheDeploymentTarget(body: String, version: SystemVersion?) throws {
        #expect(try F.read(body).deploymentTarget == version)
    }

    @Test func aListKeepsTheOrderItIsWrittenIn() throws {
        // The first orientation listed is the one an app launches in (TN2244), so order matters.
        let plist = try F.read(
            F.orientations(
                "UISupportedInterfaceOrientations",
                [
                    "UIInterfaceOrientationLandscapeRight", "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                ]))
        #expect(plist.infoPlist.supportedInterfaceOrientations == [.landscapeRight, .portrait, .landscapeLeft])
    }

    /// Strings that are not one of the four names: UIKit skips them, the importer too, and says where they are.
    @Test(arguments: [
        "portrait", "UIInterfaceOrientationUnknown", "UIInterfaceOrientationLandscape",
        "UIInterfaceOrientationMaskAll", " UIInterfaceOrientationPortrait", "",
    ])
    func aStringThatNamesNoOrientationIsSkippedAndRecorded(name: String) throws {
        let plist = try F.read(F.orientations("UISupportedInterfaceOrientations", ["UIInterfaceOrientationPortrait", name]))
        #expect(plist.infoPlist.supportedInterfaceOrientations == [.portrait])
        #expect(plist.ignoredOrientations == [Located(name, at: SourceLocation(file: "App/Info.plist", line: 8, column: 3))])
    }

    @Test func anEmptyListIsReadAsEmptyNotAsMissing() throws {
        let plist = try F.read("\t<key>UISupportedInterfaceOrientations~ipad</key>\n\t<array/>")
        #expect(plist.infoPlist.supportedInterfaceOrientationsPad == [])
        #expect(plist.infoPlist.supportedInterfaceOrientations == nil)
    }

    @Test(arguments: [
        ("UIRequiresFullScreen", "<true/>", "plain", true),
        ("UIRequiresFullScreen", "<false/>", "plain", false),
        ("UIRequiresFullScreen~ipad", "<true/>", "pad", true),
        ("UIRequiresFullScreen~ipad", "<false/>", "pad", false),
    ])
    func requiresFullScreenIsReadAsABoolean(key: String, value: String, field: String, expected: Bool) throws {
        let info = try F.read("\t<key>\(key)</key>\n\t\(value)").infoPlist
        #expect((field == "plain" ? info.requiresFullScreen : info.requiresFullScreenPad) == expected)
        #expect((field == "plain" ? info.requiresFullScreenPad : info.requiresFullScreen) == nil)
    }

    /// UIRequiresFullScreenIgnoredStartingWithVersion (Apple Developer Documentation): a version string.
    @Test(
        "UIRequiresFullScreenIgnoredStartingWithVersion is read as a version; one the system cannot read changes nothing",
        arguments: [
            ("<string>27.0</string>", SystemVersion(27) as SystemVersion?), ("<string>26.2</string>", SystemVersion(26, 2)),
            ("<string>soon</string>", nil),
        ])
    func requiresFullScreenIgnoredVersionIsRead(value: String, expected: SystemVersion?) throws {
        let info = try F.read("\t<key>UIRequiresFullScreenIgnoredStartingWithVersion</key>\n\t\(value)").infoPlist
        #expect(info.requiresFullScreenIgnoredStartingWithVersion == expected)
    }

    @Test func theOldInitialOrientationKeyIsRead() throws {
        let plist = try F.read("\t<key>UIInterfaceOrientation</key>\n\t<string>UIInterfaceOrientationLandscapeRight</string>")
        #expect(plist.infoPlist.initialInterfaceOrientation == .landscapeRight)
    }

    @Test func everyKeyIsLocatedAtItsKeyElement() throws {
        let plist = try F.read(
            """
            \t<key>CFBundlePackageType</key>
            \t<string>APPL</string>
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t</array>
            \t<key>UISupportedInterfaceOrientations~ipad</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t</array>
              <key>UIRequiresFullScreen</key><true/>
            """)
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: "App/Info.plist", line: line, column: column) }
        #expect(plist.keyLocations["CFBundlePackageType"] == at(5, 2))
        #expect(plist.keyLocations["UISupportedInterfaceOrientations"] == at(7, 2))
        #expect(plist.keyLocations["UISupportedInterfaceOrientations~ipad"] == at(11, 2))
        #expect(plist.keyLocations["UIRequiresFullScreen"] == at(15, 3))
        #expect(plist.keyLocations["UIMainStoryboardFile"] == nil)
    }

    @Test func columnsCountBytesSoALineWithAccentsLocatesTheKeyAfterThem() throws {
        let plist = try F.read("\t<key>CFBundleDisplayName</key><string>Café</string><key>UIRequiresFullScreen</key><true/>")
        // "\t<key>CFBundleDisplayName</key><string>Café</string>" is 52 characters and 53 bytes ("é" is two).
        #expect(plist.keyLocations["UIRequiresFullScreen"] == SourceLocation(file: "App/Info.plist", line: 5, column: 54))
    }

    @Test func theMainStoryboardsAreReadAtTheirKeys() throws {
        let plist = try F.read(
            """
            \t<key>UIMainStoryboardFile</key>
            \t<string>Main</string>
            \t<key>UIMainStoryboardFile~ipad</key>
            \t<string>Main_iPad</string>
            \t<key>NSMainNibFile</key>
            \t<string>MainWindow</string>
            """)
        #expect(plist.mainStoryboard == Located("Main", at: SourceLocation(file: "App/Info.plist", line: 5, column: 2)))
        #expect(plist.mainStoryboardPad?.value == "Main_iPad")
        #expect(plist.mainStoryboardPad?.location.line == 7)
        #expect(plist.mainNib?.value == "MainWindow")
    }

    @Test func anEmptyStoryboardNameNamesNoStoryboard() throws {
        // Xcode leaves `<string></string>` behind when the field is cleared in the target editor.
        let plist = try F.read("\t<key>UIMainStoryboardFile</key>\n\t<string></string>")
        #expect(plist.mainStoryboard == nil)
    }

    @Test func sceneStoryboardsAreReadFromTheSceneManifestApplicationRoleFirst() throws {
        let plist = try F.read(
            """
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<false/>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>UISceneStoryboardFile</key>
            \t\t\t\t\t<string>External</string>
            \t\t\t\t</dict>
            \t\t\t</array>
            \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>UISceneConfigurationName</key>
            \t\t\t\t\t<string>Default Configuration</string>
            \t\t\t\t\t<key>UISceneDelegateClassName</key>
            \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            \t\t\t\t\t<key>UISceneStoryboardFile</key>
            \t\t\t\t\t<string>Main</string>
            \t\t\t\t</dict>
            \t\t\t</array>
            \t\t</dict>
            \t</dict>
            """)
        #expect(
            plist.sceneStoryboards == [
                Located("Main", at: SourceLocation(file: "App/Info.plist", line: 25, column: 6)),
                Located("External", at: SourceLocation(file: "App/Info.plist", line: 14, column: 6)),
            ])
        #expect(plist.keyLocations["UIApplicationSceneManifest"]?.line == 5)
    }

    @Test func aSceneWithoutAStoryboardNamesNone() throws {
        let plist = try F.read(
            """
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
            \t\t\t<array><dict><key>UISceneDelegateClassName</key><string>SceneDelegate</string></dict></array>
            \t\t</dict>
            \t</dict>
            """)
        #expect(plist.sceneStoryboards.isEmpty)
        #expect(plist.declaresApp)
    }

    /// The name people see: the literal display name, else the literal bundle name; build-setting references
    /// are resolved only by the build.
    @Test(
        arguments: [
            ("Tiles", "Tiles Engine", "Tiles"),
            ("$(PRODUCT_NAME)", "Tiles Engine", "Tiles Engine"),
            ("${PRODUCT_NAME}", "$(PRODUCT_NAME)", nil),
            (nil, "Tiles Engine", "Tiles Engine"),
            (nil, "$(PRODUCT_NAME)", nil),
        ] as [(String?, String, String?)])
    func theBundleNameIsReadOnlyWhenLiteral(displayName: String?, bundleName: String, expected: String?) throws {
        var body = "\t<key>CFBundleName</key>\n\t<string>\(bundleName)</string>"
        if let displayName { body += "\n\t<key>CFBundleDisplayName</key>\n\t<string>\(displayName)</string>" }
        #expect(try F.read(body).bundleName == expected)
    }

    /// Whether a plist is an app's: the rule in docs/importer.md, one row per clause.
    @Test(arguments: [
        ("<key>CFBundlePackageType</key><string>APPL</string>", true),
        ("<key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string><key>LSRequiresIPhoneOS</key><true/>", true),
        ("<key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>", false),
        ("<key>CFBundlePackageType</key><string>FMWK</string><key>UISupportedInterfaceOrientations</key><array/>", false),
        ("<key>CFBundlePackageType</key><string>BNDL</string>", false),
        ("<key>UIMainStoryboardFile</key><string>Main</string>", true),
        ("<key>NSMainNibFile</key><string>MainWindow</string>", true),
        ("<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", true),
        ("<key>UILaunchStoryboardName~ipad</key><string>LaunchScreen</string>", true),
        ("<key>UILaunchScreen</key><dict/>", true),
        ("<key>UISupportedInterfaceOrientations~iphone</key><array/>", true),
        ("<key>CFBundleIdentifier</key><string>com.example.kit</string>", false),
        ("<key>CFBundlePackageType</key><string>XPC!</string><key>NSExtension</key><dict/>", false),
        ("<key>CFBundlePackageType</key><string>APPL</string><key>NSExtension</key><dict/>", false),
        ("<key>CFBundlePackageType</key><string>APPL</string><key>WKWatchKitApp</key><true/>", false),
        ("<key>CFBundlePackageType</key><string>APPL</string><key>NSPrincipalClass</key><string>NSApplication</string>", false),
        ("<key>CFBundlePackageType</key><string>APPL</string><key>LSMinimumSystemVersion</key><string>11.0</string>", false),
        (
            "<key>CFBundlePackageType</key><string>APPL</string><key>LSMinimumSystemVersion</key><string>11.0</string><key>LSRequiresIPhoneOS</key><true/>",
            true
        ),
    ])
    func whetherThePlistDeclaresAnApp(body: String, declaresApp: Bool) throws {
        #expect(try F.read(body).declaresApp == declaresApp)
    }

    @Test func aBinaryPlistIsReadLikeItsXMLTwinWithEveryKeyAtTheStartOfTheFile() throws {
        let bytes = F.binary([
            "CFBundlePackageType": "APPL",
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortraitUpsideDown", "sideways"],
            "UIRequiresFullScreen": true,
            "UIMainStoryboardFile": "Main",
            "UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Main"]]]],
        ])
        let plist = try InfoPlistReader.read(bytes, path: "Build/Info.plist")
        let start = SourceLocation(file: "Build/Info.plist", line: 1, column: 1)
        #expect(plist.declaresApp)
        #expect(plist.infoPlist.supportedInterfaceOrientations == [.portrait, .landscapeLeft])
        #expect(plist.infoPlist.supportedInterfaceOrientationsPad == [.portraitUpsideDown])
        #expect(plist.ignoredOrientations == [Located("sideways", at: start)])
        #expect(plist.infoPlist.requiresFullScreen == true)
        #expect(plist.mainStoryboard == Located("Main", at: start))
        #expect(plist.sceneStoryboards == [Located("Main", at: start)])
        #expect(Set(plist.keyLocations.values) == [start])
        #expect(plist.keyLocations.count == 6)
    }

    @Test func aBinaryPlistWithAnIntegerWhereABooleanBelongsIsRefusedWithoutALine() {
        let e = F.error(F.binary(["UIRequiresFullScreen": 1]))
        #expect(e?.code == .malformedPlist)
        #expect(e?.file == "App/Info.plist")
        #expect(e?.line == nil)
        #expect(e?.message.contains("UIRequiresFullScreen is an integer") == true)
    }

    @Test func aDuplicatedKeyCountsWithItsLastValue() throws {
        let plist = try F.read("<key>UIRequiresFullScreen</key><true/>\n<key>UIRequiresFullScreen</key><false/>")
        #expect(plist.infoPlist.requiresFullScreen == false)
        #expect(plist.keyLocations["UIRequiresFullScreen"]?.line == 6)
    }

    @Test func aPlistWithoutThePlistWrapperIsReadAsCoreFoundationReadsIt() throws {
        let bytes = Array("<dict><key>CFBundlePackageType</key><string>APPL</string></dict>".utf8)
        #expect(try InfoPlistReader.read(bytes, path: "Info.plist").declaresApp)
    }

    @Test func commentsAndOtherKeysAreIgnored() throws {
        let plist = try F.read(
            """
            \t<!-- <key>UIRequiresFullScreen</key><true/> -->
            \t<key>NSCameraUsageDescription</key>
            \t<string>Scan &amp; go</string>
            \t<key>CFBundleVersion</key>
            \t<integer>0x1F</integer>
            \t<key>UIRequiredDeviceCapabilities</key>
            \t<array><string>armv7</string><real>1.5</real><date>2020-01-01T00:00:00Z</date><data>AAEC</data></array>
            """)
        #expect(plist.infoPlist == InfoPlist())
        #expect(plist.keyLocations.isEmpty)
    }
}

extension InfoPlistReaderTests {
    @Test func aFileWithWindowsLineBreaksLocatesKeysOnTheirLines() throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<plist version=\"1.0\">\r\n<dict>\r\n"
            + "\t<key>CFBundlePackageType</key>\r\n\t<string>APPL</string>\r\n\t<key>UIRequiresFullScreen</key>\r\n\t<true/>\r\n"
            + "</dict>\r\n</plist>\r\n"
        let plist = try InfoPlistReader.read(Array(text.utf8), path: "Info.plist")
        #expect(plist.keyLocations["CFBundlePackageType"] == SourceLocation(file: "Info.plist", line: 4, column: 2))
        #expect(plist.keyLocations["UIRequiresFullScreen"] == SourceLocation(file: "Info.plist", line: 6, column: 2))
    }

    @Test(arguments: [
        ("\t<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreen</string>", true),
        ("\t<key>UILaunchStoryboardName~ipad</key>\n\t<string>LaunchScreen</string>", true),
        ("\t<key>UILaunchScreen</key>\n\t<dict/>", true),
        ("\t<key>UILaunchImageFile</key>\n\t<string>Default</string>", false),
    ])
    func aLaunchScreenKeyIsRead(body: String, has: Bool) throws {
        #expect(try InfoPlistFixtures.read(body).hasLaunchScreen == has)
    }
}
