import OrientationPolicy

/// The iOS SDK version a target's `SDKROOT` build setting pins. Xcode projects normally say `iphoneos`, which is
/// "the latest iOS SDK" of the Xcode that builds them (Xcode Build Settings Reference, "Base SDK (SDKROOT)"), so
/// the project does not say which one; a versioned name (`iphoneos17.0`) or an SDK's path
/// (`.../iPhoneOS17.0.sdk`) does.
enum SDKRoot {
    /// The version `value` pins for iOS; nil for `iphoneos`, another platform, or a build-setting reference.
    static func iOSVersion(_ value: String) -> SystemVersion? {
        var name = Substring(value.lowercased())
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if name.hasSuffix(".sdk") { name = name.dropLast(4) }
        guard name.hasPrefix("iphoneos") else { return nil }
        let version = name.dropFirst("iphoneos".count)
        guard !version.isEmpty else { return nil }
        return try? SystemVersion(parsing: String(version))
    }
}
