import CAllocCounter
import Foundation
import OrientationAPI
import OrientationPolicy

// Engine and codec micro-benchmarks (BENCHMARKS.md). Run in release mode from the repository root:
//   swift run -c release OrientationBenchmarks [--filter SUBSTRING] [--rounds N] [--round-ms N]
//       [--iterations N] [--request bench/requests/decide.json] [--exact NAME] [--list] [--parallel N]
// `--list` prints the benchmark names; `--exact NAME --iterations N --rounds 1` runs one benchmark a fixed
// number of times, which scripts/bench --callgrind uses to count instructions per operation. `--parallel N`
// runs each selected benchmark from N threads at once against one thread (ParallelRun.swift).
// Prints a Markdown table (median and minimum ns per operation over the rounds, heap allocations per
// operation) that BENCHMARKS.md quotes. `make bench` runs it through scripts/bench.

var harness = Harness()
var filters: [String] = []
var exact: String?
var listOnly = false
var requestPath = "bench/requests/decide.json"
var parallel: Int?
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    if flag == "--list" { listOnly = true; continue }
    guard let value = arguments.popFirst() else {
        print("OrientationBenchmarks: \(flag) needs a value"); exit(2)
    }
    switch flag {
    case "--filter": filters.append(value)
    case "--exact": exact = value
    case "--rounds": harness.rounds = Int(value) ?? harness.rounds
    case "--round-ms": harness.roundMilliseconds = Int(value) ?? harness.roundMilliseconds
    case "--iterations": harness.fixedIterations = Int(value)
    case "--request": requestPath = value
    case "--parallel": parallel = Int(value)
    case "--print-markdown":
        // docs/references.md and docs/rules.md, rendered from the rule tables.
        switch value {
        case "references": print(RulesMarkdown.references(), terminator: "")
        case "rules": print(RulesMarkdown.rules(), terminator: "")
        default: print("OrientationBenchmarks: --print-markdown takes references or rules"); exit(2)
        }
        exit(0)
    default: print("OrientationBenchmarks: unknown option \(flag)"); exit(2)
    }
}

guard let requestData = FileManager.default.contents(atPath: requestPath) else {
    print("OrientationBenchmarks: cannot read \(requestPath) (run from the repository root)"); exit(1)
}

let benchmarks = BenchmarkSuite(requestData: requestData).all
let selected = benchmarks.filter { b in
    if let exact { return b.name == exact }
    return filters.isEmpty || filters.contains { b.name.contains($0) }
}
if listOnly {
    for b in selected { print(b.name) }
    exit(0)
}

if let parallel {
    // Scaling from 1 to `parallel` threads, rounds interleaved (1, N, 1, N, ...), medians.
    print("| benchmark | 1 thread ops/s | \(parallel) threads ops/s | scaling |")
    print("| --- | ---: | ---: | ---: |")
    for benchmark in selected {
        var one: [Double] = []
        var many: [Double] = []
        for _ in 0..<harness.rounds {
            one.append(ParallelRun(threads: 1, milliseconds: harness.roundMilliseconds).operationsPerSecond(benchmark))
            many.append(ParallelRun(threads: parallel, milliseconds: harness.roundMilliseconds).operationsPerSecond(benchmark))
        }
        let (a, b) = (one.sorted()[one.count / 2], many.sorted()[many.count / 2])
        print("| \(benchmark.name) | \(format(a)) | \(format(b)) | \(format(b / a, digits: 2))x |")
    }
    exit(0)
}

print("request: \(requestPath), \(requestData.count) bytes; allocation counter active: \(alloc_counter_is_active() == 1)")
print("rounds: \(harness.rounds) x ~\(harness.roundMilliseconds) ms; figures are ns per operation\n")
print("| benchmark | median ns | min ns | allocs/op | frees/op | bytes/op | target | met |")
print("| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |")
for benchmark in selected {
    let m = harness.measure(benchmark)
    var target: [String] = []
    if let t = benchmark.targetNanoseconds { target.append("< \(format(t)) ns") }
    if benchmark.mustNotAllocate { target.append("0 allocs") }
    let met = m.meetsTarget.map { $0 ? "yes" : "**no**" } ?? ""
    print(
        "| \(benchmark.name) | \(format(m.medianNanoseconds)) | \(format(m.minimumNanoseconds)) | "
            + "\(format(m.allocationsPerOperation, digits: 1)) | \(format(m.freesPerOperation, digits: 1)) | "
            + "\(format(m.bytesPerOperation, digits: 0)) | \(target.joined(separator: ", ")) | \(met) |")
}

func format(_ x: Double, digits: Int = 1) -> String {
    String(format: x >= 100 ? "%.0f" : "%.\(digits)f", x)
}
