/// Every mount of a host added up since it was made: how many nodes the mounter made,
/// took back from its reuse pools, updated, moved and put away. The inspector's hierarchy
/// dump shows them; a reuse count that stays near the made count says the pools work.
public struct MountTotals: Sendable, Hashable, Encodable {
    /// Mounts so far.
    public var mounts = 0
    /// Their statistics, added up.
    public var nodes = MountStatistics()

    public init() {}

    /// Adds one mount's statistics.
    public mutating func add(_ statistics: MountStatistics) {
        mounts += 1
        nodes.created += statistics.created
        nodes.reused += statistics.reused
        nodes.updated += statistics.updated
        nodes.moved += statistics.moved
        nodes.removed += statistics.removed
    }
}
