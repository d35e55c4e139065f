/// Results of earlier layouts of one node, reused while the node is clean.
struct LayoutCache {
    mutating func clear() {}
}
