import Components
import ComponentTestSupport
@testable import Controls
import Geometry
import Graphics
@testable import Mounting
import Testing
import TestFonts

/// A stepper: − and + step the owner's value and stop at the ends, where the button that
/// would pass one is disabled; focused by Tab, its keys step and jump to the ends; a
/// disabled one sends nothing; impossible parameters are errors naming them.
@MainActor
@Suite(.testFonts) struct StepperTests {
    struct Printer: Component, Equatable {
        var isEnabled = true
        var range: ClosedRange<Double> = 1...3
        var scope: ComponentScope? { .byType }
        func initialState() -> Double { 2 }
        func body(_ context: BuildContext<Self>) -> some Component {
            Flexbox(style: .column(padding: 10)) {
                if let stepper = try? Stepper("Copies", value: context.state, in: range, isEnabled: isEnabled,
                                              tag: "copies") { stepper }
            }
            .size(width: 320)
        }
        func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool {
            guard let moved = action as? StepperMoved, moved.tag == "copies" else { return false }
            context.updateState(.synchronous) { $0 = moved.value }
            return true
        }
    }

    func host(_ printer: Printer = Printer()) throws -> ComponentHost {
        let host = try ComponentHost(printer, size: Size(width: 340, height: 100), background: .white)
        host.paint()
        return host
    }

    func value(_ host: ComponentHost) throws -> Double { try host.state(of: Printer.self) }

    @Test func theButtonsStepAndStopAtTheEnds() throws {
        let host = try host()
        for id in ["copies", "copies.decrement", "copies.increment"] { #expect(try host.frame(testID: id).height >= 44) }
        #expect(try host.frame(testID: "copies.increment").width >= 44)
        try host.tap(testID: "copies.increment")
        #expect(try value(host) == 3 && host.text(testID: "copies.value") == "3")
        #expect(throws: TestQueryError.self, "+ is disabled at the upper bound") { try host.tap(testID: "copies.increment") }
        try host.tap(testID: "copies.decrement")
        try host.tap(testID: "copies.decrement")
        #expect(try value(host) == 1)
        #expect(throws: TestQueryError.self, "− is disabled at the lower bound") { try host.tap(testID: "copies.decrement") }
    }

    @Test func tabReachesTheRowAndItsKeysStep() throws {
        let host = try host(Printer(range: 0...10))
        host.handle(KeyEvent(key: .tab))
        #expect(host.events.focusedMountedNode?.element?.testID == "copies", "one Tab stop: the row, not its buttons")
        host.handle(KeyEvent(key: .up))
        #expect(try value(host) == 3)
        host.handle(KeyEvent(key: .character("-")))
        host.handle(KeyEvent(key: .down))
        #expect(try value(host) == 1)
        host.handle(KeyEvent(key: .end))
        #expect(try value(host) == 10)
        host.handle(KeyEvent(key: .character("+"), modifiers: .shift))
        #expect(try value(host) == 10, "held at the end")
        host.handle(KeyEvent(key: .home))
        #expect(try value(host) == 0)
        host.handle(KeyEvent(key: .tab))
        #expect(host.events.focusedMountedNode?.element?.testID == "copies", "Tab goes round to the row: no button takes focus")
    }

    @Test func aDisabledStepperSendsNothing() throws {
        let host = try host(Printer(isEnabled: false))
        #expect(throws: TestQueryError.self) { try host.tap(testID: "copies.increment") }
        host.handle(KeyEvent(key: .tab))
        host.handle(KeyEvent(key: .up))
        #expect(try value(host) == 2)
        #expect(host.events.focusedMountedNode == nil)
    }

    @Test func stepsFromBetweenStepsGoToTheNextStepAndValuesShowTheStepsDecimals() throws {
        let stepper = try Stepper("A", value: 1.3, in: 0...2, step: 0.25, tag: "a")
        #expect(stepper.value(steppedBy: 1) == 1.5 && stepper.value(steppedBy: -1) == 1.25)
        let odd = try Stepper("A", value: 10, in: 0...10, step: 3, tag: "a")
        #expect(odd.value(steppedBy: -1) == 9 && odd.value(steppedBy: 1) == 10)
        #expect(try Stepper("A", value: 0.1 + 0.2, in: 0...1, step: 0.1, tag: "a").value(steppedBy: 1) == 0.4)
        #expect(Stepper.format(1.25, step: 0.25) == "1.25" && Stepper.format(3, step: 1) == "3")
        #expect(Stepper.format(-0.0001, step: 0.5) == "0.0")
        #expect(try Stepper("A", value: 50, in: 0...10, tag: "a").value == 10)
        #expect(try Stepper("A", value: .nan, in: 0...10, tag: "a").value == 0)
    }

    @Test func impossibleParametersAreErrorsNamingThem() throws {
        let zeroStep = ControlParameterError(control: "Stepper", parameter: "step", value: 0, requirement: "finite and above 0")
        #expect(throws: zeroStep) { try Stepper("A", value: 1, in: 0...10, step: 0, tag: "a") }
        #expect(zeroStep.description == "Stepper: step is 0.0, which is not finite and above 0. Fix: pass a step that is finite and above 0.")
        #expect(throws: ControlParameterError(control: "Stepper", parameter: "range.upperBound", value: 5,
                                              requirement: "above the lower bound 5.0")) {
            try Stepper("A", value: 5, in: 5...5, tag: "a")
        }
        #expect(throws: ControlParameterError.self) { try Stepper("A", value: 1, in: -Double.infinity...5, tag: "a") }
        #expect(throws: ControlParameterError.self) { try Stepper("A", value: 1, in: 0...5, step: .nan, tag: "a") }
    }
}
