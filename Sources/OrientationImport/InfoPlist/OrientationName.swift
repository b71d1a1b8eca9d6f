import OrientationPolicy

/// The strings an Info.plist orientation list holds: UIKit's four `UIInterfaceOrientation...` constant names
/// (the `UISupportedInterfaceOrientations` documentation lists exactly these values). Anything else, a short
/// name such as `portrait`, `UIInterfaceOrientationUnknown` or a misspelling, names no orientation and UIKit
/// skips it, so the importer skips it too and records it as ignored.
enum OrientationName {
    static func orientation(_ name: String) -> InterfaceOrientation? {
        InterfaceOrientation.valid.first { $0.constantName == name }
    }
}
