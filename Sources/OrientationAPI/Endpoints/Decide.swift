import OrientationPolicy

extension Service {
    /// `POST /v1/decide`.
    func decide(_ request: APIRequest) throws(APIProblem) -> Decision {
        let value = try requireJSONBody(request)
        let scenario = try scenarioDecoder.decode(value)
        return Policy.decide(scenario)
    }
}
