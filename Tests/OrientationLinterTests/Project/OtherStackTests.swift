import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Flutter, React Native, Xamarin, .NET MAUI and Unity apps have an Info.plist and a native shell, but their
/// screens are written in Dart, JavaScript or C#: lint says that it did not read them, once per app, instead of
/// "no root view controller".
@Suite struct OtherStackTests {
    static let plist = InfoPlistFixtures.xml(
        "\t<key>CFBundlePackageType</key>\n\t<string>APPL</string>\n"
            + InfoPlistFixtures.orientations("UISupportedInterfaceOrientations", ["UIInterfaceOrientationPortrait"]))

    struct Case: CustomTestStringConvertible, Sendable {
        var stack: String
        var language: String
        var marker: String
        var files: [String: String]
        var testDescription: String { stack }
    }

    static let cases: [Case] = [
        Case(
            stack: "Flutter", language: "Dart", marker: "pubspec.yaml",
            files: [
                "pubspec.yaml": "name: shop\ndependencies:\n  flutter:\n    sdk: flutter\n",
                "ios/Runner/AppDelegate.swift": "import Flutter\n@main\n@objc class AppDelegate: FlutterAppDelegate {}\n",
                "lib/main.dart": "void main() {}\n",
            ]),
        Case(
            stack: "React Native", language: "JavaScript", marker: "package.json",
            files: [
                "package.json":
                    "{\n  \"name\": \"shop\",\n  \"dependencies\": {\n    \"react\": \"18.2.0\",\n    \"react-native\": \"0.73.0\"\n  }\n}\n",
                "ios/Shop/AppDelegate.mm": "@implementation AppDelegate\n@end\n",
            ]),
        Case(
            stack: "Xamarin", language: "C#", marker: "Shop.iOS/Shop.iOS.csproj",
            files: [
                "Shop.iOS/Shop.iOS.csproj":
                    "<Project>\n  <Import Project=\"$(MSBuildExtensionsPath)\\Xamarin\\iOS\\Xamarin.iOS.CSharp.targets\" />\n</Project>\n",
                "Shop.iOS/AppDelegate.cs": "public class AppDelegate {}\n",
            ]),
        Case(
            stack: "Xamarin", language: "C#", marker: "Shop.iOS/Shop.iOS.csproj",
            files: [
                "Shop.iOS/Shop.iOS.csproj":
                    "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0-ios</TargetFramework>\n  </PropertyGroup>\n</Project>\n"
            ]),
        Case(
            stack: ".NET MAUI", language: "C#", marker: "Shop/Shop.csproj",
            files: [
                "Shop/Shop.csproj":
                    "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFrameworks>net8.0-android;net8.0-ios</TargetFrameworks>\n    <UseMaui>true</UseMaui>\n  </PropertyGroup>\n</Project>\n"
            ]),
        Case(
            stack: "Unity", language: "C#", marker: "Build/iOS/Classes/UnityAppController.mm",
            files: [
                "Build/iOS/Classes/UnityAppController.mm": "@implementation UnityAppController\n@end\n"
            ]),
    ]

    /// Where each case's Info.plist is: the iOS folder of the stack's project.
    static func plistPath(_ c: Case) -> String {
        switch c.stack {
        case "Flutter": "ios/Runner/Info.plist"
        case "React Native": "ios/Shop/Info.plist"
        case "Unity": "Build/iOS/Info.plist"
        default: c.marker.split(separator: "/").dropLast().joined(separator: "/") + "/Info.plist"
        }
    }

    @Test(arguments: cases)
    func anAppOfAnotherStackIsSaidToHaveControllersInItsLanguageNotToHaveNoRoot(_ c: Case) throws {
        var files = c.files.mapValues { Array($0.utf8) }
        files[Self.plistPath(c)] = Self.plist
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: files))
        let app = try #require(project.apps.first)
        #expect(app.otherStack?.name == c.stack)
        #expect(app.scenarioDescriptions.first == "controllers written in \(c.language) are not read (a \(c.stack) app: \(c.marker))")
        let report = ProjectLint.run(project, targets: [Device(idiom: .phone, systemVersion: .newestModelled)])
        let said = report.apps.first?.findings.filter { $0.finding.code == .unreadValue } ?? []
        #expect(said.count == 1)
        #expect(said.first?.finding.message.contains("controllers are written in \(c.language)") == true)
        #expect(said.first?.location?.file == c.marker)
    }

    /// The stack's tool may write the native shell's scene manifest when it builds (Flutter's CLI migrates an app
    /// delegate it generated), so the repository does not say the built app lacks one: no scene-life-cycle-required.
    @Test(arguments: cases)
    func anotherStacksAppIsNotToldItHasNoSceneLifeCycle(_ c: Case) throws {
        var files = c.files.mapValues { Array($0.utf8) }
        files[Self.plistPath(c)] = Self.plist
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: files))
        let report = ProjectLint.run(project, targets: [Device(idiom: .phone, systemVersion: .newestModelled)])
        #expect(report.apps.first?.findings.contains { $0.finding.code == .sceneLifeCycleRequired } == false)
    }

    /// The note has nothing to return a literal from: its fix says to compare the stack's own orientation requests
    /// with the Info.plist list, not the code's usual "return a literal".
    @Test(arguments: cases)
    func anotherStacksNoteHasAFixAboutItsLanguageNotAboutReturningALiteral(_ c: Case) throws {
        var files = c.files.mapValues { Array($0.utf8) }
        files[Self.plistPath(c)] = Self.plist
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: files))
        let report = ProjectLint.run(project, targets: [Device(idiom: .phone, systemVersion: .newestModelled)])
        let note = try #require(report.apps.first?.findings.first { $0.finding.code == .unreadValue }?.finding)
        #expect(note.fix.contains("the \(c.language) code asks for"))
        #expect(note.fix != LintCode.unreadValue.fix)
    }

    /// A web tool's package.json beside a native app, and a pubspec without an `ios/Runner` folder, declare no stack.
    @Test func manifestsOfOtherProjectsDoNotMakeANativeAppAnotherStack() throws {
        let files: [String: [UInt8]] = [
            "package.json": Array("{\"devDependencies\": {\"eslint\": \"8.0.0\"}}".utf8),
            "ios/App/Info.plist": Self.plist,
            "tool/pubspec.yaml": Array("name: tool\n".utf8),
        ]
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: files))
        #expect(project.apps.first?.otherStack == nil)
    }
}
