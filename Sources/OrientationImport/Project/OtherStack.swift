/// An app whose screens are written in a language the importer does not read: a Flutter, React Native, Xamarin,
/// .NET MAUI or Unity project has an Info.plist and a thin native shell (a `FlutterViewController`, an
/// `RCTRootView`, a `UnityAppController`), but the controllers people see are written in Dart, JavaScript or C#.
/// Lint says so instead of reporting "no root view controller" as if the app had none.
package struct OtherStack: Sendable, Hashable {
    /// `Flutter`, `React Native`, `Xamarin`, `.NET MAUI`, `Unity`.
    package var name: String
    /// `Dart`, `JavaScript`, `C#`.
    package var language: String
    /// The file that says so (`pubspec.yaml`, `package.json`, `App.csproj`, `Unity-iPhone.xcodeproj/project.pbxproj`).
    package var marker: String
    /// The folder the stack's project lives in; apps whose Info.plist is under it are the stack's.
    package var root: String

    package init(name: String, language: String, marker: String, root: String) {
        self.name = name
        self.language = language
        self.marker = marker
        self.root = root
    }

    /// What lint and import say for such an app.
    package var sentence: String {
        "controllers written in \(language) are not read (a \(name) app: \(marker))"
    }

    /// The stacks a repository's files declare. `contents` reads a small file (a manifest), nil when unreadable.
    ///
    /// - Flutter: `pubspec.yaml` beside an `ios/Runner` folder (the layout `flutter create` writes).
    /// - React Native: `package.json` naming `react-native` beside an `ios/` folder (`npx react-native init`).
    /// - Xamarin.iOS and .NET MAUI: a `.csproj` that targets iOS (`Xamarin.iOS`, `Xamarin.iOS10`, a `net6.0-ios`
    ///   style target framework) or says `<UseMaui>true</UseMaui>`.
    /// - Unity: the `Unity-iPhone.xcodeproj` Unity's iOS build writes, or its `UnityAppController`.
    static func detect(paths: [String], contents: (String) -> [UInt8]?) -> [OtherStack] {
        var found: [OtherStack] = []
        func folder(_ p: String) -> String { p.split(separator: "/").dropLast().joined(separator: "/") }
        func under(_ root: String, _ name: String) -> String { root.isEmpty ? name : root + "/" + name }
        func hasFolder(_ prefix: String) -> Bool { paths.contains { $0.hasPrefix(prefix + "/") } }
        for p in paths.sorted() {
            let name = p.split(separator: "/").last.map(String.init) ?? p
            let root = folder(p)
            if ProjectPaths.isDependencySource(p) || p.contains("node_modules/") { continue }
            if name == "pubspec.yaml", hasFolder(under(root, "ios/Runner")) {
                found.append(OtherStack(name: "Flutter", language: "Dart", marker: p, root: under(root, "ios")))
            } else if name == "package.json", hasFolder(under(root, "ios")),
                let text = contents(p).map({ String(decoding: $0, as: UTF8.self) }), text.contains("\"react-native\"")
            {
                found.append(OtherStack(name: "React Native", language: "JavaScript", marker: p, root: under(root, "ios")))
            } else if name.hasSuffix(".csproj"), let text = contents(p).map({ String(decoding: $0, as: UTF8.self) }) {
                if text.contains("<UseMaui>true</UseMaui>") {
                    found.append(OtherStack(name: ".NET MAUI", language: "C#", marker: p, root: root))
                } else if text.contains("Xamarin.iOS") || text.contains("-ios</") || text.contains("-ios;") {
                    found.append(OtherStack(name: "Xamarin", language: "C#", marker: p, root: root))
                }
            } else if p.hasSuffix("Unity-iPhone.xcodeproj/project.pbxproj") {
                found.append(OtherStack(name: "Unity", language: "C#", marker: p, root: folder(folder(p))))
            } else if name == "UnityAppController.mm", !paths.contains(where: { $0.hasSuffix("Unity-iPhone.xcodeproj/project.pbxproj") }) {
                let classes = folder(p)
                found.append(OtherStack(name: "Unity", language: "C#", marker: p, root: folder(classes)))
            }
        }
        return found
    }

    /// The stack whose folder holds `plistPath` (the deepest when several do).
    static func of(_ plistPath: String, among stacks: [OtherStack]) -> OtherStack? {
        stacks.filter { $0.root.isEmpty || plistPath.hasPrefix($0.root + "/") }.max { $0.root.count < $1.root.count }
    }
}
