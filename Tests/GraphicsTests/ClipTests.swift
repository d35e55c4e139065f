import Testing
@testable import Graphics
import Geometry

@Suite struct ClipTests {
    enum Primitive: String, CaseIterable, Sendable {
        case rect, fractionalRect, roundedRect, ellipse, path, border, fourColorBorder, gradient, mask, image, scaledImage

        static let maskBitmap: AlphaMask = {
            var coverage: [UInt8] = []
            for y in 0..<40 { for x in 0..<40 { coverage.append(UInt8(min(255, 120 + (x * 7 + y * 3) % 136))) } }
            return try! AlphaMask(width: 40, height: 40, coverage: coverage)
        }()

        static let imageBitmap: Image = {
            var random = DeterministicRandom(seed: 17)
            return try! Image(width: 40, height: 40, pixels: (0..<1600).map { _ in random.premultipliedPixel() | 0xFF00_0000 })
        }()

        func draw(_ p: Painter) {
            let box = Rect(x: 10, y: 10, width: 40, height: 40)
            switch self {
            case .rect: p.fill(box, with: .color(.black))
            case .fractionalRect: p.fill(Rect(x: 9.3, y: 10.6, width: 40.9, height: 39.1), with: .color(Color(red: 1, green: 0, blue: 0, alpha: 0.6)))
            case .roundedRect: p.fill(RoundedRect(box, radius: 8), with: .color(Color(red: 0, green: 0, blue: 1)))
            case .ellipse: p.fillEllipse(in: box, with: .color(.black))
            case .path:
                var path = Path()
                path.move(to: Point(x: 8.5, y: 12)); path.line(to: Point(x: 52, y: 9.5)); path.line(to: Point(x: 30, y: 51.7)); path.close()
                p.fill(path, with: .color(Color(red: 0, green: 0.5, blue: 0)))
            case .border:
                p.strokeBorder(RoundedRect(box, radius: 6), widths: EdgeInsets(all: 6), colors: BorderColors(all: .black))
            case .fourColorBorder:
                p.strokeBorder(RoundedRect(box, radius: 6), widths: EdgeInsets(all: 6),
                               colors: BorderColors(top: Color(red: 1, green: 0, blue: 0), right: .black, bottom: Color(red: 0, green: 0, blue: 1), left: Color(red: 0, green: 1, blue: 0)))
            case .gradient:
                p.fill(box, with: .linearGradient(LinearGradient(from: .black, to: Color(red: 0, green: 0, blue: 1),
                                                                 start: Point(x: 10, y: 10), end: Point(x: 50, y: 50))))
            case .mask: p.draw(Self.maskBitmap, x: 10, y: 10, color: Color(red: 0.5, green: 0, blue: 0.5))
            case .image: p.draw(Self.imageBitmap, in: box)
            case .scaledImage: p.draw(Self.imageBitmap, in: Rect(x: 9.5, y: 10.5, width: 41, height: 39.5))
            }
        }
    }

    enum Side: String, CaseIterable, Sendable {
        case left, right, top, bottom

        /// The clip: the half of the 60x60 canvas on the far side of the line at 30.
        var clip: Rect {
            switch self {
            case .left: Rect(x: 30, y: 0, width: 30, height: 60)    // cuts away x < 30
            case .right: Rect(x: 0, y: 0, width: 30, height: 60)    // cuts away x >= 30
            case .top: Rect(x: 0, y: 30, width: 60, height: 30)     // cuts away y < 30
            case .bottom: Rect(x: 0, y: 0, width: 60, height: 30)   // cuts away y >= 30
            }
        }

        /// The (just outside, just inside) pixels across the clip edge at position `i` along it.
        func pair(_ i: Int) -> (outside: (Int, Int), inside: (Int, Int)) {
            switch self {
            case .left: ((29, i), (30, i))
            case .right: ((30, i), (29, i))
            case .top: ((i, 29), (i, 30))
            case .bottom: ((i, 30), (i, 29))
            }
        }
    }

    /// Each primitive cut on each side: nothing outside the clip changes, everything
    /// inside is what the unclipped drawing gives, and right at the edge the pixels just
    /// outside keep the background while those just inside are drawn.
    @Test(arguments: Primitive.allCases, Side.allCases)
    func clipCutsEveryPrimitiveExactly(_ primitive: Primitive, _ side: Side) throws {
        let white: UInt32 = 0xFFFF_FFFF
        let (full, pf) = try makeCanvas(60, 60, background: .white)
        primitive.draw(pf)
        let (clipped, pc) = try makeCanvas(60, 60, background: .white)
        pc.withClip(side.clip) { primitive.draw(pc) }
        #expect(pc.clipBounds == PixelRect(x: 0, y: 0, width: 60, height: 60), "clip restored")

        let c = side.clip
        let clip = PixelRect(x: Int(c.minX), y: Int(c.minY), width: Int(c.width), height: Int(c.height))
        var outsideChanged: [String] = []
        var insideDiffers: [String] = []
        for y in 0..<60 {
            for x in 0..<60 {
                if !clip.contains(x: x, y: y) {
                    if clipped[x, y] != white { outsideChanged.append("(\(x), \(y))") }
                } else if channelDistance(clipped[x, y], full[x, y]) > 1 {
                    insideDiffers.append("(\(x), \(y)) \(hex(clipped[x, y])) vs \(hex(full[x, y]))")
                }
            }
        }
        #expect(outsideChanged.isEmpty, "\(outsideChanged.count) pixels drawn outside: \(outsideChanged.prefix(8))")
        #expect(insideDiffers.isEmpty, "\(insideDiffers.count) pixels differ inside: \(insideDiffers.prefix(8))")

        // At the edge: where the unclipped drawing covers both sides of the line.
        var checked = 0
        for i in 0..<60 {
            let (o, n) = side.pair(i)
            guard full[o.0, o.1] != white, full[n.0, n.1] != white else { continue }
            checked += 1
            #expect(clipped[o.0, o.1] == white, "just outside (\(o.0), \(o.1))")
            #expect(clipped[n.0, n.1] == full[n.0, n.1] || channelDistance(clipped[n.0, n.1], full[n.0, n.1]) <= 1,
                    "just inside (\(n.0), \(n.1))")
            #expect(clipped[n.0, n.1] != white, "just inside (\(n.0), \(n.1)) drawn")
        }
        #expect(checked >= 6, "the \(primitive) crosses the clip edge")
    }

    @Test func clipEdgesRoundToNearestPixel() throws {
        let (_, painter) = try makeCanvas(40, 40)
        painter.withClip(Rect(x: 10.4, y: 10.6, width: 9.2, height: 5.5)) {
            #expect(painter.clipBounds == PixelRect(x: 10, y: 11, width: 10, height: 5))
        }
        painter.withClip(Rect(x: -10, y: 35, width: 100, height: 100)) {
            #expect(painter.clipBounds == PixelRect(x: 0, y: 35, width: 40, height: 5))
        }
    }

    @Test func nestedClipsIntersectAndRestore() throws {
        let (fb, painter) = try makeCanvas(40, 40)
        painter.withClip(Rect(x: 5, y: 5, width: 20, height: 20)) {
            painter.withClip(Rect(x: 15, y: 0, width: 20, height: 12)) {
                #expect(painter.clipBounds == PixelRect(x: 15, y: 5, width: 10, height: 7))
                painter.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(.black))
            }
            #expect(painter.clipBounds == PixelRect(x: 5, y: 5, width: 20, height: 20))
        }
        #expect(painter.clipBounds == fb.bounds)
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = x >= 15 && x < 25 && y >= 5 && y < 12
                #expect(fb[x, y] == (inside ? 0xFF00_0000 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test(arguments: [Rect(x: 30, y: 30, width: 5, height: 5), Rect(x: 0, y: 0, width: 0, height: 10),
                      Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 100, y: 100, width: 10, height: 10),
                      Rect(x: 5, y: 5, width: 0.4, height: 10)])
    func emptyIntersectionDrawsNothing(_ inner: Rect) throws {
        let (fb, painter) = try makeCanvas(40, 40, background: .white)
        painter.withClip(Rect(x: 0, y: 0, width: 20, height: 20)) {
            painter.withClip(inner) {
                #expect(painter.clipBounds.isEmpty)
                for primitive in Primitive.allCases { primitive.draw(painter) }
                painter.withOpacity(0.5) { painter.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .color(.black)) }
                painter.clear(.black)
            }
        }
        expectAll(fb, equal: 0xFFFF_FFFF)
    }

    @Test func clipIsRestoredWhenTheBodyThrows() throws {
        struct Oops: Error {}
        let (fb, painter) = try makeCanvas(20, 20)
        #expect(throws: Oops.self) {
            try painter.withClip(Rect(x: 0, y: 0, width: 5, height: 5)) {
                try painter.withTranslation(dx: 3, dy: 3) { throw Oops() }
            }
        }
        #expect(painter.clipBounds == fb.bounds)
        #expect(painter.translation == (0, 0))
    }

    @Test func translationMovesDrawingAndClip() throws {
        let (fb, painter) = try makeCanvas(40, 40)
        painter.withTranslation(dx: 10, dy: 20) {
            #expect(painter.translation == (10, 20))
            painter.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .color(.black))
            painter.withTranslation(dx: -3, dy: 1) {
                #expect(painter.translation == (7, 21))
                // The clip rect is in painter coordinates too.
                painter.withClip(Rect(x: 0, y: 0, width: 2, height: 2)) {
                    #expect(painter.clipBounds == PixelRect(x: 7, y: 21, width: 2, height: 2))
                    painter.fill(Rect(x: -100, y: -100, width: 300, height: 300), with: .color(Color(red: 1, green: 0, blue: 0)))
                }
            }
        }
        #expect(painter.translation == (0, 0))
        for y in 0..<40 {
            for x in 0..<40 {
                let red = x >= 7 && x < 9 && y >= 21 && y < 23
                let black = x >= 10 && x < 15 && y >= 20 && y < 25
                #expect(fb[x, y] == (red ? 0xFFFF_0000 : black ? 0xFF00_0000 : 0), "(\(x), \(y))")
            }
        }
    }

    /// Every primitive drawn under a translation equals the same primitive drawn shifted.
    @Test(arguments: Primitive.allCases)
    func translationEqualsShiftedDrawing(_ primitive: Primitive) throws {
        let (a, pa) = try makeCanvas(60, 60, background: .white)
        primitive.draw(pa)
        let (b, pb) = try makeCanvas(60, 60, background: .white)
        pb.withTranslation(dx: 7, dy: -4) { primitive.draw(pb) }
        var bad: [String] = []
        for y in 0..<60 {
            for x in 0..<60 {
                let sx = x - 7, sy = y + 4
                let expected = sx >= 0 && sx < 60 && sy >= 0 && sy < 60 ? a[sx, sy] : 0xFFFF_FFFF
                if channelDistance(b[x, y], expected) > 1 { bad.append("(\(x), \(y))") }
            }
        }
        #expect(bad.isEmpty, "\(bad.count) pixels: \(bad.prefix(8))")
    }

    @Test func fractionalTranslationAntiAliases() throws {
        let (fb, painter) = try makeCanvas(20, 20)
        painter.withTranslation(dx: 0.5, dy: 0.25) {
            painter.fill(Rect(x: 5, y: 5, width: 5, height: 5), with: .color(.black))
        }
        #expect(alpha(fb[5, 5]) == 96)   // 0.5 * 0.75
        #expect(alpha(fb[7, 7]) == 255)
        #expect(alpha(fb[10, 10]) == 32) // 0.5 * 0.25
    }

    @Test func clearRespectsTheClipWithoutBlending() throws {
        let (fb, painter) = try makeCanvas(20, 20, background: .white)
        painter.withClip(Rect(x: 5, y: 6, width: 4, height: 3)) {
            painter.clear(Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        }
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = x >= 5 && x < 9 && y >= 6 && y < 9
                #expect(fb[x, y] == (inside ? 0x8080_0000 : 0xFFFF_FFFF), "(\(x), \(y))")
            }
        }
        painter.clear(.clear)
        expectAll(fb, equal: 0)
    }
}
