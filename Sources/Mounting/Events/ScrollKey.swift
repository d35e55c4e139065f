import Components
import ScrollPhysics

/// What a key that nothing on the responder chain handled does to a scroll viewport:
/// the arrows move a line on their axis, Page Up/Down (and space, shift+space) a page
/// up or down, Home/End to the start or end. Keys held with other modifiers scroll
/// nothing (they are an app's shortcuts, or a text field's). Key scrolls ease to their
/// target (`ScrollEase`) and stay within the range (no rubber band).
struct ScrollKey: Equatable {
    enum Amount: Equatable {
        /// `lineStep` points.
        case line
        /// The viewport's length less one line of overlap (`pageStep(viewport:)`).
        case page
        /// All the way to the start or end.
        case edge
    }

    /// The axis it moves along.
    let axis: ScrollAxes
    /// +1 toward the end (down, right), −1 toward the start.
    let direction: Double
    let amount: Amount

    /// An arrow's step: 40 pt, Chromium's line step (`kPixelsPerLineStep` in
    /// cc/input/scroll_utils.h, 40 CSS px, also its wheel notch): about two lines of body
    /// text, small enough that the eye follows the text across a step, large enough that
    /// a held key (X11's default repeat, 25 a second) moves 1000 pt/s.
    static let lineStep = 40.0

    /// The key scroll `event` asks for, or nil for a key that does not scroll (a release,
    /// another key, a key held with modifiers; shift+space is a page up).
    init?(_ event: KeyEvent) {
        guard event.isDown else { return nil }
        if event.key == .space, event.modifiers == [] || event.modifiers == .shift {
            self.init(.vertical, event.modifiers == .shift ? -1 : 1, .page)
            return
        }
        guard event.modifiers.isEmpty else { return nil }
        switch event.key {
        case .up: self.init(.vertical, -1, .line)
        case .down: self.init(.vertical, 1, .line)
        case .left: self.init(.horizontal, -1, .line)
        case .right: self.init(.horizontal, 1, .line)
        case .pageUp: self.init(.vertical, -1, .page)
        case .pageDown: self.init(.vertical, 1, .page)
        case .home: self.init(.vertical, -1, .edge)
        case .end: self.init(.vertical, 1, .edge)
        default: return nil
        }
    }

    init(_ axis: ScrollAxes, _ direction: Double, _ amount: Amount) {
        self.axis = axis
        self.direction = direction
        self.amount = amount
    }

    /// A page: the viewport's length less one line, so the line at the old bottom shows at
    /// the new top as context (the reading position is not lost across the jump); as
    /// Chromium on macOS (`kMaxOverlapBetweenPages` = 40, a line step). The
    /// overlap is at most half the viewport: a viewport shorter than two lines still
    /// moves by half itself, never by nothing or backward.
    static func pageStep(viewport length: Double) -> Double {
        guard length.isFinite, length > 0 else { return 0 }
        return length - min(lineStep, length / 2)
    }

    /// Whether a viewport at `offset` (clamped) in `range` can move this way.
    func canMove(from offset: Double, in range: ScrollRange) -> Bool {
        direction > 0 ? offset < range.maximum : offset > 0
    }

    /// The signed distance to move a viewport `length` points long at `offset` (clamped)
    /// in `range`: what a wheel turn of that size would do, so the nested hand-off takes
    /// what the range cannot.
    func delta(viewport length: Double, offset: Double, in range: ScrollRange) -> Double {
        switch amount {
        case .line: return direction * Self.lineStep
        case .page: return direction * Self.pageStep(viewport: length)
        case .edge: return direction > 0 ? range.maximum - offset : -offset
        }
    }
}
