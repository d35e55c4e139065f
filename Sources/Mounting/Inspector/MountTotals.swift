/// Every mount of a host added up since it was made: how many nodes the mounter made,
/// took back from its reuse pools, updated, moved and put away. The inspector's hierarchy
/// dump shows them; a reuse count that stays near the made count says the pools work.
public struct MountTotals: Sendable, Hashable, Encodable {
    /// Mounts so far.
    public var mounts = 0
    public var created = 0
    public var reused = 0
    public var updated = 0
    public var moved = 0
    public var removed = 0

    public init() {}

    /// Adds one mount's statistics.
    public mutating func add(_ statistics: MountStatistics) {
        mounts += 1
        created += statistics.created
        reused += statistics.reused
        updated += statistics.updated
        moved += statistics.moved
        removed += statistics.removed
    }
}
