import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// In-memory projects whose containers forward the orientation queries through a category (Objective-C) or an
/// extension (Swift) of `UINavigationController` and `UITabBarController`, the iOS 6 idiom that answers
/// "containers do not consult their children" (iOS 6.0 release notes, UIKit). Each file is written as public
/// apps write it; the project is read by the real readers.
enum ContainerForwardingFixtures {
    enum Language: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case objectiveC = "Objective-C", swift = "Swift"
        var testDescription: String { rawValue }
    }

    static let plistPath = "Reader/Info.plist"
    static let storyboardPath = "Reader/Base.lproj/Main.storyboard"

    /// The Info.plist: `UISupportedInterfaceOrientations` lists `orientations` (line 12), `UIMainStoryboardFile`
    /// is Main when `storyboard`.
    static func plist(_ orientations: [String] = ["Portrait", "LandscapeLeft", "LandscapeRight"], storyboard: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundlePackageType</key>
        \t<string>APPL</string>
        \t<key>CFBundleName</key>
        \t<string>Reader</string>
        \t<key>\(storyboard ? "UIMainStoryboardFile" : "CFBundleDisplayName")</key>
        \t<string>Main</string>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \(orientations.map { "\t\t<string>UIInterfaceOrientation\($0)</string>" }.joined(separator: "\n"))
        \t</array>
        </dict>
        </plist>
        """
    }

    /// One storyboard scene holding `element` (the controller whose id is `id`).
    static func scene(_ id: String, _ element: String) -> String {
        "        <scene sceneID=\"Sc-\(id)\">\n            <objects>\n" + element + "\n            </objects>\n        </scene>"
    }

    static func storyboard(initial: String, _ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A container element with relationship segues to `children` (`rootViewController` for a navigation
    /// controller, `viewControllers` for a tab bar controller); `customClass` as Interface Builder writes it.
    static func container(_ element: String, id: String, customClass: String? = nil, children: [String]) -> String {
        let relationship = element == "navigationController" ? "rootViewController" : "viewControllers"
        let custom = customClass.map { " customClass=\"\($0)\"" } ?? ""
        let segues = children.enumerated().map { i, c in
            "                        <segue destination=\"\(c)\" kind=\"relationship\" relationship=\"\(relationship)\" id=\"Sg-\(id)-\(i)\"/>"
        }
        return """
                        <\(element) id="\(id)"\(custom) sceneMemberID="viewController">
                            <connections>
            \(segues.joined(separator: "\n"))
                            </connections>
                        </\(element)>
            """
    }

    /// A plain controller scene, with a segue of `kind` (`show`, or `presentation` full screen) to `shows` from
    /// a bar button item.
    static func controller(_ id: String, _ customClass: String, shows: String? = nil, kind: String = "show") -> String {
        let style = kind == "presentation" ? " modalPresentationStyle=\"fullScreen\"" : ""
        guard let shows else {
            return "                <viewController id=\"\(id)\" customClass=\"\(customClass)\" sceneMemberID=\"viewController\"/>"
        }
        return """
                            <viewController id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" id="Ni-\(id)">
                                    <barButtonItem key="rightBarButtonItem" systemItem="play" id="Bb-\(id)">
                                        <connections>
                                            <segue destination="\(shows)" kind="\(kind)"\(style) id="Sg-Show-\(id)"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                            </viewController>
            """
    }

    /// Tab bar (initial, stock) -> [stock navigation -> List (shows Player), Settings].
    static func tabOfNavigation(navigationClass: String? = nil) -> String {
        storyboard(
            initial: "Tb-001",
            [
                scene("Tb-001", container("tabBarController", id: "Tb-001", children: ["Nv-001", "Se-001"])),
                scene("Nv-001", container("navigationController", id: "Nv-001", customClass: navigationClass, children: ["Li-001"])),
                scene("Li-001", controller("Li-001", "ListViewController", shows: "Pl-001")),
                scene("Pl-001", controller("Pl-001", "PlayerViewController")),
                scene("Se-001", controller("Se-001", "SettingsViewController")),
            ])
    }

    /// Navigation (initial, stock) -> tab bar (stock) -> [List, Settings]: the tab bar is the navigation root.
    static func navigationOfTab() -> String {
        storyboard(
            initial: "Nv-001",
            [
                scene("Nv-001", container("navigationController", id: "Nv-001", children: ["Tb-001"])),
                scene("Tb-001", container("tabBarController", id: "Tb-001", children: ["Li-001", "Se-001"])),
                scene("Li-001", controller("Li-001", "ListViewController")),
                scene("Se-001", controller("Se-001", "SettingsViewController")),
            ])
    }

    /// Navigation (initial, stock) -> List; List presents Player full screen when `presentsPlayer`.
    static func navigationOfList(presentsPlayer: Bool = false) -> String {
        storyboard(
            initial: "Nv-001",
            [
                scene("Nv-001", container("navigationController", id: "Nv-001", children: ["Li-001"])),
                scene("Li-001", controller("Li-001", "ListViewController", shows: presentsPlayer ? "Pl-001" : nil, kind: "presentation")),
            ] + (presentsPlayer ? [scene("Pl-001", controller("Pl-001", "PlayerViewController"))] : []))
    }

    /// The categories (extensions) that forward `supportedInterfaceOrientations` and `shouldAutorotate`: the
    /// navigation controller to `topViewController`, the tab bar controller to `selectedViewController`.
    static func categories(_ language: Language) -> (path: String, text: String) {
        switch language {
        case .objectiveC:
            return (
                "Reader/Categories/UIKit+Rotation.m",
                """
                #import "UIKit+Rotation.h"

                @implementation UINavigationController (Rotation)

                - (NSUInteger)supportedInterfaceOrientations {
                    return [self.topViewController supportedInterfaceOrientations];
                }

                - (BOOL)shouldAutorotate {
                    return [self.topViewController shouldAutorotate];
                }

                @end

                @implementation UITabBarController (Rotation)

                - (NSUInteger)supportedInterfaceOrientations {
                    return [self.selectedViewController supportedInterfaceOrientations];
                }

                - (BOOL)shouldAutorotate {
                    return [self.selectedViewController shouldAutorotate];
                }

                @end
                """
            )
        case .swift:
            return (
                "Reader/Categories/UIKit+Rotation.swift",
                """
                import UIKit

                extension UINavigationController {
                    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        topViewController?.supportedInterfaceOrientations ?? .portrait
                    }

                    open override var shouldAutorotate: Bool {
                        topViewController?.shouldAutorotate ?? true
                    }
                }

                extension UITabBarController {
                    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        selectedViewController?.supportedInterfaceOrientations ?? .portrait
                    }

                    open override var shouldAutorotate: Bool {
                        selectedViewController?.shouldAutorotate ?? true
                    }
                }
                """
            )
        }
    }

    /// One controller class and its members, in the language's syntax.
    struct Class {
        var name: String
        var superclass = "UIViewController"
        var mask: String?
        var shouldAutorotate: String?
        var preferred: String?
        /// Further method bodies (Objective-C) or members (Swift), written in the language.
        var extra = ""
    }

    /// The classes as one source file (and, for Objective-C, its header).
    static func classes(_ language: Language, _ list: [Class]) -> [String: String] {
        switch language {
        case .objectiveC:
            let header = list.map { "@interface \($0.name) : \($0.superclass)\n@end" }.joined(separator: "\n")
            let body = list.map { c in
                var methods: [String] = []
                if let m = c.mask {
                    methods.append("- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n    return UIInterfaceOrientationMask\(m);\n}")
                }
                if let s = c.shouldAutorotate { methods.append("- (BOOL)shouldAutorotate {\n    return \(s);\n}") }
                if let p = c.preferred {
                    methods.append(
                        "- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {\n    return UIInterfaceOrientation\(p);\n}")
                }
                if !c.extra.isEmpty { methods.append(c.extra) }
                return "@implementation \(c.name)\n\(methods.joined(separator: "\n"))\n@end"
            }.joined(separator: "\n\n")
            return ["Reader/Controllers.h": header, "Reader/Controllers.m": "#import \"Controllers.h\"\n\n" + body]
        case .swift:
            func lower(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }
            let body = list.map { c in
                var members: [String] = []
                if let m = c.mask {
                    members.append("    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .\(lower(m)) }")
                }
                if let s = c.shouldAutorotate {
                    members.append("    override var shouldAutorotate: Bool { \(s == "YES" ? "true" : "false") }")
                }
                if let p = c.preferred {
                    members.append("    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .\(lower(p)) }")
                }
                if !c.extra.isEmpty { members.append(c.extra) }
                return "class \(c.name): \(c.superclass) {\n\(members.joined(separator: "\n"))\n}"
            }.joined(separator: "\n\n")
            return ["Reader/Controllers.swift": "import UIKit\n\n" + body]
        }
    }

    /// List is portrait only, Player all but upside down, Settings portrait only.
    static func readerClasses(_ language: Language) -> [Class] {
        [
            Class(name: "ListViewController", mask: "Portrait"),
            Class(name: "PlayerViewController", mask: "AllButUpsideDown"),
            Class(name: "SettingsViewController", mask: "Portrait"),
        ]
    }

    /// Info.plist, `storyboard` (nil: none) and the sources; the categories when `forwarding`.
    static func project(
        _ language: Language, storyboard: String?, classes: [Class], forwarding: Bool = true,
        plist: String? = nil, more: [String: String] = [:]
    ) -> [String: String] {
        var files = Self.classes(language, classes).merging(more) { a, _ in a }
        files[plistPath] = plist ?? Self.plist(storyboard: storyboard != nil)
        if let storyboard { files[storyboardPath] = storyboard }
        if forwarding {
            let c = categories(language)
            files[c.path] = c.text
        }
        return files
    }

    static func importProject(_ files: [String: String]) throws -> ImportedProject {
        try ProjectImporter.importProject(InMemoryProjectSource(textFiles: files))
    }

    /// iOS 6 (the first with `supportedInterfaceOrientations`) and a current phone.
    static let targets = [
        Device(idiom: .phone, systemVersion: SystemVersion(6, 0)),
        Device(idiom: .phone, systemVersion: SystemVersion(17, 0), hasHomeButton: false),
    ]

    static func lint(_ files: [String: String], targets: [Device] = targets) throws -> ProjectLintReport.AppReport {
        let project = try importProject(files)
        guard let report = ProjectLint.run(project, targets: targets).apps.first else {
            throw ImportError(.noApp, "the fixture declares no app")
        }
        return report
    }

    /// Where `needle` is in `text` (1-based line and column), for expected locations.
    static func location(of needle: String, in files: [String: String], file: String, occurrence: Int = 1) -> OrientationImport.SourceLocation? {
        guard let text = files[file] else { return nil }
        var seen = 0
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let r = line.firstRange(of: needle) {
                seen += 1
                if seen == occurrence {
                    return OrientationImport.SourceLocation(
                        file: file, line: i + 1, column: line.utf8.distance(from: line.startIndex, to: r.lowerBound) + 1)
                }
            }
        }
        return nil
    }
}
