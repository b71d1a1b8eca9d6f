import OrientationPolicy

extension Service {
    /// `POST /v1/simulate` (issue 8): decodes the timeline (`SimulateDecoder`), replays it with the engine
    /// (`Timeline.run()`), and writes the timeline (`SimulateEncoder`). 422 with a JSON Pointer when an event
    /// names an unknown or ambiguous controller; 200 whenever the timeline runs, including when UIKit raises.
    func simulate(_ request: APIRequest) throws(APIProblem) -> [UInt8] {
        let value = try requireJSONBody(request)
        let timeline = try SimulateDecoder(scenarioDecoder: scenarioDecoder).decode(value)
        do throws(TimelineError) {
            return SimulateEncoder.encode(try timeline.run())
        } catch {
            throw SimulateDecoder.problem(error)
        }
    }
}
