/// A key, named by what the keyboard layout makes of it: `.character("a")` is the key
/// that types "a" (whatever its position), the others are keys that type nothing.
public enum Key: Hashable, Sendable {
    /// A key that types a character, in lowercase ("a", "1", "/", " " for the space bar).
    case character(Character)
    case enter, escape, tab, backspace, delete, insert
    case left, right, up, down
    case home, end, pageUp, pageDown
    /// F1 is `.function(1)`.
    case function(Int)
    /// A key with no name here (a media key, a modifier on its own): the platform's code.
    case other(UInt32)

    /// The space bar.
    public static let space = Key.character(" ")
}

/// The modifier keys held with a key or pointer event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super / Windows / Command key.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

/// A key went down (again, when `isRepeat`: held down) or up. Sent up the responder chain
/// from the focused element (what a press or Tab focused last), or from the root element
/// when nothing has focus, so an app's shortcuts live in its root component. What nobody
/// handles moves focus (Tab, arrows in a focus group) or scrolls. Nobody handling it is
/// normal: it is not reported.
public struct KeyEvent: Action, Equatable {
    public var key: Key
    public var modifiers: KeyModifiers
    /// Down (true) or up (false).
    public var isDown: Bool
    /// A down event the keyboard repeated because the key is held.
    public var isRepeat: Bool

    public init(key: Key, modifiers: KeyModifiers = [], isDown: Bool = true, isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isDown = isDown
        self.isRepeat = isRepeat
    }

    public static var reportsWhenUnhandled: Bool { false }
}

/// Text typed (one character, or a composed word from an input method), sent like a
/// `KeyEvent` after the key events that produced it. Not reported when unhandled.
public struct TextInput: Action, Equatable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public static var reportsWhenUnhandled: Bool { false }
}

/// An input method's composition in progress (pre-edit text: the kana before they become
/// kanji, the jamo before a Hangul syllable): shown at the caret, underlined, replacing
/// the one before; a `TextInput` with what it became ends it, and an empty composition
/// takes it away (the user cancelled). Sent like a `TextInput`. Not reported when unhandled.
public struct TextComposition: Action, Equatable {
    public var text: String
    /// Where the input method's own caret is in `text`, in characters (as SDL gives it).
    public var caret: Int
    /// How many characters after `caret` the input method has selected (the part it is
    /// converting), 0 for none.
    public var selectionLength: Int

    public init(_ text: String, caret: Int? = nil, selectionLength: Int = 0) {
        self.text = text
        self.caret = max(0, min(text.count, caret ?? text.count))
        self.selectionLength = max(0, min(text.count - self.caret, selectionLength))
    }

    public static var reportsWhenUnhandled: Bool { false }
}
