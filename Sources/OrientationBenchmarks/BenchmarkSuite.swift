import Foundation
import OrientationAPI
import OrientationPolicy

/// Every micro-benchmark, in report order. Each closure performs exactly one operation on the benchmark
/// request (`bench/requests/decide.json`) or on the scenario and decision it describes. Targets (docs/performance.md):
/// `decide` under 2 us, decode + encode under 20 us, zero allocations in the mask algebra.
struct BenchmarkSuite {
    let requestData: Data

    var all: [Benchmark] {
        let scenario = BenchmarkScenario.make()
        let bytes = [UInt8](requestData)
        let data = requestData
        let reader = JSONReader()
        let fastDecoder = ScenarioDecoder()
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        let decision = Policy.decide(scenario)
        let timeline = BenchmarkScenario.timeline()
        do {
            _ = try timeline.run()
        } catch {
            print("note: the benchmark timeline stops with \(error.code): \(error)")
        }
        check(bytes: bytes, scenario: scenario, decoder: decoder)
        let service = Service(configuration: .init(version: "bench", gitCommit: "bench", buildDate: "bench"))
        let request = APIRequest(
            method: "POST", path: "/v1/decide",
            headers: [
                ("Host", "127.0.0.1:8080"), ("Content-Type", "application/json"),
                ("Content-Length", String(bytes.count)),
            ],
            body: bytes)
        // The load benchmark's batch (8 decide requests); read from the repository root like the request.
        let batchBytes = [UInt8](FileManager.default.contents(atPath: "bench/requests/batch.json") ?? Data())
        let batchRequest = APIRequest(
            method: "POST", path: "/v1/batch",
            headers: [
                ("Host", "127.0.0.1:8080"), ("Content-Type", "application/json"),
                ("Content-Length", String(batchBytes.count)),
            ],
            body: batchBytes)

        return [
            Benchmark(name: "mask algebra (16 mask pairs)", mustNotAllocate: true) {
                blackHole(MaskAlgebraBenchmark.run())
            },
            Benchmark(name: "decide", targetNanoseconds: 2_000) {
                blackHole(Policy.decide(scenario))
            },
            Benchmark(name: "simulate (6 events)") {
                blackHole(try? timeline.run())
            },
            Benchmark(name: "lint (default targets)") {
                blackHole(Lint.run(scenario))
            },
            Benchmark(name: "Swift codec: JSONReader parse (bytes -> JSONValue)") {
                blackHole(try! reader.parse(bytes))
            },
            Benchmark(name: "Swift codec: decode (bytes -> Scenario)") {
                blackHole(try! fastDecoder.decode(body: bytes, reader: reader))
            },
            Benchmark(name: "Swift codec: tree decode (bytes -> JSONValue -> Scenario; bodies the streaming path leaves)") {
                blackHole(try! fastDecoder.decode(reader.parse(bytes)))
            },
            Benchmark(name: "Swift codec: encode (Decision -> bytes)") {
                blackHole(DecisionEncoder.encode(decision))
            },
            Benchmark(name: "Swift codec: decode + encode", targetNanoseconds: 20_000) {
                blackHole(try! fastDecoder.decode(body: bytes, reader: reader))
                blackHole(DecisionEncoder.encode(decision))
            },
            Benchmark(name: "Swift codec: decode + decide + encode") {
                blackHole(DecisionEncoder.encode(Policy.decide(try! fastDecoder.decode(body: bytes, reader: reader))))
            },
            Benchmark(name: "Service.handle (POST /v1/decide, as the server calls it)") {
                blackHole(service.handle(request))
            },
            Benchmark(name: "Service.handle (POST /v1/batch, bench/requests/batch.json)") {
                blackHole(service.handle(batchRequest))
            },
            Benchmark(name: "Foundation: JSONDecoder (bytes -> Codable model)") {
                blackHole(try! decoder.decode(FoundationCodec.RequestModel.self, from: data))
            },
            Benchmark(name: "Foundation: decode (bytes -> Scenario)") {
                blackHole(try! FoundationCodec.decode(data, with: decoder))
            },
            Benchmark(name: "Foundation: encode (Decision -> bytes)") {
                blackHole(try! FoundationCodec.encode(decision, with: encoder))
            },
            Benchmark(name: "Foundation: decode + encode", targetNanoseconds: 20_000) {
                blackHole(try! FoundationCodec.decode(data, with: decoder))
                blackHole(try! FoundationCodec.encode(decision, with: encoder))
            },
            Benchmark(name: "Foundation: decode + decide + encode") {
                blackHole(try! FoundationCodec.encode(Policy.decide(FoundationCodec.decode(data, with: decoder)), with: encoder))
            },
        ]
    }

    /// Both decoders must turn the benchmark request into the scenario built by hand, or the figures would be
    /// for different work; a mismatch is reported, not fatal, so the other benchmarks still run.
    private func check(bytes: [UInt8], scenario: Scenario, decoder: JSONDecoder) {
        do {
            let fast = try ScenarioDecoder().decode(body: bytes)
            if fast != scenario { print("note: the Swift codec decodes the request to a different Scenario than BenchmarkScenario") }
        } catch {
            fatalError("the Swift codec rejects the benchmark request: \(error)")
        }
        do {
            let slow = try FoundationCodec.decode(requestData, with: decoder)
            if slow != scenario { print("note: the Foundation path decodes the request to a different Scenario than BenchmarkScenario") }
        } catch {
            fatalError("the Foundation path rejects the benchmark request: \(error)")
        }
    }
}
