/// A small seeded pseudo-random generator (the SplitMix64 mixing function), shared by the
/// test targets: the same seed gives the same sequence on every platform and Swift
/// version, unlike `SystemRandomNumberGenerator`, so randomized tests see the same inputs
/// on every run.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range` (the slight modulo bias does not matter for tests).
    public mutating func int(in range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `numerator` / `denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        int(in: 0..<denominator) < numerator
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// One of `values`, uniformly.
    public mutating func pick<T>(_ values: [T]) -> T {
        values[Int.random(in: 0..<values.count, using: &self)]
    }
}
