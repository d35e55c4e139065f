import Components
import Geometry
import Presentation
import Testing

/// Kiosk input through the display's rotation: a touch at a panel pixel lands where that
/// pixel's picture is drawn (`PanelBufferTests` checks the picture side of the same
/// transform), the first finger drives the pointer, and keys that type give their text.
@Suite struct KioskInputTranslatorTests {
    /// An 800 × 480 panel, scale 2: a picture of 400 × 240 points, or 240 × 400 turned.
    static func translator(_ rotation: DisplayRotation) -> KioskInputTranslator {
        KioskInputTranslator(rotation: rotation, panelWidth: 800, panelHeight: 480, scale: 2)
    }

    @Test(arguments: DisplayRotation.allCases)
    func aTapLandsOnThePictureDrawnUnderIt(rotation: DisplayRotation) {
        var translator = Self.translator(rotation)
        // The panel pixel near the top-left corner of the panel.
        let events = translator.translate(.touchDown(slot: 0, x: 10, y: 20, time: 1))
        let expected: Point = switch rotation {
        case .upright: Point(x: 5, y: 10)
        // The panel's top-left shows the picture's bottom-left, turned.
        case .clockwise90: Point(x: 10, y: 400 - 5)
        case .upsideDown: Point(x: 400 - 5, y: 240 - 10)
        case .clockwise270: Point(x: 240 - 10, y: 5)
        }
        #expect(events == [.pointer(.pointerDown, at: expected, time: 1, kind: .touch)])
    }

    @Test func theFirstFingerDrivesThePointerAndOthersAreFingersOfTheirOwn() {
        var translator = Self.translator(.upright)
        #expect(translator.translate(.touchDown(slot: 3, x: 100, y: 100, time: 1)).count == 1)
        #expect(translator.translate(.touchDown(slot: 4, x: 300, y: 300, time: 1.1))
                    == [.finger(.pointerDown, PointerID(1), at: Point(x: 150, y: 150), time: 1.1)])
        #expect(translator.translate(.touchMotion(slot: 4, x: 310, y: 300, time: 1.2))
                    == [.finger(.pointerMoved, PointerID(1), at: Point(x: 155, y: 150), time: 1.2)])
        #expect(translator.translate(.touchMotion(slot: 3, x: 120, y: 100, time: 1.2))
                    == [.pointer(.pointerMoved, at: Point(x: 60, y: 50), time: 1.2, kind: .touch)])
        // A finger lifts where it last was (libinput's lift carries no place).
        #expect(translator.translate(.touchUp(slot: 4, time: 1.3))
                    == [.finger(.pointerUp, PointerID(1), at: Point(x: 155, y: 150), time: 1.3)])
        // Lifted where it last was.
        #expect(translator.translate(.touchUp(slot: 3, time: 1.4)) == [.pointer(.pointerUp, at: Point(x: 60, y: 50), time: 1.4, kind: .touch)])
        // A cancel after the lift is nothing; one during a touch cancels the press.
        #expect(translator.translate(.touchCancel(time: 1.5)).isEmpty)
        _ = translator.translate(.touchDown(slot: 0, x: 10, y: 10, time: 2))
        _ = translator.translate(.touchDown(slot: 1, x: 30, y: 10, time: 2))
        #expect(translator.translate(.touchCancel(time: 2.1)) == [.finger(.pointerCancelled, PointerID(1), at: Point(x: 15, y: 5), time: 2.1),
                                                                 .pointer(.pointerCancelled, at: Point(x: 5, y: 5), time: 2.1, kind: .touch)])
    }

    @Test func aMouseMovesAClampedCursorAndPressesWhereItIs() {
        var translator = Self.translator(.clockwise90)
        #expect(translator.cursor == Point(x: 400, y: 240))
        // Moves alone hover; the cursor stays on the panel.
        #expect(translator.translate(.pointerMotion(dx: 1_000, dy: -1_000, time: 1))
                    == [.hover(at: translator.location(ofPanel: Point(x: 799, y: 0)), time: 1)])
        #expect(translator.cursor == Point(x: 799, y: 0))
        #expect(translator.translate(.leftButton(isDown: true, time: 2))
                    == [.pointer(.pointerDown, at: translator.location(ofPanel: Point(x: 799, y: 0)), time: 2)])
        // While pressed, moves drag.
        #expect(translator.translate(.pointerMotion(dx: -9, dy: 4, time: 3)).count == 1)
        #expect(translator.translate(.leftButton(isDown: false, time: 4)).count == 1)
        // Absolute pointers (a VM's tablet) set the cursor.
        _ = translator.translate(.pointerPosition(x: 20, y: 30, time: 5))
        #expect(translator.translate(.leftButton(isDown: true, time: 6))
                    == [.pointer(.pointerDown, at: Point(x: 15, y: 400 - 10), time: 6)])
    }

    @Test(arguments: DisplayRotation.allCases)
    func aWheelScrollsThePictureTheWayThePanelTurned(rotation: DisplayRotation) {
        var translator = Self.translator(rotation)
        // One click down, in the panel's axes: the picture's "down" turns with it.
        let events = translator.translate(.wheel(dx: 0, dy: 1, time: 1))
        let step = KioskInputTranslator.pointsPerWheelStep
        let (dx, dy): (Double, Double) = switch rotation {
        case .upright: (0, step)
        case .clockwise90: (step, 0)
        case .upsideDown: (0, -step)
        case .clockwise270: (-step, 0)
        }
        #expect(events == [.pointer(.scroll(dx: dx, dy: dy, granularity: .step), at: translator.location(ofPanel: translator.cursor),
                                    time: 1)])
        #expect(translator.translate(.wheel(dx: 0, dy: 0.25, time: 2)).first.map {
            if case .pointer(.scroll(_, _, .precise), _, _, _, _) = $0 { true } else { false }
        } == true)
    }

    @Test func aKeyThatTypesGivesItsText() {
        var translator = Self.translator(.upright)
        let down = KeyEvent(key: .character("a"), modifiers: [.shift])
        #expect(translator.translate(.key(down, text: "A", time: 1)) == [.key(down, time: 1), .text(TextInput("A"))])
        let up = KeyEvent(key: .character("a"), isDown: false)
        #expect(translator.translate(.key(up, text: nil, time: 2)) == [.key(up, time: 2)])
    }
}
