import Tessera

/// Adds `amount` to the count.
struct Add: Action, Equatable {
    let amount: Int
}

/// Sets the count back to 0.
struct Reset: Action, Equatable {}

/// The count, a button per step (a `for` among the children), and a reset button that
/// is there only while there is something to reset (an `if`). The body lists several
/// components: they are laid out as a column (a `ComponentGroup`).
struct CounterScreen: Component, Equatable {
    typealias State = Int
    var steps: [Int]
    var scope: ComponentScope? { .byType }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Text("Count: \(context.state)", attributes: TextAttributes(font: FontDescriptor(family: "sans-serif"), size: 24))
            .testID("count")
        Spacer(length: 12)
        Flexbox(style: .row(gap: 8)) {
            for step in steps {
                Button("+\(step)", action: Add(amount: step)).testID("add-\(step)")
            }
            if context.state > 0 {
                Button("Reset", action: Reset()).testID("reset")
            }
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        switch action {
        case let add as Add:
            context.updateState(.synchronous) { $0 += add.amount }
        case is Reset:
            context.updateState(.synchronous) { $0 = 0 }
        default:
            return false
        }
        return true
    }
}

extension LayoutStyle {
    /// A row of children at their own sizes, `gap` points apart.
    static func row(gap: Double) -> LayoutStyle {
        var style = LayoutStyle()
        style.alignItems = .center
        style.columnGap = .points(gap)
        return style
    }
}
