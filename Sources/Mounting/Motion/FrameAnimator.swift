import Components
import Geometry

/// Bounds animations: nodes that a commit with an `Animation` moved or resized go from
/// where they were shown to where the commit put them, sampled on the frame clock
/// (`advance(to:damage:)`), as ComponentKit's `CKComponentBoundsAnimation` does.
///
/// A node's `frame` is always what is drawn: during an animation it is the frame shown
/// now, and the commit's frame is the animation's target. So painting, hit testing and
/// damage need no second set of frames, and a node that moves between frames damages
/// its old and new visual areas like any move (exact repaint holds mid-flight).
///
/// - Frames are relative to parents: a node that moves with its parent has nothing of
///   its own to animate; only nodes whose own frame changed get an animation.
/// - Boxes and containers animate their size too; other nodes (text, images, buttons,
///   drawings, viewports) take their new size at once and animate their position: their
///   content is laid out for the final size, and drawing it at every size in between
///   would lay text out again on every frame.
/// - A commit that animates a node already under way starts from where it is shown, and
///   a spring keeps the velocity the node has then. A commit without an animation that
///   leaves a moving node's target as it is lets it go on; one that moves it elsewhere
///   puts it there at once. Content inside a scroll viewport moves as the scroll does,
///   never animated here.
/// - A node that leaves the tree stops animating (its pool takes it as it is).
@MainActor
final class FrameAnimator {
    private struct Running {
        weak var node: Node?
        let unmountCount: Int
        let from: Rect
        let to: Rect
        /// Points a second along x, y, width, height when the animation began.
        let velocity: SIMD4<Double>
        /// When it began: the time of the first frame after its commit (nil until then).
        var start: Double?
        let animation: Animation
    }

    private var running: [Running] = []
    /// The time of the last frame (`advance(to:damage:)`).
    private var now: Double?

    /// Whether some node is still moving.
    var isRunning: Bool { !running.isEmpty }

    /// How many nodes are moving.
    var count: Int { running.count }

    /// The frame to show `node` at now for a commit that puts it at `target`, having been
    /// shown at `current`; starts, continues, replaces or ends its animation (see the
    /// type's comment). `animation` nil: the commit asked for none. An animation starts at
    /// the first frame after its commit: a commit has no time of its own (a timer's or a
    /// background build's comes between frames), and the frame that first shows it is
    /// where it begins, as Core Animation begins a transaction's animations.
    func frame(for node: Node, from current: Rect, to target: Rect, animation: Animation?) -> Rect {
        let index = node.frameAnimationTarget == nil ? nil : running.firstIndex { $0.node === node }
        guard let animation else {
            // A moving node keeps going where it was going; elsewhere, it is put there now.
            if let index, running[index].to == target { return current }
            if let index { stop(at: index) }
            return target
        }
        guard current != target || index != nil else { return target }
        var velocity = SIMD4<Double>(repeating: 0)
        if let index {
            let before = running[index]
            velocity = now.map { Self.sample(before, at: $0).velocity } ?? before.velocity
            stop(at: index)
        }
        let animatesSize = node.kind == .box || node.kind == .container
        let from = animatesSize ? current : Rect(origin: current.origin, size: target.size)
        if !animatesSize { velocity.z = 0; velocity.w = 0 }
        guard from != target || velocity != .zero else { return target }
        running.append(Running(node: node, unmountCount: node.unmountCount, from: from, to: target,
                               velocity: velocity, start: nil, animation: animation))
        node.frameAnimationTarget = target
        return from
    }

    /// Moves every animating node to where it is at `time`, reporting the areas that
    /// changed (absolute points: each node's visual area before and after); nodes that
    /// arrived stop. Allocates nothing.
    func advance(to time: Double, damage: (Rect) -> Void) {
        now = time
        var index = 0
        while index < running.count {
            let entry = running[index]
            guard let node = entry.node, node.unmountCount == entry.unmountCount, node.frameAnimationTarget == entry.to else {
                running.swapAt(index, running.count - 1)
                running.removeLast()
                continue
            }
            if entry.start == nil { running[index].start = time }
            let (frame, _, finished) = Self.sample(running[index], at: time)
            if frame != node.frame { move(node, to: frame, damage: damage) }
            if finished {
                node.frameAnimationTarget = nil
                running.swapAt(index, running.count - 1)
                running.removeLast()
            } else {
                index += 1
            }
        }
    }

    /// Ends `node`'s animation where it is (it left the tree, or went elsewhere at once).
    private func stop(at index: Int) {
        running[index].node?.frameAnimationTarget = nil
        running.remove(at: index)
    }

    private static func sample(_ entry: Running, at time: Double) -> (frame: Rect, velocity: SIMD4<Double>, finished: Bool) {
        let elapsed = time - (entry.start ?? time)
        let from = entry.from, to = entry.to, animation = entry.animation
        let x = animation.sample(elapsed: elapsed, from: from.minX, to: to.minX, velocity: entry.velocity.x)
        let y = animation.sample(elapsed: elapsed, from: from.minY, to: to.minY, velocity: entry.velocity.y)
        let w = animation.sample(elapsed: elapsed, from: from.width, to: to.width, velocity: entry.velocity.z)
        let h = animation.sample(elapsed: elapsed, from: from.height, to: to.height, velocity: entry.velocity.w)
        let finished = x.isFinished && y.isFinished && w.isFinished && h.isFinished
        let frame = finished ? to : Rect(x: x.value, y: y.value, width: max(0, w.value), height: max(0, h.value))
        return (frame, SIMD4(x.velocity, y.velocity, w.velocity, h.velocity), finished)
    }

    /// Shows `node` at `frame`: its old and new visual areas are damaged, and its
    /// ancestors' visual bounds grow to hold it (they shrink again at the next mount).
    private func move(_ node: Node, to frame: Rect, damage: (Rect) -> Void) {
        let origin = node.parent?.absoluteFrame.origin ?? .zero
        damage(node.visualBounds.offsetBy(dx: origin.x, dy: origin.y))
        node.frame = frame
        var visual = frame
        if !node.clipsContent {
            for child in node.children {
                visual = visual.union(child.visualBounds.offsetBy(dx: frame.minX, dy: frame.minY))
            }
        }
        node.visualBounds = visual
        damage(visual.offsetBy(dx: origin.x, dy: origin.y))
        var child = node
        while let parent = child.parent {
            var grown = parent.visualBounds
            if !parent.clipsContent {
                grown = grown.union(child.visualBounds.offsetBy(dx: parent.frame.minX, dy: parent.frame.minY))
            }
            guard grown != parent.visualBounds else { break }
            parent.visualBounds = grown
            child = parent
        }
    }
}
