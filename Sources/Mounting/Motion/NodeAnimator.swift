import Components
import Geometry
import Graphics

/// Bounds, transform, opacity, color and corner animations: nodes that a commit with an
/// `Animation` moved, resized, transformed, faded or recolored go from how they were
/// shown to how the commit shows them, sampled on the frame clock
/// (`advance(to:damage:)`), as ComponentKit's `CKComponentBoundsAnimation` does.
///
/// A node's frame, transform and look are always what is drawn: during an animation they
/// are what shows now, and the commit's values are the animation's target. So painting,
/// hit testing and damage need no second set, and a node that changes between frames
/// damages its old and new visual areas like any move (exact repaint holds mid-flight).
///
/// - Frames are relative to parents: a node that moves with its parent has nothing of
///   its own to animate; only nodes whose own frame changed get an animation.
/// - Boxes, containers and content buttons animate their size too; other nodes (text,
///   images, titled buttons, drawings, viewports) take their new size at once and animate
///   their position: their content is laid out for the final size, and drawing it at
///   every size in between would lay text out again on every frame. Frames shown
///   mid-flight are snapped to device pixels, as layout's are.
/// - Transforms animate their five numbers (`VisualTransform.channels`); a group's
///   opacity (`Box`'s `opacity`) its one; a solid fill and a border of one color their
///   premultiplied channels; circular corner radii their four (a gradient, a border of
///   several colors or elliptical corners change at once).
/// - An animation starts at the first frame after its commit: a commit has no time of
///   its own (a timer's or a background build's comes between frames), and the frame
///   that first shows it is where it begins, as Core Animation begins a transaction's.
/// - A commit that animates something already under way starts from what is shown, and
///   a spring keeps the velocity it has then. A commit without an animation that leaves
///   a moving node's target as it is lets it go on; one that changes it puts the node
///   there at once. Content inside a scroll viewport moves as the scroll does, never
///   animated here.
/// - A node that leaves the tree stops animating (its pool takes it as it is), unless it
///   leaves through a transition: then its opacity and transform animate here like any
///   others, and the mounter pools it when they end (`Mounter.removeLeftNodes`).
/// - A commit's completions (`AnimationCompletion`) come at the first frame after all of
///   its animations ended, arrived or replaced; at the first frame after the commit when
///   it started none. Never inside a commit: a completion may update state.
@MainActor
final class NodeAnimator {
    /// What an animation moves.
    enum Track {
        case frame, transform, opacity, fill, border, radii
    }

    private struct Running {
        weak var node: Node?
        let unmountCount: Int
        let track: Track
        let from: SIMD8<Double>
        let to: SIMD8<Double>
        /// Units a second of each channel when the animation began.
        let velocity: SIMD8<Double>
        /// When it began: the time of the first frame after its commit (nil until then).
        var start: Double?
        let animation: Animation
        /// The commit whose completions wait for it (`beginGroup`), if any.
        let group: Int?
    }

    /// A commit's completions and how many of its animations still run.
    private struct Group {
        var running = 0
        var isOpen = true
        var completions: [() -> Void]
    }

    private var running: [Running] = []
    private var groups: [Int: Group] = [:]
    private var nextGroup = 0
    /// The group animations started now belong to (while a commit with completions mounts).
    private var openGroup: Int?
    /// Completions whose animations have all ended, to call when the frame or the mount is done.
    private var due: [() -> Void] = []
    /// The time of the last frame (`advance(to:damage:)`).
    private var now: Double?
    /// Device pixels per point: the visual bounds of transformed nodes reach a pixel
    /// further (their edges fade over one).
    let scale: Double

    init(scale: Double) {
        self.scale = scale
    }

    /// Animations started from now until `endGroup()` call `completions` when they have all
    /// ended (arrived, replaced or stopped); none started: at `endGroup()`.
    func beginGroup(completions: [() -> Void]) {
        nextGroup += 1
        groups[nextGroup] = Group(completions: completions)
        openGroup = nextGroup
    }

    func endGroup() {
        guard let group = openGroup else { return }
        openGroup = nil
        groups[group]?.isOpen = false
        settleGroup(group)
    }

    /// Whether completions wait for the next frame.
    var hasDueCompletions: Bool { !due.isEmpty }

    /// Calls the completions that came due (at a frame, outside the loops and any commit).
    /// Those that come due while they run (an update a completion made that animated
    /// nothing) wait for the next frame, as any commit's do: a completion that starts
    /// another animation each time (a spinner's next turn) cannot spin within one frame.
    func deliverDueCompletions() {
        guard !due.isEmpty else { return }
        let completions = due
        due.removeAll()
        for completion in completions { completion() }
    }

    /// One of `group`'s animations ended.
    private func release(_ group: Int?) {
        guard let group else { return }
        groups[group]?.running -= 1
        settleGroup(group)
    }

    private func settleGroup(_ group: Int) {
        guard let entry = groups[group], !entry.isOpen, entry.running <= 0 else { return }
        groups[group] = nil
        due.append(contentsOf: entry.completions)
    }

    /// Whether something is still moving.
    var isRunning: Bool { !running.isEmpty }

    /// How many animations run.
    var count: Int { running.count }

    /// The frame to show `node` at now for a commit that puts it at `target`, having been
    /// shown at `current`; starts, continues, replaces or ends its animation (see the
    /// type's comment). `animation` nil: none applies.
    func frame(for node: Node, from current: Rect, to target: Rect, animation: Animation?) -> Rect {
        // A content button is a box of its content: its size animates as a box's.
        let animatesSize = node.kind == .box || node.kind == .container
            || (node.kind == .button && node.button?.showsTitle == false)
        let from = animatesSize ? current : Rect(origin: current.origin, size: target.size)
        return value(of: node, track: .frame, target: \.frameAnimationTarget, from: from, to: target,
                     animation: animation, keptChannels: animatesSize ? 4 : 2)
    }

    /// What to show `node` with now on `track` (its transform, opacity, solid fill color,
    /// one border color or circular corners) for a commit that changes it from `current`
    /// to `target`; `target` is where the node keeps that track's target while it runs.
    func value<Value: NodeAnimatable>(of node: Node, track: Track, target: ReferenceWritableKeyPath<Node, Value?>,
                                      from current: Value, to goal: Value, animation: Animation?,
                                      keptChannels: Int = Value.channelCount) -> Value {
        // Nothing runs and nothing starts (most nodes of most commits): the goal, at once.
        if animation == nil, self.running.isEmpty { return goal }
        let running = node[keyPath: target]
        guard let shown = settle(node, track: track, isRunning: running != nil, sameTarget: running == goal,
                                 from: current.channels, to: goal.channels, changed: current != goal,
                                 animation: animation, keptChannels: keptChannels) else {
            node[keyPath: target] = nil
            return goal
        }
        node[keyPath: target] = goal
        return Value(channels: shown)
    }

    /// Starts, keeps or ends `node`'s animation of `track`: returns the channels to show
    /// now while it runs, nil when the node shows `to` at once.
    private func settle(_ node: Node, track: Track, isRunning: Bool, sameTarget: Bool, from: SIMD8<Double>,
                        to: SIMD8<Double>, changed: Bool, animation: Animation?, keptChannels: Int) -> SIMD8<Double>? {
        let index = isRunning ? running.firstIndex { $0.node === node && $0.track == track } : nil
        guard let animation else {
            // A moving node keeps going where it was going; elsewhere, it is put there now.
            if index != nil, sameTarget { return from }
            if let index { release(running.remove(at: index).group) }
            return nil
        }
        guard changed || index != nil else { return nil }
        var velocity = SIMD8<Double>(repeating: 0)
        if let index {
            let before = running[index]
            velocity = now.map { Self.sample(before, at: $0).velocity } ?? before.velocity
            release(running.remove(at: index).group)
        }
        // Not moving yet: the velocity the update gives (a drag's release), along x and y
        // of a place or a transform's translation.
        if index == nil, track == .frame || track == .transform {
            velocity[0] = animation.initialVelocity.x
            velocity[1] = animation.initialVelocity.y
        }
        for channel in keptChannels..<8 { velocity[channel] = 0 }
        guard from != to || velocity != .zero else { return nil }
        if let openGroup { groups[openGroup]?.running += 1 }
        running.append(Running(node: node, unmountCount: node.unmountCount, track: track, from: from, to: to,
                               velocity: velocity, start: nil, animation: animation, group: openGroup))
        return from
    }

    /// Moves everything animating to where it is at `time`, reporting the areas that
    /// changed (absolute points: each node's visual area before and after); what arrived
    /// stops. Allocates nothing.
    func advance(to time: Double, damage: (Rect) -> Void) {
        now = time
        var index = 0
        while index < running.count {
            let entry = running[index]
            guard let node = entry.node, node.unmountCount == entry.unmountCount, isCurrent(entry, on: node) else {
                running.swapAt(index, running.count - 1)
                release(running.removeLast().group)
                continue
            }
            if entry.start == nil { running[index].start = time }
            let (values, _, finished) = Self.sample(running[index], at: time)
            switch entry.track {
            case .frame:
                // On the device-pixel grid, as layout's frames are: text and edges land on
                // whole pixels mid-flight too (and text is not laid out again each frame).
                let frame = Rect(channels: values).snappedToPixels(scale: scale)
                if frame != node.frame { show(node, damage: damage) { $0.frame = frame } }
                if finished { node.frameAnimationTarget = nil }
            case .transform:
                let transform = VisualTransform(channels: values)
                if transform != node.transform { show(node, damage: damage) { $0.transform = transform } }
                if finished { node.transformAnimationTarget = nil }
            case .opacity:
                let opacity = min(1, max(0, values[0]))
                if opacity != node.opacity { show(node, damage: damage) { $0.opacity = opacity } }
                if finished { node.opacityAnimationTarget = nil }
            case .fill:
                let fill = BoxFill.color(Color(channels: values))
                if fill != node.fill { show(node, damage: damage) { $0.fill = fill } }
                if finished { node.fillAnimationTarget = nil }
            case .border:
                if var border = node.border {
                    border.colors = BorderColors(all: Color(channels: values))
                    if border != node.border { show(node, damage: damage) { $0.border = border } }
                }
                if finished { node.borderColorAnimationTarget = nil }
            case .radii:
                let radii = CornerRadii(channels: values)
                if radii != node.cornerRadii { show(node, damage: damage) { $0.cornerRadii = radii } }
                if finished { node.radiiAnimationTarget = nil }
            }
            if finished {
                running.swapAt(index, running.count - 1)
                release(running.removeLast().group)
            } else {
                index += 1
            }
        }
    }

    /// Whether `entry` is still the animation `node` runs on its track (a mount that put
    /// the node elsewhere at once cleared the target).
    private func isCurrent(_ entry: Running, on node: Node) -> Bool {
        switch entry.track {
        case .frame: node.frameAnimationTarget?.channels == entry.to
        case .transform: node.transformAnimationTarget?.channels == entry.to
        case .opacity: node.opacityAnimationTarget?.channels == entry.to
        case .fill: node.fillAnimationTarget?.channels == entry.to
        case .border: node.borderColorAnimationTarget?.channels == entry.to
        case .radii: node.radiiAnimationTarget?.channels == entry.to
        }
    }

    private static func sample(_ entry: Running, at time: Double) -> (values: SIMD8<Double>, velocity: SIMD8<Double>, finished: Bool) {
        let elapsed = time - (entry.start ?? time)
        var values = entry.to, velocity = SIMD8<Double>(repeating: 0)
        var finished = true
        for channel in 0..<5 {
            let sample = entry.animation.sample(elapsed: elapsed, from: entry.from[channel], to: entry.to[channel],
                                                velocity: entry.velocity[channel])
            values[channel] = sample.value
            velocity[channel] = sample.velocity
            finished = finished && sample.isFinished
        }
        return (finished ? entry.to : values, velocity, finished)
    }

    /// Changes how `node` is shown: its old and new visual areas are damaged, and its
    /// ancestors' visual bounds grow to hold it (they shrink again at the next mount).
    private func show(_ node: Node, damage: (Rect) -> Void, _ change: (Node) -> Void) {
        let origin = node.parent?.absoluteFrame.origin ?? .zero
        damage(node.visualBounds.offsetBy(dx: origin.x, dy: origin.y))
        change(node)
        node.visualBounds = node.measuredVisualBounds(scale: scale)
        damage(node.visualBounds.offsetBy(dx: origin.x, dy: origin.y))
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

extension Rect {
    /// This rectangle with each edge on the nearest line of the device-pixel grid
    /// (`Double.snappedToPixels(scale:)`).
    func snappedToPixels(scale: Double) -> Rect {
        let minX = self.minX.snappedToPixels(scale: scale), minY = self.minY.snappedToPixels(scale: scale)
        let maxX = self.maxX.snappedToPixels(scale: scale), maxY = self.maxY.snappedToPixels(scale: scale)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A value a node animates, as the numbers an `Animation` moves (up to eight).
protocol NodeAnimatable: Equatable {
    /// How many of `channels` it uses.
    static var channelCount: Int { get }
    var channels: SIMD8<Double> { get }
    init(channels: SIMD8<Double>)
}

extension Rect: NodeAnimatable {
    static var channelCount: Int { 4 }
    var channels: SIMD8<Double> { SIMD8(minX, minY, width, height, 0, 0, 0, 0) }
    init(channels values: SIMD8<Double>) {
        self.init(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
    }
}

extension VisualTransform: NodeAnimatable {
    static var channelCount: Int { 5 }
}

extension Double: NodeAnimatable {
    static var channelCount: Int { 1 }
    var channels: SIMD8<Double> { SIMD8(self, 0, 0, 0, 0, 0, 0, 0) }
    /// An opacity: kept in 0...1.
    init(channels values: SIMD8<Double>) { self = min(1, max(0, values[0])) }
}

extension Color: NodeAnimatable {
    static var channelCount: Int { 4 }
    /// Premultiplied, as CSS interpolates colors in transitions: a fade to transparent
    /// does not pass through black.
    var channels: SIMD8<Double> { SIMD8(red * alpha, green * alpha, blue * alpha, alpha, 0, 0, 0, 0) }
    init(channels values: SIMD8<Double>) {
        let alpha = min(1, max(0, values[3]))
        guard alpha > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        func channel(_ value: Double) -> Double { min(1, max(0, value / alpha)) }
        self.init(red: channel(values[0]), green: channel(values[1]), blue: channel(values[2]), alpha: alpha)
    }
}

extension CornerRadii: NodeAnimatable {
    static var channelCount: Int { 4 }
    /// Circular corners' radii, clockwise from the top left.
    var channels: SIMD8<Double> {
        SIMD8(topLeft.width, topRight.width, bottomRight.width, bottomLeft.width, 0, 0, 0, 0)
    }
    init(channels values: SIMD8<Double>) {
        func corner(_ value: Double) -> Size { Size(width: max(0, value), height: max(0, value)) }
        self.init(topLeft: corner(values[0]), topRight: corner(values[1]), bottomRight: corner(values[2]),
                  bottomLeft: corner(values[3]))
    }
}
