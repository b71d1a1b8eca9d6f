import OrientationPolicy

/// Writes a `TimelineResult` as the `POST /v1/simulate` response, members in a fixed order:
/// `outcome`, `initial`, `timeline` (one object per event run), `final`. With `minimal` (`Prefer: return=minimal`,
/// openapi.yaml `SimulateSummary`) each timeline entry leaves out its `explanation`, and nothing else changes.
package enum SimulateEncoder {
    package static func encode(_ r: TimelineResult, minimal: Bool = false) -> [UInt8] {
        var w = JSONWriter(capacity: 2048 + (minimal ? 1024 : 2048) * r.entries.count)
        write(r, minimal: minimal, to: &w)
        return w.bytes
    }

    package static func write(_ r: TimelineResult, minimal: Bool = false, to w: inout JSONWriter) {
        w.beginObject()
        w.key("outcome"); w.string(r.outcome.rawValue)
        w.key("initial")
        w.beginObject()
        w.key("interfaceOrientation"); w.string(DecisionEncoder.name(r.initialInterfaceOrientation))
        w.key("deviceOrientation"); w.string(r.initialDeviceOrientation.name)
        w.endObject()
        w.key("timeline")
        w.beginArray()
        for e in r.entries { write(e, version: r.systemVersion, minimal: minimal, to: &w) }
        w.endArray()
        w.key("final")
        w.beginObject()
        w.key("interfaceOrientation"); w.string(DecisionEncoder.name(r.interfaceOrientation))
        w.key("statusBarOrientation"); w.string(DecisionEncoder.name(r.statusBarOrientation))
        w.key("deviceOrientation"); w.string(r.deviceOrientation.name)
        w.endObject()
        w.endObject()
    }

    static func write(_ e: TimelineEntry, version: SystemVersion, minimal: Bool, to w: inout JSONWriter) {
        w.beginObject()
        w.key("index"); w.integer(e.index)
        w.key("type"); w.string(e.kind.rawValue)
        w.key("status"); w.string(e.status.rawValue)
        w.key("interfaceOrientationBefore"); w.string(DecisionEncoder.name(e.interfaceOrientationBefore))
        w.key("interfaceOrientationAfter"); w.string(DecisionEncoder.name(e.interfaceOrientationAfter))
        w.key("statusBarOrientation"); w.string(DecisionEncoder.name(e.statusBarOrientation))
        w.key("deviceOrientation"); w.string(e.deviceOrientation.name)
        w.key("supportedInterfaceOrientations"); DecisionEncoder.writeMask(e.supportedInterfaceOrientations, to: &w)
        w.key("topmostViewController"); DecisionEncoder.writeControllerReference(e.topmostViewController, to: &w)
        w.key("windows")
        w.beginArray()
        for win in e.windows {
            w.beginObject()
            w.key("index"); w.integer(win.index)
            w.key("screen"); w.string(win.screen.rawValue)
            w.key("isKeyWindow"); w.bool(win.isKeyWindow)
            w.key("isHidden"); w.bool(win.isHidden)
            w.key("bounds"); writeSize(win.bounds, to: &w)
            w.key("rootViewController")
            if let r = win.rootViewController { w.string(r) } else { w.null() }
            w.endObject()
        }
        w.endArray()
        w.key("notifications")
        w.beginArray()
        for n in e.notifications { w.string(n.name) }
        w.endArray()
        w.key("queries")
        w.beginArray()
        for q in e.queries {
            w.beginObject()
            w.key("receiver"); w.string(q.receiver)
            w.key("method"); w.string(q.method.rawValue)
            if let a = q.argument { w.key("argument"); w.string(DecisionEncoder.name(a)) }
            w.key("answer")
            switch q.answer {
            case .mask(let m): DecisionEncoder.writeMask(m, to: &w)
            case .bool(let b): w.bool(b)
            case .orientation(let o): w.string(DecisionEncoder.name(o))
            }
            w.key("overridden"); w.bool(q.overridden)
            w.endObject()
        }
        w.endArray()
        w.key("callbacks")
        w.beginArray()
        for c in e.callbacks {
            w.beginObject()
            w.key("controller"); w.string(c.controller)
            w.key("path"); w.string(c.path)
            w.key("method"); w.string(c.method.selector)
            if let o = c.orientation { w.key("orientation"); w.string(DecisionEncoder.name(o)) }
            if let d = c.duration { w.key("duration"); w.number(d) }
            if let s = c.size { w.key("size"); writeSize(s, to: &w) }
            if c.reappeared { w.key("reappeared"); w.bool(true) }
            w.endObject()
        }
        w.endArray()
        w.key("logs")
        w.beginArray()
        for l in e.logs { w.string(l) }
        w.endArray()
        w.key("error")
        if let x = e.error {
            w.beginObject()
            w.key("domain"); w.string(x.domain)
            w.key("code"); w.integer(x.code)
            w.key("localizedDescription"); w.string(x.localizedDescription)
            w.endObject()
        } else {
            w.null()
        }
        w.key("exception"); DecisionEncoder.writeException(e.exception, to: &w)
        if !minimal { w.key("explanation"); DecisionEncoder.writeExplanation(e.explanation, version: version, to: &w) }
        w.endObject()
    }

    static func writeSize(_ s: ScreenSize, to w: inout JSONWriter) {
        w.beginObject()
        w.key("width"); w.integer(s.width)
        w.key("height"); w.integer(s.height)
        w.endObject()
    }
}
