import OrientationPolicy

/// Writes a `Decision` exactly in api-v1's response shape, members in the documented order:
/// `outcome`, `interfaceOrientation`, `supportedInterfaceOrientations`, `applicationOrientations`,
/// `topmostViewController`, `preferredInterfaceOrientationForPresentation`, `exception`, `explanation`.
public enum DecisionEncoder {
    /// The response body for one decision.
    public static func encode(_ d: Decision) -> [UInt8] {
        // A decision with its explanation is 2-3 KB; one allocation instead of growing from 1 KB twice.
        var w = JSONWriter(capacity: 4096)
        write(d, to: &w)
        return w.bytes
    }

    /// Appends a decision object to `w` (for endpoints that embed decisions, such as batches).
    public static func write(_ d: Decision, to w: inout JSONWriter) {
        w.beginObject()
        w.key("outcome"); w.string(outcomeName(d.outcome))
        w.key("interfaceOrientation"); w.string(name(d.interfaceOrientation))
        w.key("supportedInterfaceOrientations"); writeMask(d.supportedInterfaceOrientations, to: &w)
        w.key("applicationOrientations")
        w.beginObject()
        writeMaskMembers(d.applicationOrientations.mask, to: &w)
        w.key("source"); w.string(sourceName(d.applicationOrientations.source))
        w.endObject()
        w.key("topmostViewController"); writeControllerReference(d.topmostViewController, to: &w)
        w.key("preferredInterfaceOrientationForPresentation")
        if let p = d.preferredInterfaceOrientationForPresentation { w.string(name(p)) } else { w.null() }
        w.key("exception"); writeException(d.exception, to: &w)
        w.key("explanation"); writeExplanation(d.explanation, to: &w)
        w.endObject()
    }

    /// `{"name":…,"path":…}` or `null`: the shape `/v1/decide` and `/v1/simulate` share.
    static func writeControllerReference(_ t: ControllerReference?, to w: inout JSONWriter) {
        guard let t else { return w.null() }
        w.beginObject()
        w.key("name"); w.string(t.name)
        w.key("path"); w.string(t.path)
        w.endObject()
    }

    /// `{"name":…,"reason":…}` or `null`.
    static func writeException(_ e: UIKitException?, to w: inout JSONWriter) {
        guard let e else { return w.null() }
        w.beginObject()
        w.key("name"); w.string(e.name)
        w.key("reason"); w.string(e.reason)
        w.endObject()
    }

    /// `[{"rule":…,"detail":…,"source":…}, …]` in order.
    static func writeExplanation(_ steps: [ExplanationStep], to w: inout JSONWriter) {
        w.beginArray()
        for step in steps {
            w.beginObject()
            w.key("rule"); w.string(step.rule)
            w.key("detail"); w.string(step.detail)
            w.key("source"); w.string(step.source)
            w.endObject()
        }
        w.endArray()
    }

    /// A mask as `{"rawValue":26,"orientations":["portrait","landscapeLeft","landscapeRight"]}`, orientations
    /// in api-v1's response order (portrait, portraitUpsideDown, landscapeLeft, landscapeRight).
    public static func writeMask(_ m: InterfaceOrientationMask, to w: inout JSONWriter) {
        w.beginObject()
        writeMaskMembers(m, to: &w)
        w.endObject()
    }

    static func writeMaskMembers(_ m: InterfaceOrientationMask, to w: inout JSONWriter) {
        w.key("rawValue"); w.integer(Int(m.rawValue))
        w.key("orientations")
        w.beginArray()
        if m.contains(.portrait) { w.string("portrait" as StaticString) }
        if m.contains(.portraitUpsideDown) { w.string("portraitUpsideDown" as StaticString) }
        if m.contains(.landscapeLeft) { w.string("landscapeLeft" as StaticString) }
        if m.contains(.landscapeRight) { w.string("landscapeRight" as StaticString) }
        w.endArray()
    }

    static func name(_ o: InterfaceOrientation) -> StaticString {
        switch o {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeRight: "landscapeRight"
        case .landscapeLeft: "landscapeLeft"
        }
    }

    static func outcomeName(_ o: Decision.Outcome) -> StaticString {
        switch o {
        case .rotated: "rotated"
        case .unchanged: "unchanged"
        case .exception: "exception"
        }
    }

    static func sourceName(_ s: ApplicationOrientations.Source) -> StaticString {
        switch s {
        case .delegate: "delegate"
        case .infoPlist: "infoPlist"
        case .infoPlistPad: "infoPlist~ipad"
        case .infoPlistPhone: "infoPlist~iphone"
        case .default: "default"
        }
    }
}
