import Foundation
import Geometry
@testable import Graphics
import Testing

/// A drawing painted in bands on several threads is the drawing one painter makes, bit
/// for bit, whatever the bands; and the bands cover the area once.
@Suite struct BandedPainterTests {
    /// Translucent rounded rectangles, ellipses, a star and a gradient, overlapping, with
    /// fractional edges, some partly outside the frame.
    @Sendable static func scene(_ painter: Painter) {
        painter.clear(Color(hex: 0xF2F2F7))
        for i in 0..<300 {
            let rect = Rect(x: Double(i * 7919 % 260) - 12.25, y: Double(i * 104_729 % 190) - 9.5,
                            width: 6.5 + Double(i % 50), height: 3.75 + Double(i % 37))
            let color = Color(red: Double(i * 37 % 256) / 255, green: Double(i * 91 % 256) / 255,
                              blue: Double(i * 53 % 256) / 255, alpha: 0.35 + Double(i % 4) * 0.2)
            if i % 5 == 0 {
                painter.fillEllipse(in: rect, with: .color(color))
            } else {
                painter.fill(RoundedRect(rect, radius: Double(i % 9)), with: .color(color))
            }
        }
        var star = Path()
        star.move(to: Point(x: 120, y: 10))
        for k in 1..<5 {
            let angle = Double(k) * 4 * Double.pi / 5
            star.line(to: Point(x: 120 + 90 * sin(angle), y: 100 - 90 * cos(angle)))
        }
        star.close()
        painter.fill(star, rule: .evenOdd, with: .color(Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.6)))
        let gradient = LinearGradient(from: .black, to: Color(hex: 0xFF9500, alpha: 0.5),
                                      start: Point(x: 0, y: 0), end: Point(x: 250, y: 180))
        painter.fill(RoundedRect(Rect(x: 30.5, y: 120.25, width: 200, height: 70), radius: 20), with: .linearGradient(gradient))
    }

    @Test(arguments: [(1, 64), (2, 1), (3, 7), (8, 16)])
    func bandsPaintWhatOnePainterPaints(threads: Int, minimumRows: Int) throws {
        let single = try Framebuffer(width: 257, height: 203)
        Self.scene(Painter(target: single))
        let banded = try Framebuffer(width: 257, height: 203)
        let painter = BandedPainter(target: banded, threads: threads, minimumBandRows: minimumRows)
        painter.draw(Self.scene)
        let differing = differingPixels(single, banded).count
        #expect(differing == 0, "\(differing) pixels differ with \(threads) threads")
        #expect(Set(pixels(of: single)).count > 1000)
        // Drawn again into the same painters (their scratch memory reused): the same frame.
        painter.draw(Self.scene)
        #expect(pixels(of: banded) == pixels(of: single))
    }

    @Test func aDamagedAreaIsTheOnlyPartRepainted() throws {
        let frame = try Framebuffer(width: 120, height: 300)
        let painter = BandedPainter(target: frame, threads: 4, minimumBandRows: 10)
        painter.draw { $0.clear(.white) }
        let damage = PixelRect(x: 10, y: 50, width: 30, height: 200)
        painter.draw(in: damage) { $0.clear(.black) }
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let inside = damage.contains(x: x, y: y)
                if frame[x, y] != (inside ? 0xFF00_0000 : 0xFFFF_FFFF) {
                    Issue.record("pixel (\(x), \(y)) is \(hex(frame[x, y]))")
                    return
                }
            }
        }
    }

    @Test func bandsCoverTheAreaOnceAndShortAreasStayWhole() throws {
        let painter = BandedPainter(target: try Framebuffer(width: 100, height: 1000), threads: 3, minimumBandRows: 64)
        let bands = painter.bands(of: PixelRect(x: 5, y: 10, width: 50, height: 500))
        #expect(bands.count == 3)
        #expect(bands.first?.minY == 10 && bands.last?.maxY == 510)
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.maxY == $1.minY })
        #expect(bands.allSatisfy { $0.minX == 5 && $0.maxX == 55 && $0.height >= 64 })
        #expect(painter.bands(of: PixelRect(x: 0, y: 0, width: 100, height: 127)).count == 1)
        #expect(painter.bands(of: PixelRect(x: 0, y: 990, width: 100, height: 500)).map(\.height) == [10])
        #expect(painter.bands(of: PixelRect(x: 200, y: 0, width: 10, height: 10)).isEmpty)
    }
}
