import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Lint of a presentation style the code computes (the importer's reading of it: `ComputedStyleTests`): a finding
/// is stated per idiom for an idiom switch, as a condition naming the line for a choice between literals, and not
/// at all when it needs a value no line writes.
@Suite struct ComputedStyleLintTests {
    typealias F = ProjectFixtures

    /// A landscape-only game whose levels screen presents a portrait-only player with `style` assigned on the line
    /// before (line 9): full screen, the player's portrait mask meets no app orientation and UIKit raises
    /// UIApplicationInvalidInterfaceOrientation; as a sheet on a phone, the levels screen keeps deciding.
    static func files(style: String, parameters: String = "") -> ProjectFiles {
        F.files(
            storyboards: [
                ImportedStoryboard(
                    path: F.storyboardPath, name: "Main", initialViewControllerID: "levels",
                    controllers: [F.controller("levels", .viewController, "UIViewController", custom: "LevelsViewController", line: 40)],
                    segues: [])
            ],
            swift: [
                "Game/Sources/Game.swift": """
                import UIKit

                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                class LevelsViewController: UIViewController {
                    func play(\(parameters)) {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = \(style)
                        present(player, animated: true)
                    }
                }
                """
            ])
    }

    static let phone = Device(idiom: .phone, systemVersion: .newestModelled, hasHomeButton: false)
    static let pad = Device(idiom: .pad, systemVersion: .newestModelled)

    static func lint(_ files: ProjectFiles, on device: Device = phone) throws -> ProjectLintReport.AppReport {
        try #require(ProjectLint.run(try F.assemble(files), targets: [device]).apps.first)
    }

    /// On a phone the switch says full screen: the portrait-only player in a landscape-only app is the crash,
    /// stated as a fact; on an iPad it is a form sheet, and the levels screen decides.
    @Test func aStyleChosenPerIdiomSettlesTheCrashOnEachIdiom() throws {
        let files = Self.files(style: "UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .fullScreen")
        let onPhone = try Self.lint(files).findings.filter { $0.finding.code == .invalidOrientationOnPresentation }
        #expect(onPhone.count == 1)
        #expect(onPhone.first?.dependsOn.isEmpty == true)
        let onPad = try Self.lint(files, on: Self.pad).findings.filter { $0.finding.code == .invalidOrientationOnPresentation }
        #expect(onPad.isEmpty)
    }

    /// Before, a style that was not a literal counted as none: the player was taken for a sheet, and lint stated
    /// what a sheet does. The code assigned a style lint cannot read, so nothing about the presentation is stated.
    @Test func aStyleFromAParameterStatesNothingAboutThePresentation() throws {
        let report = try Self.lint(Self.files(style: "style", parameters: "style: UIModalPresentationStyle"))
        let stated = report.findings.filter { $0.finding.code != .unreadValue && $0.dependsOn.isEmpty }
        #expect(!stated.contains { $0.finding.code == .invalidOrientationOnPresentation })
        #expect(!stated.contains { $0.finding.code == .nonFullScreenPresentationMaskIgnored })
        let note = try #require(report.findings.first { $0.finding.code == .unreadValue })
        #expect(note.finding.message.hasPrefix("PlayerViewController.modalPresentationStyle could not be read"))
        #expect(note.location?.line == 9)
    }

    /// A choice between two literals: the crash holds when one of them is assigned, and says which, at its line.
    @Test func aChoiceBetweenLiteralsGivesTheCrashAsAConditionOnTheStyle() throws {
        let report = try Self.lint(Self.files(style: "animated ? .fullScreen : .pageSheet", parameters: "animated: Bool"))
        let crash = try #require(report.findings.first { $0.finding.code == .invalidOrientationOnPresentation })
        #expect(
            crash.finding.message.hasPrefix("If PlayerViewController.modalPresentationStyle is set to .fullScreen (Game/Sources/Game.swift:9:9): "))
        #expect(crash.dependsOn.first?.member == "modalPresentationStyle")
    }
}
