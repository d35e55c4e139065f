/// The composite components of a root's latest build as a tree, for the inspector's
/// hierarchy dump (`gallery dump-tree`, SIGUSR1): each component's type, its scope and
/// keys, a summary of its state, its controller and its test ID.
///
/// Built from the build's own record (`BuildRecord`: the composite components in build
/// order), on the main actor; a value that outlives the root. Built-in components are
/// not in it: they are the element tree's (the mounting layer's node dump).
public struct ComponentTreeDump: Sendable, Encodable, Equatable {
    /// One composite component as built.
    public struct Entry: Sendable, Encodable, Equatable {
        /// The component's type: `CounterComponent`.
        public var type: String
        /// As paths show it: `Row(id: 42)[key: 3]`.
        public var name: String
        /// The scope's identity across builds (`scope#12`); nil without a scope.
        public var scope: String?
        /// The keys its ancestors gave it.
        public var keys: [String]
        /// `String(describing:)` of its state, at most `stateSummaryLimit` characters;
        /// nil for a stateless component.
        public var state: String?
        /// The type of its controller; nil without one.
        public var controller: String?
        /// The test ID of the element its body made, if it has one.
        public var testID: String?
        public var children: [Entry]
    }

    /// The longest state summary, in characters (an ellipsis ends a longer one).
    public static let stateSummaryLimit = 80

    /// The root component's entry; nil when the root is a built-in component.
    public var root: Entry?
    /// Composite components in the tree.
    public var componentCount: Int
    /// Generations committed so far.
    public var commitCount: Int

    /// The tree `root` committed last.
    @MainActor
    public init(of root: ComponentRoot) {
        // A test ID given where a component is used tags a copy of the top element of its
        // body in the final tree (`TestIdentified`), not the element its record keeps.
        var testIDs: [ObjectIdentifier: String] = [:]
        var pending: [(element: Element, parentOwner: ComponentInstance?)] = root.result.element.map { [($0, nil)] } ?? []
        while let (element, parentOwner) = pending.popLast() {
            if let testID = element.testID, let owner = element.owner, owner !== parentOwner {
                testIDs[ObjectIdentifier(owner)] = testID
            }
            for child in element.children { pending.append((child, element.owner)) }
        }
        var count = 0
        func entry(_ record: BuildRecord) -> Entry {
            count += 1
            let instance = record.instance
            let state: String? = instance.state is Stateless ? nil : Self.summary(of: instance.state)
            return Entry(type: String(describing: type(of: instance.component)), name: instance.name,
                         scope: instance.scopeID.map(\.description), keys: instance.keys.map(\.description),
                         state: state, controller: root.controller(of: instance).map { String(describing: type(of: $0)) },
                         testID: testIDs[ObjectIdentifier(instance)] ?? record.element?.testID,
                         children: record.children.map(entry))
        }
        self.root = root.result.record.map(entry)
        componentCount = count
        commitCount = root.commitCount
    }

    /// `String(describing: value)` cut to `stateSummaryLimit` characters, on one line.
    public static func summary(of value: Any) -> String {
        let text = String(describing: value).replacing("\n", with: " ")
        guard text.count > stateSummaryLimit else { return text }
        return String(text.prefix(stateSummaryLimit - 1)) + "…"
    }

    /// The tree as indented lines, two spaces a level:
    /// `CounterComponent scope#3 state: State(count: 1) testID: counter`.
    public func lines(indent: String = "") -> [String] {
        var lines: [String] = []
        func add(_ entry: Entry, depth: Int) {
            var line = indent + String(repeating: "  ", count: depth) + entry.name
            if let scope = entry.scope { line += " " + scope }
            if let state = entry.state { line += " state: " + state }
            if let controller = entry.controller { line += " controller: " + controller }
            if let testID = entry.testID { line += " testID: " + testID }
            lines.append(line)
            for child in entry.children { add(child, depth: depth + 1) }
        }
        if let root { add(root, depth: 0) }
        return lines
    }
}
