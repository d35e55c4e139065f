import Testing
import Geometry
import Graphics
import Layout
import TextRasterizer
@testable import Components
@testable import Mounting

private struct MeterBump: Action {}

/// A bar that grows 10 points a tap, with a controller that logs its mount lifecycle.
private struct Meter: Component, Equatable {
    typealias State = Int
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<Meter>.Type? { MeterController.self }
    func initialState() -> Int { 0 }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: { var style = LayoutStyle(); style.alignItems = .flexStart; return style }()) {
            Button("+", action: MeterBump()).testID("bump")
            Box(color: .black).width(Double(context.state) * 10).height(10)
        }
    }

    func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
        context.updateState(.synchronous) { $0 += 1 }
        return true
    }
}

private final class MeterController: ComponentController<Meter> {
    var events: [String] = []
    override func willMount() { events.append("willMount") }
    override func didMount() { events.append("didMount") }
    override func willUnmount() { events.append("willUnmount") }
    override func didUnmount() { events.append("didUnmount") }
    override func invalidate() { events.append("invalidate") }
}

/// Render's model: a `RootContext` keeps a root per key; hosts mount it, and a root
/// keeps its state and controllers across hosts.
@MainActor
@Suite struct KeyedRootTests {
    let size = Size(width: 200, height: 40)

    /// The first pixel right of the button, in the middle of the bar's row.
    func barPixel(_ host: ComponentHost, at offset: Double) throws -> UInt32 {
        host.paint()
        let button = try host.frame(testID: "bump")
        return host.framebuffer[Int((button.maxX + offset) * host.scale), Int(5 * host.scale)]
    }

    @Test func aKeyedRootIsMountedAndKeepsItsStateInTheNextHost() throws {
        let context = RootContext(environment: try LayoutEnvironment(scale: 2))
        let root = try context.root(Meter(), key: "meter", sizeRange: SizeRange(max: Size(width: 50, height: 50)))
        let first = try ComponentHost(root: root, size: size)
        #expect(first.scale == 2, "the root's environment's scale")
        #expect(first.root === root && root.layout.size == size, "laid out at the host's size")
        #expect(try barPixel(first, at: 5) == 0xFFFF_FFFF)
        try first.tap(testID: "bump")
        #expect(try barPixel(first, at: 5) == 0xFF00_0000, "the tap drew the bar in this host")

        #expect(throws: ComponentHostError.rootAlreadyMounted("Meter")) { try ComponentHost(root: root, size: size) }
        first.unmount()
        try first.tap(testID: "bump")      // the root still runs: 2 taps
        let controller = try root.controller(MeterController.self)
        #expect(controller.events == ["willMount", "didMount", "willUnmount", "didUnmount"])
        first.paint()
        #expect(try barPixel(first, at: 15) == 0xFFFF_FFFF, "an unmounted host shows nothing more of the root")

        let again = try context.root(Meter(), key: "meter", sizeRange: .exactly(size))
        #expect(again === root)
        let second = try ComponentHost(root: again, size: Size(width: 300, height: 40))
        #expect(try second.state(of: Meter.self) == 2)
        #expect(try barPixel(second, at: 15) == 0xFF00_0000 && barPixel(second, at: 25) == 0xFFFF_FFFF, "two taps: 20 points")
        #expect(try second.controller(MeterController.self) === controller)
        #expect(controller.events.suffix(2) == ["willMount", "didMount"])
        context.removeRoot(forKey: "meter")
        #expect(controller.events.last == "invalidate")
    }

    @Test func aBadSizeChangesNothing() throws {
        let context = RootContext()
        let root = try context.root(Meter(), key: "m", sizeRange: .exactly(Size(width: 50, height: 20)))
        #expect(throws: DimensionError.self) { try ComponentHost(root: root, size: Size(width: -1, height: 10)) }
        #expect(!root.hasMountingLayer && root.layout.size == Size(width: 50, height: 20))
        _ = try ComponentHost(root: root, size: size)
        #expect(root.hasMountingLayer)
    }
}
