import Components
import Geometry

/// Drawings that change with time (`CustomDrawing.nextChange`: an animated picture's
/// frames) on the frame clock: each starts its time at the first frame after it appears,
/// is repainted when its look changes, and asks for a frame then, only while it is inside
/// the window. Nothing is built or laid out again for it.
extension ComponentHost {
    /// Starts the time of the timed drawings that appeared since the last frame: at
    /// `time`, the frame clock's time the next picture shows.
    func startTimedDrawings(at time: Double) {
        for entry in mounter.timedNodes {
            guard let node = entry.node, node.timedStart == nil, let timed = node.custom?.drawing else { continue }
            node.timedStart = time
            node.timedLookEnds = timed.nextChange(after: 0) ?? .infinity
        }
    }

    /// Damages the timed drawings whose look changed by `time`, and notes when each
    /// changes next.
    func advanceTimedDrawings(to time: Double) {
        mounter.timedNodes.removeAll { $0.node == nil }
        startTimedDrawings(at: time)
        for entry in mounter.timedNodes {
            guard let node = entry.node, let start = node.timedStart, let timed = node.custom?.drawing else { continue }
            let elapsed = time - start
            guard elapsed >= node.timedLookEnds else { continue }
            // A frame loop that slept past several changes shows the one due now.
            node.timedLookEnds = timed.nextChange(after: elapsed) ?? .infinity
            let pixels = node.absoluteFrame.enclosingPixels(scale: scale).intersection(framebuffer.bounds)
            if !pixels.isEmpty { damage.add(pixels) }
        }
    }

    /// When the next timed drawing inside the window changes (seconds, the frame clock),
    /// `now` for one that has yet to start; nil when none will.
    func nextTimedChange(after now: Double) -> Double? {
        var earliest: Double?
        let bounds = framebuffer.bounds
        for entry in mounter.timedNodes {
            guard let node = entry.node, node.custom != nil,
                  !node.absoluteFrame.enclosingPixels(scale: scale).intersection(bounds).isEmpty else { continue }
            guard let start = node.timedStart else { return now }
            let change = start + node.timedLookEnds
            guard change.isFinite else { continue }
            earliest = min(earliest ?? change, max(now, change))
        }
        return earliest
    }
}
