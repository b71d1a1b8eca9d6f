@testable import OrientationImport

/// project.pbxproj files in the shape Xcode writes them (tabs, section comments, `/* name */` after every
/// identifier), generated from a short description so each test states only the targets and settings it is about.
enum XcodeProjectFixtures {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        /// Release settings, as `KEY = value;` lines (values written as Xcode writes them, quoted when needed).
        var release: [String] = []
        /// Debug settings; Debug is listed first, as Xcode lists it.
        var debug: [String] = []
    }

    static func project(_ targets: [Target], projectRelease: [String] = [], projectDebug: [String] = []) -> String {
        var objects: [String] = []
        func id(_ n: Int) -> String { "A1B2C3D4E5F6" + String(repeating: "0", count: 12 - String(n).count) + String(n) }
        func settings(_ lines: [String]) -> String { lines.map { "\t\t\t\t\($0)\n" }.joined() }
        func configuration(_ n: Int, _ name: String, _ lines: [String]) -> String {
            """
            \t\t\(id(n)) /* \(name) */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \(settings(lines))\t\t\t};
            \t\t\tname = \(name);
            \t\t};

            """
        }
        func list(_ n: Int, _ owner: String, debug: Int, release: Int) -> String {
            """
            \t\t\(id(n)) /* Build configuration list for \(owner) */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\t\(id(debug)) /* Debug */,
            \t\t\t\t\(id(release)) /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationIsVisible = 0;
            \t\t\tdefaultConfigurationName = Release;
            \t\t};

            """
        }
        var nativeTargets = "/* Begin PBXNativeTarget section */\n"
        var configurations = "/* Begin XCBuildConfiguration section */\n"
        configurations += configuration(2, "Debug", projectDebug) + configuration(3, "Release", projectRelease)
        var lists = "/* Begin XCConfigurationList section */\n" + list(1, "PBXProject \"Tiles\"", debug: 2, release: 3)
        var targetIDs: [String] = []
        for (i, t) in targets.enumerated() {
            let base = 100 * (i + 1)
            targetIDs.append("\t\t\t\t\(id(base)) /* \(t.name) */,\n")
            nativeTargets += """
                \t\t\(id(base)) /* \(t.name) */ = {
                \t\t\tisa = PBXNativeTarget;
                \t\t\tbuildConfigurationList = \(id(base + 1)) /* Build configuration list for PBXNativeTarget "\(t.name)" */;
                \t\t\tbuildPhases = (
                \t\t\t);
                \t\t\tdependencies = (
                \t\t\t);
                \t\t\tname = \(quoted(t.name));
                \t\t\tproductName = \(quoted(t.name));
                \t\t\tproductType = "\(t.productType)";
                \t\t};

                """
            configurations += configuration(base + 2, "Debug", t.debug) + configuration(base + 3, "Release", t.release)
            lists += list(base + 1, "PBXNativeTarget \"\(t.name)\"", debug: base + 2, release: base + 3)
        }
        nativeTargets += "/* End PBXNativeTarget section */\n\n"
        configurations += "/* End XCBuildConfiguration section */\n\n"
        lists += "/* End XCConfigurationList section */\n"
        objects.append(nativeTargets)
        objects.append(
            """
            /* Begin PBXProject section */
            \t\t\(id(0)) /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tattributes = {
            \t\t\t\tBuildIndependentTargetsInParallel = 1;
            \t\t\t\tLastUpgradeCheck = 1500;
            \t\t\t};
            \t\t\tbuildConfigurationList = \(id(1)) /* Build configuration list for PBXProject "Tiles" */;
            \t\t\tcompatibilityVersion = "Xcode 14.0";
            \t\t\tdevelopmentRegion = en;
            \t\t\tknownRegions = (
            \t\t\t\ten,
            \t\t\t\tBase,
            \t\t\t);
            \t\t\tprojectDirPath = "";
            \t\t\tprojectRoot = "";
            \t\t\ttargets = (
            \(targetIDs.joined())\t\t\t);
            \t\t};
            /* End PBXProject section */


            """)
        objects.append(configurations)
        objects.append(lists)
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {

            \(objects.joined())\t};
            \trootObject = \(id(0)) /* Project object */;
            }

            """
    }

    static func quoted(_ s: String) -> String {
        s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? s : "\"" + s + "\""
    }

    static func read(_ text: String, path: String = "Tiles.xcodeproj/project.pbxproj") throws(ImportError) -> XcodeProjectFacts {
        try XcodeProjectReader.read(Array(text.utf8), path: path)
    }

    static func error(_ text: String, path: String = "Tiles.xcodeproj/project.pbxproj") -> ImportError? {
        do {
            _ = try read(text, path: path)
            return nil
        } catch {
            return error
        }
    }

    /// Where `needle` first occurs in `text` after the first occurrence of `marker`: 1-based line and byte column.
    static func location(
        of needle: String, after marker: String = "", in text: String,
        file: String = "Tiles.xcodeproj/project.pbxproj"
    ) -> SourceLocation? {
        var seenMarker = marker.isEmpty
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if !seenMarker {
                if line.contains(marker) { seenMarker = true }
                continue
            }
            if let r = line.firstRange(of: needle) {
                return SourceLocation(file: file, line: i + 1, column: line.utf8.distance(from: line.startIndex, to: r.lowerBound) + 1)
            }
        }
        return nil
    }
}
