import Testing
import Components
import Geometry
import Graphics
import ComponentTestSupport
@testable import Mounting
@testable import GalleryPages
import TestFonts

@MainActor
@Suite(.testFonts) struct TmpFocusPNG {
    @Test func writeIt() throws {
        let log = DiagnosticLog()
        let host = try makeAppHost(page: .state, size: Size(width: 900, height: 600), log: log)
        for _ in 0..<9 { host.handle(KeyEvent(key: .tab)) }
        host.advanceAnimations(by: 0); host.advanceAnimations(by: 1)
        host.paint()
        try PNG.write(host.image(), toFile: "/tmp/focus-ring-state.png")
        let cards = try makeAppHost(page: .cards, size: Size(width: 900, height: 600), log: log)
        for _ in 0..<8 { cards.handle(KeyEvent(key: .tab)) }
        cards.advanceAnimations(by: 0); cards.advanceAnimations(by: 1)
        cards.paint()
        try PNG.write(cards.image(), toFile: "/tmp/focus-ring-cards.png")
    }
}
