import Components

/// The long-lived half of a `SongComponent`: created by the framework with the scope's
/// first component, it owns the song's (simulated) player and is its delegate.
///
/// Data flows one way: the component never references the controller. The controller
/// handles the component's `TogglePlayback` by driving the player; the player reports
/// through `songStateDidChange`, and the controller turns that into an asynchronous
/// state update of the scope, which rebuilds the component (its button now says
/// "Pause"). `didUpdateComponent` then fires, and only then: never on creation.
public final class SongController: ComponentController<SongComponent>, SongPlayerDelegate {
    /// One `didUpdateComponent`: the state before and after the rebuild.
    public struct Update: Equatable, Sendable {
        public var wasPlaying: Bool
        public var isPlaying: Bool
    }

    /// The player of the scope's song, for the scope's lifetime.
    public let player: SimulatedPlayer
    /// How many times `didUpdateComponent` has fired, and the last one.
    public private(set) var updateCount = 0
    public private(set) var lastUpdate: Update?

    /// Made by the framework with the scope's first component: starts a paused player.
    public required init(_ context: ControllerContext<SongComponent>) {
        player = SimulatedPlayer(song: context.component.song)
        super.init(context)
        player.delegate = self
    }

    /// The player's delegate callback: the scope's `isPlaying` follows the player, through
    /// an asynchronous update (coalesced with the other updates of this main-actor turn).
    public func songStateDidChange(_ isPlaying: Bool) {
        updateState(.asynchronous) { $0 = isPlaying }
    }

    public override func didUpdateComponent(from oldComponent: SongComponent, oldState: Bool) {
        updateCount += 1
        lastUpdate = Update(wasPlaying: oldState, isPlaying: state)
    }

    /// `TogglePlayback` from the component's button: play or pause the player (which reports back).
    public override func handle(_ action: any Action) -> Bool {
        guard action is SongComponent.TogglePlayback else { return false }
        player.togglePlayback()
        return true
    }

    /// The song left the playlist: stop the player, without reporting to a scope that is gone.
    public override func invalidate() {
        player.delegate = nil
        player.pause()
    }
}
