import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

struct Zoom: Action, Equatable {}
struct ShowMenu: Action, Equatable {}
struct Select: Action, Equatable {}

/// A 400 × 600 page scrolling vertically over 1,500 pt: a draggable card with a button
/// inside, a row that pans sideways, a photo that pinches and zooms on a double tap, a
/// menu that opens on a long press (a button inside), a pan that claims at the press,
/// and a card with an inner pan. The page's controller records every action.
struct GesturePage: Component, Equatable {
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<GesturePage>.Type? { ActionRecorder<GesturePage>.self }

    func body(_ context: BuildContext<Self>) -> some Component {
        ScrollView(.vertical, style: .fixed(width: 400, height: 600)) {
            Flexbox(style: .column()) {
                Box(color: Color(hex: 0x3366CC), style: .fixed(width: 200, height: 100)) {
                    Button("Inside", action: Bump()).height(40).testID("card-button")
                }
                .onPan(name: "card").testID("card")
                Box(color: Color(hex: 0xCC3333), style: .fixed(width: 400, height: 60)).onPan(name: "row", axes: .horizontal).testID("row")
                Box(color: Color(hex: 0x33AA55), style: .fixed(width: 200, height: 200))
                    .onPinch(name: "photo").onTap(.double, send: Zoom()).onTap(send: Select()).testID("photo")
                Box(color: .black, style: .fixed(width: 200, height: 100)) {
                    Button("Item", action: Bump()).height(40).testID("menu-button")
                }
                .onLongPress(send: ShowMenu()).testID("menu")
                Box(color: .white, style: .fixed(width: 200, height: 80)).onPan(name: "thumb", claimsOnPress: true)
                    .testID("thumb")
                Box(color: Color(hex: 0x3366CC), style: .fixed(width: 300, height: 100)) {
                    Box(color: Color(hex: 0xCC3333), style: .fixed(width: 100, height: 60)).onPan(name: "inner").testID("inner")
                }
                .onPan(name: "outer").testID("outer")
                Box(color: .white, style: .fixed(width: 200, height: 860)).testID("filler")
            }
        }
    }
}

/// Records every action that reaches its component's chain (and handles it).
final class ActionRecorder<C: Component>: ComponentController<C> {
    var received: [any Action] = []
    var bumps: Int { received.count { $0 is Bump } }
    var taps: [Tap] { received.compactMap { $0 as? Tap } }
    var pans: [Pan] { received.compactMap { $0 as? Pan } }
    var pinches: [Pinch] { received.compactMap { $0 as? Pinch } }
    func count<A: Action>(_ type: A.Type) -> Int { received.count { $0 is A } }
    override func handle(_ action: any Action) -> Bool {
        received.append(action)
        return true
    }
}
