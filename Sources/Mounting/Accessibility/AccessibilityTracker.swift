import Components
import Geometry

/// What the accessibility tree made of one node: kept on the node, so that a node whose
/// element, frame and place did not change gives the same elements again without its
/// subtree being visited. Elements are immutable and shared between generations: a
/// subtree not rebuilt keeps its element objects, and a node showing the same element at
/// the same frame shows the same things below it.
@MainActor
final class AccessibilityNodeCache {
    /// The tracker that made it (`AccessibilityTracker.generation`): another tracker's
    /// elements are not in this one's tree.
    let generation: UInt64
    let element: Element?
    let frame: Rect
    let origin: Point
    let isShown: Bool
    let isListRow: Bool
    /// The label a labelled container around it was passing down when it was visited
    /// (what it gave depends on it, so it is not given again).
    let forwardedLabel: String?
    /// The accessible elements the node gave its parent's list, in order.
    let produced: [AccessibilityID]

    init(generation: UInt64, element: Element?, frame: Rect, origin: Point, isShown: Bool, isListRow: Bool,
         forwardedLabel: String?, produced: [AccessibilityID]) {
        self.generation = generation
        self.element = element
        self.frame = frame
        self.origin = origin
        self.isShown = isShown
        self.isListRow = isListRow
        self.forwardedLabel = forwardedLabel
        self.produced = produced
    }

    func matches(_ node: Node, generation: UInt64, origin: Point, isShown: Bool, isListRow: Bool) -> Bool {
        self.generation == generation && element === node.element && frame == node.frame && self.origin == origin
            && self.isShown == isShown
            && self.isListRow == isListRow && forwardedLabel == nil
    }
}

/// Keeps a window's `AccessibilityTree` in step with its mounted nodes (see
/// `AccessibilityTree` for what becomes an element), made by the host the first time
/// something reads it and updated at each read after: a node whose element, frame and
/// place are those of the last update gives its elements again unvisited, so a state
/// change that rebuilt one row costs the path to that row, and what changed is known
/// without comparing the trees. An app nobody reads pays nothing.
@MainActor
final class AccessibilityTracker {
    /// The next identity to give a node: process-wide, so no two nodes ever share one.
    private static var nextID: UInt64 = 1
    private static var trackers: UInt64 = 0

    /// This tracker's number: the node caches it made carry it.
    let generation: UInt64

    private(set) var tree = AccessibilityTree()
    /// The node each element came from, for actions.
    private(set) var nodes: [AccessibilityID: Node] = [:]
    /// The element that has keyboard focus, if it is one.
    private(set) var focusedID: AccessibilityID?

    // One update's bookkeeping: what changed, and the elements a parent let go of with
    // that parent (removed at the end unless another took them: they moved).
    private var changes = AccessibilityChanges()
    private var orphans: [(id: AccessibilityID, parent: AccessibilityID?)] = []
    /// A label on a container with no role of its own, waiting for the first control
    /// inside it to name (`describe`).
    private var forwardedLabel: String?

    /// What changed since each reader last took its changes (`take(for:)`).
    private var unread: [ObjectIdentifier: AccessibilityChanges] = [:]

    init() {
        Self.trackers += 1
        generation = Self.trackers
    }

    /// Brings the tree up to the nodes under `root` now, `focused` having focus; returns
    /// what changed since the last update.
    func update(root: Node?, focused: Node?) -> AccessibilityChanges {
        changes = AccessibilityChanges()
        orphans.removeAll(keepingCapacity: true)
        var roots: [AccessibilityID] = []
        if let root { visit(root, origin: .zero, isListRow: false, into: &roots) }
        if roots != tree.roots {
            changes.rootsChanged = true
            adopt(roots, by: nil, letting: tree.roots)
            tree.roots = roots
        }
        for orphan in orphans where tree.elements[orphan.id]?.parent == orphan.parent { remove(orphan.id) }
        updateFocus(to: focused)
        changes.added.sort()
        changes.removed.sort()
        if !changes.isEmpty {
            for reader in unread.keys { unread[reader]?.append(changes) }
        }
        return changes
    }

    /// What changed since `reader` last took its changes (the first time: every element
    /// added), whatever other readers and updates came in between.
    func take(for reader: ObjectIdentifier) -> AccessibilityChanges {
        guard let pending = unread.updateValue(AccessibilityChanges(), forKey: reader) else {
            var all = AccessibilityChanges()
            all.added = tree.elements.keys.sorted()
            all.rootsChanged = !tree.roots.isEmpty
            return all
        }
        return pending
    }

    /// Forgets `reader`'s changes (it reads no more).
    func forget(_ reader: ObjectIdentifier) { unread[reader] = nil }

    /// Whether some reader takes changes.
    var hasReaders: Bool { !unread.isEmpty }

    private static func id(of node: Node) -> AccessibilityID {
        if node.accessibilityID == 0 {
            node.accessibilityID = nextID
            nextID += 1
        }
        return AccessibilityID(rawValue: node.accessibilityID)
    }

    private func visit(_ node: Node, origin: Point, isListRow: Bool, into siblings: inout [AccessibilityID]) {
        // A node that clips to no area shows nothing (the gallery keeps other pages so).
        let isShown = !node.isLeaving && node.opacity > 0 && !(node.clipsContent && node.frame.isEmpty)
        if forwardedLabel == nil, let cache = node.accessibilityCache,
           cache.matches(node, generation: generation, origin: origin, isShown: isShown, isListRow: isListRow) {
            siblings += cache.produced
            return
        }
        var produced: [AccessibilityID] = []
        if isShown { describe(node, origin: origin, isListRow: isListRow, into: &produced) }
        node.accessibilityCache = AccessibilityNodeCache(generation: generation, element: node.element, frame: node.frame,
                                                         origin: origin, isShown: isShown, isListRow: isListRow,
                                                         forwardedLabel: forwardedLabel, produced: produced)
        siblings += produced
    }

    /// The elements `node` gives its parent: itself, or what is inside it when it is not
    /// an element of its own.
    private func describe(_ node: Node, origin: Point, isListRow: Bool, into produced: inout [AccessibilityID]) {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        let traits = node.element?.accessibility ?? .none
        if traits.isHidden == true { return }
        let role = traits.role ?? AccessibilityDescription.role(of: node, traits: traits) ?? (isListRow ? .listItem : nil)
        guard let role else {
            for child in node.children { visit(child, origin: frame.origin, isListRow: false, into: &produced) }
            return
        }
        // As HTML's <label> around content: a label on a container with no role of its
        // own names the first control inside it (a labelled text field is "Name, text
        // field", not a group around it); with no control inside, the container is a
        // group of that name.
        if role == .group, traits.role == nil, let label = traits.label {
            let outer = forwardedLabel
            forwardedLabel = label
            var inside: [AccessibilityID] = []
            for child in node.children { visit(child, origin: frame.origin, isListRow: false, into: &inside) }
            let named = forwardedLabel == nil
            forwardedLabel = outer
            if named {
                produced += inside
                return
            }
        }
        // Text with nothing to read is not an element.
        if role == .text, traits.label == nil, (node.text?.text.string ?? "").allSatisfy(\.isWhitespace) { return }
        let id = Self.id(of: node)
        var element = AccessibilityElement(
            id: id, role: role, name: traits.label ?? AccessibilityDescription.ownName(of: node) ?? "",
            description: traits.description, value: traits.value ?? traits.range.map(AccessibilityDescription.percent),
            range: traits.range, textSelection: traits.textSelection,
            states: traits.states.union(AccessibilityDescription.states(of: node)),
            actions: traits.actions.union(AccessibilityDescription.actions(of: node)), frame: frame, children: [],
            parent: nil, testID: node.element?.testID)
        if let label = forwardedLabel, AccessibilityDescription.isLabelable(role) {
            // The label given around it wins, as a modifier further out does; the name
            // it had (a field's placeholder) describes it.
            forwardedLabel = nil
            if element.description == nil, !element.name.isEmpty { element.description = element.name }
            element.name = label
        }
        if role.takesItsNameFromItsContent {
            if element.name.isEmpty { element.name = AccessibilityDescription.text(inside: node) }
        } else if role != .textField {
            // A text field's text is its value; what is drawn inside it is not read apart.
            var children: [AccessibilityID] = []
            for child in node.children { visit(child, origin: frame.origin, isListRow: role == .list, into: &children) }
            element.children = children
        }
        // A description that is empty or repeats the name says nothing more (a field
        // named by its placeholder, which describes it once a label names it).
        if element.description == element.name || element.description?.isEmpty == true { element.description = nil }
        if id == focusedID { element.states.insert(.focused) }
        let old = tree.elements[id]
        // Its parent is set by the parent, after its own children are made.
        element.parent = old?.parent
        if let old {
            let what = AccessibilityChanges.Properties(from: old, to: element)
            if !what.isEmpty { changes.changed[id, default: []].formUnion(what) }
        } else {
            changes.added.append(id)
        }
        tree.elements[id] = element
        nodes[id] = node
        if old?.children != element.children { adopt(element.children, by: id, letting: old?.children ?? []) }
        produced.append(id)
    }

    /// Makes `parent` the parent of `children`, and notes those of `previous` it let go.
    private func adopt(_ children: [AccessibilityID], by parent: AccessibilityID?, letting previous: [AccessibilityID]) {
        for child in children where tree.elements[child]?.parent != parent {
            tree.elements[child]?.parent = parent
        }
        guard !previous.isEmpty else { return }
        let kept = Set(children)
        for child in previous where !kept.contains(child) { orphans.append((child, parent)) }
    }

    /// Removes `id` and what it contains.
    private func remove(_ id: AccessibilityID) {
        guard let element = tree.elements.removeValue(forKey: id) else { return }
        nodes[id] = nil
        changes.removed.append(id)
        changes.changed[id] = nil
        if focusedID == id { focusedID = nil }
        for child in element.children { remove(child) }
    }

    /// Moves the `.focused` state to `node`'s element.
    private func updateFocus(to node: Node?) {
        let id = node.flatMap { $0.accessibilityID == 0 ? nil : AccessibilityID(rawValue: $0.accessibilityID) }
            .flatMap { tree.elements[$0] == nil ? nil : $0 }
        guard id != focusedID else { return }
        if let old = focusedID, tree.elements[old]?.states.remove(.focused) != nil {
            changes.changed[old, default: []].insert(.states)
        }
        if let id, tree.elements[id]?.states.insert(.focused).inserted == true {
            changes.changed[id, default: []].insert(.states)
        }
        focusedID = id
    }
}
