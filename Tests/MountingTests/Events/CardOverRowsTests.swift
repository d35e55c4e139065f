import Testing
import ComponentTestSupport
import Geometry
import Graphics
import Layout
@testable import Components
@testable import Mounting

struct RowTapped: Action, Equatable { let index: Int }

/// Ten 40 pt button rows in a 300 × 200 vertical scroll view, and a card drawn over
/// rows 0 to 3 (x 40–240, y 30–130) outside the scroll view.
struct CardOverRows: Component, Equatable {
    var scope: ComponentScope? { .byType }
    static var controllerType: ComponentController<CardOverRows>.Type? { ActionRecorder<CardOverRows>.self }
    func body(_ context: BuildContext<Self>) -> some Component {
        Flexbox(style: .fixed(width: 300, height: 200)) {
            ScrollView(.vertical, style: .fixed(width: 300, height: 200)) {
                Flexbox(style: .column()) {
                    for index in 0..<10 {
                        Button("Row \(index)", cornerRadius: 0, action: RowTapped(index: index))
                            .height(40).testID("row-\(index)")
                    }
                }
            }
            Box(color: .white, cornerRadius: 8) {
                Text("A card")
            }
            .position(top: 30, left: 40).size(width: 200, height: 100).testID("card")
        }
    }
}

@MainActor
@Suite(.testFonts) struct CardOverRowsTests {
    func host() throws -> (ComponentHost, ActionRecorder<CardOverRows>) {
        let host = try ComponentHost(CardOverRows(), size: Size(width: 300, height: 200), scale: 1,
                                     diagnostics: DiagnosticHandler { Issue.record("\($0)") })
        let recorder = try #require(host.root.liveControllers.compactMap { $0 as? ActionRecorder<CardOverRows> }.first)
        return (host, recorder)
    }

    func tap(_ host: ComponentHost, at point: Point) {
        host.handle(.pointerDown, at: point)
        host.handle(.pointerUp, at: point)
    }

    @Test func aTapOnTheCardOverARowGoesToTheCardNotTheRow() throws {
        let (host, recorder) = try host()
        tap(host, at: Point(x: 100, y: 60))   // row 1, under the card's blank area
        tap(host, at: Point(x: 60, y: 45))    // row 1, under the card's text
        #expect(recorder.received.count { $0 is RowTapped } == 0)
        // Each in the coordinates of what it landed on: the card, then its text.
        #expect(recorder.taps.map(\.location) == [Point(x: 60, y: 30), Point(x: 20, y: 15)])
        // Beside the card the row takes the tap.
        tap(host, at: Point(x: 20, y: 60))
        tap(host, at: Point(x: 150, y: 180))
        #expect(recorder.received.compactMap { $0 as? RowTapped } == [RowTapped(index: 1), RowTapped(index: 4)])
    }

    @Test func theWheelOverTheCardDoesNotScrollTheRowsBeneath() throws {
        let (host, _) = try host()
        host.handle(.scroll(dx: 0, dy: 30), at: Point(x: 100, y: 60))
        #expect(try host.frame(testID: "row-0").minY == 0)
        host.handle(.scroll(dx: 0, dy: 30), at: Point(x: 20, y: 60))
        #expect(try host.frame(testID: "row-0").minY == -30)
    }

    @Test func aDragStartedOnTheCardDoesNotScrollTheRowsButOneBesideItDoes() throws {
        let (host, recorder) = try host()
        host.handle(.pointerDown, at: Point(x: 100, y: 100), time: 0)
        for step in 1...10 { host.handle(.pointerMoved, at: Point(x: 100, y: 100 - Double(step) * 5), time: 0.01 * Double(step)) }
        host.handle(.pointerUp, at: Point(x: 100, y: 50), time: 0.2)
        #expect(try host.frame(testID: "row-0").minY == 0)
        #expect(recorder.taps.count == 1, "a press that moved on the card and lifted on it is a tap of the card")
        host.handle(.pointerDown, at: Point(x: 20, y: 100), time: 1)
        for step in 1...10 { host.handle(.pointerMoved, at: Point(x: 20, y: 100 - Double(step) * 5), time: 1 + 0.01 * Double(step)) }
        #expect(try host.frame(testID: "row-0").minY < 0, "the rows follow the finger")
        #expect(recorder.received.count { $0 is RowTapped } == 0)
    }
}
