import Foundation

/// The CPU time (user and system) and wall-clock time of one run, in milliseconds.
struct Sample {
    var cpu: Double
    var wall: Double

    /// Runs `body` once and measures it.
    static func of(_ body: () throws -> Void) rethrows -> Sample {
        let cpuStart = cpuMilliseconds()
        let start = ContinuousClock.now
        try body()
        let duration = ContinuousClock.now - start
        return Sample(
            cpu: cpuMilliseconds() - cpuStart,
            wall: Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15)
    }

    /// The process's user and system CPU time so far.
    static func cpuMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }

    /// The process's peak resident set size, in KiB: `VmHWM` of `/proc/self/status`, the high-water mark of
    /// this process's own memory. (`ru_maxrss` would do on a process started by `fork`, but a child that
    /// Foundation's `Process` starts with `posix_spawn` inherits its parent's peak in `ru_maxrss`.) Falls
    /// back to `ru_maxrss` where `/proc` is missing.
    static func peakKilobytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).dropLast(3))
        {
            return kilobytes
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}

extension Array where Element == Double {
    /// The median (the mean of the middle two for an even count); 0 when empty.
    var median: Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    }
}

/// Text helpers for the tables `make bench` prints.
enum Column {
    static func left(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func right(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    static func number(_ value: Double, _ format: String = "%.1f") -> String { String(format: format, value) }
}
