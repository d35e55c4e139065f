/// Whether a pointer press at an element stops there: what `Component.hitTesting(_:)`
/// sets (CSS's `pointer-events`, SwiftUI's `allowsHitTesting`).
///
/// By default every element's box is hit, drawn or not (as in browsers and UIKit): the
/// topmost element under the pointer takes the press, so a scrim or a card covering a
/// button keeps taps from it, and a tap there goes up the covering element's responder
/// chain (a `Tap`), never to what lies beneath. An element that only decorates (a shine
/// over a photo, a layer of layout holding a floating button) opts out.
public enum HitTesting: Hashable, Sendable {
    /// The element's box and its children are hit (the default).
    case standard
    /// The element's own box is not hit, its children are: a full-screen layer that
    /// lays out a toast or a floating button lets taps through everywhere else.
    case childrenOnly
    /// Neither the element nor anything inside it is hit: presses, taps and the wheel go
    /// to what lies beneath, as if it were not there.
    case passThrough
}

extension Component {
    /// Whether presses stop at this component's element (see `HitTesting`):
    /// `.hitTesting(.passThrough)` on a decoration lets taps reach the button beneath.
    /// Set like a layout modifier: it merges into a chain of them and changes nothing on
    /// screen.
    public func hitTesting(_ hitTesting: HitTesting) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.hitTesting = hitTesting }
    }
}
