import Locking

/// Which clipboard: the one Copy and Paste use, or X11's primary selection (what is
/// selected, pasted with the middle button).
public enum ClipboardKind: Hashable, Sendable {
    case clipboard
    case primarySelection
}

/// Where copied text goes and pasted text comes from. In a window, the desktop's
/// clipboard (Presentation's `SDLClipboard`); elsewhere (tests, a kiosk with no desktop)
/// a `MemoryClipboard`, so copy and paste still work within the app.
public protocol TextClipboard: AnyObject, Sendable {
    /// The text on the clipboard, if any (text that is not valid UTF-8 is repaired, each
    /// bad byte becoming U+FFFD).
    @MainActor func text(from kind: ClipboardKind) -> String?
    @MainActor func setText(_ text: String, for kind: ClipboardKind)
}

/// A clipboard in the app's memory.
public final class MemoryClipboard: TextClipboard {
    private let texts = Lock<[ClipboardKind: String]>([:])

    public init() {}

    /// The clipboard components get where nothing set one.
    public static let shared = MemoryClipboard()

    public func text(from kind: ClipboardKind) -> String? { texts.withLock { $0[kind] } }
    public func setText(_ text: String, for kind: ClipboardKind) { texts.withLock { $0[kind] = text } }
}

/// A clipboard as the environment holds it (`ComponentEnvironment.clipboard`): equal
/// when it is the same clipboard.
public struct SharedClipboard: Sendable, Equatable {
    public let clipboard: any TextClipboard

    public init(_ clipboard: any TextClipboard) {
        self.clipboard = clipboard
    }

    @MainActor public func text(from kind: ClipboardKind = .clipboard) -> String? { clipboard.text(from: kind) }
    @MainActor public func setText(_ text: String, for kind: ClipboardKind = .clipboard) { clipboard.setText(text, for: kind) }

    public static func == (lhs: SharedClipboard, rhs: SharedClipboard) -> Bool { lhs.clipboard === rhs.clipboard }
}

struct ClipboardKey: EnvironmentKey {
    static let defaultValue = SharedClipboard(MemoryClipboard.shared)
}

extension ComponentEnvironment {
    /// The clipboard text fields copy to and paste from (`MemoryClipboard.shared` unless
    /// the app's launcher or the app set another).
    public var clipboard: SharedClipboard {
        get { self[ClipboardKey.self] }
        set { self[ClipboardKey.self] = newValue }
    }
}
