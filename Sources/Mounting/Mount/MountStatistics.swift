/// What one mount did to the node tree, for tests and tools.
public struct MountStatistics: Sendable, Hashable, Encodable {
    /// Nodes made new.
    public var created = 0
    /// Nodes taken from a reuse pool.
    public var reused = 0
    /// Nodes whose look changed (`Node.setLook`).
    public var updated = 0
    /// Nodes whose frame in their parent changed.
    public var moved = 0
    /// Nodes unmounted (and put into a reuse pool).
    public var removed = 0

    public init() {}

    /// Whether the mount touched nothing.
    public var isEmpty: Bool { self == MountStatistics() }
}
