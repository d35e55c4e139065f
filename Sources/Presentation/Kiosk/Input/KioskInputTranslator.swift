import Components
import Geometry

/// Turns a kiosk's device input into `WindowEvent`s, as `SDLEventTranslator` does for a
/// window: the left button, or the first finger on a touch screen, is the one pointer
/// Tessera's events know while it is down. Every position goes
/// from panel pixels through the display's `rotation` (the same transform the picture is
/// shown through) into logical pixels, then into points. Further fingers come as
/// `WindowEvent.finger` with ids of their own, for multi-finger gestures. A value: tests
/// feed it events.
public struct KioskInputTranslator: Sendable {
    public var rotation: DisplayRotation
    /// The panel's size in pixels.
    public var panelWidth: Double
    public var panelHeight: Double
    /// Device pixels per point: the presenter's scale.
    public var scale: Double
    /// Where a mouse's cursor is, in panel pixels (it starts in the middle).
    public private(set) var cursor: Point
    private var activeFinger: Int32?
    /// The other fingers (libinput slots) touching while it does.
    private var otherFingers = FingerTable<Int32>()
    private var isButtonDown = false
    private var lastPanelPoint: Point

    public init(rotation: DisplayRotation, panelWidth: Int, panelHeight: Int, scale: Double) {
        self.rotation = rotation
        self.panelWidth = Double(panelWidth)
        self.panelHeight = Double(panelHeight)
        self.scale = scale
        cursor = Point(x: Double(panelWidth) / 2, y: Double(panelHeight) / 2)
        lastPanelPoint = cursor
    }

    /// How far one wheel click scrolls, in points (as in a window).
    public static let pointsPerWheelStep = SDLEventTranslator.pointsPerWheelStep

    /// The events `input` means: none, one, or (a key that types) the key and its text.
    public mutating func translate(_ input: DeviceInput) -> [WindowEvent] {
        switch input {
        case .pointerMotion(let dx, let dy, let time):
            cursor = Point(x: min(max(cursor.x + dx, 0), panelWidth - 1), y: min(max(cursor.y + dy, 0), panelHeight - 1))
            return [isButtonDown ? pointer(.pointerMoved, panel: cursor, time: time) : hover(time: time)]
        case .pointerPosition(let x, let y, let time):
            cursor = Point(x: x, y: y)
            // An absolute pointer (a tablet, a touch panel seen as one) does not hover: it
            // is where a finger or pen touches, not a mouse at rest.
            return isButtonDown ? [pointer(.pointerMoved, panel: cursor, time: time)] : []
        case .leftButton(let isDown, let time):
            guard isDown != isButtonDown, activeFinger == nil else { return [] }
            isButtonDown = isDown
            return [pointer(isDown ? .pointerDown : .pointerUp, panel: cursor, time: time)]
        case .wheel(let dx, let dy, let time):
            // Turned in panel axes; the picture's axes turn with the rotation.
            let logical = rotatedVector(dx: dx, dy: dy)
            let granularity: ScrollGranularity = dx.rounded() == dx && dy.rounded() == dy ? .step : .precise
            return [pointer(.scroll(dx: logical.x * Self.pointsPerWheelStep, dy: logical.y * Self.pointsPerWheelStep,
                                    granularity: granularity), panel: cursor, time: time)]
        case .touchDown(let slot, let x, let y, let time):
            guard !isButtonDown else { return [] }
            guard activeFinger == nil else {
                let location = location(ofPanel: Point(x: x, y: y))
                return [.finger(.pointerDown, otherFingers.add(slot, at: location), at: location, time: time)]
            }
            activeFinger = slot
            return [pointer(.pointerDown, panel: Point(x: x, y: y), time: time, kind: .touch)]
        case .touchMotion(let slot, let x, let y, let time):
            guard activeFinger == slot else {
                let location = location(ofPanel: Point(x: x, y: y))
                guard let id = otherFingers.move(slot, to: location) else { return [] }
                return [.finger(.pointerMoved, id, at: location, time: time)]
            }
            return [pointer(.pointerMoved, panel: Point(x: x, y: y), time: time, kind: .touch)]
        case .touchUp(let slot, let time):
            guard activeFinger == slot else {
                guard let finger = otherFingers.remove(slot) else { return [] }
                return [.finger(.pointerUp, finger.id, at: finger.location, time: time)]
            }
            activeFinger = nil
            return [pointer(.pointerUp, panel: lastPanelPoint, time: time, kind: .touch)]
        case .touchCancel(let time):
            var events = otherFingers.removeAll().map { WindowEvent.finger(.pointerCancelled, $0.id, at: $0.location, time: time) }
            guard activeFinger != nil else { return events }
            activeFinger = nil
            events.append(pointer(.pointerCancelled, panel: lastPanelPoint, time: time, kind: .touch))
            return events
        case .key(let event, let text, let time):
            var events: [WindowEvent] = [.key(event, time: time)]
            if event.isDown, let text, !text.isEmpty { events.append(.text(TextInput(text))) }
            return events
        case .dial(let steps, let time):
            return Self.focusKeys(forDialSteps: steps, time: time)
        }
    }

    /// A rotary encoder's detents as the keys that move focus the same way (LVGL's encoder
    /// navigation): each clockwise detent is Tab, each counterclockwise one Shift+Tab,
    /// pressed and released. Its push button is an ordinary key (KEY_ENTER), which
    /// activates the focused element.
    static func focusKeys(forDialSteps steps: Int, time: Double) -> [WindowEvent] {
        let modifiers: KeyModifiers = steps < 0 ? .shift : []
        var events: [WindowEvent] = []
        for _ in 0..<min(steps.magnitude, 64) {
            events.append(.key(KeyEvent(key: .tab, modifiers: modifiers), time: time))
            events.append(.key(KeyEvent(key: .tab, modifiers: modifiers, isDown: false), time: time))
        }
        return events
    }

    /// Where panel point `point` is in the picture, in points.
    public func location(ofPanel point: Point) -> Point {
        let logical = logicalPixel(ofPanel: point)
        return Point(x: logical.x / scale, y: logical.y / scale)
    }

    /// Where panel point `point` is in the picture, in its device pixels.
    public func logicalPixel(ofPanel point: Point) -> Point {
        let logicalSize = rotation.swapsAxes ? Size(width: panelHeight, height: panelWidth)
                                             : Size(width: panelWidth, height: panelHeight)
        return rotation.logicalPoint(fromPanel: point, logical: logicalSize)
    }

    private mutating func pointer(_ event: InputEvent, panel point: Point, time: Double,
                                  kind: PointerKind = .mouse) -> WindowEvent {
        lastPanelPoint = point
        return .pointer(event, at: location(ofPanel: point), time: time, kind: kind)
    }

    /// The mouse resting over the picture at the cursor (a relative mouse on a kiosk hovers
    /// as on a desktop; touch screens and absolute pointers never do).
    private func hover(time: Double) -> WindowEvent {
        .hover(at: location(ofPanel: cursor), time: time)
    }

    /// A panel-axis vector in the picture's axes.
    private func rotatedVector(dx: Double, dy: Double) -> Point {
        switch rotation {
        case .upright: Point(x: dx, y: dy)
        case .clockwise90: Point(x: dy, y: -dx)
        case .upsideDown: Point(x: -dx, y: -dy)
        case .clockwise270: Point(x: -dy, y: dx)
        }
    }
}
