import Geometry

/// The space a measured leaf is given in one axis.
public enum AvailableSpace: Hashable, Sendable {
    /// Exactly this many points are available (text wraps within them).
    case definite(Double)
    /// Measure at the narrowest the content can be (text: its longest unbreakable piece).
    case minContent
    /// Measure with unlimited space (text: on as few lines as its hard breaks allow).
    case maxContent
}

/// What a measure callback is asked: the space for the leaf's content box in each axis.
public struct MeasureConstraint: Hashable, Sendable {
    public var width: AvailableSpace
    public var height: AvailableSpace

    public init(width: AvailableSpace, height: AvailableSpace) {
        self.width = width
        self.height = height
    }
}

/// Measures a leaf's content (text, images): the constraint in, the content-box size
/// out. Layout adds the leaf's padding and border. It is called again only when the
/// constraint differs from a cached call or the node was marked dirty.
public typealias MeasureFunction = (MeasureConstraint) -> Size

/// A leaf's first baseline: given its content-box size, the distance from the top of the
/// content box to the baseline. Without one, a box's baseline is its first child's, or
/// its bottom edge when it has no children (as CSS synthesizes it).
public typealias BaselineFunction = (Size) -> Double
