import Testing
import Components
import Geometry
import ComponentTestSupport
@testable import Mounting
@testable import GalleryPages
import TestFonts

/// Every control of the gallery is reachable by keyboard alone: Tab from nothing walks
/// the tab bar, then the page, in layout order, and reaches every enabled button shown.
@MainActor
@Suite(.testFonts) struct GalleryFocusOrderTests {
    let log = DiagnosticLog()

    /// The enabled buttons a user can see on the page: mounted, in no undisplayed subtree,
    /// and not left out of the Tab order on purpose (`.focusable(false)`: a stepper's − and
    /// +, which its focused row's keys press).
    func shownEnabledButtons(_ host: ComponentHost) -> [Node] {
        host.nodes.filter { node in
            guard node.button?.isEnabled == true, node.element?.focus.isFocusable != false else { return false }
            var current: Node? = node
            while let ancestor = current {
                if ancestor.frame.width <= 0 || ancestor.frame.height <= 0 { return false }
                current = ancestor.parent
            }
            return true
        }
    }

    @Test(arguments: GalleryPage.allCases)
    func tabReachesEveryEnabledButtonOfThePage(page: GalleryPage) throws {
        let host = try makeAppHost(page: page, log: log)
        let buttons = shownEnabledButtons(host)
        #expect(!buttons.isEmpty)
        var visited: [Node] = []
        for _ in 0..<(buttons.count + 20) {
            host.handle(KeyEvent(key: .tab))
            guard let node = host.events.focusedMountedNode else { break }
            if visited.contains(where: { $0 === node }) { break }
            visited.append(node)
        }
        let missed = buttons.filter { button in !visited.contains { $0 === button } }
        #expect(missed.isEmpty, "not reached by Tab on \(page): \(missed.map { $0.buttonTitle ?? "?" })")
        #expect(host.selectedPage == page, "Tab moves focus and never switches the page")
        let tabBar = host.nodes.filter { $0.button != nil }.prefix(GalleryPage.allCases.count)
        #expect(visited.first === tabBar.first, "the tab bar comes first, in layout order")
        #expect(log.all.isEmpty)
    }

    @Test func shiftTabWalksThePageBackwards() throws {
        let host = try makeAppHost(page: .state, log: log)
        var forward: [Node] = []
        for _ in 0..<8 {
            host.handle(KeyEvent(key: .tab))
            forward.append(try #require(host.events.focusedMountedNode))
        }
        for expected in forward.dropLast().reversed() {
            host.handle(KeyEvent(key: .tab, modifiers: .shift))
            #expect(host.events.focusedMountedNode === expected)
        }
    }
}
