/// A tiny seeded pseudo-random generator (the SplitMix64 mixing function), so that the
/// randomized tests see the same inputs on every run and toolchain.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range` (the slight modulo bias does not matter for tests).
    mutating func int(in range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `numerator` / `denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        int(in: 0..<denominator) < numerator
    }
}
