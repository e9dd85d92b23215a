import Foundation

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Nanoseconds per call of `body`, the fastest of `rounds` samples of about `sampleNanoseconds`
/// each, with `baseline` measured in the samples between (interleaved), so both see the same
/// machine load. The fastest sample is the one least disturbed by other processes on a shared
/// machine: noise only ever adds time.
func interleavedNanoseconds(
    rounds: Int = 11, sampleNanoseconds: UInt64 = 10_000_000, _ body: () -> Void, baseline: (() -> Void)?
) -> (new: Double, old: Double?) {
    let newCalls = calibratedCalls(sampleNanoseconds: sampleNanoseconds, body)
    let oldCalls = baseline.map { calibratedCalls(sampleNanoseconds: sampleNanoseconds, $0) }
    var newSamples: [Double] = []
    var oldSamples: [Double] = []
    for _ in 0..<rounds {
        newSamples.append(nanosecondsPerCall(calls: newCalls, body))
        if let baseline, let oldCalls {
            oldSamples.append(nanosecondsPerCall(calls: oldCalls, baseline))
        }
    }
    return (newSamples.min() ?? 0, oldSamples.min())
}

/// How many calls of `body` take about `sampleNanoseconds`.
private func calibratedCalls(sampleNanoseconds: UInt64, _ body: () -> Void) -> Int {
    var calls = 1
    while true {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<calls { body() }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        if elapsed >= sampleNanoseconds / 4 || calls >= 1 << 30 {
            let perCall = max(Double(elapsed) / Double(calls), 0.1)
            return max(1, Int(Double(sampleNanoseconds) / perCall))
        }
        calls *= 2
    }
}

private func nanosecondsPerCall(calls: Int, _ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<calls { body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls)
}

/// One printed row: what was measured, at which size, and the figures.
struct BenchmarkRow {
    let operation: String
    let size: String
    let new: Double
    let old: Double?

    /// The fewest nanoseconds per call that a ratio is computed against.
    static let smallestMeasurable = 0.1

    static let header =
        pad("operation", 52) + pad("size", 14, right: true) + pad("ns/op", 11, right: true)
        + pad("old ns/op", 13, right: true) + pad("old/new", 10, right: true)

    var line: String {
        let oldText = old.map { format($0) } ?? "-"
        // Below the clock's resolution per call (the optimizer kept next to nothing) no ratio means anything.
        let ratio = old.flatMap { new >= Self.smallestMeasurable ? String(format: "%.0f×", $0 / new) : nil } ?? "-"
        return Self.pad(operation, 52) + Self.pad(size, 14, right: true) + Self.pad(format(new), 11, right: true)
            + Self.pad(oldText, 13, right: true) + Self.pad(ratio, 10, right: true)
    }

    private func format(_ nanoseconds: Double) -> String {
        nanoseconds < 100 ? String(format: "%.1f", nanoseconds) : String(format: "%.0f", nanoseconds)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
