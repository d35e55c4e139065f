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

extension Node {
    /// The first node of this subtree (depth first, this one first) showing an element
    /// tagged `testID`, leaving or not: what a test reads a shown frame, transform or
    /// opacity from mid-animation (test queries answer with the layout's, the target).
    public func descendant(testID: String) -> Node? {
        if element?.testID == testID { return self }
        for child in children {
            if let found = child.descendant(testID: testID) { return found }
        }
        return nil
    }
}
