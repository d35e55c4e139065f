import Components
import Foundation

/// One key of an on-screen keyboard: what it does, what it shows, how wide it is (in
/// letter keys), and the accented letters a long press offers.
///
/// In JSON (`KeyboardLayout(json:)`) a key is `{"text": "e", "alternates": ["é", "è"]}`,
/// `{"action": "backspace", "width": 1.5}` (actions: `backspace`, `shift`, `enter`,
/// `space`, `hide`), or `{"layout": "symbols", "label": "?123"}`.
public struct KeyboardKey: Hashable, Sendable, Codable {
    public enum Action: Hashable, Sendable {
        /// Types its text (upper case while shifted).
        case text(String)
        case backspace, shift, enter, space
        /// Shows another layout of the set.
        case layout(String)
        /// Hides the keyboard.
        case hide
    }

    public var action: Action
    /// What the key shows (nil: its text, or the action's symbol).
    public var label: String?
    /// Its width, in letter keys.
    public var width: Double
    /// What a long press offers instead of its text (accented letters).
    public var alternates: [String]

    public init(_ action: Action, label: String? = nil, width: Double = 1, alternates: [String] = []) {
        self.action = action
        self.label = label
        self.width = width.isFinite && width > 0 ? width : 1
        self.alternates = alternates
    }

    /// A letter or symbol key.
    public static func text(_ text: String, alternates: [String] = []) -> KeyboardKey {
        KeyboardKey(.text(text), alternates: alternates)
    }

    /// What the key shows, shifted or not.
    public func title(shifted: Bool) -> String {
        if let label { return label }
        switch action {
        case .text(let text): return shifted ? text.uppercased() : text
        case .backspace: return "⌫"
        case .shift: return "⇧"
        case .enter: return "⏎"
        case .space: return " "
        case .layout(let name): return name
        case .hide: return "⌄"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case text, action, layout, label, width, alternates
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            action = .text(text)
        } else if let layout = try container.decodeIfPresent(String.self, forKey: .layout) {
            action = .layout(layout)
        } else {
            let name = try container.decode(String.self, forKey: .action)
            switch name {
            case "backspace": action = .backspace
            case "shift": action = .shift
            case "enter": action = .enter
            case "space": action = .space
            case "hide": action = .hide
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .action, in: container,
                    debugDescription: "unknown key action \"\(name)\": use backspace, shift, enter, space or hide, "
                        + "or give \"text\" or \"layout\" instead")
            }
        }
        label = try container.decodeIfPresent(String.self, forKey: .label)
        let width = try container.decodeIfPresent(Double.self, forKey: .width) ?? 1
        guard width.isFinite, width > 0, width <= 20 else {
            throw DecodingError.dataCorruptedError(forKey: .width, in: container,
                                                   debugDescription: "key width \(width) is not between 0 and 20 letter keys")
        }
        self.width = width
        alternates = try container.decodeIfPresent([String].self, forKey: .alternates) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch action {
        case .text(let text): try container.encode(text, forKey: .text)
        case .layout(let name): try container.encode(name, forKey: .layout)
        case .backspace: try container.encode("backspace", forKey: .action)
        case .shift: try container.encode("shift", forKey: .action)
        case .enter: try container.encode("enter", forKey: .action)
        case .space: try container.encode("space", forKey: .action)
        case .hide: try container.encode("hide", forKey: .action)
        }
        try container.encodeIfPresent(label, forKey: .label)
        if width != 1 { try container.encode(width, forKey: .width) }
        if !alternates.isEmpty { try container.encode(alternates, forKey: .alternates) }
    }
}

/// One layout of an on-screen keyboard: rows of keys, top to bottom. Data, so that an
/// app adds its language's layout as JSON: `{"name": "de", "rows": [[{"text": "q"}, ...]]}`.
public struct KeyboardLayout: Hashable, Sendable, Codable {
    public var name: String
    public var rows: [[KeyboardKey]]

    public init(name: String, rows: [[KeyboardKey]]) {
        self.name = name
        self.rows = rows
    }

    /// A layout from JSON. Throws a `DecodingError` naming the key that is wrong, or a
    /// `KeyboardLayoutError` for a layout with no keys.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(KeyboardLayout.self, from: json)
        guard rows.contains(where: { !$0.isEmpty }) else { throw KeyboardLayoutError.noKeys(layout: name) }
    }
}

/// Why a keyboard layout cannot be used.
public enum KeyboardLayoutError: Error, Equatable, CustomStringConvertible {
    case noKeys(layout: String)

    public var description: String {
        switch self {
        case .noKeys(let layout): "keyboard layout \"\(layout)\" has no keys: give it at least one row with a key"
        }
    }
}
