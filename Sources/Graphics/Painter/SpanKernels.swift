import CPixelKernels

/// Which loops blend long solid spans: the portable Swift ones (`SpanBlend`: SSE2 on
/// x86-64, NEON on ARM), or AVX2's twice-as-wide vectors where the CPU has them
/// (`CPixelKernels`). Both give the same pixels, bit for bit; the choice only changes
/// speed. At start the widest the CPU has is used, unless the environment variable
/// `TESSERA_SPAN_KERNELS` is `portable`.
public enum SpanKernels: Int32, Sendable, CaseIterable {
    case portable = 0
    case avx2 = 1

    /// The kernels in use.
    public static var current: SpanKernels { SpanKernels(rawValue: tessera_span_kernels_current()) ?? .portable }

    /// Uses `kernels` from now on where the CPU has them, else the portable ones, and
    /// returns the kernels in use. Painting threads may be drawing meanwhile: both give
    /// the same pixels.
    @discardableResult
    public static func select(_ kernels: SpanKernels) -> SpanKernels {
        SpanKernels(rawValue: tessera_span_kernels_select(kernels.rawValue)) ?? .portable
    }
}
