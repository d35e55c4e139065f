import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// Tabs: a tap or Space on a focused tab selects it; arrows move the focus, not the
/// selection; the selected tab's content shows and the others keep their state hidden;
/// tabs that do not fit scroll; two tabs with one id are an error.
@MainActor
@Suite(.testFonts) struct TabViewTests {
    struct Counter: Component, Equatable {
        struct Bump: Action, Equatable {}
        let name: String
        var scope: ComponentScope? { .byType }
        func initialState() -> Int { 0 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Button("\(name) \(context.state)", action: Bump()).testID("\(name).counter")
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard action is Bump else { return false }
            context.updateState(.synchronous) { $0 += 1 }
            return true
        }
    }

    struct Screen: Component, Equatable {
        var titles = ["Inbox", "Sent", "Drafts"]
        var scope: ComponentScope? { .byType }
        func initialState() -> String { "Inbox" }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column()) {
                try! TabView(selection: context.state, tag: "mail") {
                    for title in titles {
                        Tab(title) { Counter(name: title) }
                    }
                }
            }
            .size(height: 300)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let selected = action as? TabSelected, selected.tag == "mail" else { return false }
            context.updateState(.synchronous) { $0 = selected.id }
            return true
        }
    }

    func focused(_ host: ComponentHost) -> String? { host.events.focusedMountedNode?.element?.testID }

    @Test func tappingATabShowsItsContentAndHiddenTabsKeepTheirState() throws {
        let host = try ComponentHost(Screen(), size: Size(width: 420, height: 320), background: .white)
        try host.tap(testID: "Inbox.counter")
        try host.tap(testID: "Inbox.counter")
        #expect(try host.text(testID: "Inbox.counter") == "Inbox 2")
        #expect(throws: TestQueryError.self, "a hidden tab's content is not on screen") { try host.tap(testID: "Sent.counter") }
        try host.tap(testID: "mail.Sent")
        #expect(try host.state(of: Screen.self) == "Sent")
        #expect(try host.text(testID: "Sent.counter") == "Sent 0")
        try host.tap(testID: "mail.Inbox")
        #expect(try host.text(testID: "Inbox.counter") == "Inbox 2", "the inbox kept its count while hidden")
        #expect(try host.frame(testID: "mail.Inbox").height >= 44)
    }

    @Test func theSelectedTabIsUnderlinedInTheAccent() throws {
        let host = try ComponentHost(Screen(), size: Size(width: 420, height: 320), background: .white)
        host.paint()
        func underline(_ id: String) throws -> UInt32 {
            let tab = try host.frame(testID: "mail.\(id)")
            let image = host.image()
            return image.pixels[Int(tab.maxY - 1.5) * image.width + Int(tab.midX)]
        }
        #expect(try underline("Inbox") == Theme.light.colors.accent.premultipliedPixel)
        #expect(try underline("Sent") != Theme.light.colors.accent.premultipliedPixel)
    }

    @Test func arrowsMoveTheFocusAndSpaceSelects() throws {
        let host = try ComponentHost(Screen(), size: Size(width: 420, height: 320), background: .white)
        host.handle(KeyEvent(key: .tab))
        #expect(focused(host) == "mail.Inbox")
        host.handle(KeyEvent(key: .right))
        host.handle(KeyEvent(key: .right))
        #expect(focused(host) == "mail.Drafts")
        #expect(try host.state(of: Screen.self) == "Inbox", "manual activation: arrows do not select")
        host.handle(KeyEvent(key: .space))
        #expect(try host.state(of: Screen.self) == "Drafts")
    }

    @Test func tabsThatDoNotFitScrollAndFocusBringsTheLastIntoView() throws {
        let titles = (1...12).map { "Mailbox \($0)" }
        let host = try ComponentHost(Screen(titles: titles), size: Size(width: 320, height: 320),
                                     background: .white)
        host.handle(KeyEvent(key: .tab))
        for _ in 1..<12 { host.handle(KeyEvent(key: .right)) }
        #expect(focused(host) == "mail.Mailbox 12")
        host.advanceAnimations(by: 1)
        host.advanceAnimations(by: 1)
        let last = try host.frame(testID: "mail.Mailbox 12"), first = try host.frame(testID: "mail.Mailbox 1")
        let bar = try host.frame(testID: "mail.bar")
        #expect(first.minX < 0, "the first tab scrolled out at the left: \(first)")
        #expect(last.maxX <= bar.maxX + 0.5 && last.minX >= bar.minX, "the last scrolled into the bar \(bar): \(last)")
    }

    @Test func twoTabsWithOneIdAreAnErrorNamingTheSecond() {
        #expect(throws: ControlParameterError.self) {
            try TabBar([TabItem("A"), TabItem("B"), TabItem("Other", id: "A")], selection: "A", tag: "t")
        }
        do {
            _ = try TabBar([TabItem("A"), TabItem("Other", id: "A")], selection: "A", tag: "t")
        } catch {
            #expect(error.description.contains("tabs[1].id"), "\(error)")
        }
    }
}
