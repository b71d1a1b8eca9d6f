import OrientationAPI
import OrientationImport
import OrientationLinter
import OrientationPolicy
import OrientationYAML

/// libFuzzer entry point over the project readers: each input is one file of a small app, read and linted as
/// `orientation-server lint` would (`ProjectImporter` then `ProjectLint`), or a baseline file decoded.
///
/// The reader is chosen by `ORIENTATION_FUZZ_READER` (swift, objc, pbxproj, xcconfig, plist, storyboard,
/// baseline, yaml: the YAML reader behind `.orientation-lint.yml`, xcodegen: a `project.yml` spec, tuist: a
/// `Project.swift` manifest evaluated statically), so one build serves every reader and each keeps its own corpus
/// (fuzz/readers/NAME). The invariants:
/// no crash, no hang past libFuzzer's `-timeout`, no memory past `-rss_limit_mb`; an input a reader cannot take
/// is an `ImportError` or a finding, never a trap.
/// Built only by `scripts/fuzz-readers` (the target exists in Package.swift when ORIENTATION_FUZZ=1), with
/// `-sanitize=fuzzer,address -parse-as-library`; libFuzzer supplies `main`.
enum Reader: String, CaseIterable {
    case swift, objc, pbxproj, xcconfig, plist, storyboard, baseline, yaml, xcodegen, tuist, package

    /// Where the input goes in the app, and the files around it.
    func project(_ input: [UInt8]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = ["App/Info.plist": Self.infoPlist]
        switch self {
        case .swift: files["App/Input.swift"] = input
        case .objc: files["App/Input.m"] = input
        case .pbxproj: files["App.xcodeproj/project.pbxproj"] = input
        case .xcconfig:
            files["App.xcodeproj/project.pbxproj"] = Self.projectNamingConfig
            files["Config/App.xcconfig"] = input
        case .plist: files["App/Info.plist"] = input
        case .storyboard: files["App/Base.lproj/Main.storyboard"] = input
        // A generator's file is read only when no `.xcodeproj` is checked in beside it, as here; the spec or
        // manifest then decides which files are the app's, and `App/` is where the seeds put them.
        case .xcodegen:
            files["project.yml"] = input
            files["App/AppDelegate.swift"] = Self.appDelegate
        case .tuist:
            files["Project.swift"] = input
            files["App/AppDelegate.swift"] = Self.appDelegate
        case .package:
            // A local package the project links, so the manifest decides which app sees Kit's file, beside a
            // sibling package a path dependency may name.
            files["App.xcodeproj/project.pbxproj"] = Self.projectLinkingKit
            files["App/AppDelegate.swift"] = Self.appDelegate
            files["Kit/Package.swift"] = input
            files["Kit/Sources/Kit/Kit.swift"] = Self.kitSource
            files["Core/Package.swift"] = Self.coreManifest
        case .baseline, .yaml: break
        }
        return files
    }

    static let infoPlist = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIMainStoryboardFile</key><string>Main</string>
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
        </dict></plist>
        """.utf8)

    /// An app delegate whose window's root supports landscape only: something for the generated targets to lint.
    static let appDelegate = Array(
        """
        import UIKit
        @main class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = Root()
                return true
            }
        }
        class Root: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        """.utf8)

    /// An app target that links the product `Kit` of the local package in `Kit/`.
    static let projectLinkingKit = Array(
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; rootObject = R;
          objects = {
            R = { isa = PBXProject; targets = (T); buildConfigurationList = PL; mainGroup = G; packageReferences = (L); };
            G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            L = { isa = XCLocalSwiftPackageReference; relativePath = Kit; };
            D = { isa = XCSwiftPackageProductDependency; package = L; productName = Kit; };
            T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                  buildConfigurationList = TL; packageProductDependencies = (D); };
            TL = { isa = XCConfigurationList; buildConfigurations = (C); };
            PL = { isa = XCConfigurationList; buildConfigurations = (P); };
            C = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
            P = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
          };
        }
        """.utf8)

    /// A controller in the package: something whose visibility the manifest decides.
    static let kitSource = Array(
        """
        import UIKit
        public final class KitPlayerViewController: UIViewController {
            public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        """.utf8)

    static let coreManifest = Array(
        """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])
        """.utf8)

    /// A project whose app target's configuration is based on Config/App.xcconfig.
    static let projectNamingConfig = Array(
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; rootObject = R;
          objects = {
            R = { isa = PBXProject; targets = (T); buildConfigurationList = PL; mainGroup = G; };
            G = { isa = PBXGroup; children = (X); sourceTree = "<group>"; };
            X = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
            T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";
                  buildConfigurationList = TL; };
            TL = { isa = XCConfigurationList; buildConfigurations = (C); };
            PL = { isa = XCConfigurationList; buildConfigurations = (P); };
            C = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X;
                  buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
            P = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
          };
        }
        """.utf8)
}

nonisolated(unsafe) let reader: Reader = {
    let name = (getenvString("ORIENTATION_FUZZ_READER") ?? "swift").lowercased()
    guard let reader = Reader(rawValue: name) else {
        fatalError("ORIENTATION_FUZZ_READER must be one of \(Reader.allCases.map(\.rawValue))")
    }
    return reader
}()

// public: libFuzzer's C driver calls it by its C name, from outside this package.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    if reader == .baseline {
        _ = try? BaselineFile.decode(input)
        return 0
    }
    if reader == .yaml {
        _ = try? YAMLDocument.parse(String(decoding: input, as: UTF8.self))
        return 0
    }
    do throws(ImportError) {
        let project = try ProjectImporter.importProject(InMemoryProjectSource(files: reader.project(input)))
        _ = ProjectLint.run(project, targets: [], maxStates: 2_000)
    } catch {
        _ = error.description
    }
    return 0
}

// public: the executable's `main` is this C symbol (SwiftPM aliases `main` to it), resolved by the linker.
@_cdecl("OrientationReaderFuzz_main")
public func orientationReaderFuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput)
}

/// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size))`
/// from libFuzzer (FuzzerInterface.h).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// `getenv(3)` as a Swift string, without naming the C library module outside a platform file.
@_silgen_name("getenv")
func getenv_c(_ name: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?

func getenvString(_ name: String) -> String? {
    getenv_c(name).map { String(cString: $0) }
}
