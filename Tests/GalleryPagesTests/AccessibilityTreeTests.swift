import Components
import Geometry
import Layout
import Mounting
import ComponentTestSupport
@testable import GalleryPages
import Testing
import TestFonts

/// What a screen reader reads of the gallery (issue 32's tree): the State page's texts
/// and buttons with their names, states and actions; "+1" pressed through the tree's
/// action changes the count, and the next tree differs from the last in that text's name
/// alone; the Controls page's switches, check boxes, slider, radio buttons, tabs and
/// fields say what they are without app code.
@MainActor
@Suite(.testFonts) struct AccessibilityTreeTests {
    let log = DiagnosticLog()

    @Test func theStatePageReadsAsTextsAndButtonsAndPlusOnePressedThroughItCounts() throws {
        let host = try makeAppHost(page: .state, log: log)
        let before = host.accessibilityTree()
        let taps = try #require(before.element(named: "Taps: 0", role: .text))
        let plus = try #require(before.inReadingOrder.first { $0.role == .button && $0.name == "+1" })
        #expect(plus.actions.contains(.press) && plus.states.contains(.focusable) && !plus.states.contains(.disabled))
        let reset = try #require(before.inReadingOrder.first { $0.role == .button && $0.name == "Reset" })
        #expect(reset.states.contains(.disabled), "reset is disabled at zero")
        #expect(!reset.actions.contains(.press))
        // The page's tabs are buttons and its page a scroll area, in reading order.
        let order = before.inReadingOrder
        let tabIndex = try #require(order.firstIndex { $0.name == "State and controllers" })
        let tapsIndex = try #require(order.firstIndex { $0.id == taps.id })
        #expect(tabIndex < tapsIndex)
        #expect(order.contains { $0.role == .scrollArea })

        try host.performAccessibilityAction(.press, on: plus.id)
        host.paint()
        let after = host.accessibilityTree()
        #expect(after[taps.id]?.name == "Taps: 1")
        let changes = after.changes(since: before)
        #expect(changes.added.isEmpty && changes.removed.isEmpty, "\(changes)")
        #expect(changes.changed[taps.id] == .name, "\(changes)")
        // Reset is enabled now: its states and actions changed; nothing else did.
        #expect(changes.changed[reset.id] == [.states, .actions], "\(changes)")
        #expect(Set(changes.changed.keys) == [taps.id, reset.id], "\(changes)")

        #expect(throws: AccessibilityActionError.self) { try host.performAccessibilityAction(.increment, on: plus.id) }
        #expect(throws: AccessibilityActionError.noSuchElement(AccessibilityID(rawValue: .max))) {
            try host.performAccessibilityAction(.press, on: AccessibilityID(rawValue: .max))
        }
    }

    /// Two readers of one host (a kiosk reader and an AT-SPI bridge): each is given what
    /// changed since it last asked, though the other read the tree in between.
    @Test func eachReaderTakesItsOwnChanges() throws {
        let host = try makeAppHost(page: .state, log: log)
        final class Reader {}
        let first = Reader(), second = Reader()
        #expect(!host.takeAccessibilityChanges(for: first).added.isEmpty, "the first take has every element")
        _ = host.takeAccessibilityChanges(for: second)
        let tree = host.accessibilityTree()
        let taps = try #require(tree.element(named: "Taps: 0", role: .text))
        let plus = try #require(tree.inReadingOrder.first { $0.role == .button && $0.name == "+1" })
        try host.performAccessibilityAction(.press, on: plus.id)
        host.paint()
        // The second reader takes the change; the first still has it waiting.
        #expect(host.takeAccessibilityChanges(for: second).changed[taps.id] == .name)
        #expect(host.takeAccessibilityChanges(for: second).isEmpty)
        try host.performAccessibilityAction(.press, on: plus.id)
        host.paint()
        _ = host.accessibilityTree()
        let firsts = host.takeAccessibilityChanges(for: first)
        #expect(firsts.changed[taps.id] == .name, "\(firsts)")
        #expect(host.takeAccessibilityChanges(for: first).isEmpty)
        // A reader that stops is no longer kept for.
        host.stopReadingAccessibility(first)
        #expect(host.takeAccessibilityChanges(for: first).added.count == host.accessibilityTree().elements.count)
    }

    /// A field's caret and selection are in its element, and an edit through the tree
    /// goes to the field as typing does (its filter, its owner told).
    @Test func aFieldGivesItsCaretAndTakesEditsThroughTheTree() throws {
        let host = try makeAppHost(page: .input, log: log)
        let field = try #require(host.accessibilityTree().element(named: "Age", role: .textField))
        #expect(field.value == "" && field.textSelection == AccessibilityTextSelection(anchor: 0, head: 0))
        #expect(field.spoken == "Age, text field, Digits only", "named by its label, described by its placeholder")
        try host.performAccessibilityTextEdit(AccessibilityTextEdit(.replace(0..<0, with: "4a2")), on: field.id)
        host.paint()
        var now = try #require(host.accessibilityTree()[field.id])
        #expect(now.value == "42", "the digits-only filter applies")
        #expect(now.textSelection == AccessibilityTextSelection(anchor: 2, head: 2))
        try host.performAccessibilityTextEdit(AccessibilityTextEdit(.select(AccessibilityTextSelection(anchor: 0, head: 1))),
                                              on: field.id)
        host.paint()
        now = try #require(host.accessibilityTree()[field.id])
        #expect(now.textSelection == AccessibilityTextSelection(anchor: 0, head: 1))
        // A card's title is a heading; plain text takes no edits.
        #expect(host.accessibilityTree().element(named: "Form", role: .heading) != nil)
        let label = try #require(host.accessibilityTree().element(named: "Nothing submitted yet", role: .text))
        #expect(throws: AccessibilityActionError.notEditable(element: label)) {
            try host.performAccessibilityTextEdit(AccessibilityTextEdit(.replace(0..<0, with: "x")), on: label.id)
        }
    }

    /// Every field on the Input page is named by the label drawn above it (`Labelled`,
    /// as HTML's <label>), its placeholder its description, and no label is read apart.
    @Test func fieldsAreNamedByTheirLabelsAndDescribedByTheirPlaceholders() throws {
        let host = try makeAppHost(page: .input, size: GalleryPage.defaultSize, log: log)
        let tree = host.accessibilityTree()
        let expected: [(String, String, String?)] = [
            ("input.name", "Name", "Your name"), ("input.email", "E-mail", "name@example.com"),
            ("input.password", "Password", "At least 8 characters"), ("input.note", "Note", "A few lines…"),
            ("input.mixed.0", "Latin with Hebrew", nil), ("input.read-only", "Read only", nil),
        ]
        for (testID, name, description) in expected {
            let field = try #require(tree.element(testID: testID), "\(testID)")
            #expect(field.role == .textField && field.name == name && field.description == description, "\(field)")
        }
        let labels = ["Name", "E-mail", "Password", "Age", "Note", "Latin with Hebrew", "Read only", "Disabled", "Empty"]
        let texts = tree.inReadingOrder.filter { $0.role == .text }.map(\.name)
        #expect(texts.allSatisfy { !labels.contains($0) }, "a label is read with its field only: \(texts)")
        #expect(!tree.inReadingOrder.contains { $0.role == .group }, "no group around a labelled field")
    }

    /// A picker is a combo box named by its title, a stepper a spin button, a radio group
    /// a group named by its title, and a
    /// segmented control's options are read once (its sliding fill repeats their titles
    /// only for their color).
    @Test func pickersSteppersAndSegmentsReadAsOneElementEach() throws {
        let host = try makeAppHost(page: .controls, size: GalleryPage.defaultSize, log: log)
        let tree = host.accessibilityTree()
        let picker = try #require(tree.element(testID: "controls.country.field"))
        #expect(picker.spoken == "Country, combo box, collapsed, Choose a country…", "\(picker)")
        #expect(picker.value == nil && picker.states.contains(.expandable))
        let stepper = try #require(tree.element(testID: "controls.copies"))
        #expect(stepper.spoken == "Copies, spin button, 1")
        #expect(stepper.range == AccessibilityRange(value: 1, minimum: 1, maximum: 10, step: 1))
        // A radio group is a group named by its title, around its options.
        let delivery = try #require(tree.element(named: "Delivery", role: .group))
        #expect(delivery.children.compactMap { tree[$0]?.name } == ["Standard", "Express", "Pickup"])
        #expect(tree.element(named: "Delivery", role: .text) == nil)
        let names = tree.inReadingOrder.map(\.name)
        for name in ["Day", "Week", "Month"] {
            #expect(names.filter { $0 == name }.count == 1, "\(name) is read once: \(names)")
        }
        for name in ["Country", "Copies", "−", "+"] {
            #expect(!tree.inReadingOrder.contains { $0.name == name && $0.role != .comboBox && $0.role != .spinButton },
                    "\(name) is read with its control only")
        }
        try host.performAccessibilityAction(.increment, on: stepper.id)
        host.paint()
        #expect(host.accessibilityTree()[stepper.id]?.value == "2")
        try host.performAccessibilityAction(.press, on: picker.id)
        host.paint()
        #expect(host.accessibilityTree()[picker.id]?.states.contains(.expanded) == true, "open, it says so")
    }

    @Test func theControlsSayWhatTheyAreWithoutAppCode() throws {
        let host = try makeAppHost(page: .controls, size: GalleryPage.defaultSize, log: log)
        let tree = host.accessibilityTree()
        let roles = Set(tree.inReadingOrder.map(\.role))
        for role: AccessibilityRole in [.switch, .checkbox, .slider, .radioButton, .button, .text, .scrollArea] {
            #expect(roles.contains(role), "no \(role) on the Controls page: \(roles)")
        }
        let slider = try #require(tree.element(testID: "controls.volume.track"))
        #expect(slider.role == .slider && slider.name == "Volume" && slider.value == "60", "\(slider)")
        #expect(slider.spoken == "Volume, slider, 60")
        let range = try #require(slider.range)
        #expect(range == AccessibilityRange(value: 60, minimum: 0, maximum: 100, step: 5))
        #expect(slider.actions.isSuperset(of: [.increment, .decrement]))
        // A slider's title row is read as its name and value, not again as text.
        #expect(!tree.inReadingOrder.contains { $0.role == .text && ($0.name == "Volume" || $0.name == "60") })
        #expect(tree.element(testID: "controls.brightness.track")?.name == "Brightness")
        let aSwitch = try #require(tree.inReadingOrder.first { $0.role == .switch })
        #expect(aSwitch.actions.contains(.toggle) && !aSwitch.name.isEmpty)
        #expect(tree.inReadingOrder.filter { $0.role == .radioButton }.contains { $0.states.contains(.checked) },
                "the chosen option is checked")

        try host.performAccessibilityAction(.increment, on: slider.id)
        host.paint()
        let moved = try #require(host.accessibilityTree()[slider.id]?.range)
        #expect(moved.value > range.value, "increment steps the slider up: \(range.value) to \(moved.value)")
        #expect(host.accessibilityTree()[slider.id]?.states.contains(.focused) == true, "the slider took focus")

        let switchBefore = aSwitch.states.contains(.checked)
        try host.performAccessibilityAction(.toggle, on: aSwitch.id)
        host.paint()
        #expect(host.accessibilityTree()[aSwitch.id]?.states.contains(.checked) == !switchBefore)
    }

    @Test func hiddenAndDecorativeContentStaysOutAndALabelBringsAPictureIn() throws {
        struct Screen: Component, Equatable {
            func body(_ context: BuildContext<Self>) -> some Component {
                Flexbox(style: .column()) {
                    Text("Shown")
                    Text("Decoration").accessibilityHidden()
                    Flexbox(style: .row()) {
                        Text("Inside a hidden row")
                        Button("Hidden button", action: nil)
                    }
                    .accessibilityHidden()
                    Box(fill: .color(.white), style: LayoutStyle()).size(width: 10, height: 10)
                    Box(fill: .color(.white), style: LayoutStyle()).size(width: 10, height: 10).accessibilityLabel("A white square")
                    Text("   ")
                }
            }
        }
        let host = try ComponentHost(Screen(), size: Size(width: 200, height: 200))
        host.paint()
        let tree = host.accessibilityTree()
        #expect(tree.inReadingOrder.map(\.name) == ["Shown", "A white square"], "\(tree.inReadingOrder.map(\.spoken))")
        #expect(tree.element(named: "A white square")?.role == .group)
        #expect(tree.element(named: "A white square")?.frame.size == Size(width: 10, height: 10))
    }

    /// The tree the host keeps up to date (visiting only changed nodes) equals one made
    /// afresh after every kind of change, and the changes it reports are those between
    /// the two trees: presses, a slider stepped, focus moved, a page switched, a scroll.
    @Test func theTreeKeptUpToDateEqualsOneMadeAfreshAndReportsWhatChanged() throws {
        // Smaller than the page, so that it scrolls.
        let host = try makeAppHost(page: .controls, size: Size(width: 900, height: 500), log: log)
        var last = host.accessibilityTree()
        @discardableResult
        func check(_ step: String) -> AccessibilityChanges {
            host.paint()
            let changes = host.updateAccessibility()
            let kept = host.accessibilityTree()
            #expect(changes == kept.changes(since: last), "after \(step)")
            host.stopAccessibility()
            let fresh = host.accessibilityTree()
            #expect(fresh.changes(since: kept).isEmpty, "after \(step): \(fresh.changes(since: kept))")
            #expect(kept.elements.count == fresh.elements.count && kept.roots == fresh.roots)
            last = fresh
            return changes
        }
        let tree = host.accessibilityTree()
        let aSwitch = try #require(tree.inReadingOrder.first { $0.role == .switch })
        try host.performAccessibilityAction(.toggle, on: aSwitch.id)
        check("a switch toggled")
        let slider = try #require(tree.element(testID: "controls.volume.track"))
        try host.performAccessibilityAction(.increment, on: slider.id)
        check("the slider stepped")
        _ = host.handle(KeyEvent(key: .tab))
        check("Tab")
        host.handle(.scroll(dx: 0, dy: 300), at: Point(x: 400, y: 400))
        host.advanceAnimations(by: 1)
        let scrolled = check("a scroll")
        #expect(scrolled.changed.values.filter { $0.contains(.frame) }.count > 10, "the page scrolled: \(scrolled)")
        let tab = try #require(host.accessibilityTree().inReadingOrder.first { $0.name == "State and controllers" })
        try host.performAccessibilityAction(.press, on: tab.id)
        host.advanceAnimations(by: 1)
        check("another page")
        #expect(host.accessibilityTree().element(named: "Taps: 0") != nil)
    }
}
