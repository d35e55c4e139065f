import Testing
import Foundation
import Geometry
import Graphics
import Components
import Layout
import SnapshotTesting
import TesseraSnapshotTesting

/// The `.image(size:)` strategy itself: a mismatch fails with a count of differing
/// pixels and writes a diff image; a tolerance lets small differences pass.
@MainActor
@Suite struct ImageSnapshottingTests {
    struct Swatch: Component, Equatable {
        var color: Color
        func body(_ context: BuildContext<Self>) -> some Component {
            // A 20 × 10 swatch in the top left corner of a white canvas.
            Flexbox(style: { var s = LayoutStyle(); s.alignItems = .flexStart; return s }()) {
                Box(color: color, cornerRadius: 4, style: { var s = LayoutStyle(); s.width = .points(20); s.height = .points(10); return s }())
            }
        }
    }

    let directory: String = {
        let path = NSTemporaryDirectory() + "tessera-snapshots-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
    let size = Size(width: 30, height: 20)

    /// Checks `component` against the recorded swatch (recording it when `record`).
    func verify(_ component: Swatch, tolerance: UInt8 = 0, record: Bool = false) -> String? {
        verifySnapshot(of: component, as: .image(size: size, tolerance: tolerance), named: "swatch",
                       record: record ? .all : .never, snapshotDirectory: directory, testName: "swatch")
    }

    @Test func aDifferentImageFailsWithTheDifferingPixelsAndADiffImage() throws {
        _ = verify(Swatch(color: .black), record: true)
        #expect(verify(Swatch(color: .black)) == nil)
        let failure = try #require(verify(Swatch(color: Color(red: 0.2, green: 0, blue: 0))))
        #expect(failure.contains("pixels differ, by up to 51 in a channel"), "\(failure)")
        let diffPath = try #require(failure.components(separatedBy: "diff image: ").last?.components(separatedBy: "\n").first)
        let diff = try PNG.decode(contentsOfFile: diffPath)
        #expect(diff[10, 5] == 0xFFFF_0000, "a differing pixel is red")
        #expect(diff[28, 18] != 0xFFFF_0000, "the white margin is the same")
    }

    @Test func aToleranceLetsSmallDifferencesPass() {
        _ = verify(Swatch(color: .black), record: true)
        let nearlyBlack = Color(red: 2.0 / 255, green: 0, blue: 0)
        #expect(verify(Swatch(color: nearlyBlack), tolerance: 2) == nil)
        #expect(verify(Swatch(color: nearlyBlack), tolerance: 1) != nil)
    }
}
