extension Node {
    /// The first node (depth first) showing a button titled `title`: how tests and tools
    /// (`gallery show --tap-button`) find what to tap.
    public func button(titled title: String) -> Node? {
        if button?.title.string == title { return self }
        for child in children {
            if let found = child.button(titled: title) { return found }
        }
        return nil
    }
}
