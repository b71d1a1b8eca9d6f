import OrientationPolicy

/// The short answer `Prefer: return=minimal` asks for (`ReturnPreference`; openapi.yaml `DecisionSummary`): the
/// members of the full answer up to `exception`, in the same order, then `disputed` in brief, and no
/// `explanation`. A harness running thousands of cases reads only the outcome, and the explanation is most of the
/// full answer (5.3 KB of 5.6 for bench/requests/decide.json): its sentences, sources and references are never
/// written. The engine still records its steps, which are values without text (`ExplanationStep`), because the
/// short `disputed` list is derived from the rules they name.
extension DecisionEncoder {
    /// The short response body for one decision.
    package static func encodeMinimal(_ d: Decision) -> [UInt8] {
        // The members up to `exception` take about 500-700 bytes (the longest masks, a long top-most path, an
        // exception's reason): 512 made the usual answer (513 bytes for bench/requests/decide.json) grow once,
        // a second allocation and a copy. 960 keeps the buffer (with the array's 32-byte header) within glibc's
        // per-thread cache of small blocks (up to 1,032 bytes), which a larger one bypasses.
        var w = JSONWriter(capacity: 960 + 256 * d.claimsUsed.count)
        writeMinimal(d, to: &w)
        return w.bytes
    }

    /// Appends the short decision object to `w` (batches embed it).
    package static func writeMinimal(_ d: Decision, to w: inout JSONWriter) {
        w.beginObject()
        writeOutcomeMembers(d, to: &w)
        w.fragment(#","disputed":["#); writeDisputedSummary(d, to: &w); w.fragment("]")
        w.endObject()
    }

    /// The same disputed claims as the full answer's `disputed`, each as `{"rule":…,"claim":…,"summary":…}`:
    /// a harness still sees that the answer is uncertain and which claims make it so (`GET /v1/rules` has their
    /// evidence), with the claim's statement in one sentence instead of the dispute note and the alternatives.
    static func writeDisputedSummary(_ d: Decision, to w: inout JSONWriter) {
        var first = true
        forEachDisputedClaim(of: d) { rule, claim, _ in
            if !first { w.fragment(",") }
            first = false
            w.fragment(#"{"rule":"#); w.string(rule.id)
            w.fragment(#","claim":"#); w.string(claim.id)
            w.fragment(#","summary":"#); w.string(claim.statement)
            w.fragment("}")
        }
    }
}
