import Components

/// What a key does in a text field, as Linux desktops (GTK, Qt) bind it: arrows move by
/// character (visually) and with Ctrl by word, Home and End to the line's ends (with Ctrl,
/// the text's), Shift extends the selection, Backspace and Delete remove a character (with
/// Ctrl a word), Ctrl+A selects all, Ctrl+C, X and V copy, cut and paste (and Ctrl+Insert,
/// Shift+Delete and Shift+Insert), Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Enter
/// submits a one-line field and breaks the line in a multi-line one (Ctrl+Enter submits).
enum FieldCommand: Equatable {
    /// Move the caret to the left or right on screen by a cluster.
    case moveVisually(right: Bool, extending: Bool)
    /// Move by word, paragraph or document, in logical order.
    case move(TextDirection, TextUnit, extending: Bool)
    /// To the start or end of the caret's line as shown.
    case moveToLineEdge(end: Bool, extending: Bool)
    /// Up or down a line, keeping the caret's x.
    case moveLine(down: Bool, extending: Bool)
    case delete(TextDirection, TextUnit)
    case selectAll, copy, cut, paste, undo, redo
    case newline, submit

    /// The command `event` gives in a field, nil for keys the field leaves to others (Tab,
    /// Escape, function keys; Up and Down in a one-line field, which move focus).
    init?(_ event: KeyEvent, isMultiline: Bool) {
        guard event.isDown else { return nil }
        let modifiers = event.modifiers.subtracting(.shift)
        let shift = event.modifiers.contains(.shift)
        let control = modifiers == .control
        guard modifiers.isEmpty || control else { return nil }
        switch event.key {
        case .left, .right:
            let right = event.key == .right
            // Ctrl+arrows move by word in reading order: in a right-to-left paragraph the
            // field turns them round (`EditableField`), here they are logical.
            self = control ? .move(right ? .forward : .backward, .word, extending: shift)
                : .moveVisually(right: right, extending: shift)
        case .up, .down:
            guard isMultiline else { return nil }
            self = control ? .move(event.key == .down ? .forward : .backward, .paragraph, extending: shift)
                : .moveLine(down: event.key == .down, extending: shift)
        case .home, .end:
            self = control || !isMultiline ? .move(event.key == .end ? .forward : .backward, .document, extending: shift)
                : .moveToLineEdge(end: event.key == .end, extending: shift)
        case .backspace:
            guard !shift else { return nil }
            self = .delete(.backward, control ? .word : .character)
        case .delete:
            if shift && !control { self = .cut; return }
            self = .delete(.forward, control ? .word : .character)
        case .insert:
            if control && !shift { self = .copy } else if shift && !control { self = .paste } else { return nil }
        case .enter:
            if control && !shift { self = .submit; return }
            guard modifiers.isEmpty else { return nil }
            self = isMultiline ? .newline : .submit
        case .character(let character) where control:
            switch (character, shift) {
            case ("a", false): self = .selectAll
            case ("c", false): self = .copy
            case ("x", false): self = .cut
            case ("v", false): self = .paste
            case ("z", false): self = .undo
            case ("z", true), ("y", false): self = .redo
            default: return nil
            }
        default:
            return nil
        }
    }
}
