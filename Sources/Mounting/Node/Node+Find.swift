extension Node {
    /// The first node (depth first) showing a button titled `title`: how tests and tools
    /// (`gallery show --script button:TITLE`) find what to tap. A content button's title
    /// is the text it holds (a tab's, a switch's label). Overlays (popups, dialogs) are the
    /// root's last children, so a page's button comes before an overlay's.
    public func button(titled title: String) -> Node? {
        if buttonTitle == title { return self }
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

extension Node {
    /// The title of the button this node shows (nil: not a button): its title, or for a
    /// content button the text it holds (a tab's, a switch's label), joined by spaces.
    public var buttonTitle: String? {
        guard let button else { return nil }
        return button.showsTitle ? button.title.string : shownText
    }

    /// The strings of the text nodes of this subtree, in tree order, joined by spaces.
    var shownText: String {
        var strings: [String] = []
        func collect(_ node: Node) {
            if let text = node.text { strings.append(text.text.string) }
            node.children.forEach(collect)
        }
        collect(self)
        return strings.joined(separator: " ")
    }
}
