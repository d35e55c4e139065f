import GalleryPages
import Tessera

/// `gallery bench --scene typing-soak`: the Input page's fields typed into and emptied
/// again, over and over: a field tapped (the name, the e-mail, the password and the note
/// in turn), 22 characters typed in pieces (accented letters, Hebrew, an emoji ZWJ
/// sequence, a line break in the note), touched (a finger's long press selects a word,
/// its end's handle is dragged, a tap leaves the caret with its handle; Ctrl+End), and then, in
/// turn, deleted by Backspace, deleted
/// by word, cut after Select All, or undone and redone before they are deleted: each
/// interaction leaves the text as it found it. Frames 100 ms apart on the soak's own
/// clock; the caret's blink runs on it. A debug build reports the live counts.
@MainActor
final class TypingSoak {
    /// Four fields times four ways of deleting: the script's period.
    nonisolated static let period = 16
    nonisolated static let warmUpInteractions = 2 * period
    nonisolated static let fields = ["input.name", "input.email", "input.password", "input.note"]
    /// 22 characters (grapheme clusters) in six pieces, as an input method sends them.
    nonisolated static let pieces = ["héllo ", "שלום ", "👩‍💻", "e\u{301}", "wörld", " 123"]

    let host: ComponentHost
    private var step = 0
    private var clock = 0.0

    init(size: Size) throws {
        // In a scroll view, as the gallery shows it: the fields below the fold are scrolled to.
        let page = ScrollView(.vertical, style: LayoutStyle.fixed(width: size.width, height: size.height)) {
            InputPage(size: size)
        }
        host = try ComponentHost(page, size: size, background: GalleryPage.background)
        host.paint()
    }

    /// The next interaction, painted.
    func interact() {
        defer { step += 1 }
        let field = Self.fields[step % Self.fields.count]
        try? host.scrollIntoView(testID: field, animated: false)
        host.finishPendingWork()
        host.paint()
        clock += 0.1
        host.soakTap(field, time: clock)
        // Past the double-click interval: the next tap is a single press again.
        clock += 1
        for piece in Self.pieces {
            host.handle(TextInput(field == "input.note" && piece == "wörld" ? "\n" + piece : piece))
        }
        host.paint()
        touch(field)
        switch step / Self.fields.count % 4 {
        case 0:
            for _ in 0..<24 { press(.backspace) }
        case 1:
            // By word, until the field is empty again (nine words and spaces at most).
            for _ in 0..<12 { press(.backspace, .control) }
        case 2:
            press(.character("a"), .control)
            press(.character("x"), .control)
            // A secret is never cut out of its field: its selection goes with Delete.
            if field == "input.password" { press(.delete) }
        default:
            press(.character("z"), .control)
            press(.character("z"), [.control, .shift])
            press(.character("a"), .control)
            press(.delete)
        }
        clock += 0.1
        host.advanceAnimations(to: clock)
        host.paint()
    }

    /// A finger on the field's text: held for a word (with its handles), the end's handle
    /// dragged along, then a tap for the caret (and its handle). The text is unchanged.
    private func touch(_ field: String) {
        guard let frame = try? host.frame(testID: field) else { return }
        let point = Point(x: frame.minX + 30, y: field == "input.note" ? frame.minY + 20 : frame.midY)
        clock += 0.1
        host.handle(.pointerDown, at: point, time: clock, kind: .touch)
        clock += GestureThresholds.longPressDuration + 0.1
        host.advanceAnimations(to: clock)
        host.handle(.pointerUp, at: point, time: clock, kind: .touch)
        host.paint()
        if let end = try? host.frame(testID: "\(field).handle.end") {
            let grab = Point(x: end.midX, y: end.midY)
            host.handle(.pointerDown, at: grab, time: clock, kind: .touch)
            for step in 1...3 {
                clock += 0.02
                host.handle(.pointerMoved, at: Point(x: grab.x + Double(step) * 10, y: grab.y), time: clock, kind: .touch)
            }
            host.handle(.pointerUp, at: Point(x: grab.x + 30, y: grab.y), time: clock, kind: .touch)
            host.paint()
        }
        // Past the double-tap interval: a single tap.
        clock += 1
        host.handle(.pointerDown, at: point, time: clock, kind: .touch)
        host.handle(.pointerUp, at: point, time: clock + 0.05, kind: .touch)
        clock += 0.1
        host.paint()
        // Back to the end (a key puts the handles away), where the deleting starts.
        press(.end, .control)
    }

    private func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        host.handle(KeyEvent(key: key, modifiers: modifiers))
        host.handle(KeyEvent(key: key, modifiers: modifiers, isDown: false))
    }
}

extension TypingSoak: SynchronousSoak {}
