/// An iOS version, `major.minor.patch`, ordered numerically (so 8.10 > 8.3).
public struct SystemVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    public static func < (a: SystemVersion, b: SystemVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    /// "17.0" or "8.3.1": the patch is printed only when it is not zero.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    /// The oldest version the engine models (iPhone OS 2.0, the first SDK with autorotation callbacks).
    public static let oldestModelled = SystemVersion(2, 0)
    /// The newest version the engine models, and the default when a request names none: iOS and iPadOS 27,
    /// released in 2026. Claims shown only up to 26 say so ("last seen on 26.0, unknown after") and answers on 27
    /// that rest on them are at most inferred.
    public static let newestModelled = SystemVersion(27, 0)
}
