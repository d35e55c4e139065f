import Components
import Geometry
import Layout

/// Animation on the frame clock: a grid that reflows on a spring (cards removed, added,
/// shuffled, or the window resized; they come and go through a transition), rows that
/// expand and push the others down, notices that appear and disappear, a ball
/// on a spring thrown from a drag, and a tile turned and scaled through its transform.
/// Each demo keeps its own state; the page itself is stateless.
public struct MotionPage: Component, Equatable {
    public var size: Size

    public init(size: Size = GalleryPage.defaultSize) {
        self.size = size
    }

    /// The grid's width: the window's, less the page's margins, between 300 and 900 points.
    var gridWidth: Double { max(300, min(900, size.width - 76)) }

    public func body(_ context: BuildContext<Self>) -> some Component {
        pageScaffold(title: "Motion",
                     subtitle: "Animations sample the frame clock: bounds, transforms and fades, springs with the velocity a drag leaves.",
                     size: size) {
            panel("Reflow on a spring", width: gridWidth + panelInset) {
                caption("The grid carries .animation(.spring): removing, adding or shuffling cards, or resizing the window, moves each card to its new place.")
                ReflowGridDemo(width: gridWidth)
            }
            panel("Expand a row", width: 328) {
                caption("updateState(animation: .easeInOut): the row grows, the rows below slide.")
                ExpandingRowDemo()
            }
            panel("Appear and disappear", width: 328) {
                caption(".transition(_:): a new notice drops in, the oldest shrinks away, the rest slide down.")
                NoticeStackDemo()
            }
            panel("Throw the ball", width: SpringBallDemo.traySize.width + panelInset) {
                caption("Dragged, it follows; let go, it springs home from the drag's velocity.")
                SpringBallDemo()
            }
            panel("Turn and scale", width: 328) {
                caption("A transform drawn through a layer: a full turn and a new size each tap.")
                SpinningTileDemo()
            }
            .testID(GalleryPage.motion.lastPanelTestID)
        }
    }
}
