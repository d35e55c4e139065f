import Geometry

/// What an observer of a `ListDataSource` hears, on the main actor, after the data
/// source's rows (`ListDataSource.table`) already show it.
public enum ListDataSourceEvent: Sendable {
    /// A changeset was applied: the index changes it made (ComponentKit's
    /// `componentDataSource:hasChangesOfTypes:changesetApplicator:`).
    case applied(AppliedChanges)
    /// An item's own state update rebuilt it and its size changed (ComponentKit's
    /// `didChangeSizeForObject`): the rows below it moved.
    case itemSizeChanged(ItemPath, from: Size, to: Size)
    /// An item's own state update rebuilt it at the same size.
    case itemUpdated(ItemPath)
    /// Rows were laid out again at `width`, the width they follow (a list's width
    /// changed, or items prepared at an older one were applied): heights changed, rows
    /// moved, roots and their state stayed.
    case rowsLaidOut(width: Double)
}
