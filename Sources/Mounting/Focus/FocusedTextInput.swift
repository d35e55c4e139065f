import Components
import Geometry

/// The focused element's text input (`ComponentHost.focusedTextInput`): what it takes and
/// where its caret is, in the host's coordinates (points).
public struct FocusedTextInput: Hashable, Sendable {
    public var traits: TextInputTraits
    public var caret: Rect
}
