import OrientationPolicy

/// A mask the project names itself, in an extension of `UIInterfaceOrientationMask`:
///
///     extension UIInterfaceOrientationMask {
///         static var portraitOnPhone: Self { UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all }
///     }
///
/// so that `override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitOnPhone }`, in any
/// file, reads as the value the declaration gives: an override's answer is what its expression evaluates to, and
/// a static property of the mask type is evaluated where it is declared.
package struct MaskConstant: Sendable, Hashable {
    package var name: String
    /// What the declaration gives: one mask, or one per idiom.
    package var value: ImportedValue<InterfaceOrientationMask>
    package var location: SourceLocation

    package init(name: String, value: ImportedValue<InterfaceOrientationMask>, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }

    /// The constants by name, leaving out a name two declarations give different values (two targets' extensions
    /// with the same name).
    static func table(_ constants: [MaskConstant]) -> [String: ImportedValue<InterfaceOrientationMask>] {
        UnambiguousNames.table(constants.map { ($0.name, $0.value) })
    }
}
