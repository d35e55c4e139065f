import Testing
@testable import Graphics
import Geometry

/// `drawMasks` composites a row at a time: its pixels must be those of drawing each
/// mask in turn, whatever the overlaps, clip and opacity.
@Suite struct MaskBatchTests {
    /// Random masks of 1...13 pixels a side, overlapping, some partly or wholly outside.
    static func masks(seed: UInt64, count: Int) throws -> [(AlphaMask, x: Int, y: Int)] {
        var random = DeterministicRandom(seed: seed)
        return try (0..<count).map { _ in
            let width = 1 + Int(random.next() % 13), height = 1 + Int(random.next() % 13)
            let coverage = (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: random.byte()) }
            return (try AlphaMask(width: width, height: height, coverage: coverage),
                    x: Int(random.next() % 50) - 8, y: Int(random.next() % 30) - 6)
        }
    }

    static let colors: [Color] = [.black, Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.5),
                                  Color(red: 1, green: 0.5, blue: 0, alpha: 0.05), .white]

    @Test(arguments: 0..<4)
    func batchEqualsOneByOne(case index: Int) throws {
        let color = Self.colors[index], seed = UInt64(index + 1)
        let masks = try Self.masks(seed: seed, count: 40)
        let (oneByOne, single) = try MaskTests.patterned(40, 24)
        let (batched, batch) = try MaskTests.patterned(40, 24)
        let clip = Rect(x: 3, y: 2, width: 31, height: 19)
        single.withClip(clip) {
            for (mask, x, y) in masks { single.draw(mask, x: Double(x), y: Double(y), color: color) }
        }
        try batch.withClip(clip) {
            try withPlacements(masks) { batch.drawMasks($0, color: PreparedColor(color)) }
        }
        #expect(pixels(of: batched) == pixels(of: oneByOne))
    }

    @Test func placementsIgnoreTheTranslationButKeepTheClip() throws {
        let mask = try AlphaMask(width: 4, height: 4, coverage: Array(repeating: 255, count: 16))
        let (fb, painter) = try makeCanvas(20, 20)
        painter.withTranslation(dx: 5, dy: 5) {
            painter.withClip(Rect(x: -5, y: -5, width: 2, height: 20)) {
                try! withPlacements([(mask, x: 0, y: 0)]) { painter.drawMasks($0, color: PreparedColor(.black)) }
            }
        }
        // The clip (device 0..<2 across) cuts the mask at device (0, 0) to two columns.
        #expect(fb[0, 0] == 0xFF00_0000 && fb[1, 3] == 0xFF00_0000)
        expectUntouched(fb, outside: PixelRect(x: 0, y: 0, width: 2, height: 4), background: 0)
    }

    private func withPlacements(_ masks: [(AlphaMask, x: Int, y: Int)],
                                _ body: (UnsafeBufferPointer<MaskPlacement>) throws -> Void) throws {
        // Copies whose memory outlives the call.
        let copies = masks.map { mask, _, _ in
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: mask.coverage.count)
            copy.initialize(from: mask.coverage, count: mask.coverage.count)
            return copy
        }
        defer { copies.forEach { $0.deallocate() } }
        let placements = zip(masks, copies).map { entry, copy in
            MaskPlacement(coverage: copy, width: entry.0.width, height: entry.0.height, x: entry.x, y: entry.y)
        }
        try placements.withUnsafeBufferPointer { try body($0) }
    }
}
