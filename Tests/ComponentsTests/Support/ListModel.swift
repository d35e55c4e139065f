import Components
import ComponentTestSupport
import Layout

/// The scopes doc's example: lists of items, each item with state (a like count) that
/// shows as its height, so state is visible in the layout too.
struct Item: Hashable, Sendable {
    let id: Int
}

struct Like: Action {}

struct ListItemComponent: Component, Equatable {
    typealias State = Int
    let item: Item
    var scope: ComponentScope? { .identifier(item.id) }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: 50, height: Double(10 + context.state))) {}
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Like else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

/// Scoped by type only: safe while it is the only list among its siblings.
struct ListComponent: Component, Equatable {
    typealias State = Int
    let items: [Item]
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .column(align: .flexStart)) {
            for item in items { ListItemComponent(item: item) }
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        guard action is Like else { return false }
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

/// Several lists: `keyed` decides whether it gives each list a key.
struct ListsComponent: Component, Equatable {
    let lists: [[Item]]
    var keyed = true
    var scope: ComponentScope? { .byType }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .row(align: .flexStart)) {
            for (index, items) in lists.enumerated() {
                if keyed { ListComponent(items: items).key(index) } else { ListComponent(items: items) }
            }
        }
    }
}

func items(_ ids: Int...) -> [Item] { ids.map(Item.init) }
