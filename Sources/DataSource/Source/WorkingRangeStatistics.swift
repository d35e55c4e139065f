/// What a data source's working range has done so far (`ListDataSource.workingRangeStatistics`):
/// what a test or a benchmark checks to see that rows are built ahead of the view and let
/// go of behind it.
public struct WorkingRangeStatistics: Sendable, Equatable {
    /// Items built off the main actor because a view approached them.
    public var backgroundBuilds = 0
    /// Items built on the main actor because mounting (or `root(at:)`) needed them before
    /// a background build brought them: a scroll outran the working range.
    public var mainActorBuilds = 0
    /// Items that let go of their trees, far from every view.
    public var releases = 0

    public init() {}
}
