import Components
import Mounting

/// What elements answer beyond every object's interfaces: Action (what they do), Value
/// (a range's), Text and EditableText (labels' and fields' text, a field's caret and
/// selection) and Selection (a tab list's or a list's selected child). Each acts through
/// the host's public accessibility actions, as a key or a tap would.
extension ATSPIBridge {
    static func hasText(_ element: AccessibilityElement) -> Bool {
        [.text, .heading, .textField].contains(element.role)
    }

    static func isEditable(_ element: AccessibilityElement) -> Bool {
        element.role == .textField && element.states.isDisjoint(with: [.readOnly, .secret, .disabled])
    }

    static func hasSelection(_ element: AccessibilityElement) -> Bool {
        [.tabList, .list].contains(element.role)
    }

    /// The text the Text interface reads: a field's value, a label's name.
    static func text(of element: AccessibilityElement) -> ATSPIText {
        ATSPIText(element.role == .textField ? element.value ?? "" : element.name)
    }

    /// Where the caret is, in characters (a label's is at its start).
    static func caret(of element: AccessibilityElement, in text: ATSPIText) -> Int {
        element.textSelection.map { text.characterOffset(ofUTF8: $0.head) } ?? 0
    }

    func elementProperties(_ element: AccessibilityElement, interface: String) -> [Property] {
        switch interface {
        case "org.a11y.atspi.Action":
            let count = Int32(ATSPIVocabulary.actions(of: element).count)
            return [Property(name: "NActions", signature: "i") { $0.int32(count) }]
        case "org.a11y.atspi.Value":
            guard let range = element.range else { return [] }
            let text = element.value ?? ""
            return [
                Property(name: "MinimumValue", signature: "d") { $0.double(range.minimum) },
                Property(name: "MaximumValue", signature: "d") { $0.double(range.maximum) },
                Property(name: "MinimumIncrement", signature: "d") { $0.double(range.step) },
                Property(name: "CurrentValue", signature: "d") { $0.double(range.value) },
                Property(name: "Text", signature: "s") { $0.string(text) },
            ]
        case "org.a11y.atspi.Text" where Self.hasText(element):
            let text = Self.text(of: element)
            let count = Int32(text.count), caret = Int32(Self.caret(of: element, in: text))
            return [
                Property(name: "CharacterCount", signature: "i") { $0.int32(count) },
                Property(name: "CaretOffset", signature: "i") { $0.int32(caret) },
            ]
        case "org.a11y.atspi.Selection" where Self.hasSelection(element):
            let count = Int32(selectedChildren(of: element).count)
            return [Property(name: "NSelectedChildren", signature: "i") { $0.int32(count) }]
        default:
            return []
        }
    }

    func respondToElement(_ element: AccessibilityElement, interface: String, member: String,
                          _ arguments: inout DBusMessageReader, _ reply: inout DBusMessageWriter) throws {
        switch interface {
        case "org.a11y.atspi.Action" where !ATSPIVocabulary.actions(of: element).isEmpty:
            try respondToAction(element, member, &arguments, &reply)
        case "org.a11y.atspi.Text" where Self.hasText(element):
            try respondToText(element, member, &arguments, &reply)
        case "org.a11y.atspi.EditableText" where Self.isEditable(element):
            try respondToEditableText(element, member, &arguments, &reply)
        case "org.a11y.atspi.Selection" where Self.hasSelection(element):
            try respondToSelection(element, member, &arguments, &reply)
        default:
            throw ATSPIRequestError.unknownMethod("\(element.spoken) (\(element.id)) has no interface \(interface)")
        }
    }

    // MARK: Action

    private func respondToAction(_ element: AccessibilityElement, _ member: String, _ arguments: inout DBusMessageReader,
                                 _ reply: inout DBusMessageWriter) throws {
        let actions = ATSPIVocabulary.actions(of: element)
        func action(_ index: Int32) throws -> (action: AccessibilityActions, name: String, description: String) {
            guard actions.indices.contains(Int(index)) else {
                throw ATSPIRequestError.invalidArguments("\(element.spoken) has \(actions.count) actions, none numbered \(index)")
            }
            return actions[Int(index)]
        }
        switch member {
        case "GetName", "GetLocalizedName":
            reply.string(try action(try arguments.int32()).name)
        case "GetDescription":
            reply.string(try action(try arguments.int32()).description)
        case "GetKeyBinding":
            _ = try action(try arguments.int32())
            reply.string("")
        case "GetActions":
            reply.array(of: "(sss)") { array in
                for action in actions {
                    array.structure { entry in
                        entry.string(action.name)
                        entry.string(action.description)
                        entry.string("")
                    }
                }
            }
        case "DoAction":
            let chosen = try action(try arguments.int32())
            defer { treeMayHaveChanged() }
            do {
                try host.performAccessibilityAction(chosen.action, on: element.id)
            } catch {
                throw ATSPIRequestError.failed(error.description)
            }
            reply.bool(true)
        default:
            throw ATSPIRequestError.unknownMethod("Action has no method \(member)")
        }
    }

    // MARK: Value

    /// Steps `id`'s value toward `value` with its increment and decrement actions, as
    /// the keys would: the control decides where its steps land. The steps are counted
    /// from the range's step (a hundredth of the range when it has none), at most 1,000;
    /// the tree shows the new value after the next frame. A value outside the range is
    /// taken as its nearest end.
    func setValue(_ value: Double, of id: AccessibilityID) throws {
        guard let element = tree[id], let range = element.range else {
            throw ATSPIRequestError.invalidArguments("\(id) has no value to set")
        }
        guard value.isFinite else { throw ATSPIRequestError.invalidArguments("\(value) is no value for \(element.name)") }
        // Clamped into the range, as GTK's ranges do: libatspi 2.46 aborts on an error
        // reply to a property set.
        let value = min(max(value, range.minimum), range.maximum)
        let step = range.step > 0 ? range.step : (range.maximum - range.minimum) / 100
        let steps = step > 0 ? min(1_000, Int(((value - range.value) / step).rounded())) : 0
        defer { treeMayHaveChanged() }
        for _ in 0..<abs(steps) {
            try host.performAccessibilityAction(steps > 0 ? .increment : .decrement, on: id)
        }
    }

    // MARK: Text

    private func respondToText(_ element: AccessibilityElement, _ member: String, _ arguments: inout DBusMessageReader,
                               _ reply: inout DBusMessageWriter) throws {
        let text = Self.text(of: element)
        func writeSegment(_ range: Range<Int>) {
            reply.string(text.text(from: range.lowerBound, to: range.upperBound))
            reply.int32(Int32(range.lowerBound))
            reply.int32(Int32(range.upperBound))
        }
        func unit(_ number: UInt32, granularity: Bool) throws -> ATSPIText.Unit {
            guard let unit = granularity ? ATSPIText.unit(ofGranularity: number) : ATSPIText.unit(ofBoundary: number) else {
                throw ATSPIRequestError.invalidArguments("no text \(granularity ? "granularity" : "boundary type") \(number)")
            }
            return unit
        }
        let selection = element.textSelection.map {
            text.characterOffset(ofUTF8: $0.range.lowerBound)..<text.characterOffset(ofUTF8: $0.range.upperBound)
        }
        switch member {
        case "GetText":
            reply.string(text.text(from: Int(try arguments.int32()), to: Int(try arguments.int32())))
        case "GetCharacterAtOffset":
            let offset = Int(try arguments.int32())
            reply.int32(text.scalars.indices.contains(offset) ? Int32(bitPattern: text.scalars[offset].value) : 0)
        case "GetStringAtOffset":
            let offset = Int(try arguments.int32())
            writeSegment(text.segment(try unit(try arguments.uint32(), granularity: true), at: offset))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let offset = Int(try arguments.int32())
            let unit = try unit(try arguments.uint32(), granularity: false)
            let step = member == "GetTextAtOffset" ? 0 : member == "GetTextBeforeOffset" ? -1 : 1
            writeSegment(step == 0 ? text.segment(unit, at: offset) : text.segment(unit, at: offset, step: step))
        case "SetCaretOffset":
            let offset = text.clamped(Int(try arguments.int32()))
            try edit(element, .select(AccessibilityTextSelection(anchor: text.utf8Offset(ofCharacter: offset),
                                                                 head: text.utf8Offset(ofCharacter: offset))))
            reply.bool(true)
        case "GetNSelections":
            reply.int32(selection?.isEmpty == false ? 1 : 0)
        case "GetSelection":
            guard try arguments.int32() == 0, let selection, !selection.isEmpty else {
                throw ATSPIRequestError.invalidArguments("\(element.name) has no such selection")
            }
            reply.int32(Int32(selection.lowerBound))
            reply.int32(Int32(selection.upperBound))
        case "AddSelection", "SetSelection":
            if member == "SetSelection", try arguments.int32() != 0 {
                throw ATSPIRequestError.invalidArguments("\(element.name) has one selection, numbered 0")
            }
            let start = text.clamped(Int(try arguments.int32())), end = text.clamped(Int(try arguments.int32()))
            try edit(element, .select(AccessibilityTextSelection(anchor: text.utf8Offset(ofCharacter: start),
                                                                 head: text.utf8Offset(ofCharacter: end))))
            reply.bool(true)
        case "RemoveSelection":
            _ = try arguments.int32()
            let caret = text.utf8Offset(ofCharacter: Self.caret(of: element, in: text))
            try edit(element, .select(AccessibilityTextSelection(anchor: caret, head: caret)))
            reply.bool(true)
        case "GetAttributes", "GetAttributeRun":
            // One run of no attributes, wherever the offset: the whole text.
            _ = try arguments.int32()
            reply.array(of: "{ss}") { _ in }
            reply.int32(0)
            reply.int32(Int32(text.count))
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            reply.array(of: "{ss}") { _ in }
        case "GetAttributeValue":
            reply.string("")
        case "GetCharacterExtents", "GetRangeExtents":
            // Where the last paint drew the characters; the element's box when its text
            // is not drawn in one piece as its own (`accessibilityTextFrame`).
            let start = Int(try arguments.int32())
            let end = member == "GetRangeExtents" ? Int(try arguments.int32()) : start + 1
            let lower = text.clamped(min(start, end)), upper = text.clamped(max(start, end))
            let drawn = host.accessibilityTextFrame(of: element.id, text: text.string,
                                                    utf8: text.utf8Offset(ofCharacter: lower)..<text.utf8Offset(ofCharacter: upper))
            let (x, y, width, height) = try extents(drawn ?? element.frame, of: .element(element.id),
                                                    coordinates: try arguments.uint32())
            // Four integers for both (Text.xml), not a structure.
            reply.int32(x)
            reply.int32(y)
            reply.int32(width)
            reply.int32(height)
        case "GetOffsetAtPoint":
            let point = try windowPoint(x: try arguments.int32(), y: try arguments.int32(), coordinates: try arguments.uint32())
            guard element.frame.contains(point) else {
                reply.int32(-1)
                break
            }
            // The character under the point as drawn; the caret when the text is not drawn as its own.
            let offset = host.accessibilityTextOffset(of: element.id, text: text.string, at: point)
                .map { text.characterOffset(ofUTF8: $0) } ?? Self.caret(of: element, in: text)
            reply.int32(Int32(offset))
        default:
            throw ATSPIRequestError.unknownMethod("Text has no method \(member)")
        }
    }

    // MARK: EditableText

    private func respondToEditableText(_ element: AccessibilityElement, _ member: String,
                                       _ arguments: inout DBusMessageReader, _ reply: inout DBusMessageWriter) throws {
        let text = Self.text(of: element)
        func utf8(_ offset: Int32) -> Int { text.utf8Offset(ofCharacter: text.clamped(Int(offset))) }
        switch member {
        case "SetTextContents":
            try edit(element, .replace(0..<text.string.utf8.count, with: try arguments.string()))
        case "InsertText":
            let position = utf8(try arguments.int32())
            let inserted = try arguments.string()
            let length = Int(try arguments.int32())
            let kept = length >= 0 ? String(String.UnicodeScalarView(inserted.unicodeScalars.prefix(length))) : inserted
            try edit(element, .replace(position..<position, with: kept))
        case "DeleteText":
            let start = utf8(try arguments.int32()), end = utf8(try arguments.int32())
            try edit(element, .replace(min(start, end)..<max(start, end), with: ""))
        case "CopyText", "CutText", "PasteText":
            // Through the field's own keys, so the clipboard is the one it uses.
            let start = utf8(try arguments.int32())
            let end = member == "PasteText" ? start : utf8(try arguments.int32())
            try edit(element, .select(AccessibilityTextSelection(anchor: start, head: end)))
            let key: Character = member == "CopyText" ? "c" : member == "CutText" ? "x" : "v"
            try host.performAccessibilityAction(.focus, on: element.id)
            host.handle(KeyEvent(key: .character(key), modifiers: .control, isDown: true))
            host.handle(KeyEvent(key: .character(key), modifiers: .control, isDown: false))
            treeMayHaveChanged()
            // CopyText answers nothing.
            if member == "CopyText" { return }
        default:
            throw ATSPIRequestError.unknownMethod("EditableText has no method \(member)")
        }
        reply.bool(true)
    }

    private func edit(_ element: AccessibilityElement, _ kind: AccessibilityTextEdit.Kind) throws {
        defer { treeMayHaveChanged() }
        do {
            try host.performAccessibilityTextEdit(AccessibilityTextEdit(kind), on: element.id)
        } catch {
            throw ATSPIRequestError.failed(error.description)
        }
    }

    // MARK: Selection

    func selectedChildren(of element: AccessibilityElement) -> [AccessibilityID] {
        element.children.filter { tree[$0]?.states.contains(.selected) == true }
    }

    private func respondToSelection(_ element: AccessibilityElement, _ member: String,
                                    _ arguments: inout DBusMessageReader, _ reply: inout DBusMessageWriter) throws {
        let selected = selectedChildren(of: element)
        func child(_ index: Int32) throws -> AccessibilityID {
            guard element.children.indices.contains(Int(index)) else {
                throw ATSPIRequestError.invalidArguments("\(element.spoken) has \(element.children.count) children, none at \(index)")
            }
            return element.children[Int(index)]
        }
        switch member {
        case "GetSelectedChild":
            let index = Int(try arguments.int32())
            guard selected.indices.contains(index) else {
                throw ATSPIRequestError.invalidArguments("\(element.spoken) has \(selected.count) selected children")
            }
            write(.element(selected[index]), to: &reply)
        case "IsChildSelected":
            reply.bool(selected.contains(try child(try arguments.int32())))
        case "SelectChild":
            // A tab or an option is selected by pressing it.
            let id = try child(try arguments.int32())
            defer { treeMayHaveChanged() }
            do {
                try host.performAccessibilityAction(.press, on: id)
                reply.bool(true)
            } catch {
                reply.bool(false)
            }
        case "DeselectChild", "DeselectSelectedChild":
            // One choice is always selected in a tab list or a group of options.
            _ = try arguments.int32()
            reply.bool(false)
        case "SelectAll", "ClearSelection":
            reply.bool(false)
        default:
            throw ATSPIRequestError.unknownMethod("Selection has no method \(member)")
        }
    }
}
