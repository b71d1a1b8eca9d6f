import HTTPHeaders

extension Service {
    /// The checks every JSON POST shares: 413 when the server cut the body off, 415 for a media type that is
    /// not JSON (see `MediaType`), then the parsed document (400 problems for bad JSON).
    package func requireJSONBody(_ request: APIRequest) throws(APIProblem) -> JSONValue {
        try requireJSONRequest(request)
        do throws(JSONSyntaxError) {
            return try reader.parse(request.body)
        } catch {
            throw APIProblem(error)
        }
    }

    /// The 413 and 415 checks alone, for an endpoint that reads the body itself (`decide`'s streaming path).
    func requireJSONRequest(_ request: APIRequest) throws(APIProblem) {
        if request.bodyTooLarge {
            throw APIProblem(.bodyTooLarge, "the body exceeds the limit of \(configuration.maxBodyBytes) bytes")
        }
        // The common answers (no `Content-Type`, or exactly `application/json` in any case) are read in place; only
        // another media type is made a `String` and parsed.
        if request.fields.first("Content-Type", equalsIgnoringCase: "application/json") ?? true { return }
        let contentType = request.header("Content-Type")
        guard MediaType.acceptsJSON(contentType) else {
            throw APIProblem(
                .unsupportedMediaType,
                "Content-Type \(VocabularyQuote.quote(contentType ?? "")) is not JSON; send "
                    + "application/json (application/x-www-form-urlencoded, as curl -d sends, and "
                    + "a missing Content-Type are accepted too)")
        }
    }
}
