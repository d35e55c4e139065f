import Components

/// One input device event on a kiosk, as libinput reports it, before it means anything
/// to Tessera: positions in panel pixels (the display's own grid, the one touch screens
/// and absolute pointers cover), times in seconds of the monotonic clock.
/// `KioskInputTranslator` turns these into `WindowEvent`s.
public enum DeviceInput: Equatable, Sendable {
    /// A mouse moved by this many panel pixels.
    case pointerMotion(dx: Double, dy: Double, time: Double)
    /// An absolute pointer (a VM's tablet, a pen) is at this panel point.
    case pointerPosition(x: Double, y: Double, time: Double)
    /// The left button went down or up.
    case leftButton(isDown: Bool, time: Double)
    /// A wheel turned, in clicks (positive: down / right), high-resolution wheels in fractions.
    case wheel(dx: Double, dy: Double, time: Double)
    /// A finger (`slot`) touched, moved or lifted at a panel point.
    case touchDown(slot: Int32, x: Double, y: Double, time: Double)
    case touchMotion(slot: Int32, x: Double, y: Double, time: Double)
    case touchUp(slot: Int32, time: Double)
    /// The touch screen gave up the current touches (a palm, a device removed).
    case touchCancel(time: Double)
    /// A key, already through the keymap.
    case key(KeyEvent, text: String?, time: Double)
    /// A rotary encoder turned this many detents (REL_DIAL, or REL_WHEEL on a device that
    /// is an encoder; positive: clockwise). It moves keyboard focus, as LVGL's encoders do.
    case dial(steps: Int, time: Double)
}

extension DeviceInput {
    /// When it happened.
    public var time: Double {
        switch self {
        case .pointerMotion(_, _, let time), .pointerPosition(_, _, let time), .leftButton(_, let time), .wheel(_, _, let time),
             .touchDown(_, _, _, let time), .touchMotion(_, _, _, let time), .touchUp(_, let time), .touchCancel(let time),
             .key(_, _, let time), .dial(_, let time):
            time
        }
    }
}
