import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components

/// A box `height` points tall (and 10 wide unless stretched), told apart by its height.
private func bar(_ height: Double) -> Box {
    var style = LayoutStyle()
    style.height = .points(height)
    return Box(color: .black, style: style)
}

private enum Mode: Equatable { case small, medium, large }

/// A body with everything a body may hold: several components, a loop, `if`, `if let`,
/// `if`/`else` and `switch`.
private struct Menu: Component, Equatable {
    var items: [Double]
    var footer: Bool
    var badge: Double?
    var mode: Mode

    func body(_ context: BuildContext<Self>) -> some Component {
        bar(1)
        for item in items {
            bar(item)
        }
        if footer {
            bar(2)
            bar(3)
        }
        if let badge { bar(badge) }
        if items.isEmpty { bar(4) } else { bar(5) }
        switch mode {
        case .small: bar(6)
        case .medium: bar(7)
        case .large:
            bar(8)
            bar(9)
        }
    }
}

/// Two components in a wrapper's content, and control flow in a container's children.
private struct Wrapped: Component, Equatable {
    var flag: Bool
    var extra: Double?
    func body(_ context: BuildContext<Self>) -> some Component {
        Inset(5) {
            bar(1)
            bar(2)
        }
        Flexbox(style: .row(align: .flexStart)) {
            for height in [10.0, 11] { bar(height).width(4) }
            if flag { bar(12).width(4) } else { bar(13).width(4) }
            if let extra { bar(extra).width(4) }
            switch flag {
            case true: bar(14).width(4)
            case false: bar(15).width(4)
            }
        }
    }
}

/// A body with one component, and with none.
private struct Single: Component, Equatable {
    var shows: Bool
    func body(_ context: BuildContext<Self>) -> some Component {
        if shows { bar(7) }
    }
}

@MainActor
@Suite struct BodyBuilderTests {
    /// The heights of the root's children (each bar is as tall as its label) and their
    /// y offsets, after a layout 20 points wide.
    private func column(_ component: some Component) -> (root: Element, heights: [Double], tops: [Double], width: Double) {
        let root = ComponentRoot(component, sizeRange: SizeRange(min: Size(width: 20, height: 0), max: Size(width: 20, height: 1000)),
                                 diagnostics: DiagnosticHandler { _ in })
        let box = root.layout.root!
        return (box.element, box.children.map(\.frame.height), box.children.map(\.frame.minY),
                box.children.first?.frame.width ?? 0)
    }

    @Test func severalComponentsLoopsAndBranchesMakeOneColumn() {
        let menu = column(Menu(items: [10, 11, 12], footer: true, badge: 20, mode: .large))
        #expect(menu.root.kind == .container)
        #expect(menu.root.style == ComponentGroup.style)
        #expect(menu.root.style.flexDirection == .column)
        #expect(menu.heights == [1, 10, 11, 12, 2, 3, 20, 5, 8, 9])
        #expect(menu.tops == [0, 1, 11, 22, 34, 36, 39, 59, 64, 72])
        #expect(menu.width == 20, "children stretch to the column's width")
    }

    @Test func theOtherBranchesBuildTheirOwnComponents() {
        let menu = column(Menu(items: [], footer: false, badge: nil, mode: .small))
        #expect(menu.heights == [1, 4, 6])
        let medium = column(Menu(items: [3], footer: false, badge: nil, mode: .medium))
        #expect(medium.heights == [1, 3, 5, 7])
    }

    @Test func aSingleComponentIsItselfAndAnEmptyBranchBuildsNothing() {
        let shown = column(Single(shows: true))
        #expect(shown.root.kind == .box(BoxAppearance(fill: .color(.black))))
        let root = ComponentRoot(Single(shows: false), sizeRange: SizeRange(max: Size(width: 20, height: 20)))
        #expect(root.layout.root == nil)
    }

    @Test func wrappersTakeSeveralComponentsAndContainersTakeControlFlow() {
        let root = ComponentRoot(Wrapped(flag: true), sizeRange: SizeRange(min: Size(width: 20, height: 0), max: Size(width: 20, height: 100)))
        let group = root.layout.root!
        #expect(group.children.count == 2)
        let inset = group.children[0]
        #expect(inset.children.count == 1, "the inset's content is one column")
        #expect(inset.children[0].children.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 0, y: 1, width: 10, height: 2)])
        let row = group.children[1]
        #expect(row.children.map(\.frame.height) == [10, 11, 12, 14])
        #expect(row.children.map(\.frame.minX) == [0, 4, 8, 12])
        root.update(Wrapped(flag: false, extra: 16))
        #expect(root.layout.root!.children[1].children.map(\.frame.height) == [10, 11, 13, 16, 15])
    }

    @Test func equalBodiesAreReusedAndALoopChangeRebuilds() {
        struct Host: Component, Equatable {
            var items: [Double]
            var tick = 0
            func body(_ context: BuildContext<Self>) -> some Component {
                Menu(items: items, footer: false, badge: nil, mode: .small)
                bar(30)
            }
        }
        let root = ComponentRoot(Host(items: [1]), sizeRange: SizeRange(max: Size(width: 20, height: 100)))
        root.update(Host(items: [1], tick: 1))
        #expect(root.result.statistics.builtComponents == 1, "Host only: Menu was equal and reused")
        #expect(root.result.statistics.reusedSubtrees == 1)
        root.update(Host(items: [1, 2]))
        #expect(root.result.statistics.builtComponents == 2)
        #expect(root.layout.root!.children[0].children.map(\.frame.height) == [1, 1, 2, 5, 6])
    }
}
