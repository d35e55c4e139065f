import ArgumentParser
import Components
import Geometry

/// One step of `gallery show --script`: what a finger or a keyboard gives the start page
/// before it is written, in the order given (PNG files; a window or a kiosk takes only
/// `reveal:` steps, before its first frame).
/// - `button:TITLE`: a press and release at the middle of the first button titled TITLE
///   (depth first: the page's before an overlay's), printing `tapped "TITLE" at X,Y`;
/// - `element:TESTID`: a press and release at the middle of the element tagged TESTID
///   (`Component.testID(_:)`: a field, an on-screen key), printing `tapped "TESTID" at X,Y`;
/// - `touch-element:TESTID`: the same by a finger (a field then shows its caret's handle,
///   as on a kiosk's touch screen);
/// - `tap:X,Y`: a press and release at X,Y (points);
/// - `touch:X,Y`: a finger's tap there (a field shows its caret's handle);
/// - `hold:X,Y`: a finger held there for a long press, then lifted (a field selects the
///   word, with handles);
/// - `key:NAME`: a key pressed and released; NAME is `tab`, `enter`, `space`, `escape`,
///   `backspace`, `delete`, `home`, `end`, an arrow, a letter or digit, or one of those
///   after `shift+`, `ctrl+` or `alt+` (`key:shift+tab`, `key:ctrl+a`);
/// - `type:TEXT`: TEXT typed, as an input method commits it (to the focused field);
/// - `reveal:TESTID`: the element tagged TESTID scrolled into view at once (the kiosk VM
///   shows the page's pictures this way);
/// - `wait:SECONDS`: the page's timers and animations move on by SECONDS (a toast leaves,
///   a scroll to the focused element ends). Given any wait, the page's root runs on a
///   timer clock that only these steps move, so the picture does not depend on how long
///   the other steps took.
enum ScriptedInput: ExpressibleByArgument {
    case button(String)
    case element(String, kind: PointerKind)
    case tap(Point, kind: PointerKind)
    case hold(Point)
    case key(KeyEvent)
    case type(String)
    case reveal(String)
    case wait(Double)

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":") else { return nil }
        let value = String(argument[argument.index(after: colon)...])
        switch argument[..<colon] {
        case "button" where !value.isEmpty:
            self = .button(value)
        case "element" where !value.isEmpty:
            self = .element(value, kind: .mouse)
        case "touch-element" where !value.isEmpty:
            self = .element(value, kind: .touch)
        case "tap", "touch", "hold":
            let parts = value.split(separator: ",")
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
            let point = Point(x: x, y: y)
            self = argument.hasPrefix("hold") ? .hold(point) : .tap(point, kind: argument.hasPrefix("tap") ? .mouse : .touch)
        case "key":
            guard let event = Self.keyEvent(value) else { return nil }
            self = .key(event)
        case "type" where !value.isEmpty:
            self = .type(value)
        case "reveal" where !value.isEmpty:
            self = .reveal(value)
        case "wait":
            guard let seconds = Double(value), seconds >= 0, seconds.isFinite else { return nil }
            self = .wait(seconds)
        default:
            return nil
        }
    }

    var isWait: Bool {
        if case .wait = self { true } else { false }
    }

    var isReveal: Bool {
        if case .reveal = self { true } else { false }
    }

    private static func keyEvent(_ name: String) -> KeyEvent? {
        var parts = name.lowercased().split(separator: "+").map(String.init)
        guard let last = parts.popLast() else { return nil }
        var modifiers: KeyModifiers = []
        for part in parts {
            switch part {
            case "shift": modifiers.insert(.shift)
            case "ctrl", "control": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            default: return nil
            }
        }
        let keys: [String: Key] = ["tab": .tab, "enter": .enter, "return": .enter, "space": .space, "escape": .escape,
                                   "up": .up, "down": .down, "left": .left, "right": .right, "backspace": .backspace,
                                   "delete": .delete, "home": .home, "end": .end]
        if last.count == 1, let character = last.first, character.isASCII, character.isLetter || character.isNumber {
            return KeyEvent(key: .character(character), modifiers: modifiers)
        }
        guard let key = keys[last] else { return nil }
        return KeyEvent(key: key, modifiers: modifiers)
    }
}
