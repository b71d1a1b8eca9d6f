import OrientationPolicy

@testable import OrientationImport

/// A SwiftUI journal app, read by the importer's and the linter's tests: a `@main` `App` whose `WindowGroup` shows a
/// `NavigationStack` with a sheet, a full-screen cover and a popover, and an app delegate (named through
/// `@UIApplicationDelegateAdaptor`) that returns a lock the player view reassigns.
enum SwiftUIFixtures {
    static let plistPath = "Journal/Info.plist"

    static func plist(_ orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]) -> ImportedInfoPlist {
        ImportedInfoPlist(
            path: plistPath, declaresApp: true, bundleName: "Journal",
            infoPlist: InfoPlist(supportedInterfaceOrientations: orientations),
            keyLocations: ["UISupportedInterfaceOrientations": ProjectFixtures.at(plistPath, 12, 2)])
    }

    static let app = """
        import SwiftUI

        @main
        struct JournalApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

            var body: some Scene {
                WindowGroup {
                    ContentView()
                }
            }
        }
        """

    static let delegate = """
        import UIKit

        class AppDelegate: NSObject, UIApplicationDelegate {
            static var orientationLock = UIInterfaceOrientationMask.portrait

            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                AppDelegate.orientationLock
            }
        }
        """

    static let views = """
        import SwiftUI

        struct ContentView: View {
            @State private var showPlayer = false
            @State private var showSettings = false
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink(destination: EntryView()) { Text("Entry") }
                    }
                    .sheet(isPresented: $showSettings) { SettingsView() }
                    .fullScreenCover(isPresented: $showPlayer) { PlayerView() }
                }
            }
        }

        struct EntryView: View {
            @State private var showMap = false
            var body: some View {
                Text("Entry").popover(isPresented: $showMap) { MapView() }
            }
        }

        struct PlayerView: View {
            var body: some View {
                VideoPlayer(player: nil)
                    .onAppear { AppDelegate.orientationLock = .landscape }
                    .onDisappear { AppDelegate.orientationLock = .portrait }
            }
        }

        struct SettingsView: View { var body: some View { Text("Settings") } }
        struct MapView: View { var body: some View { Text("Map") } }
        """

    static func files(_ swift: [String: String], plist: ImportedInfoPlist = plist()) -> ProjectFiles {
        ProjectFixtures.files(plists: [plist], storyboards: [], swift: swift)
    }

    static let journal = ["Journal/JournalApp.swift": app, "Journal/AppDelegate.swift": delegate, "Journal/Views.swift": views]
}
