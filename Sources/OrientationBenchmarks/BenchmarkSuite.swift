import Foundation
import OrientationAPI
import OrientationPolicy

/// Every micro-benchmark, in report order. Each closure performs exactly one operation on the benchmark
/// request (`bench/requests/decide.json`) or on the scenario and decision it describes.
struct BenchmarkSuite {
    let requestData: Data

    var all: [Benchmark] {
        let scenario = BenchmarkScenario.make()
        let decision = BenchmarkScenario.sampleDecision()
        let bytes = requestData
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        // Fail loudly rather than benchmark an error path.
        do {
            let decoded = try FoundationCodec.decode(bytes, with: decoder)
            precondition(decoded == scenario, "the Foundation path does not decode decide.json to BenchmarkScenario")
        } catch {
            fatalError("Foundation decode of the benchmark request failed: \(error)")
        }

        return [
            Benchmark(name: "mask algebra (16 mask pairs)", mustNotAllocate: true) {
                blackHole(MaskAlgebraBenchmark.run())
            },
            Benchmark(name: "Foundation JSONDecoder -> Codable model") {
                blackHole(try! decoder.decode(FoundationCodec.RequestModel.self, from: bytes))
            },
            Benchmark(name: "Foundation decode -> Scenario") {
                blackHole(try! FoundationCodec.decode(bytes, with: decoder))
            },
            Benchmark(name: "Foundation encode Decision") {
                blackHole(try! FoundationCodec.encode(decision, with: encoder))
            },
            Benchmark(name: "Foundation decode + encode", targetNanoseconds: 20_000) {
                blackHole(try! FoundationCodec.decode(bytes, with: decoder))
                blackHole(try! FoundationCodec.encode(decision, with: encoder))
            },
            Benchmark(name: "build Scenario by hand (reference cost)") {
                blackHole(BenchmarkScenario.make())
            },
        ]
    }
}
