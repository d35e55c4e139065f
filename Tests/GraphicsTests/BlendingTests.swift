import Testing
@testable import Graphics
import Geometry

@Suite struct BlendingTests {
    typealias PP = PremultipliedPixel

    @Test func channelAccessorsAndPack() {
        let p: UInt32 = 0x8040_2010
        #expect(PP.alpha(p) == 0x80)
        #expect(PP.red(p) == 0x40)
        #expect(PP.green(p) == 0x20)
        #expect(PP.blue(p) == 0x10)
        #expect(PP.pack(alpha: 0x80, red: 0x40, green: 0x20, blue: 0x10) == p)
    }

    @Test func multiplyIsCorrectlyRoundedForAllBytes() {
        var wrong: [String] = []
        for a in UInt32(0)...255 {
            for b in UInt32(0)...255 {
                let exact = UInt32((Double(a * b) / 255).rounded())
                if PP.multiply(a, b) != exact { wrong.append("\(a)*\(b)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    /// Every channel value times every factor: `scale` rounds each channel of
    /// `c * f / 255` correctly (so certainly within ±1 of exact math).
    @Test func scaleMatchesExactMathOnEveryChannel() {
        var worst = 0.0
        var wrong = 0
        for f in UInt32(0)...255 {
            for c in UInt32(0)...255 {
                // Distinct values in the four lanes so that carries between lanes would show.
                let ch: [UInt32] = [c, (c + 85) & 0xFF, (c + 170) & 0xFF, 255 - c]
                let p = PP.pack(alpha: ch[0], red: ch[1], green: ch[2], blue: ch[3])
                let got = Channels(PP.scale(p, by: f)).values
                for i in 0..<4 {
                    let exact = Double(ch[i]) * Double(f) / 255
                    worst = max(worst, abs(Double(got[i]) - exact))
                    if got[i] != Int(exact.rounded()) { wrong += 1 }
                }
            }
        }
        #expect(worst <= 0.5, "worst error \(worst)")
        #expect(wrong == 0)
    }

    @Test func scaleByZeroAndFull() {
        #expect(PP.scale(0xFFFF_FFFF, by: 0) == 0)
        #expect(PP.scale(0xDEAD_BEEF, by: 255) == 0xDEAD_BEEF)
        #expect(PP.scale(0xFFFF_FFFF, by: 128) == 0x8080_8080)
    }

    /// Every source alpha, several source colors per alpha, many destinations: each
    /// channel within ±1 of `src + dst * (255 - srcA) / 255` in real numbers, and the
    /// result is still a valid premultiplied pixel.
    @Test func sourceOverWithinOneOfExactMath() {
        var random = DeterministicRandom(seed: 42)
        var destinations: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x8080_8080, 0x8080_0000, 0x0101_0101, 0xFE12_34FE]
        for _ in 0..<120 { destinations.append(random.premultipliedPixel()) }
        var worst = 0.0
        var failures: [String] = []
        for a in UInt32(0)...255 {
            let sources = [PP.pack(alpha: a, red: a, green: a / 2, blue: 0),
                           PP.pack(alpha: a, red: 0, green: a, blue: a * 3 / 7),
                           PP.pack(alpha: a, red: a / 3, green: 0, blue: a)]
            for src in sources {
                for dst in destinations {
                    let got = PP.sourceOver(src, dst)
                    let exact = exactSourceOver(src, dst)
                    let g = Channels(got)
                    let d = zip(g.doubles, exact).map { abs($0 - $1) }.max()!
                    worst = max(worst, d)
                    if d > 1 || g.r > g.a || g.g > g.a || g.b > g.a {
                        failures.append("\(hex(src)) over \(hex(dst)) = \(hex(got))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(8)); worst \(worst)")
        #expect(worst < 1)
    }

    @Test func sourceOverIdentities() {
        var random = DeterministicRandom(seed: 7)
        for _ in 0..<500 {
            let dst = random.premultipliedPixel()
            let opaque = 0xFF00_0000 | UInt32(random.next() & 0xFF_FFFF)
            #expect(PP.sourceOver(opaque, dst) == opaque)
            #expect(PP.sourceOver(0, dst) == dst)
        }
    }

    /// Runs of every length from 0 to 40 (the 8-wide vector loop plus every tail length),
    /// starting at aligned and unaligned addresses, equal the scalar formula exactly and
    /// leave the neighbors alone.
    @Test(arguments: 0...40)
    func spanSourceOverMatchesScalar(_ count: Int) {
        var random = DeterministicRandom(seed: UInt64(count) + 1)
        var failures: [String] = []
        let sources: [UInt32] = [0x8040_2010, 0x0000_0000, 0xFFFF_FFFF, 0x01_01_00_01, 0xFE_FE_00_80, 0x7F12_3456, 0xC0C0_C0C0]
        for src in sources + (0..<5).map({ _ in random.premultipliedPixel() }) {
            for lead in 0..<3 {
                let total = count + lead + 2
                var buffer = (0..<total).map { _ in random.premultipliedPixel() }
                let before = buffer
                buffer.withUnsafeMutableBufferPointer { p in
                    SpanBlend.sourceOver(src, onto: p.baseAddress! + lead, count: count)
                }
                for i in 0..<total {
                    let inRun = i >= lead && i < lead + count
                    let expected = inRun ? src &+ PP.scale(before[i], by: 255 - (src >> 24)) : before[i]
                    if buffer[i] != expected || (inRun && buffer[i] != PP.sourceOver(src, before[i])) {
                        failures.append("src \(hex(src)) lead \(lead) i \(i): \(hex(buffer[i])) vs \(hex(expected))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) wrong pixels: \(failures.prefix(8))")
    }

    /// Every valid premultiplied (alpha, channel) pair survives unpremultiply → premultiply.
    @Test func premultipliedRoundTripIsExact() {
        var failures: [String] = []
        for a in UInt32(0)...255 {
            for c in UInt32(0)...a {
                let p = PP.pack(alpha: a, red: c, green: a - c, blue: c / 2)
                let straight = PP.unpremultiply(p)
                let back = PP.premultiply(straight: straight)
                if back != p { failures.append("\(hex(p)) -> \(hex(straight)) -> \(hex(back))") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(8))")
    }

    @Test func premultiplyAndUnpremultiplyValues() {
        #expect(PP.premultiply(straight: 0x80FF_0000) == 0x8080_0000)
        #expect(PP.unpremultiply(0x8080_0000) == 0x80FF_0000)
        #expect(PP.premultiply(straight: 0xFF12_3456) == 0xFF12_3456)
        #expect(PP.unpremultiply(0xFF12_3456) == 0xFF12_3456)
        #expect(PP.premultiply(straight: 0x00FF_FFFF) == 0)
        #expect(PP.unpremultiply(0) == 0)
        // Straight -> premultiplied -> straight is exact for opaque pixels and within
        // the precision alpha leaves otherwise: |back - c| <= 255 / (2a) + 1.
        var random = DeterministicRandom(seed: 3)
        for _ in 0..<5000 {
            let s = UInt32(random.next() & 0xFFFF_FFFF)
            let a = s >> 24
            guard a > 0 else { continue }
            let back = Channels(PP.unpremultiply(PP.premultiply(straight: s)))
            let orig = Channels(s)
            let bound = 255 / (2 * Int(a)) + 1
            #expect(back.a == orig.a)
            #expect(max(abs(back.r - orig.r), abs(back.g - orig.g), abs(back.b - orig.b)) <= bound)
        }
    }
}
