import Components
import DataSource
import Geometry
import Layout
@testable import Mounting
import Testing

/// Tab through a list's rows: each focused row is scrolled into view, so rows below the
/// fold mount as focus reaches them, and Enter presses the focused row's button.
@MainActor @Suite struct ListFocusTests {
    func settle(_ host: ComponentHost) {
        host.advanceAnimations(by: 0)
        host.advanceAnimations(by: 1)
    }

    @Test func tabWalksTheRowsScrollingEachIntoViewAndEnterPressesIt() throws {
        let (host, _) = try ListRowTestQueryTests.host(rows: 60)
        let list = try host.frame(testID: "list")
        // Two buttons a row: 40 presses reach row 19's "+", 41 row 20's like.
        for _ in 0..<41 {
            host.handle(KeyEvent(key: .tab))
            settle(host)
        }
        #expect(host.events.focused?.testID == "like-20")
        let like = try host.frame(testID: "like-20")
        #expect(like.minY >= list.minY && like.maxY <= list.maxY, "like-20 at \(like), the list at \(list)")
        #expect(try host.state(of: List<FeedModel>.self, testID: "like-20").position.offset.y > 0)
        #expect(host.handle(KeyEvent(key: .enter)))
        #expect(try host.state(of: FeedRow.self, testID: "like-20").likes == 1)
        #expect(host.events.focused?.testID == "like-20", "the row's rebuild keeps its focus")
        host.handle(KeyEvent(key: .tab, modifiers: .shift))
        #expect(host.events.focused?.testID == "expand-19")
    }
}
