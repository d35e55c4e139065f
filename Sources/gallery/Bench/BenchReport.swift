/// The statistics of one figure and its output line. Median and p90 are computed as
/// the peer programs compute them (median of an even count: mean of the middle two;
/// p90: nearest rank), so that ratios compare like with like.
struct BenchReport {
    let scene: String
    let mode: String
    let frames: Int
    let medianNanoseconds: UInt64
    let p90Nanoseconds: UInt64
    let minNanoseconds: UInt64
    /// Extra integer fields for the line, such as `lines` and `glyphs`.
    let details: [(name: String, value: Int)]

    init(scene: String, mode: String, timings: [UInt64], details: [(name: String, value: Int)] = []) {
        self.details = details
        precondition(!timings.isEmpty, "a report needs at least one timed frame")
        let t = timings.sorted()
        let n = t.count
        self.scene = scene
        self.mode = mode
        frames = n
        medianNanoseconds = Self.median(ofSorted: t)
        p90Nanoseconds = Self.percentile(90, ofSorted: t)
        minNanoseconds = t[0]
    }

    /// The median of ascending `values` as the peers compute it (an even count: the
    /// mean of the middle two); 0 for none.
    static func median(ofSorted values: [UInt64]) -> UInt64 {
        let n = values.count
        guard n > 0 else { return 0 }
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2
    }

    /// The `percent` percentile of ascending `values` by nearest rank; 0 for none.
    static func percentile(_ percent: Int, ofSorted values: [UInt64]) -> UInt64 {
        values.isEmpty ? 0 : values[max(0, (values.count * percent + 99) / 100 - 1)]
    }

    /// The spec's line; `variant` repeats `mode` under the name the peers' table reads.
    var jsonLine: String {
        "{\"renderer\":\"tessera\",\"scene\":\"\(scene)\",\"mode\":\"\(mode)\",\"frames\":\(frames),"
            + "\"median_ns\":\(medianNanoseconds),\"p90_ns\":\(p90Nanoseconds),"
            + "\"variant\":\"\(mode)\",\"min_ns\":\(minNanoseconds)"
            + details.map { ",\"\($0.name)\":\($0.value)" }.joined() + "}"
    }

    var humanLine: String {
        func ms(_ ns: UInt64) -> String {
            let v = Double(ns) / 1e6
            let whole = Int(v), frac = Int(((v - Double(whole)) * 1000).rounded())
            return "\(whole).\(String(repeating: "0", count: max(0, 3 - String(frac).count)))\(frac) ms"
        }
        return "tessera \(scene) \(mode): frames=\(frames) median=\(ms(medianNanoseconds)) p90=\(ms(p90Nanoseconds)) min=\(ms(minNanoseconds))"
            + details.map { " \($0.name)=\($0.value)" }.joined()
    }
}
