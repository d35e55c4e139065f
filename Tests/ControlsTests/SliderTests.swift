import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A slider: a press on the track jumps there and a drag follows, on steps; keys move it
/// a step, a tenth, or to the ends; its owner keeps the value; impossible parameters are
/// errors naming them, and a value outside the range shows at the nearer end.
@MainActor
@Suite(.testFonts) struct SliderTests {
    struct Mixer: Component, Equatable {
        var isEnabled = true
        var scope: ComponentScope? { .byType }
        func initialState() -> Double { 40 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                if let slider = try? Slider("Volume", value: context.state, in: 0...100, step: 5, isEnabled: isEnabled,
                                            tag: "volume") { slider }
            }
            .size(width: 320)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let moved = action as? SliderMoved, moved.tag == "volume" else { return false }
            context.updateState(.synchronous) { $0 = moved.value }
            return true
        }
    }

    func host(_ mixer: Mixer = Mixer()) throws -> ComponentHost {
        let host = try ComponentHost(mixer, size: Size(width: 340, height: 140), background: .white)
        host.paint()
        return host
    }

    @Test func aPressJumpsThereAndADragFollowsOnSteps() throws {
        let host = try host()
        let track = try host.frame(testID: "volume.track")
        #expect(track.height >= 44)
        let thumb = Slider.thumb
        func x(_ fraction: Double) -> Double { track.minX + thumb / 2 + fraction * (track.width - thumb) }
        host.handle(.pointerDown, at: Point(x: x(0.81), y: track.midY), time: 0)
        #expect(try host.state(of: Mixer.self) == 80, "jumped to the nearest step")
        host.handle(.pointerMoved, at: Point(x: x(0.5), y: track.midY), time: 0.05)
        host.handle(.pointerMoved, at: Point(x: x(0.22), y: track.midY + 30), time: 0.1)
        #expect(try host.state(of: Mixer.self) == 20, "follows along x only")
        host.handle(.pointerMoved, at: Point(x: track.minX - 100, y: track.midY), time: 0.15)
        host.handle(.pointerUp, at: Point(x: track.minX - 100, y: track.midY), time: 0.2)
        #expect(try host.state(of: Mixer.self) == 0, "held at the end")
    }

    @Test func keysMoveAStepATenthOrToTheEnds() throws {
        let host = try host()
        host.handle(KeyEvent(key: .tab))
        #expect(host.events.focusedMountedNode?.element?.testID == "volume.track")
        host.handle(KeyEvent(key: .right))
        #expect(try host.state(of: Mixer.self) == 45)
        host.handle(KeyEvent(key: .pageUp))
        #expect(try host.state(of: Mixer.self) == 55)
        host.handle(KeyEvent(key: .end))
        #expect(try host.state(of: Mixer.self) == 100)
        host.handle(KeyEvent(key: .right))
        #expect(try host.state(of: Mixer.self) == 100)
        host.handle(KeyEvent(key: .home))
        #expect(try host.state(of: Mixer.self) == 0)
    }

    @Test func aDisabledSliderIsNotFocusedAndDoesNotMove() throws {
        let host = try host(Mixer(isEnabled: false))
        let track = try host.frame(testID: "volume.track")
        host.handle(.pointerDown, at: Point(x: track.maxX - 5, y: track.midY), time: 0)
        host.handle(.pointerUp, at: Point(x: track.maxX - 5, y: track.midY), time: 0.1)
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .end))
        #expect(try host.state(of: Mixer.self) == 40)
    }

    @Test func impossibleParametersAreErrorsAndValuesOutsideShowAtTheEnd() throws {
        #expect(throws: ControlParameterError(control: "Slider", parameter: "step", value: 0, requirement: "finite and above 0")) {
            try Slider("A", value: 1, in: 0...10, step: 0, tag: "a")
        }
        #expect(throws: ControlParameterError.self) { try Slider("A", value: 1, in: 5...5, tag: "a") }
        #expect(throws: ControlParameterError.self) { try Slider("A", value: 1, in: -Double.infinity...5, tag: "a") }
        let error = ControlParameterError(control: "Slider", parameter: "step", value: 0, requirement: "finite and above 0")
        #expect(error.description.contains("step is 0.0") && error.description.contains("Fix:"))
        #expect(try Slider("A", value: 150, in: 0...100, tag: "a").value == 100)
        #expect(try Slider("A", value: .nan, in: 0...100, tag: "a").value == 0)
        #expect(Slider.format(42) == "42" && Slider.format(2.25) == "2.3" && Slider.format(-0.04) == "0")
    }

    /// A slider whose owner's value runs past its range: shown at the end, reported once
    /// while it lasts (not at each rebuild), again when it comes back.
    struct Gauge: Component, Equatable {
        var given: Double
        var caption: String
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                Text(caption)
                try! Slider("Level", value: given, in: 0...100, tag: "level")
            }
            .size(width: 320)
        }
    }

    @Test func aValueOutsideTheRangeShowsAtTheEndAndIsReportedOnceWhileItLasts() throws {
        let log = DiagnosticLog()
        let host = try ComponentHost(Gauge(given: 150, caption: "a"), size: Size(width: 340, height: 140),
                                     background: .white, diagnostics: log.handler)
        host.paint()
        let reports = log.of(.invalidValue)
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("Slider \"Level\" was given the value 150.0, outside its range 0.0...100.0, and shows 100.0") == true,
                "\(reports.first?.message ?? "")")
        #expect(reports.first?.message.contains("Fix: pass a value in the range") == true)
        for caption in ["b", "c", "d"] { host.root.update(Gauge(given: 150, caption: caption)) }
        host.root.update(Gauge(given: 180, caption: "e"))
        #expect(log.of(.invalidValue).count == 2, "a new value is a new report; the same one rebuilt is not")
        host.root.update(Gauge(given: 50, caption: "f"))
        host.root.update(Gauge(given: 180, caption: "g"))
        #expect(log.of(.invalidValue).count == 3, "gone, then back: reported again")
        #expect(log.all.count == 3, "\(log.all.map(\.message))")
    }
}
