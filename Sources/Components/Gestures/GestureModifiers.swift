/// How many taps in a row `Component.onTap` waits for.
public enum TapCount: Int, Hashable, Sendable {
    case single = 1, double = 2, triple = 3
}

/// The axes `Component.onPan` moves on.
public enum PanAxes: Hashable, Sendable {
    case horizontal, vertical, both

    var scrollAxes: ScrollAxes {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .both: .both
        }
    }
}

extension Component {
    /// Attaches `gesture` to this component's element: a press on it, or on anything
    /// inside it, lets the gesture's recognizer join the arena (see `GestureRecognizer`).
    /// Set like a layout modifier: it merges into a chain of them, adds to the gestures
    /// the element already has, and changes nothing on screen.
    public func gesture(_ gesture: some Gesture) -> LayoutModified<_LayoutModifierContent> {
        _modifyingLayout { $0.gestures = ($0.gestures ?? GestureSet()).appending(GestureSet([gesture])) }
    }

    /// Sends `action` up the responder chain when the element is tapped `count` times
    /// (`TapGesture`). A button inside still takes its own taps.
    public func onTap(_ count: TapCount = .single, send action: some Action) -> LayoutModified<_LayoutModifierContent> {
        // A TapCount is 1 or more: the initializer cannot throw.
        gesture(try! TapGesture(count: count.rawValue, send: action))
    }

    /// Sends `action` when a press on the element is held half a second within the slop
    /// (`LongPressGesture`; for another duration, `gesture(try LongPressGesture(...))`).
    public func onLongPress(send action: some Action) -> LayoutModified<_LayoutModifierContent> {
        gesture(try! LongPressGesture(send: action))
    }

    /// Sends `Pan` actions (named `name`) while the element is dragged along `axes`
    /// (`PanGesture`): a draggable card, a swipe-to-delete row (`.horizontal` in a
    /// vertical list), a sheet. `claimsOnPress` takes the press before any scroll view can.
    public func onPan(name: String? = nil, axes: PanAxes = .both, claimsOnPress: Bool = false)
        -> LayoutModified<_LayoutModifierContent> {
        gesture(try! PanGesture(name: name, axes: axes.scrollAxes, claimsOnPress: claimsOnPress))
    }

    /// Sends a `Swipe` (named `name`) when the element is flung in one of the directions.
    public func onSwipe(name: String? = nil, _ direction: SwipeDirection, _ more: SwipeDirection...)
        -> LayoutModified<_LayoutModifierContent> {
        var directions = SwipeDirections(direction)
        for other in more { directions.insert(SwipeDirections(other)) }
        return gesture(try! SwipeGesture(name: name, directions: directions))
    }

    /// Sends `Pinch` actions (named `name`) while two fingers spread, close or turn on
    /// the element (`PinchGesture`): a zoomable photo or map.
    public func onPinch(name: String? = nil) -> LayoutModified<_LayoutModifierContent> {
        gesture(PinchGesture(name: name))
    }

    /// Sends `Pinch` actions (named `name`) once two fingers turn on the element, however
    /// they spread (`PinchGesture` recognizing rotation alone): a dial, a turnable photo.
    public func onRotate(name: String? = nil) -> LayoutModified<_LayoutModifierContent> {
        gesture(PinchGesture(name: name, recognizes: .rotation))
    }
}
