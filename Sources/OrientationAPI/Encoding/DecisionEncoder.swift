import OrientationPolicy

/// Writes a `Decision` exactly in the API's response shape, members in the documented order:
/// `outcome`, `interfaceOrientation`, `supportedInterfaceOrientations`, `applicationOrientations`,
/// `topmostViewController`, `preferredInterfaceOrientationForPresentation`, `exception`, `explanation`.
package enum DecisionEncoder {
    /// The response body for one decision.
    package static func encode(_ d: Decision) -> [UInt8] {
        var w = JSONWriter(capacity: capacity(d))
        write(d, to: &w)
        return w.bytes
    }

    /// Each explanation step carries its rule's sources and references, 200-750 bytes (5.3 KB for the nine steps
    /// of bench/requests/decide.json): sized from the steps, one allocation instead of a 4 KB buffer that grew to
    /// 8 KB, copying the first 4 KB.
    static func capacity(_ d: Decision) -> Int { 1024 + 768 * d.explanation.count }

    /// `encode(_:)` for a caller that hands the decision over (its last use there, as `Service` does): each step's
    /// detail is moved out and written instead of copied first (`ExplanationStep.writeDetailEmptying(to:)`), about
    /// 150 instructions a step. The same bytes. A caller that keeps using the decision makes the compiler pass a
    /// copy, whose steps are then copied before they are emptied: such a caller should use `encode(_:)`.
    package static func encode(taking d: consuming Decision) -> [UInt8] {
        var w = JSONWriter(capacity: capacity(d))
        write(taking: d, to: &w)
        return w.bytes
    }

    /// `write(_:to:)` for a caller that hands the decision over (see `encode(taking:)`; batches do, per item).
    package static func write(taking d: consuming Decision, to w: inout JSONWriter) {
        w.beginObject()
        writeOutcomeMembers(d, to: &w)
        w.fragment(#","explanation":"#)
        // The steps leave the decision while they are written, so the decision can still be read for their
        // certainties; they come back (rules kept, details emptied) for the `disputed` list, which reads rules only.
        var steps: [ExplanationStep] = []
        swap(&steps, &d.explanation)
        writeExplanation(emptying: &steps, decision: d, to: &w)
        swap(&steps, &d.explanation)
        w.fragment(#","disputed":["#); writeDisputed(d, to: &w); w.fragment("]")
        w.endObject()
    }

    /// Appends a decision object to `w` (for endpoints that embed decisions, such as batches).
    ///
    /// The skeleton is written as pre-encoded fragments, the engine's literals and rule texts are copied without
    /// the escaping scan, and explanation sentences and the top-most path are copied piece by piece instead of
    /// being built as strings first: encoding allocates nothing but the output (BENCHMARKS.md).
    package static func write(_ d: Decision, to w: inout JSONWriter) {
        w.beginObject()
        writeOutcomeMembers(d, to: &w)
        w.fragment(#","explanation":"#); writeExplanation(d.explanation, decision: d, to: &w)
        w.fragment(#","disputed":["#); writeDisputed(d, to: &w); w.fragment("]")
        w.endObject()
    }

    /// The members from `outcome` to `exception`, which the full and the short answer share, in the documented order.
    static func writeOutcomeMembers(_ d: Decision, to w: inout JSONWriter) {
        w.fragment(#""outcome":""#); w.stringContent(verbatim: outcomeName(d.outcome))
        w.fragment(#"","interfaceOrientation":""#); w.stringContent(verbatim: name(d.interfaceOrientation))
        w.fragment(#"","supportedInterfaceOrientations":{"#); writeMaskMembers(d.supportedInterfaceOrientations, to: &w)
        w.fragment(#"},"applicationOrientations":{"#); writeMaskMembers(d.applicationOrientations.mask, to: &w)
        w.fragment(#","source":""#); w.stringContent(verbatim: sourceName(d.applicationOrientations.source))
        w.fragment(#""},"topmostViewController":"#); writeControllerReference(d.topmostViewController, to: &w)
        w.fragment(#","preferredInterfaceOrientationForPresentation":"#)
        if let p = d.preferredInterfaceOrientationForPresentation { w.string(name(p)) } else { w.null() }
        w.fragment(#","exception":"#); writeException(d.exception, to: &w)
    }

    /// One entry per disputed claim the decision rests on, so a client can tell which answers to double-check on
    /// a device: `{"rule":…,"claim":…,"note":…,"alternatives":[…]}`. A core claim is disputed on the decision's
    /// version when its sources conflict or the version lies in its unknown bound; a situational one when the
    /// decision named it (`claimsUsed`), with the other answers it allows.
    static func writeDisputed(_ d: Decision, to w: inout JSONWriter) {
        var first = true
        let version = d.systemVersion  // captured instead of `d`, which the closure would copy (retaining all of it)
        forEachDisputedClaim(of: d) { rule, claim, alternatives in
            writeDisputedEntry(rule: rule, claim: claim, version: version, alternatives: alternatives, first: first, to: &w)
            first = false
        }
    }

    /// Hands `body` each disputed claim `d` rests on, once, in the order of `disputed`: the core claims of its
    /// steps' rules, then the situational claims it names (with their alternatives). The full answer and the short
    /// one (`DecisionEncoder.writeMinimal`) list the same claims.
    static func forEachDisputedClaim(
        of d: Decision, _ body: (_ rule: Rule, _ claim: Claim, _ alternatives: [ClaimUse.Alternative]) -> Void
    ) {
        // Most answers dispute nothing: one row lookup and a byte per step say so, without copying a step.
        let rules = RuleCertainties(on: d.systemVersion)
        var anyDisputedRule = false
        d.explanation.withUnsafeBufferPointer { steps in
            for i in steps.indices {
                let rule = steps[i].knownRule
                if let rule, rules[rule] == .disputed {
                    anyDisputedRule = true
                    break
                }
            }
        }
        // A decision made without its explanation (`Policy.decideOutcome`) names the same rules, in the same order.
        for rule in d.rulesWithoutSteps where rules[rule] == .disputed { anyDisputedRule = true }
        if !anyDisputedRule && d.claimsUsed.isEmpty { return }
        var seen: [String] = []
        if anyDisputedRule {
            func visit(_ rule: Rule) {
                guard rules[rule] == .disputed else { return }
                for claim in rule.claims where claim.isCore && claim.certainty(on: d.systemVersion) == .disputed {
                    guard !seen.contains(claim.id) else { continue }
                    seen.append(claim.id)
                    body(rule, claim, [])
                }
            }
            for step in d.explanation {
                if let rule = step.knownRule { visit(rule) }
            }
            for rule in d.rulesWithoutSteps { visit(rule) }
        }
        for use in d.claimsUsed {
            guard !seen.contains(use.claim), let claim = ClaimLedger.claim(use.claim),
                claim.certainty(on: d.systemVersion) == .disputed
            else { continue }
            seen.append(claim.id)
            body(use.rule, claim, use.alternatives)
        }
    }

    static func writeDisputedEntry(
        rule: Rule, claim: Claim, version: SystemVersion, alternatives: [ClaimUse.Alternative], first: Bool, to w: inout JSONWriter
    ) {
        if !first { w.fragment(",") }
        w.fragment(#"{"rule":"#); w.string(rule.id)
        w.fragment(#","claim":"#); w.string(claim.id)
        w.fragment(#","note":"#); w.string(claim.disputeNote(on: version))
        w.fragment(#","alternatives":["#)
        for (i, a) in alternatives.enumerated() {
            if i > 0 { w.fragment(",") }
            w.beginObject()
            w.key("summary"); w.string(a.summary)
            w.key("interfaceOrientation")
            if let o = a.interfaceOrientation { w.string(name(o)) } else { w.null() }
            w.key("exception"); writeException(a.exception, to: &w)
            w.endObject()
        }
        w.fragment("]}")
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
    static func writeExplanation(
        _ steps: [ExplanationStep], decision: Decision? = nil, version: SystemVersion? = nil, to w: inout JSONWriter
    ) {
        steps.withUnsafeBufferPointer { steps in
            // Read only: `emptying` false never writes through the pointer.
            writeSteps(
                UnsafeMutableBufferPointer(mutating: steps), emptying: false, decision: decision, version: version, to: &w)
        }
    }

    /// `writeExplanation` moving each step's detail out as it is written (`ExplanationStep.writeDetailEmptying`):
    /// the steps keep their rules, with empty details.
    static func writeExplanation(emptying steps: inout [ExplanationStep], decision: Decision, to w: inout JSONWriter) {
        steps.withUnsafeMutableBufferPointer { steps in
            writeSteps(steps, emptying: true, decision: decision, version: nil, to: &w)
        }
    }

    @inline(__always) private static func writeSteps(
        _ steps: UnsafeMutableBufferPointer<ExplanationStep>, emptying: Bool, decision: Decision?, version: SystemVersion?,
        to w: inout JSONWriter
    ) {
        w.beginArray()
        let stepText = stepText  // one lazy-global check, not two per step
        // The version's row of rule certainties, looked up once (`RuleCertainties`), not once per step.
        let rules = (decision?.systemVersion ?? version).map { RuleCertainties(on: $0) }
        // Only a decision naming situational claims needs more than the row (`Decision.certainty(of:in:)`).
        let capping = decision.map { !$0.claimsUsed.isEmpty } ?? false
        do {
            for i in steps.indices {
                let rule = steps[i].knownRule
                if let rule {
                    // The step's opening brace (and the comma before it) are part of the copied head.
                    w.fragment(i == 0 ? stepText[rule.ordinal].first : stepText[rule.ordinal].next)
                } else {
                    w.beginObject()
                    w.fragment(#""rule":""#); w.stringContent(steps[i].rule); w.fragment(#"","detail":""#)
                }
                if emptying { steps[i].writeDetailEmptying(to: &w) } else { steps[i].writeDetail(to: &w) }
                if let rule {
                    let certainty =
                        if capping, let decision { decision.certainty(of: rule) } else if let rules { rules[rule] } else { rule.certainty }
                    w.fragment(stepText[rule.ordinal].tail(certainty))
                } else {
                    w.fragment(#"","source":""#); w.stringContent(steps[i].source); w.fragment(#"""#)
                    let id = steps[i].rule
                    let certainty =
                        decision.flatMap { d in Rule(rawValue: id).map { d.certainty(of: $0) } }
                        ?? version.flatMap { RuleCatalog.certainty(forRule: id, on: $0) }
                        ?? RuleCatalog.certainty(forRule: id)
                    writeReferences(RuleCatalog.references(forRule: id) ?? [], certainty: certainty, to: &w)
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
            let tails = UnsafeMutablePointer<UnsafeBufferPointer<UInt8>>.allocate(capacity: Certainty.allCases.count)
            for (i, certainty) in Certainty.allCases.enumerated() {
                var tail = JSONWriter(capacity: 512)
                tail.fragment(#"","source":"#); tail.string(rule.source)
                writeReferences(rule.references, certainty: certainty, to: &tail)
                tail.fragment("}")
                (tails + i).initialize(to: permanent(tail.bytes))
            }
            (table.baseAddress! + rule.ordinal).initialize(
                to: StepText(first: permanent(first), next: permanent([UInt8(ascii: ",")] + first), tails: UnsafePointer(tails)))
        }
        return UnsafeBufferPointer(table)
    }()

    /// One entry of `stepText`.
    struct StepText {
        var first: UnsafeBufferPointer<UInt8>
        var next: UnsafeBufferPointer<UInt8>
        /// The tail for each certainty, in `Certainty.allCases` order. Memory that lives as long as the process, as
        /// `first` and `next` are: as an array it cost a retain and a release per step.
        var tails: UnsafePointer<UnsafeBufferPointer<UInt8>>

        func tail(_ certainty: Certainty) -> UnsafeBufferPointer<UInt8> { tails[3 - certainty.strength] }
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
    package static func writeMask(_ m: InterfaceOrientationMask, to w: inout JSONWriter) {
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
        case .doesNotLaunch: "doesNotLaunch"
        }
    }

    static func sourceName(_ s: ApplicationOrientations.Source) -> StaticString {
        switch s {
        case .delegate: "delegate"
        case .sceneDelegate: "sceneDelegate"
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
    @inline(__always) package mutating func literal(_ s: StaticString) { stringContent(verbatim: s) }
    @inline(__always) package mutating func text(_ s: String) { stringContent(s) }
}
