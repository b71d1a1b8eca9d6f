import OrientationImport
import OrientationPolicy

/// How the iOS 27 environment targets (`Lint.environmentTargets`) fit an imported app.
extension AppLintTargets {
    /// Whether the app can run in the device's environment: an iPhone app runs on an iPad under the phone idiom only
    /// when it is not built for iPad (a universal app runs there as an iPad app: WWDC 2026 session 278 speaks of
    /// "an iPhone-only app running on iPad"). Unread families keep the target, as they keep every idiom.
    static func runsIn(_ device: Device, app: ImportedApp) -> Bool {
        guard device.environment == .iPhoneAppOnIPad, let families = app.deviceFamilies else { return true }
        return !families.contains(.pad)
    }

    /// Whether UIKit asks the app's masks on the device (`Lint.asksMasks`), judged with the app's Info.plist: the
    /// checks about what UIKit does with a mask (an unknown preferred orientation that raises, a reassigned mask
    /// UIKit keeps) say nothing of a target whose environment ignores the masks.
    static func asksMasks(_ device: Device, app: ImportedApp) -> Bool {
        Lint.asksMasks(on: device, infoPlist: app.scenarios.first?.app.infoPlist ?? InfoPlist())
    }

    /// Where an iPhone app's orientations are ignored on iOS 27 (`iphone-masks-ignored-when-resizable`): the
    /// environment targets among `phones` (an iPhone app on iPad, iPhone Mirroring); all of `phones` when the
    /// request names no environment (`--targets phone@27.0`), which then stand for the app's phone on 27.
    static func resizablePhones(_ phones: [Device]) -> [Device] {
        let resizable = phones.filter { $0.environment == .iPhoneAppOnIPad || $0.environment == .iPhoneMirroring }
        return resizable.isEmpty ? phones : resizable
    }
}
