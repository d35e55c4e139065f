import Components
import Controls
import Geometry
import Graphics
import Layout

/// A keyboard drawn on the screen for touch-only kiosks: the layouts of `layouts` (letters
/// with shift and caps lock, symbols, a numeric pad, e-mail and URL letters), starting on
/// the one for `kind`. A tap types a key through the same path as a hardware keyboard
/// (`ActionContext.typeIntoFocusedElement`): letters and symbols as typed text, Backspace
/// and Enter as keys. Holding Backspace repeats it; holding a letter with accents shows
/// them in a bar above the keys, where a tap types one. Shift shifts the next letter; two
/// taps in a row lock it (caps lock).
///
/// Usually shown by `Component.onScreenKeyboard(_:layouts:)` while a field has focus; it
/// can be placed anywhere, and types into whatever has focus.
public struct OnScreenKeyboard: Component, Equatable {
    public var kind: KeyboardKind
    public var layouts: KeyboardLayouts

    public init(kind: KeyboardKind = .text, layouts: KeyboardLayouts = .standard) {
        self.kind = kind
        self.layouts = layouts
    }

    /// Shift: off, for the next letter, or locked (caps lock).
    public enum Shift: Sendable, Equatable {
        case off, once, locked
    }

    public struct State: Sendable, Equatable {
        /// The layout shown (nil: the one `kind` starts on).
        var layoutName: String?
        var shift = Shift.off
        /// When Shift was last tapped (two taps in a row lock it).
        var shiftTapped: ContinuousClock.Instant?
        /// The key under the finger, drawn pressed.
        var pressed: KeyPosition?
        /// The key whose alternates the bar shows.
        var alternatesOf: KeyPosition?
    }

    /// A key's row and column in its layout.
    struct KeyPosition: Hashable, Sendable {
        let row: Int
        let column: Int

        /// The gesture name of the key at this position.
        var gestureName: String { "tessera.keyboard.\(row).\(column)" }

        init(row: Int, column: Int) {
            (self.row, self.column) = (row, column)
        }

        /// The position a key's gesture name gives.
        init?(gestureName: String?) {
            guard let parts = gestureName?.split(separator: "."), parts.count == 4, parts[0] == "tessera",
                  parts[1] == "keyboard", let row = Int(parts[2]), let column = Int(parts[3]) else { return nil }
            (self.row, self.column) = (row, column)
        }
    }

    /// An alternate in the bar was tapped.
    struct AlternateChosen: Action, Equatable {
        let text: String
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }
    public static var controllerType: ComponentController<OnScreenKeyboard>.Type? { OnScreenKeyboardController.self }

    /// The layout shown in `state`.
    func layout(_ state: State) -> KeyboardLayout {
        state.layoutName.flatMap { layouts.layouts[$0] } ?? layouts.startLayout(for: kind)
    }

    /// The popup of a held key's accents.
    static let alternatesID = "keyboard.alternates"

    /// A key's height at type scale 1: a finger's target.
    static let keyHeight = 48.0

    public func body(_ context: BuildContext<Self>) -> some Component {
        let theme = context.environment.theme
        let state = context.state
        let layout = layout(state)
        let height = Self.keyHeight * max(1, theme.typeScale)
        let gap = theme.spacing / 2
        let alternates = state.alternatesOf.flatMap { key(at: $0, in: layout)?.alternates } ?? []
        return Box(fill: .color(theme.colors.track), style: LayoutStyle.column(gap: gap, padding: gap)) {
            for (row, keys) in layout.rows.enumerated() {
                Flexbox(style: LayoutStyle.row(gap: gap)) {
                    for (column, key) in keys.enumerated() {
                        let position = KeyPosition(row: row, column: column)
                        keyView(key, at: position, state: state, theme: theme)
                            .size(height: height)
                            .flex(grow: key.width, shrink: 1, basis: .points(0))
                            .onPan(name: position.gestureName, axes: .both, claimsOnPress: true)
                            // A held key's accents rise over it, as on phones.
                            .popup(isPresented: state.alternatesOf == position && !alternates.isEmpty, id: Self.alternatesID,
                                   placement: PopupPlacement(side: .top, alignment: .center, gap: gap)) {
                                Box(fill: .color(theme.colors.track), cornerRadii: CornerRadii(theme.cornerRadius),
                                    style: LayoutStyle.row(gap: gap, padding: gap)) {
                                    for alternate in alternates {
                                        keyFace(alternate, fill: theme.colors.accent, text: theme.colors.onAccent, theme: theme)
                                            .size(width: height, height: height)
                                            .onTap(send: AlternateChosen(text: alternate))
                                            .testID("keyboard.alternate.\(alternate)")
                                    }
                                }
                            }
                            .testID("keyboard.\(layout.name).\(row).\(column)")
                    }
                }
            }
        }
        .testID("keyboard")
    }

    /// The key at `position` of `layout`, if there is one.
    func key(at position: KeyPosition, in layout: KeyboardLayout) -> KeyboardKey? {
        guard layout.rows.indices.contains(position.row), layout.rows[position.row].indices.contains(position.column)
        else { return nil }
        return layout.rows[position.row][position.column]
    }

    private func keyView(_ key: KeyboardKey, at position: KeyPosition, state: State, theme: Theme) -> some Component {
        let colors = theme.colors
        var fill = colors.surface, text = colors.label
        switch key.action {
        case .text, .space: break
        case .shift where state.shift != .off:
            (fill, text) = (colors.accent, colors.onAccent)
        default:
            fill = colors.background
        }
        if state.pressed == position { (fill, text) = (colors.accent, colors.onAccent) }
        var title = key.title(shifted: state.shift != .off)
        if case .shift = key.action, state.shift == .locked { title = "⇪" }
        return keyFace(title, fill: fill, text: text, theme: theme)
    }

    private func keyFace(_ title: String, fill: Color, text: Color, theme: Theme) -> Box {
        Box(fill: .color(fill), border: BoxBorder(width: 1, color: theme.colors.separator),
            cornerRadii: CornerRadii(theme.cornerRadius), style: LayoutStyle.row(align: .center, justify: .center)) {
            Text(title, attributes: theme.text(.headline, color: text), maxLines: 1)
        }
    }
}

/// Types the keys of an `OnScreenKeyboard`: a press highlights its key; a release types
/// it, unless the press was held (Backspace repeats while held, a letter with accents
/// shows them).
final class OnScreenKeyboardController: ComponentController<OnScreenKeyboard> {
    /// How long a press is held before it repeats or shows alternates, and how often
    /// Backspace repeats then.
    static let holdDelay = 0.5, repeatInterval = 0.06

    private var holdTimer: ControllerTimer?
    private var repeatTimer: ControllerTimer?
    /// Whether the current press was held long enough to repeat or show alternates.
    private var wasHeld = false

    override func handle(_ action: any Action) -> Bool {
        if let dismissed = action as? OverlayDismissed, dismissed.id == OnScreenKeyboard.alternatesID {
            // A tap beside the accents (or Escape) puts them away; nothing is typed.
            updateState(.synchronous) { $0.alternatesOf = nil }
            return true
        }
        if let chosen = action as? OnScreenKeyboard.AlternateChosen {
            typeIntoFocusedElement(chosen.text)
            updateState(.synchronous) { state in
                state.alternatesOf = nil
                if state.shift == .once { state.shift = .off }
            }
            return true
        }
        guard let pan = action as? Pan, let position = OnScreenKeyboard.KeyPosition(gestureName: pan.name),
              let key = component.key(at: position, in: component.layout(state)) else { return false }
        switch pan.phase {
        case .began:
            wasHeld = false
            stopTimers()
            updateState(.synchronous) { $0.pressed = position }
            if key.action == .backspace {
                // Deleting starts at the press, and repeats while it is held.
                press(.backspace)
                holdTimer = startTimer(.after(seconds: Self.holdDelay)) { [weak self] in
                    guard let self else { return }
                    self.wasHeld = true
                    self.repeatTimer = self.startTimer(.every(seconds: Self.repeatInterval)) { [weak self] in
                        self?.press(.backspace, isRepeat: true)
                    }
                }
            } else if !key.alternates.isEmpty {
                holdTimer = startTimer(.after(seconds: Self.holdDelay)) { [weak self] in
                    self?.wasHeld = true
                    self?.updateState(.synchronous) { $0.alternatesOf = position }
                }
            }
        case .ended:
            stopTimers()
            updateState(.synchronous) { $0.pressed = nil }
            if !wasHeld, key.action != .backspace { type(key) }
        case .cancelled:
            stopTimers()
            updateState(.synchronous) { $0.pressed = nil }
        case .changed:
            break
        }
        return true
    }

    override func invalidate() {
        stopTimers()
    }

    private func stopTimers() {
        holdTimer?.cancel()
        repeatTimer?.cancel()
        holdTimer = nil
        repeatTimer = nil
    }

    /// What a tap on `key` does.
    private func type(_ key: KeyboardKey) {
        switch key.action {
        case .text(let text):
            typeIntoFocusedElement(state.shift == .off ? text : text.uppercased())
            if state.shift == .once { updateState(.synchronous) { $0.shift = .off } }
            if state.alternatesOf != nil { updateState(.synchronous) { $0.alternatesOf = nil } }
        case .space:
            typeIntoFocusedElement(" ")
        case .backspace:
            press(.backspace)
        case .enter:
            press(.enter)
        case .shift:
            let now = ContinuousClock.now
            updateState(.synchronous) { state in
                let doubleTap = state.shiftTapped.map { now - $0 < .milliseconds(400) } ?? false
                switch state.shift {
                case .off: state.shift = .once
                case .once: state.shift = doubleTap ? .locked : .off
                case .locked: state.shift = .off
                }
                state.shiftTapped = now
            }
        case .layout(let name):
            updateState(.synchronous) { state in
                state.layoutName = name
                state.shift = .off
                state.alternatesOf = nil
            }
        case .hide:
            send(OnScreenKeyboardHidden())
        }
    }

    private func press(_ key: Key, isRepeat: Bool = false) {
        typeIntoFocusedElement(KeyEvent(key: key, isRepeat: isRepeat))
        if !isRepeat { typeIntoFocusedElement(KeyEvent(key: key, isDown: false)) }
    }
}

/// The on-screen keyboard's hide key was tapped: whoever shows it hides it.
public struct OnScreenKeyboardHidden: Action, Equatable {
    public init() {}
}
