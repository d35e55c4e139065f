import Components
import Geometry
@testable import Mounting
import Testing
import ComponentTestSupport
@testable import GalleryPages
import TestFonts

/// The Interaction page driven as a finger or a mouse would, with times on a fake clock:
/// every demo answers its gesture, and the button inside the draggable card still taps.
@MainActor
@Suite(.testFonts) struct InteractionPageTests {
    let log = DiagnosticLog()
    let host: ComponentHost

    init() throws {
        host = try ComponentHost(InteractionPage(), size: GalleryPage.defaultSize, background: GalleryPage.background,
                                 diagnostics: log.handler)
        host.paint()
    }

    func middle(_ testID: String) throws -> Point {
        let frame = try host.frame(testID: testID)
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Presses at `start` at `time`, moves `by` in `steps` moves 10 ms apart, releases
    /// there 10 ms later; returns the release's time.
    @discardableResult
    func drag(from start: Point, by delta: Point, steps: Int = 10, at time: Double) -> Double {
        host.handle(.pointerDown, at: start, time: time)
        var t = time
        for step in 1...steps {
            t += 0.01
            let f = Double(step) / Double(steps)
            host.handle(.pointerMoved, at: Point(x: start.x + delta.x * f, y: start.y + delta.y * f), time: t)
        }
        host.handle(.pointerUp, at: Point(x: start.x + delta.x, y: start.y + delta.y), time: t + 0.01)
        return t + 0.01
    }

    @Test func theCardFollowsADragAndItsButtonStillTaps() throws {
        let before = try host.frame(testID: "interaction.card")
        drag(from: try middle("interaction.card"), by: Point(x: 120, y: 60), at: 0)
        let after = try host.frame(testID: "interaction.card")
        #expect(after.minX - before.minX == 120 && after.minY - before.minY == 60)
        try host.tap(testID: "interaction.card.button")
        #expect(try host.text(testID: "interaction.card.button") == "Taps: 1")
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }

    @Test func aRowSwipedPastAThirdIsDeletedAndAShortSwipeSlidesBack() throws {
        let row = try middle("interaction.swipe.1")
        drag(from: row, by: Point(x: -60, y: 0), at: 0)
        #expect(try host.text(testID: "interaction.swipe.count") == "Deleted: 0")
        drag(from: row, by: Point(x: -200, y: 0), steps: 20, at: 1)
        host.finishPendingWork()
        #expect(try host.text(testID: "interaction.swipe.count") == "Deleted: 1")
        #expect(throws: TestQueryError.self) { try host.frame(testID: "interaction.swipe.1") }
        // The row below moved up into its place.
        #expect(try host.frame(testID: "interaction.swipe.2").midY == row.y)
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }

    @Test func aLongPressOpensTheMenuAndAChoiceClosesIt() throws {
        let hold = try middle("interaction.hold")
        host.handle(.pointerDown, at: hold, time: 0)
        host.advanceAnimations(to: 0.6)
        host.handle(.pointerUp, at: hold, time: 0.7)
        try host.tap(testID: "interaction.menu.share")
        #expect(try host.text(testID: "interaction.hold.label") == "Chose Share")
        #expect(throws: TestQueryError.self) { try host.frame(testID: "interaction.menu.share") }
    }

    @Test func twoFingersZoomThePictureAndADoubleTapResetsIt() throws {
        let photo = try middle("interaction.photo")
        host.handle(.pointerDown, at: Point(x: photo.x - 30, y: photo.y), time: 0)
        host.handle(.pointerDown, pointer: PointerID(1), at: Point(x: photo.x + 30, y: photo.y), time: 0.01)
        for step in 1...10 {
            let t = 0.01 + Double(step) * 0.01
            host.handle(.pointerMoved, at: Point(x: photo.x - 30 - Double(step) * 3, y: photo.y), time: t)
            host.handle(.pointerMoved, pointer: PointerID(1), at: Point(x: photo.x + 30 + Double(step) * 3, y: photo.y), time: t)
        }
        host.handle(.pointerUp, pointer: PointerID(1), at: Point(x: photo.x + 60, y: photo.y), time: 0.2)
        host.handle(.pointerUp, at: Point(x: photo.x - 60, y: photo.y), time: 0.21)
        #expect(try host.text(testID: "interaction.photo.scale") == "Scale 2.00× · turned 0°")
        #expect(host.zoom(by: 1.1, at: photo))
        #expect(try host.text(testID: "interaction.photo.scale") == "Scale 2.20× · turned 0°")
        for t in [1.0, 1.1] {
            host.handle(.pointerDown, at: photo, time: t)
            host.handle(.pointerUp, at: photo, time: t + 0.05)
        }
        #expect(try host.text(testID: "interaction.photo.scale") == "Scale 1.00× · turned 0°")
    }

    @Test func aFlingSwipesTheTileAndTheMouseOverTheRowIsHeard() throws {
        drag(from: try middle("interaction.swipe-tile"), by: Point(x: 100, y: 0), steps: 5, at: 0)
        #expect(try host.text(testID: "interaction.swipe-tile.label") == "Swiped right")
        host.hover(at: try middle("interaction.hover"))
        #expect(try host.text(testID: "interaction.hover.label") == "The mouse is over this row")
        #expect(host.pointerStyle == .hand)
        host.hover(at: Point(x: 5, y: 1000))
        #expect(try host.text(testID: "interaction.hover.label") == "Point at this row")
    }

    // MARK: The keyboard alone

    /// The test IDs (or button titles) Tab visits from nothing, until it comes round.
    func tabWalk() -> [String] {
        var visited: [String] = []
        var seen: [Node] = []
        for _ in 0..<60 {
            host.handle(KeyEvent(key: .tab))
            guard let node = host.events.focusedMountedNode, !seen.contains(where: { $0 === node }) else { break }
            seen.append(node)
            visited.append(node.element?.testID ?? node.button?.title.string ?? "?")
        }
        return visited
    }

    /// The focused element's test ID.
    var focusedID: String? { host.events.focusedMountedNode?.element?.testID }

    func press(_ key: Key, _ modifiers: KeyModifiers = []) {
        host.handle(KeyEvent(key: key, modifiers: modifiers))
        host.handle(KeyEvent(key: key, modifiers: modifiers, isDown: false))
    }

    @Test func tabWalksEveryDemoInLayoutOrder() {
        let walk = tabWalk()
        let rows = walk.filter { $0.hasPrefix("interaction.swipe.") }
        #expect(rows.count >= 5, "the rows shown take focus: \(walk)")
        #expect(walk.filter { !$0.hasPrefix("interaction.swipe.") } == [
            "interaction.card", "interaction.card.button", "interaction.photo", "interaction.hold",
            "interaction.swipe-tile", "Hover me", "interaction.dialog.open", "interaction.toast.save",
        ], "\(walk)")
        #expect(walk.firstIndex(of: rows[0])! == 2, "the rows come between the card and the picture")
    }

    @Test func arrowsMoveTheFocusedCardPlusAndMinusZoomDeleteRemovesARow() throws {
        let card = try host.frame(testID: "interaction.card")
        host.handle(KeyEvent(key: .tab))
        press(.right)
        press(.right)
        press(.down, .shift)
        let moved = try host.frame(testID: "interaction.card")
        #expect(moved.minX - card.minX == 20 && moved.minY - card.minY == 1)
        // Tab to the first row; Delete asks the list's owner to delete it.
        press(.tab)
        press(.tab)
        #expect(focusedID == "interaction.swipe.0")
        press(.delete)
        host.finishPendingWork()
        #expect(try host.text(testID: "interaction.swipe.count") == "Deleted: 1")
        #expect(throws: TestQueryError.self) { try host.frame(testID: "interaction.swipe.0") }
        // The picture: + zooms in, - out, Enter resets.
        while focusedID != "interaction.photo" { press(.tab) }
        press(.character("+"))
        #expect(try host.text(testID: "interaction.photo.scale") == "Scale 1.25× · turned 0°")
        press(.character("-"))
        press(.character("-"))
        #expect(try host.text(testID: "interaction.photo.scale") == "Scale 0.80× · turned 0°")
        press(.enter)
        #expect(try host.text(testID: "interaction.photo.scale") == "Scale 1.00× · turned 0°")
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }

    @Test func enterOnTheTileOpensItsMenuAndEscapeClosesIt() throws {
        while focusedID != "interaction.hold" { press(.tab) }
        press(.enter)
        let tile = try host.frame(testID: "interaction.hold")
        let copy = try host.frame(testID: "interaction.menu.copy")
        #expect(copy.minY > tile.maxY && copy.minX >= tile.minX, "the menu floats under the tile")
        press(.escape)
        #expect(throws: TestQueryError.self) { try host.frame(testID: "interaction.menu.copy") }
        press(.tab)
        press(.left)
        #expect(try host.text(testID: "interaction.swipe-tile.label") == "Swiped left")
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }

    @Test func theDialogTakesPressesBelowItKeepsTabInsideAndSigningOutShowsAToast() throws {
        let clock = ManualTimerClock()
        host.root.timerClock = clock
        try host.tap(testID: "interaction.dialog.open")
        host.paint()
        _ = try host.frame(testID: "interaction.dialog")
        #expect(host.modalOverlay != nil)
        // A press on the card's button, below the scrim, reaches nothing.
        let below = try middle("interaction.card.button")
        host.handle(.pointerDown, at: below, time: 0)
        host.handle(.pointerUp, at: below, time: 0.05)
        #expect(try host.text(testID: "interaction.card.button") == "Taps: 0")
        #expect(host.modalOverlay == nil, "the scrim took the press: it cancels the dialog")
        #expect(try host.text(testID: "interaction.dialog.status") == "Signed in")
        try host.tap(testID: "interaction.dialog.open")
        host.paint()
        // Tab goes round the dialog's two buttons only.
        var walk: [String?] = []
        for _ in 0..<4 {
            press(.tab)
            walk.append(focusedID)
        }
        #expect(walk == ["interaction.dialog.confirm", "interaction.dialog.cancel",
                         "interaction.dialog.confirm", "interaction.dialog.cancel"] ||
                walk == ["interaction.dialog.cancel", "interaction.dialog.confirm",
                         "interaction.dialog.cancel", "interaction.dialog.confirm"], "\(walk)")
        while focusedID != "interaction.dialog.confirm" { press(.tab) }
        press(.enter)
        #expect(throws: TestQueryError.self) { try host.frame(testID: "interaction.dialog") }
        #expect(try host.text(testID: "interaction.dialog.status") == "Signed out 1×")
        #expect(focusedID == "interaction.dialog.open", "focus goes back where it was")
        let toast = try host.frame(testID: "interaction.toast")
        #expect(toast.maxY > GalleryPage.defaultSize.height - 80, "the toast sits at the bottom edge")
        clock.advance(by: 3.01)
        #expect(throws: TestQueryError.self) { try host.frame(testID: "interaction.toast") }
        #expect(log.all.isEmpty, "\(log.all.map(\.message))")
    }
}
