import CDBus
import Components
import Geometry
import Mounting

/// What the bridge last told listeners of an element: what its next change is compared
/// with (a state that flipped, the text before an edit, the parent to tell of a removal).
struct ATSPISentElement {
    var parent: AccessibilityID?
    var states: ATSPIVocabulary.StateSet
    /// A text field's text and caret (characters).
    var text: String?
    var caret: Int?
    var hasSelection: Bool
}

/// AT-SPI events, sent after each frame while some assistive technology listens: what
/// changed in the tree since the last frame (`ComponentHost.takeAccessibilityChanges`),
/// never the tree again. Events that keep clients' caches right (children, states,
/// names) go to any listener, as at-spi2-core's own bridge sends them; the rest only
/// where a listener asked for them. With no listener, the tree is not even updated.
extension ATSPIBridge {
    /// To call after each frame the window presented: sends the events of what changed.
    public func windowDidPresent() {
        guard isTracking, isConnected else { return }
        let changes = host.takeAccessibilityChanges(for: self)
        guard !changes.isEmpty else { return }
        // The tree the take just updated: reading it through `accessibilityTree()` would
        // update it again.
        send(changes, in: host.updatedAccessibilityTree)
        bus.flush()
    }

    /// To call when the window gains or loses keyboard focus (`ComponentHost.isWindowActive`
    /// set first): screen readers follow the active window (`window:activate` and
    /// `window:deactivate`, the frame's `active` state), and its focused element loses
    /// and regains its focus with it, told now rather than after the next frame.
    public func windowActivationChanged(isActive: Bool) {
        guard isActive != isWindowActive else { return }
        isWindowActive = isActive
        guard isConnected, !listeners.isEmpty else { return }
        treeMayHaveChanged()
        if !isActive { windowDidPresent() }
        emit(.window, "StateChanged", "active", isActive ? 1 : 0)
        emit(.window, isActive ? "Activate" : "Deactivate", "", 0, interface: "Window", value: .string(title))
        if isActive { windowDidPresent() }
        bus.flush()
    }

    /// Starts or stops following the tree as listeners come and go.
    func listenersChanged() {
        if listeners.isEmpty {
            stopTracking()
        } else if !isTracking, isConnected {
            isTracking = true
            _ = host.takeAccessibilityChanges(for: self)
            sent = host.updatedAccessibilityTree.elements.mapValues { snapshot($0) }
        }
    }

    func stopTracking() {
        guard isTracking else { return }
        isTracking = false
        sent = [:]
        host.stopReadingAccessibility(self)
    }

    private func snapshot(_ element: AccessibilityElement) -> ATSPISentElement {
        var text: String?, caret: Int?
        if element.role == .textField {
            let field = Self.text(of: element)
            text = field.string
            caret = Self.caret(of: element, in: field)
        }
        return ATSPISentElement(parent: element.parent, states: ATSPIVocabulary.states(of: element, isShowing: isShowing(element)),
                                text: text, caret: caret, hasSelection: element.textSelection.map { !$0.range.isEmpty } ?? false)
    }

    private func send(_ changes: AccessibilityChanges, in tree: AccessibilityTree) {
        let removed = Set(changes.removed)
        for id in changes.removed {
            guard let old = sent.removeValue(forKey: id) else { continue }
            // A subtree that went is told of at its top.
            if let parent = old.parent, removed.contains(parent) { continue }
            emit(.element(id), "StateChanged", "defunct", 1)
            emit(old.parent.map(ATSPIObject.element) ?? .window, "ChildrenChanged", "remove", -1, value: .reference(.element(id)))
        }
        let added = Set(changes.added)
        for id in changes.added {
            guard let element = tree[id] else { continue }
            sent[id] = snapshot(element)
            if let parent = element.parent, added.contains(parent) { continue }
            let siblings = element.parent.flatMap { tree[$0]?.children } ?? tree.roots
            emit(element.parent.map(ATSPIObject.element) ?? .window, "ChildrenChanged", "add",
                 Int32(siblings.firstIndex(of: id) ?? -1), value: .reference(.element(id)))
        }
        for (id, what) in changes.changed.sorted(by: { $0.key < $1.key }) {
            guard let element = tree[id], let old = sent[id] else { continue }
            let new = snapshot(element)
            sent[id] = new
            send(what, of: element, old: old, new: new)
        }
    }

    private func send(_ what: AccessibilityChanges.Properties, of element: AccessibilityElement,
                      old: ATSPISentElement, new: ATSPISentElement) {
        let object = ATSPIObject.element(element.id)
        if what.contains(.name) { emit(object, "PropertyChange", "accessible-name", 0, value: .string(element.name)) }
        if what.contains(.description) {
            emit(object, "PropertyChange", "accessible-description", 0, value: .string(element.description ?? ""))
        }
        if what.contains(.role) {
            emit(object, "PropertyChange", "accessible-role", 0, value: .unsigned(ATSPIVocabulary.role(of: element).number))
        }
        if what.contains(.value) {
            if let oldText = old.text, let newText = new.text {
                sendTextChange(of: object, from: ATSPIText(oldText), to: ATSPIText(newText))
            } else if let range = element.range {
                emit(object, "PropertyChange", "accessible-value", 0, value: .double(range.value))
            }
        }
        for state in ATSPIVocabulary.State.announced where old.states.contains(state) != new.states.contains(state) {
            let isOn = new.states.contains(state)
            emit(object, "StateChanged", state.eventName, isOn ? 1 : 0)
            if state == .focused, isOn { emit(object, "Focus", "", 0, interface: "Focus") }
        }
        if what.contains(.textSelection) || new.caret != old.caret {
            if let caret = new.caret, caret != old.caret { emit(object, "TextCaretMoved", "", Int32(caret)) }
            if old.hasSelection || new.hasSelection { emit(object, "TextSelectionChanged", "", 0) }
        }
        if what.contains(.frame) {
            emit(object, "BoundsChanged", "", 0, value: .bounds(element.frame))
        }
    }

    /// A text's change as AT-SPI tells it: what went (`delete`) and what came
    /// (`insert`), where the two texts stop agreeing at both ends.
    private func sendTextChange(of object: ATSPIObject, from old: ATSPIText, to new: ATSPIText) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old.scalars[prefix] == new.scalars[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old.scalars[old.count - 1 - suffix] == new.scalars[new.count - 1 - suffix] { suffix += 1 }
        let removed = old.text(from: prefix, to: old.count - suffix)
        let inserted = new.text(from: prefix, to: new.count - suffix)
        if !removed.isEmpty {
            emit(object, "TextChanged", "delete", Int32(prefix), Int32(removed.unicodeScalars.count), value: .string(removed))
        }
        if !inserted.isEmpty {
            emit(object, "TextChanged", "insert", Int32(prefix), Int32(inserted.unicodeScalars.count), value: .string(inserted))
        }
    }

    // MARK: signals

    /// What an event carries besides its details (AT-SPI's `any_data`).
    private enum EventValue {
        case number(Int32)
        case unsigned(UInt32)
        case double(Double)
        case string(String)
        case reference(ATSPIObject)
        /// A box in the window, sent in screen pixels.
        case bounds(Rect)
    }

    private func emit(_ object: ATSPIObject, _ member: String, _ detail: String, _ detail1: Int32, _ detail2: Int32 = 0,
                      interface: String = "Object", value: EventValue = .number(0)) {
        // Children, states and names keep clients' caches right: any listener gets them.
        let keepsCachesRight = member == "ChildrenChanged" || member == "StateChanged"
            || (member == "PropertyChange" && ["accessible-name", "accessible-description", "accessible-role"].contains(detail))
        guard keepsCachesRight ? !listeners.isEmpty : listeners.wants(interface, member, detail) else { return }
        guard let signal = dbus_message_new_signal(object.path, "org.a11y.atspi.Event.\(interface)", member) else { return }
        var writer = DBusMessageWriter(appendingTo: signal)
        writer.string(detail)
        writer.int32(detail1)
        writer.int32(detail2)
        switch value {
        case .number(let number): writer.variant("i") { $0.int32(number) }
        case .unsigned(let number): writer.variant("u") { $0.uint32(number) }
        case .double(let number): writer.variant("d") { $0.double(number) }
        case .string(let text): writer.variant("s") { $0.string(text) }
        case .reference(let object): writer.variant("(so)") { write(object, to: &$0) }
        case .bounds(let frame):
            // In screen pixels, worked out only for an event someone takes.
            let (x, y, width, height) = (try? extents(frame, of: object, coordinates: 0)) ?? (0, 0, 0, 0)
            writer.variant("(iiii)") { variant in
                variant.structure { box in
                    box.int32(x)
                    box.int32(y)
                    box.int32(width)
                    box.int32(height)
                }
            }
        }
        writer.array(of: "{sv}") { _ in }
        bus.send(signal)
        sentEvents += 1
    }
}
