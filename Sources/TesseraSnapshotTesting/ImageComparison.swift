import Foundation
import Graphics

/// How two images differ: the pixels over a per-channel tolerance, the largest channel
/// difference, and a diff image to look at.
struct ImageComparison {
    let reference: Graphics.Image
    let actual: Graphics.Image
    let differing: Int
    let largest: Int

    /// Nil when the images match (same size, every channel within `tolerance`).
    init?(reference: Graphics.Image, actual: Graphics.Image, tolerance: UInt8) {
        self.reference = reference
        self.actual = actual
        guard reference.width == actual.width, reference.height == actual.height else {
            differing = max(reference.pixels.count, actual.pixels.count)
            largest = 255
            return
        }
        var differing = 0, largest = 0
        for (a, b) in zip(reference.pixels, actual.pixels) where a != b {
            let worst = Self.channelDifference(a, b)
            largest = max(largest, worst)
            if worst > Int(tolerance) { differing += 1 }
        }
        guard differing > 0 else { return nil }
        self.differing = differing
        self.largest = largest
    }

    var summary: String {
        if reference.width != actual.width || reference.height != actual.height {
            return "image size \(actual.width)x\(actual.height) differs from the reference's \(reference.width)x\(reference.height)"
        }
        return "\(differing) of \(actual.pixels.count) pixels differ, by up to \(largest) in a channel"
    }

    /// Differing pixels in red, the others the reference halfway to white; nil when the
    /// sizes differ.
    func diffImage() -> Graphics.Image? {
        guard reference.width == actual.width, reference.height == actual.height else { return nil }
        let pixels = zip(reference.pixels, actual.pixels).map { a, b -> UInt32 in
            a == b ? 0xFF00_0000 | ((a & 0x00FE_FEFE) >> 1) + 0x0080_8080 : 0xFFFF_0000
        }
        return try? Graphics.Image(width: actual.width, height: actual.height, pixels: pixels)
    }

    /// Writes `image` into the artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary
    /// folder) and returns its path.
    func write(_ image: Graphics.Image) -> String? {
        let folder = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent("tessera-snapshot-\(UUID().uuidString.prefix(8))-diff.png")
        return (try? PNG.write(image, toFile: path)) != nil ? path : nil
    }

    private static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return worst
    }
}
