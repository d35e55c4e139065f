import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
import Layout
@testable import Mounting
import Testing
import TestFonts

/// Right to left (`layoutDirection(.rightToLeft)`), as CSS's `direction: rtl`: rows start
/// at the right, natural text starts at the right, and the controls mirror what they
/// draw, what a drag means and what Left and Right do.
@MainActor
@Suite(.testFonts) struct RightToLeftControlsTests {
    struct Screen: Component, Equatable {
        var direction: LayoutDirection
        var scope: ComponentScope? { .byType }
        func initialState() -> Double { 40 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(gap: 8, padding: 10)) {
                Flexbox(style: .row(gap: 10)) {
                    Box(fill: .color(.black)).size(width: 30, height: 20).testID("first")
                    Box(fill: .color(.black)).size(width: 30, height: 20).testID("second")
                }
                Text("Hi", attributes: Theme.light.text(.body)).testID("text")
                try! Slider("Level", value: context.state, in: 0...100, step: 10, tag: "level")
                Toggle("On", isOn: true, action: nil).testID("toggle")
                Flexbox(style: .row()) {
                    Button("A", action: Noop()).testID("a")
                    Button("B", action: Noop()).testID("b")
                }
                .focusGroup(wraps: false)
            }
            .layoutDirection(direction)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            if action is Noop { return true }
            guard let moved = action as? SliderMoved else { return false }
            context.updateState(.synchronous) { $0 = moved.value }
            return true
        }
    }

    struct Noop: Action, Equatable {}

    func host(_ direction: LayoutDirection) throws -> ComponentHost {
        let host = try ComponentHost(Screen(direction: direction), size: Size(width: 320, height: 300), background: .white)
        host.paint()
        return host
    }

    @Test func rowsStartAtTheRight() throws {
        let host = try host(.rightToLeft)
        let first = try host.frame(testID: "first"), second = try host.frame(testID: "second")
        #expect(first.maxX == 310, "the first child at the right, inside the 10 pt padding: \(first)")
        #expect(second.maxX == first.minX - 10)
        let ltr = try self.host(.leftToRight)
        #expect(try ltr.frame(testID: "first").minX == 10)
    }

    @Test func naturalTextStartsAtTheRight() throws {
        func ink(_ host: ComponentHost) throws -> (minX: Int, maxX: Int) {
            let frame = try host.frame(testID: "text")
            let image = host.image()
            var xs: [Int] = []
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) where image.pixels[y * image.width + x] != Color.white.premultipliedPixel {
                    xs.append(x)
                }
            }
            return (xs.min() ?? -1, xs.max() ?? -1)
        }
        let rtl = try ink(host(.rightToLeft)), ltr = try ink(host(.leftToRight))
        #expect(ltr.minX < 30 && rtl.maxX > 280, "left to right from the left (\(ltr)), right to left from the right (\(rtl))")
    }

    @Test func aSliderRunsFromTheRightAndItsArrowsFollowTheScreen() throws {
        let host = try host(.rightToLeft)
        let track = try host.frame(testID: "level.track")
        host.click(Point(x: track.maxX - 14, y: track.midY), time: 1)
        #expect(try host.state(of: Screen.self) == 0, "the right end is the lower bound")
        host.click(Point(x: track.minX + 14, y: track.midY), time: 2)
        #expect(try host.state(of: Screen.self) == 100)
        host.handle(KeyEvent(key: .right))
        #expect(try host.state(of: Screen.self) == 90, "Right moves toward the lower bound, at the right")
        host.handle(KeyEvent(key: .left))
        #expect(try host.state(of: Screen.self) == 100)
    }

    @Test func aSwitchThatIsOnHasItsThumbAtTheLeftOfItsTrackAtTheLeft() throws {
        let rtl = try host(.rightToLeft)
        let row = try rtl.frame(testID: "toggle")
        let image = rtl.image()
        // The track is at the row's start (its right end, less the padding) in left to right;
        // mirrored, near its left end: the accent is there.
        let y = Int(row.midY)
        let leftHalf = (Int(row.minX)..<Int(row.midX)).contains { image.pixels[y * image.width + $0] == Theme.light.colors.accent.premultipliedPixel }
        let rightHalf = (Int(row.midX)..<Int(row.maxX)).contains { image.pixels[y * image.width + $0] == Theme.light.colors.accent.premultipliedPixel }
        #expect(leftHalf && !rightHalf)
    }

    @Test func leftGoesOnInARightToLeftGroup() throws {
        let host = try host(.rightToLeft)
        #expect(try host.frame(testID: "a").minX > host.frame(testID: "b").minX, "A at the right")
        for _ in 0..<3 { host.handle(KeyEvent(key: .tab)) }
        #expect(host.events.focusedMountedNode?.element?.testID == "a", "Tab order is tree order: slider, switch, A")
        host.handle(KeyEvent(key: .left))
        #expect(host.events.focusedMountedNode?.element?.testID == "b", "Left goes on to B, at A's left")
        host.handle(KeyEvent(key: .right))
        #expect(host.events.focusedMountedNode?.element?.testID == "a")
    }
}
