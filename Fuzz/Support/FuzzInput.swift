/// The fuzzer's bytes read as a sequence of choices, for targets whose input is
/// structured (a paragraph, its style, its width) rather than a file format.
///
/// Every read succeeds: past the end, reads give zeros, so every byte string is some
/// input and a shorter one is a simpler one (libFuzzer shrinks inputs by cutting bytes).
/// Choices take as few bytes as they can, and the first option of a list is what
/// zeros give, so put the plain case first.
public struct FuzzInput {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// True once every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A whole number in `range`, from as many bytes as the range needs.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound)
        var value: UInt64 = 0
        var covered: UInt64 = 0
        while covered < span {
            value = value << 8 | UInt64(byte())
            covered = covered << 8 | 0xFF
        }
        return range.lowerBound + Int(span == .max ? value : value % (span + 1))
    }

    /// One of `options` (the first one when the input has run out).
    public mutating func pick<T>(_ options: [T]) -> T {
        options[int(in: 0...options.count - 1)]
    }

    /// A double: one of `specials` a quarter of the time (zeros give the first), else one
    /// in `range` with 16 bits of resolution. Specials stay a minority because some are
    /// slow on purpose (a huge font size makes every glyph thousands of pixels wide).
    public mutating func double(specials: [Double], range: ClosedRange<Double>) -> Double {
        if byte() < 64 { return pick(specials) }
        let fraction = Double(int(in: 0...0xFFFF)) / 0xFFFF
        return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
    }

    /// The values that break arithmetic: for widths, sizes and spacings.
    public static let hostileDoubles: [Double] = [
        0, -0.0, -1, 0.5, 1e-300, .leastNonzeroMagnitude, 1e6, -1e6, 1e15, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    /// The bytes not read yet (all of them are read by this).
    public mutating func rest() -> UnsafeRawBufferPointer {
        let start = min(offset, bytes.count)
        offset = bytes.count
        return UnsafeRawBufferPointer(rebasing: bytes[start...])
    }
}
