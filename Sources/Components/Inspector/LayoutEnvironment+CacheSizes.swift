extension LayoutEnvironment {
    /// The min-content width cache's entries, bytes and byte limit, for the inspector's
    /// hierarchy dump.
    public var textWidthCacheStatistics: (count: Int, byteCount: Int, byteLimit: Int) {
        textWidths.statistics
    }
}
