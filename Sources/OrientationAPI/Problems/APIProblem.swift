import OrientationPolicy

/// An RFC 9457 problem: what the API answers instead of a result. Reusable by every endpoint: throw it from
/// decoding, render it with `response(requestID:)`.
package struct APIProblem: Error, Sendable, Hashable {
    package var code: ProblemCode
    /// The occurrence-specific explanation.
    package var detail: String
    /// RFC 6901 JSON Pointer to the offending member of the request body, when one is at fault.
    package var pointer: String?
    /// For 405: the methods the route allows (sent as `Allow`).
    package var allow: String?

    package init(_ code: ProblemCode, _ detail: String, pointer: String? = nil, allow: String? = nil) {
        self.code = code
        self.detail = detail
        self.pointer = pointer
        self.allow = allow
    }

    package var status: Int { code.status }

    /// A 400 for a body that is not acceptable JSON.
    package init(_ syntax: JSONSyntaxError) {
        self.init(ProblemCode(syntax.kind), syntax.message)
    }

    /// A 422 for a vocabulary error at `pointer`.
    package init(_ vocabulary: VocabularyError, pointer: String) {
        self.init(ProblemCode(vocabulary), vocabulary.message, pointer: pointer)
    }

    /// The problem document, `application/problem+json`, members in a fixed order:
    /// `type`, `title`, `status`, `detail`, `code`, then `pointer` when known.
    package var body: [UInt8] {
        var w = JSONWriter(capacity: 256)
        w.beginObject()
        w.key("type"); w.string(code.type)
        w.key("title"); w.string(code.title)
        w.key("status"); w.integer(status)
        w.key("detail"); w.string(detail)
        w.key("code"); w.string(code.rawValue)
        if let pointer { w.key("pointer"); w.string(pointer) }
        w.endObject()
        return w.bytes
    }

    /// The complete response; `Service` adds the headers every response carries.
    package func response() -> APIResponse {
        var headers: [(name: String, value: String)] = [("Content-Type", "application/problem+json")]
        if let allow { headers.append(("Allow", allow)) }
        // A 503 is the server's momentary state, not the request's fault (RFC 9110 section 15.6.4): say when to retry.
        if status == 503 { headers.append(("Retry-After", "1")) }
        return APIResponse(status: status, headers: headers, body: body)
    }
}
