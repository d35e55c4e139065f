import Components
import Geometry

/// Appear and disappear (`Transition`): a node that comes in is shown at its insertion
/// pose on its way to its own look; one whose element was removed stays among its
/// siblings, flagged `Node.isLeaving`, while its opacity and transform go to the removal
/// pose, and goes to its pool at the frame they arrive. The tree's diff
/// (`mountChildren`) and a list's rows pass (`Mounter+Lists`) decide who comes and goes.
extension Mounter {
    /// Lets `node`, whose element was removed, leave through its element's transition
    /// when one applies (its own animation, the element's `animation(_:)`, or
    /// `animation`, the parent's): its opacity and transform go to the removal pose, and it
    /// stays drawn (`Node.isLeaving`) until they arrive (`removeLeftNodes(damage:)`).
    /// With reduced motion only the fade runs. Returns whether it leaves so.
    func startLeaving(_ node: Node, animation outer: Animation?) -> Bool {
        guard let transition = node.element?.motion.transition,
              let animation = transition.animation ?? node.element?.motion.animation ?? outer else { return false }
        return startLeaving(node, transition: transition, animation: animation)
    }

    /// Lets `node` leave through `transition`'s removal over `animation` (see
    /// `startLeaving(_:animation:)`); a list cell of a removed row leaves so too.
    func startLeaving(_ node: Node, transition: Transition, animation: Animation) -> Bool {
        let pose = transition.removal
        // From what shows now, to the pose over what the node was going to show.
        let ownOpacity = node.opacityAnimationTarget ?? node.opacity
        node.opacity = animator.value(of: node, track: .opacity, target: \.opacityAnimationTarget, from: node.opacity,
                                      to: ownOpacity * pose.opacity, animation: animation)
        if !reducesMotion {
            let ownTransform = node.transformAnimationTarget ?? node.transform
            node.transform = animator.value(of: node, track: .transform, target: \.transformAnimationTarget,
                                            from: node.transform, to: pose.applied(to: ownTransform),
                                            animation: animation)
        }
        guard node.opacityAnimationTarget != nil || node.transformAnimationTarget != nil else { return false }
        node.isLeaving = true
        leavingNodes.append((node, node.unmountCount))
        return true
    }

    /// Unmounts the leaving nodes whose removal transitions ended, reporting the areas
    /// they leave (absolute points); forgets those unmounted with an ancestor meanwhile.
    func removeLeftNodes(damage: (Rect) -> Void) {
        guard !leavingNodes.isEmpty else { return }
        var index = 0
        while index < leavingNodes.count {
            let (node, count) = leavingNodes[index]
            if node.unmountCount == count, node.isLeaving,
               node.opacityAnimationTarget != nil || node.transformAnimationTarget != nil {
                index += 1
                continue
            }
            leavingNodes.swapAt(index, leavingNodes.count - 1)
            leavingNodes.removeLast()
            guard node.unmountCount == count, node.isLeaving else { continue }
            let origin = node.parent?.absoluteFrame.origin ?? .zero
            damage(node.visualBounds.offsetBy(dx: origin.x, dy: origin.y))
            let parent = node.parent
            unmount(node)
            if let parent { parent.visualBounds = parent.measuredVisualBounds(scale: scale) }
        }
    }

    /// How many nodes are leaving (`Node.isLeaving`).
    var leavingCount: Int { leavingNodes.count }

    /// Shows `node`, just mounted where it comes in, at `pose`, on its way to its own
    /// opacity and transform over `animation` (only the fade with reduced motion); its
    /// visual bounds grow to what the pose draws.
    func enter(_ node: Node, pose: Transition.Pose, animation: Animation) {
        if pose.opacity < 1 {
            node.opacity = animator.value(of: node, track: .opacity, target: \.opacityAnimationTarget,
                                          from: node.opacity * pose.opacity, to: node.opacity, animation: animation)
        }
        if !reducesMotion, !pose.transform.isIdentity {
            node.transform = animator.value(of: node, track: .transform, target: \.transformAnimationTarget,
                                            from: pose.applied(to: node.transform), to: node.transform,
                                            animation: animation)
            node.visualBounds = node.measuredVisualBounds(scale: scale)
        }
    }
}
