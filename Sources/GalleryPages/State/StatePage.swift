import Components
import Geometry
import Layout

/// State and controllers: a `CounterComponent` (state in its scope, changed by the
/// action its button sends), three more told apart by keys, and a playlist of
/// `SongComponent`s (state changed by each song's `SongController` when its player
/// reports), and buttons with content (`ContentButtonsDemo`). The page itself is
/// stateless; the
/// state lives in the scopes of the counter and the songs.
public struct StatePage: Component, Equatable {
    /// The page's size.
    public var size: Size
    /// The songs of the playlist (their ids must differ: they are the songs' scopes).
    public var songs: [Song]

    public init(size: Size = GalleryPage.defaultSize, songs: [Song] = Song.samples) {
        self.size = size
        self.songs = songs
    }

    /// The titles (and keys) of the keyed counters.
    public static let keyedCounters = ["Apples", "Pears", "Plums"]

    public func body(_ context: BuildContext<Self>) -> some Component {
        pageScaffold(title: "State and controllers",
                     subtitle: "State lives in scopes; actions climb to components and controllers; controllers update state.",
                     size: size) {
            panel("Counter: state and an action", width: 480) {
                caption("The count is the counter's state. \"+1\" sends an action that the counter handles with a synchronous update.")
                CounterComponent()
            }
            panel("Keys: one type, several scopes", width: 480) {
                caption("Three more counters, told apart by the keys their parent gives them (.key(name)): each keeps its own count.")
                Flexbox(style: .column(gap: 8)) {
                    for name in StatePage.keyedCounters { CounterComponent(title: name).key(name) }
                }
            }
            panel("Songs: a controller per scope", width: 520) {
                caption("Play/Pause goes to the song's controller, which drives its player; the player's callback updates the state asynchronously.")
                Flexbox(style: .column(gap: 8)) {
                    for song in songs { SongComponent(song: song) }
                }
            }
            panel("Buttons with content", width: 600) {
                caption("Button(action:) { icon; label }: any components inside a button; a tap anywhere on them presses it.")
                ContentButtonsDemo()
            }
            .testID(GalleryPage.state.lastPanelTestID)
        }
    }
}
