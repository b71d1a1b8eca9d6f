import OrientationPolicy

extension Service {
    /// `POST /v1/simulate`: decodes the timeline (`SimulateDecoder`), replays it with the engine
    /// (`Timeline.run()`), and writes the timeline (`SimulateEncoder`). 422 with a JSON Pointer when an event
    /// names an unknown or ambiguous controller; 200 whenever the timeline runs, including when UIKit raises.
    /// `minimal` (`Prefer: return=minimal`) leaves each entry's explanation out.
    func simulate(_ request: APIRequest, minimal: Bool = false) throws(APIProblem) -> [UInt8] {
        let value = try requireJSONBody(request)
        let timeline = try SimulateDecoder(scenarioDecoder: scenarioDecoder).decode(value)
        let result: TimelineResult
        do throws(TimelineError) {
            result = try timeline.run()
        } catch {
            throw SimulateDecoder.problem(error)
        }
        var callbacks = 0
        for e in result.entries { callbacks += e.callbacks.count }
        if callbacks > Self.maxSimulatedCallbacks {
            throw APIProblem(
                .outOfRange,
                "the timeline delivers \(callbacks) callbacks, more than the \(Self.maxSimulatedCallbacks) one response may hold; send fewer events or a smaller hierarchy",
                pointer: "/events")
        }
        return SimulateEncoder.encode(result, minimal: minimal)
    }

    /// The most callbacks one `/v1/simulate` response may report (about 5 MB of JSON): 200 events over 1000
    /// controllers could otherwise produce hundreds of megabytes.
    static let maxSimulatedCallbacks = 20_000
}
