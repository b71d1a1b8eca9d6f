import OrientationPolicy

extension Service {
    /// `POST /v1/decide`: the body straight into a `Scenario` (`ScenarioDecoder.decode(body:)`), then the engine.
    /// Without `explaining` (the short answer, which prints no explanation) the engine builds none
    /// (`Policy.decideOutcome`); the `disputed` list comes out the same.
    func decide(_ request: APIRequest, explaining: Bool = true) throws(APIProblem) -> Decision {
        try requireJSONRequest(request)
        let scenario = try scenarioDecoder.decodeFlat(body: request.body, reader: reader)
        return explaining ? Policy.decide(scenario) : Policy.decideOutcome(scenario)
    }
}
