import Components
import Geometry
import Layout

/// Gestures on any component: a draggable card with a button inside, swipe to delete on
/// a DataSource list, a long press that opens a menu, a picture that pinches and zooms,
/// swipes and hover. Each demo keeps its own state; the page itself is stateless.
public struct InteractionPage: Component, Equatable {
    public var size: Size
    /// Whether the swipe list applies its changesets at once (a still render).
    public var appliesAtOnce: Bool

    public init(size: Size = GalleryPage.defaultSize, appliesAtOnce: Bool = true) {
        self.size = size
        self.appliesAtOnce = appliesAtOnce
    }

    public func body(_ context: BuildContext<Self>) -> some Component {
        pageScaffold(title: "Interaction",
                     subtitle: "Gestures on any component, decided in one arena: taps within the slop, drags by direction, long presses, pinches.",
                     size: size) {
            panel("Drag the card", width: DragCardDemo.traySize.width + 28) {
                caption("onPan moves the card; its button still takes a tap that stays within 8 pt.")
                DragCardDemo()
            }
            panel("Swipe to delete", width: SwipeRow.width + 28) {
                caption("Rows pan sideways (onPan(axes: .horizontal)); the list keeps vertical drags.")
                SwipeListDemo(appliesAtOnce: appliesAtOnce)
            }
            panel("Pinch or Ctrl+wheel to zoom", width: ZoomPhotoDemo.frameSize.width + 28) {
                caption("onPinch scales the picture about the fingers; a double tap resets it.")
                ZoomPhotoDemo()
            }
            panel("Long press, swipe, hover", width: 328) {
                caption("Hold the tile half a second for its menu; fling the next one; point at the row.")
                GestureLogDemo()
            }
            .testID(GalleryPage.interaction.lastPanelTestID)
        }
    }
}
