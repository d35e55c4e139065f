import CSDL2
import Components

/// The desktop's clipboard through SDL: Copy and Paste's, and X11's primary selection
/// (what is selected, pasted with the middle button; SDL 2.26 reads it on X11 and
/// Wayland). What an app opened in a window by `AppLauncher` gets as
/// `ComponentEnvironment.clipboard`; SDL's video must be initialized while it is used.
public final class SDLClipboard: TextClipboard {
    public init() {}

    public func text(from kind: ClipboardKind) -> String? {
        // SDL gives an empty string (never NULL) when there is nothing; it is ours to free.
        guard let raw = kind == .clipboard ? SDL_GetClipboardText() : SDL_GetPrimarySelectionText() else { return nil }
        defer { SDL_free(raw) }
        // Another app's bytes need not be UTF-8: each bad byte becomes U+FFFD.
        let text = String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    public func setText(_ text: String, for kind: ClipboardKind) {
        // C strings end at a NUL: text after one would be lost silently, so it is dropped here.
        let clean = text.replacingOccurrences(of: "\0", with: "")
        _ = kind == .clipboard ? SDL_SetClipboardText(clean) : SDL_SetPrimarySelectionText(clean)
    }
}
