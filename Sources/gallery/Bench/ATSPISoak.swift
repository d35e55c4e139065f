import Foundation
import GalleryPages
import Tessera

/// `gallery bench --scene atspi-soak`: the State page on the AT-SPI accessibility bus
/// with an assistive technology listening, its count pressed through the accessibility
/// tree (and reset every tenth step) over and over, each step painted and its events
/// sent: 10,000 steps are 10,000 tree changes that the bridge sends. It waits for a
/// listener before the warm-up (up to 2 minutes: a loaded machine starts one slowly), so
/// the run measures a bridge that tracks the tree; a debug build reports the live counts. Needs an accessibility bus
/// (`AT_SPI_BUS_ADDRESS`, or a session bus with at-spi2-core).
@MainActor
final class ATSPISoak {
    nonisolated static let warmUpInteractions = 100

    let host: ComponentHost
    let bridge: ATSPIBridge
    private var step = 0
    private let plus: AccessibilityID
    private let reset: AccessibilityID

    init(size: Size) throws {
        host = try ComponentHost(StatePage(size: size), size: size, background: GalleryPage.background)
        host.paint()
        do {
            bridge = try ATSPIBridge.connect(host: host, title: "Tessera gallery", applicationName: "gallery",
                                             timeout: .seconds(30))
        } catch {
            throw GalleryError("the AT-SPI soak needs an accessibility bus: \(error)")
        }
        let tree = host.accessibilityTree()
        guard let plus = tree.element(named: "+1", role: .button), let reset = tree.element(named: "Reset", role: .button) else {
            throw GalleryError("the State page has no +1 and Reset buttons to press")
        }
        (self.plus, self.reset) = (plus.id, reset.id)
        let deadline = Date(timeIntervalSinceNow: 120)
        while bridge.listenerCount == 0, Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        }
        guard bridge.listenerCount > 0 else { throw GalleryError("no assistive technology listened within 2 minutes") }
    }

    /// The next step: +1 (Reset every tenth), painted, its events sent, and what the
    /// bus sent meanwhile taken.
    func interact() {
        defer { step += 1 }
        try? host.performAccessibilityAction(.press, on: step % 10 == 9 ? reset : plus)
        host.paint()
        bridge.windowDidPresent()
        _ = RunLoop.main.run(mode: .default, before: Date())
    }

    /// Events the bridge sent so far.
    var sentEvents: Int { bridge.sentEvents }
}

extension ATSPISoak: SynchronousSoak {}
