import Components
import Geometry
import Mounting
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
}
