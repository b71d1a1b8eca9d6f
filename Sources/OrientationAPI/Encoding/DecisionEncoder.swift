import OrientationPolicy

/// Writes a `Decision` exactly in the API's response shape, members in the documented order:
/// `outcome`, `interfaceOrientation`, `supportedInterfaceOrientations`, `applicationOrientations`,
/// `topmostViewController`, `preferredInterfaceOrientationForPresentation`, `exception`, `explanation`.
public enum DecisionEncoder {
    /// The response body for one decision.
    public static func encode(_ d: Decision) -> [UInt8] {
        // Each explanation step carries its rule's sources and references, 200-750 bytes (5.3 KB for the nine
        // steps of bench/requests/decide.json): sized from the steps, one allocation instead of a 4 KB buffer
        // that grew to 8 KB, copying the first 4 KB.
        var w = JSONWriter(capacity: 1024 + 768 * d.explanation.count)
        write(d, to: &w)
        return w.bytes
    }

    /// Appends a decision object to `w` (for endpoints that embed decisions, such as batches).
    ///
    /// The skeleton is written as pre-encoded fragments, the engine's literals and rule texts are copied without
    /// the escaping scan, and explanation sentences and the top-most path are copied piece by piece instead of
    /// being built as strings first: encoding allocates nothing but the output (BENCHMARKS.md).
    public static func write(_ d: Decision, to w: inout JSONWriter) {
        w.beginObject()
        w.fragment(#""outcome":""#); w.stringContent(verbatim: outcomeName(d.outcome))
        w.fragment(#"","interfaceOrientation":""#); w.stringContent(verbatim: name(d.interfaceOrientation))
        w.fragment(#"","supportedInterfaceOrientations":{"#); writeMaskMembers(d.supportedInterfaceOrientations, to: &w)
        w.fragment(#"},"applicationOrientations":{"#); writeMaskMembers(d.applicationOrientations.mask, to: &w)
        w.fragment(#","source":""#); w.stringContent(verbatim: sourceName(d.applicationOrientations.source))
        w.fragment(#""},"topmostViewController":"#); writeControllerReference(d.topmostViewController, to: &w)
        w.fragment(#","preferredInterfaceOrientationForPresentation":"#)
        if let p = d.preferredInterfaceOrientationForPresentation { w.string(name(p)) } else { w.null() }
        w.fragment(#","exception":"#); writeException(d.exception, to: &w)
        w.fragment(#","explanation":"#); writeExplanation(d.explanation, to: &w)
        w.fragment(#","disputed":["#); writeDisputed(d.explanation, to: &w); w.fragment("]")
        w.endObject()
    }

    /// `{"rule":…,"note":…}` for each disputed rule the explanation applied, once each, so a client can tell
    /// which answers to double-check on a device.
    static func writeDisputed(_ steps: [ExplanationStep], to w: inout JSONWriter) {
        var seen: [Rule] = []
        for step in steps {
            guard let rule = step.knownRule, rule.certainty == .disputed, !seen.contains(rule) else { continue }
            if !seen.isEmpty { w.fragment(",") }
            seen.append(rule)
            w.fragment(#"{"rule":"#); w.string(rule.id)
            w.fragment(#","note":"#); w.string(rule.note ?? ""); w.fragment("}")
        }
    }

    /// `{"name":…,"path":…}` or `null`: the shape `/v1/decide` and `/v1/simulate` share.
    static func writeControllerReference(_ t: ControllerReference?, to w: inout JSONWriter) {
        guard let t else { return w.null() }
        w.beginObject()
        w.fragment(#""name":""#); w.stringContent(t.name)
        w.fragment(#"","path":""#); t.writePath(to: &w)
        w.fragment(#""}"#)
    }

    /// `{"name":…,"reason":…}` or `null`.
    static func writeException(_ e: UIKitException?, to w: inout JSONWriter) {
        guard let e else { return w.null() }
        w.beginObject()
        w.key("name"); w.string(e.name)
        w.key("reason"); w.string(e.reason)
        w.endObject()
    }

    /// `[{"rule":…,"detail":…,"source":…,"references":[…],"certainty":…}, …]` in order. A step the engine built names its `Rule`, whose text
    /// around the detail is one copy each from `stepText`; a step built from text is escaped like any string.
    /// Steps are read in place: copying one out of the array costs more than writing its fixed text.
    static func writeExplanation(_ steps: [ExplanationStep], to w: inout JSONWriter) {
        w.beginArray()
        let stepText = stepText  // one lazy-global check, not two per step
        steps.withUnsafeBufferPointer { steps in
            for i in steps.indices {
                let rule = steps[i].knownRule
                if let rule {
                    // The step's opening brace (and the comma before it) are part of the copied head.
                    w.fragment(i == 0 ? stepText[rule.ordinal].first : stepText[rule.ordinal].next)
                } else {
                    w.beginObject()
                    w.fragment(#""rule":""#); w.stringContent(steps[i].rule); w.fragment(#"","detail":""#)
                }
                steps[i].writeDetail(to: &w)
                if let rule {
                    w.fragment(stepText[rule.ordinal].tail)
                } else {
                    w.fragment(#"","source":""#); w.stringContent(steps[i].source); w.fragment(#"""#)
                    writeReferences(RuleCatalog.references(forRule: steps[i].rule) ?? [],
                                    certainty: RuleCatalog.certainty(forRule: steps[i].rule), to: &w)
                    w.fragment("}")
                }
            }
        }
        w.endArray()
    }

    /// `,"references":["id",…],"certainty":"…"` after a step's source: the ids of the public references the
    /// rule rests on (docs/references.md), and how sure the rule is, so a client can flag disputed answers.
    static func writeReferences(_ references: [Reference], certainty: Certainty?, to w: inout JSONWriter) {
        w.fragment(#","references":["#)
        for (i, r) in references.enumerated() {
            if i > 0 { w.fragment(",") }
            w.string(r.id)
        }
        w.fragment("]")
        if let certainty { w.fragment(#","certainty":"#); w.string(certainty.rawValue) }
    }

    /// For each rule (at `Rule.ordinal`), a step's text before its detail, `{"rule":"app-mask","detail":"` as the
    /// first element of the array (`first`) or with the separating comma in front (`next`), and after it,
    /// `","source":"…","references":[…],"certainty":"…"}`: escaped once here instead of on every response, and one copy each.
    nonisolated(unsafe) static let stepText: UnsafeBufferPointer<StepText> = {
        let table = UnsafeMutableBufferPointer<StepText>.allocate(capacity: Rule.allCases.count)
        for rule in Rule.allCases {
            var head = JSONWriter(capacity: 64)
            head.beginObject(); head.key("rule"); head.string(rule.id); head.fragment(#","detail":""#)
            let first = head.bytes
            var tail = JSONWriter(capacity: 512)
            tail.fragment(#"","source":"#); tail.string(rule.source)
            writeReferences(rule.references, certainty: rule.certainty, to: &tail)
            tail.fragment("}")
            (table.baseAddress! + rule.ordinal).initialize(
                to: StepText(first: permanent(first), next: permanent([UInt8(ascii: ",")] + first), tail: permanent(tail.bytes)))
        }
        return UnsafeBufferPointer(table)
    }()

    /// One entry of `stepText`.
    struct StepText {
        var first: UnsafeBufferPointer<UInt8>
        var next: UnsafeBufferPointer<UInt8>
        var tail: UnsafeBufferPointer<UInt8>
    }

    /// A copy of `bytes` that lives as long as the process, for the encoder's tables: reading an entry then
    /// retains and releases nothing, where an `[UInt8]` entry costs a retain and a release on every response.
    /// (Immutable after it is built, hence `nonisolated(unsafe)` on the tables.)
    static func permanent(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        return UnsafeBufferPointer(copy)
    }

    /// A mask as `{"rawValue":26,"orientations":["portrait","landscapeLeft","landscapeRight"]}`, orientations
    /// in the API's response order (portrait, portraitUpsideDown, landscapeLeft, landscapeRight).
    public static func writeMask(_ m: InterfaceOrientationMask, to w: inout JSONWriter) {
        w.beginObject()
        writeMaskMembers(m, to: &w)
        w.endObject()
    }

    /// The `rawValue` and `orientations` members; a mask of valid bits (every mask a request can give) is one
    /// copy from `maskMembers`.
    static func writeMaskMembers(_ m: InterfaceOrientationMask, to w: inout JSONWriter) {
        if m.rawValue & ~InterfaceOrientationMask.validBits == 0 {
            w.fragment(maskMembers[Int(m.rawValue >> 1)])
        } else {
            spellMaskMembers(m, to: &w)
        }
    }

    /// `maskMembers[i]` holds the members of the mask whose bits are `i << 1`.
    nonisolated(unsafe) static let maskMembers: [UnsafeBufferPointer<UInt8>] = (0..<16).map { i in
        var w = JSONWriter(capacity: 96)
        spellMaskMembers(InterfaceOrientationMask(rawValue: UInt(i) << 1), to: &w)
        return permanent(w.bytes)
    }

    private static func spellMaskMembers(_ m: InterfaceOrientationMask, to w: inout JSONWriter) {
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

/// The explanation sentences and the top-most path are written straight into the response: the engine's literals
/// without the escaping scan, class names escaped. The engine's rendering is specialized for this sink.
extension JSONWriter: TextPieceSink {
    @inline(__always) public mutating func literal(_ s: StaticString) { stringContent(verbatim: s) }
    @inline(__always) public mutating func text(_ s: String) { stringContent(s) }
}
