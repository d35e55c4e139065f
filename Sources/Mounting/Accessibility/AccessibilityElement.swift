import Components
import Geometry

/// An accessible element's identity, kept while its node is mounted: what an AT-SPI
/// object path and a kiosk's "next element" name. Never reused within a process.
public struct AccessibilityID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: UInt64

    /// The identity numbered `rawValue` (a bridge reads it back from an object path).
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static func < (lhs: AccessibilityID, rhs: AccessibilityID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// One element as assistive technologies see it, at one moment: its role, the name read
/// for it, its value, states and actions, where it is, and the accessible elements inside
/// it in reading order.
public struct AccessibilityElement: Equatable, Sendable {
    public let id: AccessibilityID
    public var role: AccessibilityRole
    /// What is read for it: its label, else its text or title, else the text inside it.
    public var name: String
    public var description: String?
    /// Its value as text (a field's text, a slider's "50%"), nil when it has none.
    public var value: String?
    public var range: AccessibilityRange?
    /// Where the caret and selection are in `value`, for an editable text (UTF-8 offsets).
    public var textSelection: AccessibilityTextSelection?
    public var states: AccessibilityStates
    public var actions: AccessibilityActions
    /// Its box in the window, in points.
    public var frame: Rect
    public var children: [AccessibilityID]
    /// The element it is inside (nil: a top-level one).
    public var parent: AccessibilityID?
    /// The test ID of its element, for tests and tools.
    public var testID: String?

    /// What a screen reader says for it: "Count, button, dimmed", "Volume, slider, 50%".
    public var spoken: String {
        var parts: [String] = []
        if !name.isEmpty { parts.append(name) }
        parts.append(role.spokenName)
        if let value, !value.isEmpty, value != name { parts.append(value) }
        parts += states.subtracting(.focused).spokenNames
        if let description, !description.isEmpty { parts.append(description) }
        return parts.joined(separator: ", ")
    }
}
