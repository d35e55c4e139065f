import Components
import Geometry

/// What a window shows, as assistive technologies see it: the accessible elements made
/// from the mounted nodes (`ComponentHost.accessibilityTree()`), top-level ones in
/// `roots`, each element's in its `children`, in reading order (the page, then the
/// overlay layer's popups and dialogs).
///
/// **From elements.** An element's accessibility traits (`Component.accessibility`)
/// win; without them its kind decides: a `Text` is `.text` named by its string, a
/// `Button` a `.button` named by its title or the text inside it, a scroll view a
/// `.scrollArea`, a list a `.list` whose rows are `.listItem`s. Containers, boxes,
/// spacers and drawings are not elements of their own: what is inside them belongs to
/// the element around. Images are decoration unless labelled. Roles whose content is
/// their name (`AccessibilityRole.takesItsNameFromItsContent`: a button's label and
/// icon) have no children. Hidden content (`accessibilityHidden()`), nodes leaving,
/// nodes at opacity 0 and nodes that clip to no area are left out.
///
/// **Only what changed.** The host keeps the tree and brings it up to date at each read
/// (`ComponentHost.updateAccessibility()`), visiting only nodes whose element, frame or
/// place changed, and says what changed: a bridge sends that, not the tree again.
/// `changes(since:)` compares any two trees by element identity.
public struct AccessibilityTree: Equatable, Sendable {
    public internal(set) var elements: [AccessibilityID: AccessibilityElement] = [:]
    public internal(set) var roots: [AccessibilityID] = []

    public init() {}

    public subscript(id: AccessibilityID) -> AccessibilityElement? { elements[id] }

    /// Every element in reading order (depth first, each before what it contains).
    public var inReadingOrder: [AccessibilityElement] {
        var ordered: [AccessibilityElement] = []
        ordered.reserveCapacity(elements.count)
        visitInReadingOrder { element, _ in ordered.append(element) }
        return ordered
    }

    /// Calls `body` with every element in reading order and its depth (0: top-level).
    public func visitInReadingOrder(_ body: (AccessibilityElement, Int) -> Void) {
        func visit(_ id: AccessibilityID, depth: Int) {
            guard let element = elements[id] else { return }
            body(element, depth)
            for child in element.children { visit(child, depth: depth + 1) }
        }
        for root in roots { visit(root, depth: 0) }
    }

    /// The first element (in reading order) whose element has `testID`.
    public func element(testID: String) -> AccessibilityElement? {
        inReadingOrder.first { $0.testID == testID }
    }

    /// The first element (in reading order) named `name` with `role` (any role: nil).
    public func element(named name: String, role: AccessibilityRole? = nil) -> AccessibilityElement? {
        inReadingOrder.first { $0.name == name && (role == nil || $0.role == role) }
    }

    /// What changed from `old` to this tree: elements added and removed, and for each
    /// element in both, which of its properties differ (`AccessibilityChanges`).
    public func changes(since old: AccessibilityTree) -> AccessibilityChanges {
        var changes = AccessibilityChanges()
        if roots != old.roots { changes.rootsChanged = true }
        for (id, element) in elements {
            guard let before = old.elements[id] else {
                changes.added.append(id)
                continue
            }
            let what = AccessibilityChanges.Properties(from: before, to: element)
            if !what.isEmpty { changes.changed[id] = what }
        }
        for id in old.elements.keys where elements[id] == nil { changes.removed.append(id) }
        changes.added.sort()
        changes.removed.sort()
        return changes
    }
}

/// What differs between two accessibility trees: what a bridge sends.
public struct AccessibilityChanges: Equatable, Sendable {
    /// Which properties of an element changed.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }

        public static let role = Properties(rawValue: 1 << 0)
        public static let name = Properties(rawValue: 1 << 1)
        public static let description = Properties(rawValue: 1 << 2)
        public static let value = Properties(rawValue: 1 << 3)
        public static let states = Properties(rawValue: 1 << 4)
        public static let actions = Properties(rawValue: 1 << 5)
        public static let frame = Properties(rawValue: 1 << 6)
        public static let children = Properties(rawValue: 1 << 7)
        /// The caret or the selection in its text moved.
        public static let textSelection = Properties(rawValue: 1 << 8)

        /// The properties that differ from `old` to `new` (one element at two moments).
        public init(from old: AccessibilityElement, to new: AccessibilityElement) {
            var what: Properties = []
            if new.role != old.role { what.insert(.role) }
            if new.name != old.name { what.insert(.name) }
            if new.description != old.description { what.insert(.description) }
            if new.value != old.value || new.range != old.range { what.insert(.value) }
            if new.states != old.states { what.insert(.states) }
            if new.actions != old.actions { what.insert(.actions) }
            if new.frame != old.frame { what.insert(.frame) }
            if new.children != old.children { what.insert(.children) }
            if new.textSelection != old.textSelection { what.insert(.textSelection) }
            self = what
        }
    }

    public var added: [AccessibilityID] = []
    public var removed: [AccessibilityID] = []
    public var changed: [AccessibilityID: Properties] = [:]
    /// The top-level elements changed.
    public var rootsChanged = false

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && !rootsChanged }

    /// Adds what changed after these changes (`later`): what happened across both. An
    /// element added and removed in between is neither; a removed one's changes go.
    public mutating func append(_ later: AccessibilityChanges) {
        guard !later.isEmpty else { return }
        guard !isEmpty else {
            self = later
            return
        }
        rootsChanged = rootsChanged || later.rootsChanged
        var added = Set(self.added)
        for id in later.added { added.insert(id) }
        for (id, what) in later.changed where !added.contains(id) { changed[id, default: []].formUnion(what) }
        for id in later.removed {
            changed[id] = nil
            if added.remove(id) == nil { removed.append(id) }
        }
        self.added = added.sorted()
        removed.sort()
    }

    /// No changes.
    public init() {}
}
