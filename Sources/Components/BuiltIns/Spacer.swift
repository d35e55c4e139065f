import Layout

/// Empty space in a flexbox, along its main axis: `Spacer()` takes the free space
/// (flex-grow 1, shared with any other spacers), pushing its siblings apart;
/// `Spacer(length: 12)` is exactly 12 points long (it neither grows nor shrinks).
public struct Spacer: Component, Equatable {
    /// The fixed length, or nil for a flexible spacer.
    public var length: Double?
    /// The least length of a flexible spacer.
    public var minLength: Double

    /// A flexible spacer, at least `minLength` long.
    public init(minLength: Double = 0) {
        length = nil
        self.minLength = minLength
    }

    /// A spacer of exactly `length` points along the main axis.
    public init(length: Double) {
        self.length = length
        minLength = 0
    }

    public func _element(in builder: ElementBuilder) -> Element? {
        var style = LayoutStyle()
        if let length {
            style.flexGrow = 0
            style.flexShrink = 0
            style.flexBasis = .points(length)
        } else {
            style.flexGrow = 1
            style.flexShrink = 0
            style.flexBasis = .points(minLength)
        }
        return Element(kind: .spacer, style: style, owner: builder.owner)
    }
}
