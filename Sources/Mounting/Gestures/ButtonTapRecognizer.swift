import Components
import Geometry

/// A button's tap as an arena member: the button highlights while the pointer is down
/// inside it (enabled ones only), and a release inside makes it wait for the sweep, so
/// anything that recognizes first (a drag past the slop, a long press) takes the press
/// and unhighlights it. Winning, an enabled button sends its action up the responder
/// chain; a disabled one swallows the tap (nothing beneath hears it).
@MainActor
final class ButtonTapRecognizer: GestureRecognizer {
    private unowned let dispatcher: EventDispatcher
    private let node: Node
    private var releasedInside = false

    init(node: Node, dispatcher: EventDispatcher) {
        self.node = node
        self.dispatcher = dispatcher
    }

    var acceptsSweep: Bool { releasedInside }

    private var isEnabled: Bool { node.button?.isEnabled == true }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        guard event.pointer == .primary else { return }
        switch event.phase {
        case .down, .moved:
            dispatcher.setHighlighted(node, isEnabled && context.contains(event.location))
        case .up:
            dispatcher.setHighlighted(node, false)
            releasedInside = context.contains(event.location)
            if !releasedInside { context.fail() }
        case .cancelled:
            dispatcher.setHighlighted(node, false)
            context.fail()
        }
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        if let action = node.button?.tapAction { context.send(action) }
    }

    func lost(_ context: GestureContext) {
        dispatcher.setHighlighted(node, false)
    }
}

/// A custom drawing that takes events (`CustomDrawing.acceptsEvents`) as an arena
/// member: it claims the press (it may draw with the pointer from the first point), and
/// winning, turns every event of the primary contact into its own actions.
@MainActor
final class CustomEventsRecognizer: GestureRecognizer {
    private let node: Node

    init(node: Node) {
        self.node = node
    }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        guard event.pointer == .primary else { return }
        if event.phase == .down { context.claim(.onPress) } else { deliver(event, context) }
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        if let event { deliver(event, context) }
    }

    private func deliver(_ event: PointerEvent, _ context: GestureContext) {
        guard event.pointer == .primary, let custom = node.custom,
              let action = custom.drawing.action(for: event.phase.inputEvent, at: context.local(event.location))
        else { return }
        context.send(action)
    }
}

/// A plain element's tap (`Tap`) as the arena's last member: a press released inside
/// the topmost element under it, when no control was pressed and nothing else took the
/// sequence, goes up that element's responder chain, so a modal's scrim, a card or a row
/// hears taps on it.
@MainActor
final class ElementTapRecognizer: GestureRecognizer {
    private var release: Point?

    var acceptsSweep: Bool { release != nil }

    func handle(_ event: PointerEvent, _ context: GestureContext) {
        guard event.pointer == .primary else { return }
        switch event.phase {
        case .down, .moved:
            break
        case .up:
            guard context.contains(event.location) else { return context.fail() }
            release = event.location
        case .cancelled:
            context.fail()
        }
    }

    func won(on event: PointerEvent?, _ context: GestureContext) {
        if let release { context.send(Tap(location: context.local(release))) }
    }
}
