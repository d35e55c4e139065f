extension Node {
    /// The first node (depth first) showing a button titled `title`: how tests and tools
    /// (`gallery show --script button:TITLE`) find what to tap. Overlays (popups, dialogs)
    /// are the root's last children, so a page's button comes before an overlay's.
    public func button(titled title: String) -> Node? {
        if button?.title.string == title { return self }
        for child in children {
            if let found = child.button(titled: title) { return found }
        }
        return nil
    }
}
