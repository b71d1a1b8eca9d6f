import OrientationPolicy

/// Writes an engine `Timeline` as the `/v1/simulate` request that `SimulateDecoder` reads back to the same timeline:
/// a lint finding's `trace`, so a person can replay the state a finding describes, event by event. The
/// scenario members come first, as `ScenarioEncoder` writes them, then `events`. Observers, screens and
/// `linkedAgainst` are not written: lint traces never set them (they keep the defaults). `animated` is written
/// only when false (the decoder's default is true).
package enum TimelineRequestEncoder {
    package static func encode(_ t: Timeline) -> [UInt8] {
        var w = JSONWriter(capacity: 1024)
        write(t, to: &w)
        return w.bytes
    }

    package static func write(_ t: Timeline, to w: inout JSONWriter) {
        w.beginObject()
        ScenarioEncoder.writeMembers(t.scenario, to: &w)
        w.key("events")
        w.beginArray()
        for e in t.events { write(e, to: &w) }
        w.endArray()
        w.endObject()
    }

    /// One event object, `type` first.
    package static func write(_ e: TimelineEvent, to w: inout JSONWriter) {
        w.beginObject()
        w.key("type"); w.string(e.kind.rawValue)
        func animated(_ a: Bool) { if !a { w.key("animated"); w.bool(false) } }
        switch e {
        case .deviceOrientation(let d), .setDeviceOrientationValue(let d):
            w.key("orientation"); w.string(d.name)
        case .present(let vc, let from, let style, let a):
            w.key("from"); w.string(from)
            w.key("controller"); ScenarioEncoder.write(vc, to: &w)
            if let style { w.key("modalPresentationStyle"); w.string(style.name) }
            animated(a)
        case .dismiss(let name, let a):
            w.key("controller"); w.string(name)
            animated(a)
        case .push(let vc, let nav, let a):
            w.key("navigationController"); w.string(nav)
            w.key("controller"); ScenarioEncoder.write(vc, to: &w)
            animated(a)
        case .pop(let nav, let a):
            w.key("navigationController"); w.string(nav)
            animated(a)
        case .selectTab(let tab, let index):
            w.key("tabBarController"); w.string(tab)
            w.key("index"); w.integer(index)
        case .updateAnswers(let name, let change, let then):
            w.key("controller"); w.string(name)
            if let m = change.supportedInterfaceOrientations { w.key("supportedInterfaceOrientations"); ScenarioEncoder.writeMask(m, to: &w) }
            if let b = change.shouldAutorotate { w.key("shouldAutorotate"); w.bool(b) }
            if let o = change.preferredInterfaceOrientationForPresentation {
                w.key("preferredInterfaceOrientationForPresentation"); w.string(o.name)
            }
            if let m = change.shouldAutorotateToInterfaceOrientation {
                w.key("shouldAutorotateToInterfaceOrientation"); ScenarioEncoder.writeMask(m, to: &w)
            }
            if let then { w.key("then"); w.string(then.rawValue) }
        case .requestGeometryUpdate(let m):
            w.key("interfaceOrientations"); ScenarioEncoder.writeMask(m, to: &w)
        case .setStatusBarOrientation(let o, let a):
            w.key("orientation"); w.string(o.name)
            animated(a)
        case .connectScreen(let window):
            if let window { w.key("window"); ScenarioEncoder.write(window, to: &w) }
        case .makeKeyWindow(let i), .showWindow(let i), .hideWindow(let i):
            w.key("window"); w.integer(i)
        case .disconnectScreen, .launch:
            break
        }
        w.endObject()
    }
}
