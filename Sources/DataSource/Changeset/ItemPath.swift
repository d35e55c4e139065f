/// Where an item is in a list of sections: its section, and its index in that section.
/// Written as an array literal, `[0, 1]`, and printed the same way; ordered by section,
/// then item (the order changesets apply insertions in).
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The index of the section.
    public var section: Int
    /// The index of the item in its section.
    public var item: Int

    /// The item at `item` in section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The item at `item` in section `section`.
    public init(_ section: Int, _ item: Int) {
        self.init(section: section, item: item)
    }

    /// `[section, item]`: exactly two numbers (any other count is a programming error and traps).
    public init(arrayLiteral elements: Int...) {
        precondition(elements.count == 2, "An item path is [section, item], two numbers, not \(elements)")
        self.init(section: elements[0], item: elements[1])
    }

    /// Section first, then item.
    public static func < (a: ItemPath, b: ItemPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }

    /// `[0, 1]`.
    public var description: String {
        "[\(section), \(item)]"
    }
}
