import Geometry
import Graphics
import Presentation
import Testing
import TestSupport

/// Frames copied onto a panel at every rotation and in every format: each panel pixel
/// shows the logical pixel that a touch at that panel pixel is mapped to (the picture and
/// the input turn together), damage writes only its own panel pixels, and rows honour
/// their stride.
@Suite struct PanelBufferTests {
    static let panel = (width: 7, height: 5)

    /// A frame of the panel's logical size under `rotation`, every pixel different and opaque.
    static func frame(for rotation: DisplayRotation, seed: UInt64) throws -> Framebuffer {
        let size = rotation.logicalSize(ofPanel: panel)
        let frame = try Framebuffer(width: size.width, height: size.height)
        var random = SplitMix64(seed: seed)
        for y in 0..<size.height {
            for x in 0..<size.width {
                frame.pixels[y * frame.stride + x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
            }
        }
        return frame
    }

    /// Panel memory with 3 spare bytes per row, filled with `fill`.
    static func memory(_ format: PanelPixelFormat, fill: UInt8 = 0xAB) -> (buffer: PanelBuffer, bytes: UnsafeMutableRawBufferPointer) {
        let bytesPerRow = panel.width * format.bytesPerPixel + 3
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: bytesPerRow * panel.height, alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: fill)
        let buffer = PanelBuffer(base: bytes.baseAddress!, width: panel.width, height: panel.height, bytesPerRow: bytesPerRow,
                                 format: format)
        return (buffer, bytes)
    }

    /// The value the panel holds at pixel (x, y).
    static func pixel(_ buffer: PanelBuffer, _ x: Int, _ y: Int) -> UInt32 {
        let address = buffer.base + y * buffer.bytesPerRow + x * buffer.format.bytesPerPixel
        switch buffer.format {
        case .xrgb8888: return address.loadUnaligned(as: UInt32.self)
        case .rgb565: return UInt32(address.loadUnaligned(as: UInt16.self))
        }
    }

    /// What `format` makes of an opaque `0xAARRGGBB` pixel, worked out independently.
    static func expected(_ pixel: UInt32, in format: PanelPixelFormat) -> UInt32 {
        switch format {
        case .xrgb8888: return pixel
        case .rgb565:
            let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
            return (red >> 3) << 11 | (green >> 2) << 5 | blue >> 3
        }
    }

    @Test(arguments: DisplayRotation.allCases, PanelPixelFormat.allCases)
    func eachPanelPixelShowsTheLogicalPixelATouchThereReaches(rotation: DisplayRotation, format: PanelPixelFormat) throws {
        let frame = try Self.frame(for: rotation, seed: UInt64(rotation.rawValue))
        let (buffer, bytes) = Self.memory(format)
        defer { bytes.deallocate() }
        let written = buffer.copy(frame.bounds, of: frame, rotation: rotation)
        #expect(written == PixelRect(x: 0, y: 0, width: Self.panel.width, height: Self.panel.height))
        let logical = Size(width: Double(frame.width), height: Double(frame.height))
        for y in 0..<Self.panel.height {
            for x in 0..<Self.panel.width {
                // A touch at the panel pixel's center lands in this logical pixel.
                let point = rotation.logicalPoint(fromPanel: Point(x: Double(x) + 0.5, y: Double(y) + 0.5), logical: logical)
                let source = frame[Int(point.x.rounded(.down)), Int(point.y.rounded(.down))]
                #expect(Self.pixel(buffer, x, y) == Self.expected(source, in: format), "panel (\(x), \(y)) at \(rotation)")
            }
            // The bytes past each row's pixels are the stride's, and stay as they were.
            let spare = buffer.base + y * buffer.bytesPerRow + Self.panel.width * format.bytesPerPixel
            #expect((0..<3).allSatisfy { spare.load(fromByteOffset: $0, as: UInt8.self) == 0xAB })
        }
    }

    @Test(arguments: DisplayRotation.allCases)
    func damageWritesOnlyThePanelPixelsThatShowIt(rotation: DisplayRotation) throws {
        let frame = try Self.frame(for: rotation, seed: 99)
        let (buffer, bytes) = Self.memory(.xrgb8888, fill: 0)
        defer { bytes.deallocate() }
        let damage = PixelRect(x: 1, y: 2, width: 2, height: 3)
        let written = buffer.copy(damage, of: frame, rotation: rotation)
        #expect(written == rotation.panelRect(of: damage, logical: (frame.width, frame.height)))
        #expect(written.width * written.height == 6)
        for y in 0..<Self.panel.height {
            for x in 0..<Self.panel.width {
                let inside = written.contains(x: x, y: y)
                #expect((Self.pixel(buffer, x, y) != 0) == inside, "panel (\(x), \(y)) at \(rotation)")
            }
        }
        // Damage past the frame is cut to it; none at all writes nothing.
        #expect(buffer.copy(PixelRect(x: -5, y: -5, width: 3, height: 3), of: frame, rotation: rotation).isEmpty)
    }

    @Test func rotationsAreQuarterTurnsAndOthersAreNamedErrors() throws {
        #expect(try DisplayRotation(degrees: 270) == .clockwise270)
        #expect(DisplayRotation.clockwise90.logicalSize(ofPanel: (800, 480)) == (480, 800))
        #expect(DisplayRotation.upsideDown.logicalSize(ofPanel: (800, 480)) == (800, 480))
        let error = #expect(throws: DisplayRotationError.self) { try DisplayRotation(degrees: 45) }
        #expect(error?.degrees == 45)
        #expect(error?.description == "cannot rotate the display by 45°: the rotation is 0, 90, 180 or 270 (clockwise)")
    }
}
