import Components
import Geometry
import Layout

/// Gestures on any component: a draggable card with a button inside, swipe to delete on
/// a DataSource list, a picture that pinches and zooms, a long press that opens a menu,
/// swipes and hover, a modal dialog and toasts. Every demo also works from the keyboard
/// alone (Tab reaches each; the captions say which keys do what). Each demo keeps its own
/// state; the page itself is stateless, under a toast stack.
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
            panel("Drag the card", width: DragCardDemo.traySize.width + panelInset) {
                caption("onPan moves the card; its button still takes a tap that stays within 8 pt. Keys: arrows.")
                DragCardDemo()
            }
            panel("Swipe to delete", width: SwipeRow.width + panelInset) {
                caption("Rows pan sideways (onPan(axes: .horizontal)); the list keeps vertical drags. Keys: Delete.")
                SwipeListDemo(appliesAtOnce: appliesAtOnce)
            }
            panel("Pinch or Ctrl+wheel to zoom", width: ZoomPhotoDemo.frameSize.width + panelInset) {
                caption("onPinch scales the picture about the fingers; a double tap resets it. Keys: + and -, Enter.")
                ZoomPhotoDemo()
            }
            panel("Long press, swipe, hover", width: 328) {
                caption("Hold the tile half a second for its menu; fling the next one; point at the row. Keys: Enter, arrows.")
                Flexbox(style: .column(gap: 10)) {
                    LongPressMenuDemo()
                    SwipeTileDemo()
                    HoverRowDemo()
                }
            }
            panel("Dialog and toast", width: 328) {
                caption("The dialog's scrim takes every press below it; Tab stays inside; Escape cancels.")
                DialogToastDemo()
            }
            .testID(GalleryPage.interaction.lastPanelTestID)
        }
        .toasts(edge: .bottom)
    }
}
