import Components
import Geometry
import Graphics
import Layout

/// The song from ComponentKit's controllers doc: a row showing a song and whether it is
/// playing, with a Play/Pause button.
///
/// `isPlaying` is the component's state, in a scope identified by the song's id, so it
/// survives rebuilds and reorderings of the playlist. The component never touches the
/// player: its button sends `TogglePlayback`, which the component does not handle, so it
/// goes to its `SongController`; the controller drives the player, and the player's
/// delegate callback (`songStateDidChange`) changes the state with an asynchronous update.
public struct SongComponent: Component, Equatable {
    /// Whether the song is playing.
    public typealias State = Bool

    /// Sent by the Play/Pause button; handled by the `SongController`.
    public struct TogglePlayback: Action, Equatable {
        public init() {}
    }

    /// The same for every component of one controller (the scope is the song's id).
    public var song: Song

    public init(song: Song) {
        self.song = song
    }

    public var scope: ComponentScope? { .identifier(song.id) }
    public func initialState() -> Bool { false }
    public static var controllerType: ComponentController<SongComponent>.Type? { SongController.self }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let isPlaying = context.state
        return Box(fill: .color(isPlaying ? Color(rgb: 0xEAF8EE) : .white),
                   border: BoxBorder(width: 1, color: isPlaying ? GalleryColor.green : GalleryColor.separator),
                   cornerRadii: CornerRadii(10), style: LayoutStyle.row(gap: 12, align: .center, padding: 12)) {
            Box(color: isPlaying ? GalleryColor.green : GalleryColor.tertiaryLabel, cornerRadius: 8)
                .size(width: 16, height: 16)
            Flexbox(style: .column(gap: 2)) {
                Text(song.title, attributes: GalleryStyle.font(16, weight: .bold), maxLines: 1)
                Text("\(song.artist) · \(isPlaying ? "playing" : "paused")", attributes: GalleryStyle.caption, maxLines: 1)
            }
            .flex(grow: 1, shrink: 1)
            Button(isPlaying ? "Pause" : "Play", attributes: GalleryStyle.font(15, weight: .bold),
                   looks: isPlaying ? .secondary : .standard, action: TogglePlayback())
                .width(88)
        }
    }
}
