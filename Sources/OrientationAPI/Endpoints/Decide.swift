import OrientationPolicy

extension Service {
    /// `POST /v1/decide`: the body straight into a `Scenario` (`ScenarioDecoder.decode(body:)`), then the engine.
    func decide(_ request: APIRequest) throws(APIProblem) -> Decision {
        try requireJSONRequest(request)
        let scenario = try scenarioDecoder.decode(body: request.body, reader: reader)
        return Policy.decide(scenario)
    }
}
