import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

struct OpenMenu: Action {}
struct Pick: Action, Equatable {}

/// What `OverlayPage` presents; its controller sets it.
struct OverlayPageState: Sendable, Equatable {
    var menu = false
    var dialog = false
    var tooltip = false
    var anchor = Point(x: 20, y: 20)
}

/// A 300 × 200 page: a button below everything ("below"), an anchor button ("open") with
/// a menu popup (a text and an "item" button), a tooltip on a label (not dismissible) and
/// a dialog; its
/// controller records every action and closes what is dismissed.
struct OverlayPage: Component, Equatable {
    var placement = PopupPlacement()
    var dialogDismissible = true
    var scope: ComponentScope? { .byType }
    func initialState() -> OverlayPageState { OverlayPageState() }
    static var controllerType: ComponentController<OverlayPage>.Type? { OverlayPageController.self }

    func body(_ context: BuildContext<Self>) -> some Component {
        let state = context.state
        Flexbox(style: .fixed(width: 300, height: 200)) {
            Button("Below", action: Bump()).position(top: 120, left: 20).testID("below")
            Button("Open", action: OpenMenu()).position(top: state.anchor.y, left: state.anchor.x).testID("open")
                .popup(isPresented: state.menu, id: "menu", placement: placement) {
                    Box(color: Color(red: 0.9, green: 0.9, blue: 1), style: .column(gap: 4, padding: 6)) {
                        Text("Menu", attributes: .init(size: 12)).testID("menu-text")
                        Button("Item", action: Pick()).testID("item")
                    }
                }
            Text("Label", attributes: .init(size: 12)).position(top: 160, left: 200)
                .popup(isPresented: state.tooltip, id: "tooltip", placement: PopupPlacement(side: .top), dismissible: false) {
                    Box(color: .black, style: .fixed(width: 50, height: 16)).testID("tooltip")
                }
        }
        .dialog(isPresented: state.dialog, id: "confirm", dismissible: dialogDismissible) {
            Box(color: .white, style: .fixed(width: 120, height: 60)).testID("dialog")
        }
    }
}

final class OverlayPageController: ComponentController<OverlayPage> {
    var received: [any Action] = []
    var dismissals: [OverlayDismissed] { received.compactMap { $0 as? OverlayDismissed } }
    var bumps: Int { received.count { $0 is Bump } }
    var picks: Int { received.count { $0 is Pick } }

    func set(_ change: @escaping @Sendable (inout OverlayPageState) -> Void) {
        updateState(.synchronous, change)
    }

    override func handle(_ action: any Action) -> Bool {
        received.append(action)
        if action is OpenMenu { set { $0.menu = true } }
        if let dismissal = action as? OverlayDismissed {
            switch dismissal.id {
            case "menu": set { $0.menu = false }
            case "confirm": set { $0.dialog = false }
            case "tooltip": set { $0.tooltip = false }
            default: break
            }
        }
        return true
    }
}

extension ComponentHost {
    func pageController() throws -> OverlayPageController {
        guard let controller = root.liveControllers.compactMap({ $0 as? OverlayPageController }).first else {
            throw TestQueryError.testIDNotFound("OverlayPageController", known: [])
        }
        return controller
    }

    /// A press and a release at `point`.
    func click(_ point: Point) {
        handle(.pointerDown, at: point)
        handle(.pointerUp, at: point)
    }
}
