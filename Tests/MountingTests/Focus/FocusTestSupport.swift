import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

/// A button or a focusable drawing was activated: its name.
struct Pressed: Action, Equatable {
    var name: String
}

/// A 40 × 30 square that takes no events: made focusable, it hears `Activate`.
struct Square: CustomDrawing {
    static var nodeKind: String { "focus-square" }
    func draw(in painter: Painter, rect: Rect, scale: Double) {
        painter.fill(rect, with: .color(Color(red: 0.8, green: 0.8, blue: 0.8)))
    }
}

/// A button named `name` (its test ID), 60 × 30, with `order` (0: none), enabled or not.
func focusButton(_ name: String, order: Int = 0, isEnabled: Bool = true) -> FocusModified<TestIdentified<Button>> {
    Button(name, isEnabled: isEnabled, action: Pressed(name: name)).testID(name).focusOrder(order)
}

/// Records what it hears in its state: the names pressed, "activate <id>" and focus
/// changes ("focused <id>", "blurred <id>").
struct Recording<Content: Component & Equatable>: Component, Equatable {
    typealias State = [String]
    var content: Content
    var scope: ComponentScope? { .byType }
    func initialState() -> [String] { [] }
    func body(_ context: BuildContext<Self>) -> some Component { content }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        if let pressed = action as? Pressed {
            context.updateState(.synchronous) { $0.append(pressed.name) }
            return true
        }
        if action is Activate {
            context.updateState(.synchronous) { $0.append("activate") }
            return true
        }
        if let change = action as? FocusChanged {
            context.updateState(.synchronous) { $0.append(change.isFocused ? "focused" : "blurred") }
            return true
        }
        return false
    }
}

/// A row of buttons (`names`, each with its order from `orders`, disabled when in
/// `disabled`), in a scope of its own, after an optional box (which moves nothing in
/// the row's scope).
struct ButtonRow: Component, Equatable {
    var names = ["a", "b", "c", "d"]
    var orders: [String: Int] = [:]
    var disabled: Set<String> = []
    var scope: ComponentScope? { .byType }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(gap: 10, align: .flexStart)) {
            for name in names {
                focusButton(name, order: orders[name] ?? 0, isEnabled: !disabled.contains(name))
            }
        }
    }
}

@MainActor
extension ComponentHost {
    /// The test ID of the focused element.
    var focusedID: String? { events.focused?.testID }

    func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        handle(KeyEvent(key: key, modifiers: modifiers))
        handle(KeyEvent(key: key, modifiers: modifiers, isDown: false))
    }

    /// The test IDs focused by `count` presses of `key`.
    func walk(_ key: Key, _ modifiers: KeyModifiers = [], count: Int) -> [String?] {
        (0..<count).map { _ in
            press(key, modifiers)
            return focusedID
        }
    }
}
