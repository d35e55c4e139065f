import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting
import TestFonts

/// A page whose buttons show toasts of 1, 2 and 3 seconds; the toasts stack at the bottom
/// edge of the screen, above the page.
struct ToastPage: Component, Equatable {
    var edge: ToastEdge = .bottom
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<ToastPage>.Type? { ActionRecorder<ToastPage>.self }

    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: 300, height: 200)) {
            for seconds in 1...3 {
                Button("Toast \(seconds)",
                       action: ShowToast(Box(color: Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.9), cornerRadius: 6,
                                             style: .fixed(width: 100 + Double(seconds) * 20, height: 24)),
                                         duration: Double(seconds), id: "t\(seconds)"))
                    .position(top: 10, left: 10 + Double(seconds - 1) * 90).testID("toast\(seconds)")
            }
        }
        .toasts(edge: edge)
    }
}

@MainActor
@Suite(.testFonts) struct ToastTests {
    func host(_ page: ToastPage = ToastPage()) throws -> (ComponentHost, ManualTimerClock) {
        let host = try ComponentHost(page, size: Size(width: 300, height: 200), scale: 1,
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        let clock = ManualTimerClock()
        host.root.timerClock = clock
        host.paint()
        return (host, clock)
    }

    @Test func toastsStackAtTheEdgeNewestNearest() throws {
        let (host, _) = try host()
        for index in 1...3 { try host.tap(testID: "toast\(index)") }
        let layers = host.overlayLayers
        #expect(layers.map(\.id) == ["t1", "t2", "t3"])
        let frames = layers.map(\.node.absoluteFrame)
        #expect(frames[2].maxY == 200 - 16, "the newest sits 16 points from the bottom edge")
        #expect(frames[1].maxY == frames[2].minY - 8 && frames[0].maxY == frames[1].minY - 8, "8 points apart")
        for frame in frames { #expect(frame.midX == 150, "centered") }
        #expect(layers.allSatisfy { !$0.isModal })
    }

    @Test func aToastAtTheTopEdge() throws {
        let (host, _) = try host(ToastPage(edge: .top))
        try host.tap(testID: "toast1")
        #expect(host.overlayLayers.first?.node.absoluteFrame.minY == 16)
    }

    @Test func eachToastLeavesAfterItsDurationWithNoFramesMeanwhile() throws {
        let (host, clock) = try host()
        for index in 1...3 { try host.tap(testID: "toast\(index)") }
        host.paint()
        #expect(!host.isAnimating, "waiting toasts ask for no frames")
        #expect(host.nextAnimationTime(after: clock.now) == nil)
        #expect(clock.waitingCount == 3, "one wake-up per toast")
        clock.advance(by: 0.99)
        #expect(host.overlayLayers.count == 3)
        #expect(!host.needsPaint, "nothing changed, nothing to paint")
        clock.advance(by: 0.02)
        #expect(host.overlayLayers.map(\.id) == ["t2", "t3"])
        #expect(host.needsPaint, "the toast's place is repainted")
        host.paint()
        clock.advance(by: 2)
        #expect(host.overlayLayers.isEmpty)
        #expect(clock.waitingCount == 0, "no timer left")
        #expect(!host.isAnimating)
        let recorder = try #require(host.root.liveControllers.compactMap { $0 as? ActionRecorder<ToastPage> }.first)
        #expect(recorder.received.compactMap { ($0 as? ToastExpired)?.id } == ["t1", "t2", "t3"])
        #expect(host.mounter.root?.children.contains { $0.kind == .overlayCell } == false)
    }

    @Test func aTapOnAToastKeepsItAndReachesNothingBelow() throws {
        let (host, _) = try host()
        try host.tap(testID: "toast1")
        let frame = try #require(host.overlayLayers.first?.node.absoluteFrame)
        host.click(Point(x: frame.midX, y: frame.midY))
        #expect(host.overlayLayers.count == 1)
    }
}
