import Testing
import Components
import Geometry
import Mounting
import ComponentTestSupport
import TestFonts
@testable import GalleryPages

/// The State page's buttons with content, as a user taps them in the app.
@MainActor
@Suite(.testFonts) struct ContentButtonsDemoTests {
    func host() throws -> (ComponentHost, DiagnosticLog) {
        let log = DiagnosticLog()
        let host = try makeAppHost(page: .state, log: log)
        try host.scrollIntoView(testID: "visitor-card", animated: false)
        host.paint()
        return (host, log)
    }

    @Test func tappingTheCardsTextChecksTheVisitorInAndSelectsTheCard() throws {
        let (host, log) = try host()
        let before = host.image()
        let card = try host.frame(testID: "visitor-card")
        // On the name, not the card's padding: the content is the button's.
        host.handle(.pointerDown, at: Point(x: card.minX + 80, y: card.midY - 8))
        host.handle(.pointerUp, at: Point(x: card.minX + 80, y: card.midY - 8))
        #expect(try host.state(of: ContentButtonsDemo.self).checkIns == 1)
        host.paint()
        #expect(Bool(host.image().pixels != before.pixels), "selected: the card's look changed")
        #expect(log.all.isEmpty)
    }

    @Test func theStarInsideTheCardIsItsOwnButton() throws {
        let (host, log) = try host()
        try host.tap(testID: "visitor-card-star")
        let state = try host.state(of: ContentButtonsDemo.self)
        #expect(state.isStarred && state.checkIns == 0)
        // The example card's buttons send nothing.
        try host.tap(testID: "visitor-card-selected")
        #expect(try host.state(of: ContentButtonsDemo.self) == state)
        #expect(log.all.isEmpty)
    }

    @Test func theCheckInButtonsCountTapsExceptTheDisabledOne() throws {
        let (host, _) = try host()
        for id in ["content-button-normal", "content-button-pressed", "content-button-selected"] {
            try host.scrollIntoView(testID: id, animated: false)
            try host.tap(testID: id)
        }
        let disabled = try host.frame(testID: "content-button-disabled")
        host.handle(.pointerDown, at: Point(x: disabled.midX, y: disabled.midY))
        host.handle(.pointerUp, at: Point(x: disabled.midX, y: disabled.midY))
        #expect(try host.state(of: ContentButtonsDemo.self).checkIns == 3)
    }
}
