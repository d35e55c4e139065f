import CSDL2
import Components

/// SDL's system cursors for each `PointerStyle`, made the first time a style is shown and
/// kept while the window lives (a handful of small objects; SDL frees them with video).
@MainActor
final class SystemCursors {
    private var cursors: [PointerStyle: OpaquePointer] = [:]
    private var shown = PointerStyle.arrow

    /// Shows `style` as the mouse pointer, when it is not already shown.
    func show(_ style: PointerStyle) {
        guard style != shown else { return }
        let cursor: OpaquePointer?
        if let made = cursors[style] {
            cursor = made
        } else {
            cursor = SDL_CreateSystemCursor(Self.sdlCursor(style))
            if let cursor { cursors[style] = cursor }
        }
        // No such cursor on this system: the one shown stays, nothing fails.
        guard let cursor else { return }
        SDL_SetCursor(cursor)
        shown = style
    }

    func free() {
        for cursor in cursors.values { SDL_FreeCursor(cursor) }
        cursors.removeAll()
    }

    private static func sdlCursor(_ style: PointerStyle) -> SDL_SystemCursor {
        switch style {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .hand: SDL_SYSTEM_CURSOR_HAND
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .resizeHorizontal: SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeVertical: SDL_SYSTEM_CURSOR_SIZENS
        // SDL 2 has no open and closed hand: the four-way arrows say "this moves".
        case .grab, .grabbing: SDL_SYSTEM_CURSOR_SIZEALL
        case .crosshair: SDL_SYSTEM_CURSOR_CROSSHAIR
        case .notAllowed: SDL_SYSTEM_CURSOR_NO
        }
    }
}
