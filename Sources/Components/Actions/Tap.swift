import Geometry

/// A press released inside the element it began on, when that element is not a control
/// (a button or a custom drawing that takes events, and nothing inside one): sent up the
/// responder chain from the topmost element under the pointer (see `HitTesting`), so a
/// modal's scrim, a card or a row hears taps on it in its owner's `handle(_:_:)` or its
/// controller's. Nobody handling it is normal: it is not reported.
public struct Tap: Action, Equatable {
    /// Where the press was released, in the element's coordinates (points from its
    /// border box's top left).
    public var location: Point

    public init(location: Point) {
        self.location = location
    }

    public static var reportsWhenUnhandled: Bool { false }
}
