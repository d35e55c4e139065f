import Components
import Geometry
import Graphics
import Layout

/// A row of the List page's feed: an avatar, the author, the post's text (wrapped, so
/// rows differ in height) and a "like" button whose count is the row's own state. Each
/// row is a data source item, a root of its own: its state stays with it through moves
/// and scrolling out of view, and a like rebuilds this row alone.
public struct FeedRow: Component, Equatable {
    public typealias State = Int

    /// Sent by the row's like button; the row handles it.
    public struct Like: Action, Equatable {
        public init() {}
    }

    public var item: FeedItem

    public init(item: FeedItem) {
        self.item = item
    }

    public var scope: ComponentScope? { .byType }
    public func initialState() -> Int { 0 }

    public func body(_ context: BuildContext<Self>) -> some Component {
        Box(fill: .color(GalleryColor.panel),
            border: BoxBorder(widths: EdgeInsets(top: 0, right: 0, bottom: 1, left: 0), colors: BorderColors(all: GalleryColor.fill)),
            style: LayoutStyle.row(gap: 10, align: .flexStart, padding: 10)) {
            Box(fill: .color(item.color), cornerRadii: CornerRadii(16), style: LayoutStyle.row(align: .center, justify: .center)
                .sized(width: 32, height: 32)) {
                Text(String(item.author.prefix(1)), attributes: GalleryStyle.font(14, weight: .bold, color: .white), maxLines: 1)
            }
            .flex(shrink: 0)
            Flexbox(style: LayoutStyle.column(gap: 2)) {
                Text("\(item.author) · #\(item.id)", attributes: GalleryStyle.font(12, weight: .bold), maxLines: 1)
                Text(item.text, attributes: GalleryStyle.body)
            }
            .flex(grow: 1, shrink: 1)
            Button(context.state == 0 ? "♡" : "♥ \(context.state)", attributes: GalleryStyle.font(13),
                   looks: .secondary, action: Like())
                .width(56)
                .flex(shrink: 0)
                .testID("like-\(item.id)")
        }
    }

    public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Like else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}
