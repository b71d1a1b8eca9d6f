import OrientationPolicy

/// Writes an engine `Scenario` as the `/v1/decide` request that `ScenarioDecoder` reads back to the same
/// `Scenario`: what `orientation-server import` prints and `POST /v1/import` answers, so a person can check what
/// was read from a project, correct it, and send it to `/v1/decide` or `/v1/lint` as is.
///
/// Members follow the request's documented order. A value the decoder would default anyway is left out (an
/// override that is not overridden, `forwarding: none`, a key window on the main screen), so the request shows
/// what the project actually says; `device` is always written whole, and a controller always has its `name` and
/// `kind`. A mask is written as its wire name when it has one (`"landscape"`, `"allButUpsideDown"`), otherwise as
/// the array of its orientations; a raw value with bits that name no orientation is written as that integer,
/// which the decoder refuses just as it would refuse it from a person.
package enum ScenarioEncoder {
    package static func encode(_ s: Scenario) -> [UInt8] {
        var w = JSONWriter(capacity: 512)
        write(s, to: &w)
        return w.bytes
    }

    package static func write(_ s: Scenario, to w: inout JSONWriter) {
        w.beginObject()
        writeMembers(s, to: &w)
        w.endObject()
    }

    /// The scenario's members without the braces: a `/v1/simulate` request adds its `events` after them.
    package static func writeMembers(_ s: Scenario, to w: inout JSONWriter) {
        w.key("device"); LintEncoder.writeTarget(s.device, to: &w)
        w.key("app"); write(s.app, to: &w)
        if s.windowsFromArray {
            w.key("windows")
            w.beginArray()
            for window in s.windows { write(window, to: &w) }
            w.endArray()
        } else if let window = s.windows.first {
            w.key("window"); write(window, to: &w)
        }
        if let o = s.interfaceOrientation { w.key("interfaceOrientation"); w.string(o.name) }
        if let o = s.deviceOrientation { w.key("deviceOrientation"); w.string(o.name) }
    }

    static func write(_ a: App, to w: inout JSONWriter) {
        w.beginObject()
        w.key("infoPlist"); write(a.infoPlist, to: &w)
        if let m = a.supportedInterfaceOrientationsForWindow {
            w.key("supportedInterfaceOrientationsForWindow"); writeMask(m, to: &w)
        }
        if a.legacyAutorotationBridge { w.key("legacyAutorotationBridge"); w.bool(true) }
        if let v = a.linkedAgainst { w.key("linkedAgainst"); w.string(v.description) }
        if let m = a.supportedInterfaceOrientationsForWindowScene {
            w.key("supportedInterfaceOrientationsForWindowScene"); writeMask(m, to: &w)
        }
        if !a.usesSceneLifeCycle { w.key("usesSceneLifeCycle"); w.bool(false) }
        w.endObject()
    }

    /// The Info.plist keys exactly as a real Info.plist spells them.
    static func write(_ p: InfoPlist, to w: inout JSONWriter) {
        w.beginObject()
        func list(_ key: StaticString, _ value: [InterfaceOrientation]?, _ w: inout JSONWriter) {
            guard let value else { return }
            w.key(key)
            w.beginArray()
            for o in value { w.string(o.constantName) }
            w.endArray()
        }
        list("UISupportedInterfaceOrientations", p.supportedInterfaceOrientations, &w)
        list("UISupportedInterfaceOrientations~ipad", p.supportedInterfaceOrientationsPad, &w)
        list("UISupportedInterfaceOrientations~iphone", p.supportedInterfaceOrientationsPhone, &w)
        if let b = p.requiresFullScreen { w.key("UIRequiresFullScreen"); w.bool(b) }
        if let b = p.requiresFullScreenPad { w.key("UIRequiresFullScreen~ipad"); w.bool(b) }
        if let v = p.requiresFullScreenIgnoredStartingWithVersion {
            w.key("UIRequiresFullScreenIgnoredStartingWithVersion"); w.string(v.description)
        }
        if let o = p.initialInterfaceOrientation { w.key("UIInterfaceOrientation"); w.string(o.constantName) }
        w.endObject()
    }

    static func write(_ window: Window, to w: inout JSONWriter) {
        w.beginObject()
        if let root = window.rootViewController { w.key("rootViewController"); write(root, to: &w) }
        if !window.isKeyWindow { w.key("isKeyWindow"); w.bool(false) }
        if window.screen != .main { w.key("screen"); w.string(window.screen.rawValue) }
        if window.isHidden { w.key("isHidden"); w.bool(true) }
        if window.windowLevel != 0 { w.key("windowLevel"); w.number(window.windowLevel) }
        if let m = window.supportedInterfaceOrientationsForWindow {
            w.key("supportedInterfaceOrientationsForWindow"); writeMask(m, to: &w)
        }
        if let m = window.supportedInterfaceOrientationsForWindowScene {
            w.key("supportedInterfaceOrientationsForWindowScene"); writeMask(m, to: &w)
        }
        w.endObject()
    }

    static func write(_ c: ViewController, to w: inout JSONWriter) {
        w.beginObject()
        w.key("name"); w.string(c.name)
        w.key("kind"); w.string(c.kind.rawValue)
        if let m = c.supportedInterfaceOrientations { w.key("supportedInterfaceOrientations"); writeMask(m, to: &w) }
        if let b = c.shouldAutorotate { w.key("shouldAutorotate"); w.bool(b) }
        if let o = c.preferredInterfaceOrientationForPresentation {
            w.key("preferredInterfaceOrientationForPresentation"); w.string(o.name)
        }
        if let m = c.shouldAutorotateToInterfaceOrientation {
            w.key("shouldAutorotateToInterfaceOrientation"); writeMask(m, to: &w)
        }
        if c.forwarding != .none { w.key("forwarding"); w.string(c.forwarding.rawValue) }
        if !c.viewControllers.isEmpty || c.kind.isContainer {
            w.key("viewControllers")
            w.beginArray()
            for child in c.viewControllers { write(child, to: &w) }
            w.endArray()
        }
        if let i = c.selectedIndex { w.key("selectedIndex"); w.integer(i) }
        if let p = c.presentedViewController { w.key("presentedViewController"); write(p, to: &w) }
        if let s = c.modalPresentationStyle { w.key("modalPresentationStyle"); w.string(s.name) }
        if let b = c.shouldAutomaticallyForwardRotationMethods {
            w.key("shouldAutomaticallyForwardRotationMethods"); w.bool(b)
        }
        if let callbacks = c.implementedCallbacks {
            w.key("implementedCallbacks")
            w.beginArray()
            for name in callbacks.sorted() { w.string(name) }
            w.endArray()
        }
        if let b = c.forwardsToPresentedViewController { w.key("forwardsToPresentedViewController"); w.bool(b) }
        if let m = c.delegateSupportedInterfaceOrientations {
            w.key("delegateSupportedInterfaceOrientations"); writeMask(m, to: &w)
        }
        if let o = c.delegatePreferredInterfaceOrientationForPresentation {
            w.key("delegatePreferredInterfaceOrientationForPresentation"); w.string(o.name)
        }
        w.endObject()
    }

    /// A mask as its wire name, its orientations, or (bits that name no orientation) its raw value.
    package static func writeMask(_ m: InterfaceOrientationMask, to w: inout JSONWriter) {
        guard m.rawValue & ~InterfaceOrientationMask.validBits == 0 else {
            w.integer(Int(clamping: m.rawValue))
            return
        }
        if let named = InterfaceOrientationMask.wireNames.first(where: { $0.mask == m }) {
            w.string(named.name)
            return
        }
        w.beginArray()
        for o in m.orientations { w.string(o.name) }
        w.endArray()
    }
}
