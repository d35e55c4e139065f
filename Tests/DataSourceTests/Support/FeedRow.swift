import Components
import DataSource
import Geometry
import Graphics
import Layout
import TextRasterizer

/// Likes a feed row (its button sends it; the row handles it).
struct Like: Action, Equatable {}

/// Makes a feed row taller or shorter (its second button), with an animation or at once.
struct ToggleExpanded: Action, Equatable {
    var animation: Animation?
}

/// A row of the tests' feeds: a colored bar (so rows differ in pixels without text),
/// a label, a "like" button counting taps in the row's state, and an expand button
/// that makes the row 40 pt taller. Its height varies with its model.
struct FeedRow: Component, Equatable {
    struct State: Sendable, Equatable {
        var likes = 0
        var isExpanded = false
    }

    let model: FeedModel

    var scope: ComponentScope? { .byType }
    func initialState() -> State { State() }

    func body(_ context: BuildContext<Self>) -> some Component {
        let height = model.height + (context.state.isExpanded ? 40 : 0)
        return Flexbox(style: .row(gap: 4, align: .center)) {
            Box(color: model.color, style: .fixed(width: 24, height: height))
            Text(model.label, attributes: TextAttributes(size: 12)).flex(grow: 1)
            Button("♥ \(context.state.likes)", action: Like()).testID("like-\(model.id)")
            Button("+", action: ToggleExpanded()).testID("expand-\(model.id)")
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case is Like:
            context.updateState(.synchronous) { $0.likes += 1 }
            return true
        case let toggle as ToggleExpanded:
            context.updateState(.synchronous, animation: toggle.animation) { $0.isExpanded.toggle() }
            return true
        default:
            return false
        }
    }
}

/// A feed row's model: an identity, a label and a height.
struct FeedModel: Sendable, Equatable {
    var id: Int
    var label: String
    var height: Double

    init(id: Int, label: String? = nil, height: Double? = nil) {
        self.id = id
        self.label = label ?? "Row \(id)"
        self.height = height ?? Double(40 + (id * 7919) % 5 * 6)
    }

    var color: Color {
        Color(red: Double(id % 7) / 7, green: Double(id % 11) / 11, blue: Double(id % 13) / 13)
    }
}

/// A data source of feed rows.
@MainActor func makeFeedSource() -> ListDataSource<FeedModel> {
    ListDataSource<FeedModel> { FeedRow(model: $0) }
}
