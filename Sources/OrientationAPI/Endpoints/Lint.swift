import OrientationPolicy

extension Service {
    /// The media type of SARIF 2.1.0 logs; a client sending it in `Accept` gets SARIF instead of the JSON report.
    package static let sarifMediaType = "application/sarif+json"

    /// `POST /v1/lint`: decodes the description (`LintRequest`), explores it with the engine
    /// (`Lint.run`), and answers the report as JSON, or as SARIF 2.1.0 when `Accept` names
    /// `application/sarif+json`. 200 whenever the input is valid, whatever was found.
    /// A project archive (`Content-Type` one of `archiveMediaTypes`) is linted as a whole project instead
    /// (`lintProject`); every other request is read as JSON, exactly as before archives were accepted.
    func lint(_ request: APIRequest) throws(APIProblem) -> APIResponse {
        if Self.isArchive(request.header("Content-Type")) { return try lintProject(request) }
        let value = try requireJSONBody(request)
        let input = try LintRequest.decode(value, scenarioDecoder: scenarioDecoder)
        let report = Lint.run(input.scenario, targets: input.targets, maxStates: input.maxStates)
        if Self.wantsSARIF(request.header("Accept")) {
            return APIResponse(
                status: 200, headers: [("Content-Type", Self.sarifMediaType)],
                body: SarifEncoder.encode(report, toolVersion: configuration.version))
        }
        return Self.json(LintEncoder.encode(report))
    }

    /// True when an `Accept` field lists `application/sarif+json` (parameters and q-values other than 0 allowed).
    static func wantsSARIF(_ accept: String?) -> Bool {
        guard let accept else { return false }
        for range in accept.lowercased().split(separator: ",") {
            let parts = range.split(separator: ";").map { String($0).trimmingSpaces() }
            guard parts.first == sarifMediaType else { continue }
            for p in parts.dropFirst() where p.hasPrefix("q=") {
                let q = p.dropFirst(2)
                if !q.isEmpty, q.allSatisfy({ $0 == "0" || $0 == "." }) { return false }
            }
            return true
        }
        return false
    }
}
