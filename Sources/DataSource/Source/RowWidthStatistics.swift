/// What a data source's width passes have done so far (`ListDataSource.widthStatistics`):
/// what a test or a soak checks to see that rows follow their lists' width, that rows in
/// view were laid out at once and the rest in the background, and that an unchanged
/// width costs nothing.
public struct RowWidthStatistics: Sendable, Equatable {
    /// Width passes run (one per change of the width rows follow, or per batch of items
    /// applied at a width that had changed meanwhile).
    public var passes = 0
    /// Items laid out again on the main actor because they were in view.
    public var laidOutInView = 0
    /// Items laid out again (built ones, in their roots) or measured (the others) off the
    /// main actor.
    public var laidOutInBackground = 0

    /// Nothing done yet.
    public init() {}
}
