import CPixelKernels
import Geometry
@testable import Graphics
import Testing

/// The AVX2 span kernels (CPixelKernels) against the portable Swift loops they stand in
/// for: bit for bit, on every span length around their 8- and 16-pixel steps and tails,
/// and on whole shapes drawn both ways. Both are tested on any x86-64 machine with AVX2;
/// without it the wide kernels are never selected (checked too).
@Suite(.serialized) struct PixelKernelTests {
    typealias PP = PremultipliedPixel

    static let hasAVX2: Bool = {
        let before = SpanKernels.current
        defer { SpanKernels.select(before) }
        return SpanKernels.select(.avx2) == .avx2
    }()

    @Test(.enabled(if: hasAVX2, "this CPU has no AVX2"), arguments: 0...70)
    func wideSourceOverEqualsThePortableLoop(_ count: Int) {
        var random = DeterministicRandom(seed: UInt64(count) + 101)
        var failures: [String] = []
        let sources: [UInt32] = [0x8040_2010, 0x0000_0000, 0x01_01_00_01, 0xFE_FE_00_80, 0x7F12_3456, 0xC0C0_C0C0]
        for src in sources + (0..<6).map({ _ in random.premultipliedPixel() }) where src >> 24 != 255 {
            for lead in 0..<3 {
                let total = count + lead + 2
                let before = (0..<total).map { _ in random.premultipliedPixel() }
                var portable = before, wide = before
                portable.withUnsafeMutableBufferPointer { SpanBlend.sourceOver(src, onto: $0.baseAddress! + lead, count: count) }
                wide.withUnsafeMutableBufferPointer { tessera_source_over_span_avx2(src, $0.baseAddress! + lead, count) }
                for i in 0..<total where wide[i] != portable[i] {
                    failures.append("src \(hex(src)) lead \(lead) i \(i): \(hex(wide[i])) vs \(hex(portable[i]))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) wrong pixels: \(failures.prefix(8))")
    }

    /// rects-10k's kind of drawing (translucent rounded rectangles over each other, cut by
    /// a clip) gives the same frame with either kernels.
    @Test(.enabled(if: hasAVX2, "this CPU has no AVX2"))
    func translucentShapesDrawTheSameFrameWithEitherKernels() throws {
        func draw(with kernels: SpanKernels) throws -> Framebuffer {
            let before = SpanKernels.current
            defer { SpanKernels.select(before) }
            #expect(SpanKernels.select(kernels) == kernels)
            let (frame, painter) = try makeCanvas(301, 203, background: .white)
            painter.withClip(Rect(x: 3, y: 5, width: 290, height: 190)) {
                for i in 0..<400 {
                    let rect = Rect(x: Double(i * 7919 % 280) - 10.25, y: Double(i * 104_729 % 180) - 5.5,
                                    width: 8.5 + Double(i % 60), height: 4.75 + Double(i % 40))
                    let color = Color(red: Double(i * 37 % 256) / 255, green: Double(i * 91 % 256) / 255,
                                      blue: Double(i * 53 % 256) / 255, alpha: 0.5 + Double(i % 3) * 0.2)
                    painter.fill(RoundedRect(rect, radius: Double(i % 12)), with: .color(color))
                }
            }
            return frame
        }
        let portable = try draw(with: .portable), wide = try draw(with: .avx2)
        let differing = differingPixels(portable, wide).count
        #expect(differing == 0, "\(differing) pixels differ between the portable and the AVX2 kernels")
        let colors = Set(pixels(of: portable)).count
        #expect(colors > 1000, "the shapes were drawn (\(colors) colors)")
    }

    /// Glyph masks (the text loop): every row width around the 8-pixel step, masks cut by
    /// each side of the clip and reaching past the surface's rows, opaque and translucent
    /// colors, over random pixels, with the same pixels from both kernels. Each mask
    /// holds exactly its bytes, so a read past its last one would be caught by
    /// AddressSanitizer.
    @Test(.enabled(if: hasAVX2, "this CPU has no AVX2"), arguments: 1...24)
    func wideGlyphMasksEqualThePortableLoop(_ width: Int) throws {
        var random = DeterministicRandom(seed: UInt64(width) * 7 + 3)
        let colors: [Color] = [.black, Color(red: 0.2, green: 0.5, blue: 0.9),
                               Color(red: 1, green: 0.3, blue: 0, alpha: 0.5), Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.02)]
        for color in colors {
            var masks: [AlphaMask] = []
            for i in 0..<6 {
                let height = 1 + (width + i) % 9
                masks.append(try AlphaMask(width: width, height: height,
                                       coverage: (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: random.next()) }))
            }
            let background = (0..<(40 * 30)).map { _ in random.premultipliedPixel() }
            func draw(with kernels: SpanKernels) throws -> Framebuffer {
                let before = SpanKernels.current
                defer { SpanKernels.select(before) }
                #expect(SpanKernels.select(kernels) == kernels)
                let (frame, painter) = try makeCanvas(40, 30, background: .white)
                for i in background.indices { frame.pixels[i] = background[i] }
                painter.withClip(Rect(x: 2, y: 1, width: 33, height: 27)) {
                    for (i, mask) in masks.enumerated() {
                        // Inside, across the clip's left, right and bottom edges, and past the top.
                        let x = [5, -3, 30 - width / 2, 12, 1, 20][i], y = [3, 8, 14, 24, -4, 10][i]
                        painter.draw(mask, x: Double(x), y: Double(y), color: color)
                    }
                }
                return frame
            }
            let portable = try draw(with: .portable), wide = try draw(with: .avx2)
            let differing = differingPixels(portable, wide)
            #expect(differing.isEmpty, "width \(width), \(color): \(differing.count) pixels differ")
            #expect(differingPixels(portable, try makeCanvas(40, 30, background: .white).0).count > 0)
        }
    }

    /// The C kernels read `MaskPlacement`s as `tessera_mask_placement`s: the same layout.
    @Test func maskPlacementsAreLaidOutAsTheKernelsRead() {
        #expect(MemoryLayout<MaskPlacement>.size == MemoryLayout<tessera_mask_placement>.size)
        #expect(MemoryLayout<MaskPlacement>.stride == MemoryLayout<tessera_mask_placement>.stride)
        #expect(MemoryLayout<MaskPlacement>.offset(of: \.coverage) == MemoryLayout<tessera_mask_placement>.offset(of: \.coverage))
        #expect(MemoryLayout<MaskPlacement>.offset(of: \.width) == MemoryLayout<tessera_mask_placement>.offset(of: \.width))
        #expect(MemoryLayout<MaskPlacement>.offset(of: \.height) == MemoryLayout<tessera_mask_placement>.offset(of: \.height))
        #expect(MemoryLayout<MaskPlacement>.offset(of: \.x) == MemoryLayout<tessera_mask_placement>.offset(of: \.x))
        #expect(MemoryLayout<MaskPlacement>.offset(of: \.y) == MemoryLayout<tessera_mask_placement>.offset(of: \.y))
    }

    @Test func theLevelIsOnlyWhatTheCPUHas() {
        let before = SpanKernels.current
        defer { SpanKernels.select(before) }
        #expect(SpanKernels.select(.portable) == .portable)
        #expect(tessera_span_kernels_wide() == 0)
        #expect(tessera_span_kernels_select(7) == 0, "an unknown level selects the portable loops")
        #expect(SpanKernels.select(.avx2) == (Self.hasAVX2 ? .avx2 : .portable))
        #expect(SpanKernels.current == SpanKernels.select(.avx2))
    }
}
