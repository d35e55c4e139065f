import Components
import Graphics
import Geometry
import Layout

/// A message in the swipe-to-delete list.
public struct SwipeMessage: Identifiable, Hashable, Sendable {
    public var id: Int
    public var text: String

    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

/// Sent up from a row swiped far or fast enough: its list's owner deletes the message.
public struct DeleteMessage: Action, Equatable {
    public var id: Int
}

/// One row of the swipe-to-delete list: dragged sideways by `onPan(axes: .horizontal)`
/// (the list keeps vertical drags), it follows the finger over a red "Delete" backdrop;
/// let go past a third of its width, or flung, it asks to be deleted, else it slides back.
/// From the keyboard, Delete or Backspace on the focused row asks the same.
public struct SwipeRow: Component, Equatable {
    public typealias State = Double

    public var message: SwipeMessage
    public static let height = 52.0
    public static let width = 380.0

    public init(message: SwipeMessage) {
        self.message = message
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> Double { 0 }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Box(fill: .color(GalleryColor.red), clipsContent: true,
            style: LayoutStyle.row(align: .center, justify: .flexEnd, padding: 16).sized(width: Self.width, height: Self.height)) {
            Text("Delete", attributes: GalleryStyle.font(13, weight: .bold, color: .white), maxLines: 1)
            Box(fill: .color(GalleryColor.panel),
                border: BoxBorder(widths: EdgeInsets(top: 0, right: 0, bottom: 1, left: 0), colors: BorderColors(all: GalleryColor.fill)),
                style: LayoutStyle.row(align: .center, padding: 14)) {
                Text(message.text, attributes: GalleryStyle.body, maxLines: 1)
            }
            .position(top: 0, bottom: 0, left: context.state)
            .size(width: Self.width)
        }
        .onPan(name: "swipe", axes: .horizontal)
        .focusable()
        .testID("interaction.swipe.\(message.id)")
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        if let key = action as? KeyEvent, key.isDown, key.key == .delete || key.key == .backspace {
            context.send(DeleteMessage(id: message.id))
            return true
        }
        guard let pan = action as? Pan, pan.name == "swipe" else { return false }
        switch pan.phase {
        case .began, .changed:
            context.updateState(.synchronous) { $0 = pan.translation.x }
        case .ended where abs(pan.translation.x) > Self.width / 3 || abs(pan.velocity.x) > 900:
            context.send(DeleteMessage(id: message.id))
        case .ended, .cancelled:
            context.updateState(.synchronous) { $0 = 0 }
        }
        return true
    }
}
