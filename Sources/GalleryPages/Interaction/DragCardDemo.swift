import Components
import Graphics
import Geometry
import Layout

/// A card dragged around a tray by `onPan` (its position is the demo's state), with a
/// button inside that still takes taps: a press that stays within the touch slop is the
/// button's, one that travels is the card's. From the keyboard, the arrow keys move the
/// focused card (or the card of the focused button) 10 points, 1 with Shift.
public struct DragCardDemo: Component, Equatable {
    /// Where the card rests, and where a drag in progress began.
    public struct State: Sendable, Equatable {
        public var offset = Point(x: 24, y: 24)
        public var dragStart: Point?
        public var taps = 0
    }

    struct CardTapped: Action, Equatable {}

    public static let traySize = Size(width: 480, height: 240)
    public static let cardSize = Size(width: 190, height: 110)
    /// How far an arrow key moves the card, and with Shift.
    public static let keyStep = 10.0, fineKeyStep = 1.0

    public init() {}

    public var scope: ComponentScope? { .byType }
    public func initialState() -> State { State() }

    public func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        return Box(fill: .color(GalleryColor.fill), cornerRadii: CornerRadii(8), clipsContent: true,
                   style: LayoutStyle.column().sized(width: Self.traySize.width, height: Self.traySize.height)) {
            Box(fill: .color(GalleryColor.blue), cornerRadii: CornerRadii(10),
                style: LayoutStyle.column(gap: 8, padding: 12).sized(width: Self.cardSize.width, height: Self.cardSize.height)) {
                Text("Drag me", attributes: GalleryStyle.font(15, weight: .bold, color: .white), maxLines: 1)
                Button("Taps: \(state.taps)", attributes: GalleryStyle.font(13, weight: .bold), looks: .secondary,
                       action: CardTapped())
                    .testID("interaction.card.button")
            }
            .position(top: state.offset.y, left: state.offset.x)
            .onPan(name: "card")
            .focusable()
            .pointerStyle(state.dragStart == nil ? .grab : .grabbing)
            .testID("interaction.card")
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        if action is CardTapped {
            context.updateState(.synchronous) { $0.taps += 1 }
            return true
        }
        if let key = action as? KeyEvent, key.isDown, let step = Self.step(for: key) {
            context.updateState(.synchronous) { state in
                state.offset = Self.clamped(Point(x: state.offset.x + step.x, y: state.offset.y + step.y))
            }
            return true
        }
        guard let pan = action as? Pan, pan.name == "card" else { return false }
        context.updateState(.synchronous) { state in
            switch pan.phase {
            case .began:
                state.dragStart = state.offset
                fallthrough
            case .changed:
                guard let start = state.dragStart else { return }
                state.offset = Self.clamped(Point(x: start.x + pan.translation.x, y: start.y + pan.translation.y))
            case .ended:
                state.dragStart = nil
            case .cancelled:
                if let start = state.dragStart { state.offset = start }
                state.dragStart = nil
            }
        }
        return true
    }

    /// How far an arrow key moves the card; nil for other keys.
    static func step(for key: KeyEvent) -> Point? {
        let length = key.modifiers.contains(.shift) ? fineKeyStep : keyStep
        switch key.key {
        case .left: return Point(x: -length, y: 0)
        case .right: return Point(x: length, y: 0)
        case .up: return Point(x: 0, y: -length)
        case .down: return Point(x: 0, y: length)
        default: return nil
        }
    }

    /// Keeps the card inside the tray.
    static func clamped(_ point: Point) -> Point {
        Point(x: min(max(point.x, 0), traySize.width - cardSize.width),
              y: min(max(point.y, 0), traySize.height - cardSize.height))
    }
}
