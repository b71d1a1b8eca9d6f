import OrientationPolicy

/// The device family numbers Xcode's `TARGETED_DEVICE_FAMILY` and the Info.plist's `UIDeviceFamily` use ("Device
/// family", Xcode Build Settings reference; UIDeviceFamily, Information Property List): 1 iPhone (and iPod
/// touch), 2 iPad; 3 Apple TV, 4 Apple Watch, 6 Mac Catalyst and 7 Apple Vision are not iOS devices the engine
/// models.
enum DeviceFamily {
    /// The idioms of a `TARGETED_DEVICE_FAMILY` value (`"1,2"`, `"2"`, `"1, 2"`), in the order phone, pad; nil
    /// when it names neither.
    static func idioms(_ setting: String) -> [Idiom]? {
        let numbers = setting.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\"" }).compactMap { Int($0) }
        return idioms(numbers)
    }

    /// The idioms of a list of family numbers; nil when it names neither iPhone nor iPad.
    static func idioms(_ numbers: [Int]) -> [Idiom]? {
        let out = Idiom.allCases.filter { numbers.contains($0 == .phone ? 1 : 2) }
        return out.isEmpty ? nil : out
    }
}

extension DeviceFamily {
    /// The devices an Xcode application target builds its app for: its `TARGETED_DEVICE_FAMILY`; without one, the
    /// `UIDeviceFamily` its Info.plist file writes; without either, iPhone only, the setting's default value `1`
    /// (Xcode writes the built Info.plist's `UIDeviceFamily` from this setting; GYP's emulation of xcodebuild,
    /// `pylib/gyp/xcode_emulation.py`, `XcodeSettings._XcodeIOSDeviceFamily`, reads an absent setting as `'1'`).
    /// When the target's configuration is based on an `.xcconfig` that is not in the repository, the setting may be
    /// there, so the families are unknown (nil); so are they when the setting names no iPhone or iPad family.
    static func asBuilt(target: XcodeApplicationTarget, infoPlist: [Idiom]?) -> [Idiom]? {
        if target.setsDeviceFamily { return target.deviceFamilies }
        if let written = infoPlist { return written }
        return target.unreadXcconfig != nil ? nil : [.phone]
    }
}
