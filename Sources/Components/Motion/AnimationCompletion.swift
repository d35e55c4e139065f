/// An action to send when the animations a commit started have all ended (arrived, or
/// been replaced by a newer animation of the same thing): what
/// `updateState(_:animation:completion:_:)` asks for. The mounting layer delivers it
/// (`ComponentRoot.deliver(_:)`) at the first frame after that, up the responder chain
/// from the component that asked, its own `handle` first; a commit that animated nothing,
/// at the first frame after it. Without a mounting layer, right after the commit.
public struct AnimationCompletion {
    let instance: ComponentInstance
    /// The action sent.
    public let action: any Action
}

extension ComponentRoot {
    /// Sends `completion`'s action from the component that asked for it (its own
    /// `handle`, then its controller and up). Returns whether something handled it.
    @discardableResult
    public func deliver(_ completion: AnimationCompletion) -> Bool {
        send(completion.action, fromComponent: completion.instance)
    }
}
