/// A song in the state page's playlist.
public struct Song: Hashable, Sendable {
    /// Unique in a playlist: the song component's scope identifier.
    public var id: Int
    /// What the row shows.
    public var title: String
    public var artist: String

    public init(id: Int, title: String, artist: String) {
        self.id = id
        self.title = title
        self.artist = artist
    }

    /// The state page's playlist.
    public static let samples = [
        Song(id: 1, title: "Declarative Blues", artist: "The Components"),
        Song(id: 2, title: "Flexbox Shuffle", artist: "Justify & the Content"),
        Song(id: 3, title: "Scope Creep", artist: "State of Mind"),
    ]
}

/// What a player tells its delegate.
@MainActor
public protocol SongPlayerDelegate: AnyObject {
    /// The player started or stopped playing (asked to, or on its own, as at the song's end).
    func songStateDidChange(_ isPlaying: Bool)
}

/// A stand-in for an audio player: it plays nothing, but keeps its state and reports every
/// change to its delegate, as a real player would (this one at once, on the main actor).
/// Long-lived and owned by a `SongController`, never by a component.
@MainActor
public final class SimulatedPlayer {
    /// What it plays.
    public let song: Song
    /// Whether it is playing; every change is reported to `delegate`.
    public private(set) var isPlaying = false
    /// Told of every change of `isPlaying` (a `SongController`).
    public weak var delegate: (any SongPlayerDelegate)?

    public init(song: Song) {
        self.song = song
    }

    /// Starts, stops, or flips playing (each reports a change to the delegate).
    public func play() { setPlaying(true) }
    public func pause() { setPlaying(false) }
    public func togglePlayback() { setPlaying(!isPlaying) }

    /// The song ends by itself: the player stops and says so (a change that no action
    /// of the component asked for).
    public func finish() { setPlaying(false) }

    private func setPlaying(_ playing: Bool) {
        guard playing != isPlaying else { return }
        isPlaying = playing
        delegate?.songStateDidChange(playing)
    }
}
