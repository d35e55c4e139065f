/// A width a `ListDataSource` cannot lay rows out at: 0, negative or not a number. Rows
/// laid out 0 pt wide would show nothing and wrap every word on a line of its own.
public struct ListWidthError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the width was given.
    public enum Origin: Sendable, Equatable {
        /// `ListDataSource.setRowWidth(_:)`.
        case setRowWidth
        /// The maximum width of the size range given to `ListDataSource.enqueue(_:sizeRange:mode:)`.
        case enqueue
    }

    /// The width given, in points.
    public let width: Double
    /// Where it was given.
    public let origin: Origin

    /// The error for `width`, given at `origin`.
    public init(width: Double, origin: Origin) {
        self.width = width
        self.origin = origin
    }

    /// What was wrong, where, and the fix.
    public var description: String {
        switch origin {
        case .setRowWidth:
            return "ListDataSource.setRowWidth(_:): a row width of \(width) pt cannot lay rows out; "
                + "pass the list's width in points, above 0 (e.g. 320). A List sets it on its own once it is laid out."
        case .enqueue:
            return "ListDataSource.enqueue(_:sizeRange:mode:): a size range whose maximum width is \(width) pt cannot "
                + "lay rows out; leave sizeRange out so rows follow the list's width, or pin one above 0 (e.g. .width(320))."
        }
    }
}
