import Components
import ComponentTestSupport
@testable import Controls
import Foundation
import Geometry
import Graphics
@testable import Mounting

/// What the popup controls' tests ask of a host: pixels at a point, a press anywhere,
/// the focused element, and how many nodes it keeps.
extension ComponentHost {
    /// The pixel at `point` (points; the hosts here are at scale 1), after a paint.
    func pixel(at point: Point) -> UInt32 {
        paint()
        let image = image()
        return image.pixels[Int(point.y) * image.width + Int(point.x)]
    }

    /// Whether a pixel inside `rect` is within `tolerance` of `color` in every channel
    /// (text is antialiased: its strokes' middles are the color, or nearly).
    func shows(_ color: Color, in rect: Rect, tolerance: Int = 6) -> Bool {
        paint()
        let image = image()
        let target = color.premultipliedPixel
        for y in max(0, Int(rect.minY))..<min(image.height, Int(rect.maxY.rounded(.up))) {
            for x in max(0, Int(rect.minX))..<min(image.width, Int(rect.maxX.rounded(.up))) {
                if Self.near(image.pixels[y * image.width + x], target, tolerance) { return true }
            }
        }
        return false
    }

    private static func near(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
        for shift in stride(from: 0, to: 32, by: 8) {
            let difference = Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)
            if abs(difference) > tolerance { return false }
        }
        return true
    }

    /// A press and a release at `point`, at `time`.
    func click(_ point: Point, time: Double? = nil) {
        handle(.pointerDown, at: point, time: time)
        handle(.pointerUp, at: point, time: time)
    }

    /// The test ID of the element with keyboard focus.
    var focusedTestID: String? { events.focusedMountedNode?.element?.testID }

    /// The nodes the host keeps: those in its tree (the overlay cells included) and those
    /// pooled for reuse. What a leak makes grow.
    var keptNodeCount: Int {
        func count(_ node: Node) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }
        return (mounter.root.map(count) ?? 0) + mounter.pooledNodeCounts.values.reduce(0, +)
    }

    /// Writes the picture to `/tmp/NAME.png` when `TESSERA_CONTROLS_PNG` is set, for a
    /// person to look at.
    func writePNGIfAsked(_ name: String) {
        guard ProcessInfo.processInfo.environment["TESSERA_CONTROLS_PNG"] != nil else { return }
        paint()
        try? PNG.write(image(), toFile: "/tmp/\(name).png")
    }
}
