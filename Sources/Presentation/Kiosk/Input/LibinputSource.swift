import CLibinput
import CLinux
import Components
import Dispatch
import Geometry
import LibC

/// A kiosk's input through libinput, without a display server: touch screens, mice,
/// absolute pointers and keyboards (keymaps through `Keyboard`), read from the event
/// devices directly. With udev running, every device of the seat as it comes and goes;
/// with `devices`, or without udev, libinput's path backend on the devices given (all of
/// `/dev/input/event*` without udev; libinput still reads udev's device database for
/// what each device is, so a system without udev must have tagged them once).
///
/// The loop sleeps on libinput's one descriptor (`wakeup`): no polling. Events are timed
/// on the monotonic clock libinput stamps them with, which `now()` reads too.
@MainActor
public final class LibinputSource: InputSource {
    public var wakeup: EventLoop.Wakeup { .fileDescriptor(libinput_get_fd(context)) }
    /// Whether a mouse (a relative pointer) is attached: a kiosk shows a cursor only then.
    public private(set) var hasMouse = false
    /// Whether a keyboard that types is attached (one with letter keys: a power button or
    /// a lid switch has keys too; a PC's PS/2 port only once it has typed, as it shows a
    /// keyboard when none is plugged in): without one, an app shows its on-screen keyboard
    /// (`ComponentEnvironment.hasPhysicalKeyboard`).
    public private(set) var hasKeyboard = false
    /// A keyboard that types came, or the last one went.
    public var onKeyboardChanged: ((Bool) -> Void)?
    /// When the last input event happened (the device's stamp, on `now()`'s clock): what
    /// input-to-present latency is measured from.
    public private(set) var lastInputTime: Double?
    /// Ctrl+Alt+F`n` was pressed and switching is allowed: switch to console `n`.
    public var onConsoleSwitch: ((Int) -> Void)?
    /// The mouse cursor moved (logical device pixels), or went away with the last mouse
    /// (nil). Only mice move it: a touch screen or an absolute pointer needs none.
    public var onCursorMoved: ((Point?) -> Void)?
    public var onEventsWaiting: (() -> Void)?
    /// Called for each input event from a device, before it is translated; false drops
    /// it (it woke a blanked display: `ScreenBlanker.noteInput`).
    public var shouldHandleInput: (() -> Bool)?

    private let context: OpaquePointer
    private let udev: OpaquePointer?
    private var translator: KioskInputTranslator
    private let keyboard: Keyboard?
    private let options: KioskInputOptions
    private var waiting: [WindowEvent] = []
    private var waitingIndex = 0
    private var mice: Set<OpaquePointer> = []
    private var keyboards: Set<OpaquePointer> = []
    /// Keyboards of a PS/2 port that have not typed yet (see `deviceAdded`).
    private var portKeyboards: Set<OpaquePointer> = []
    private var isStopped = false
    private var isSuspended = false
    /// The held key that repeats (libinput does not repeat keys; a display server does).
    private var keyRepeat: KeyRepeat?
    /// The encoders' dial turns (REL_DIAL, which libinput drops), and their devices'
    /// kernel names (`event5`), whose wheel turns are dial turns too, with the part of a
    /// detent a high-resolution wheel has turned so far.
    private var encoderDials: EncoderDials?
    private let encoderNames: Set<String>
    private var encoderWheel = 0.0

    /// Reads input for a display of `panelWidth` × `panelHeight` pixels turned by
    /// `rotation`, giving positions in points at `scale`. Throws a `KioskError` when
    /// libinput cannot start (no udev seat, a device given that cannot be opened).
    public init(options: KioskInputOptions, rotation: DisplayRotation, panelWidth: Int, panelHeight: Int,
                scale: Double) throws {
        self.options = options
        translator = KioskInputTranslator(rotation: rotation, panelWidth: panelWidth, panelHeight: panelHeight, scale: scale)
        keyboard = Keyboard()
        encoderNames = Set(options.encoders.map(Self.kernelName(ofDevice:)))
        if let devices = options.devices.map({ $0 + options.encoders }) ?? (Self.udevIsRunning ? nil : Self.eventDevices()) {
            udev = nil
            guard let context = libinput_path_create_context(Self.interface, nil) else {
                throw KioskError.unsupported(device: "libinput", "cannot create a path context")
            }
            self.context = context
            // Devices asked for by name must work (an encoder libinput cannot use is read
            // for its dial alone); of those found, libinput takes what it can.
            for device in devices where libinput_path_add_device(context, device) == nil && options.devices != nil
                && !options.encoders.contains(device) {
                libinput_unref(context)
                throw KioskError.unsupported(device: device, "libinput cannot use it (is it an input device this user "
                                                + "may read? the group 'input' owns them)")
            }
        } else {
            guard let udev = udev_new() else { throw KioskError.unsupported(device: "udev", "cannot connect to udev") }
            guard let context = libinput_udev_create_context(Self.interface, nil, udev) else {
                udev_unref(udev)
                throw KioskError.unsupported(device: "libinput", "cannot create a udev context")
            }
            guard libinput_udev_assign_seat(context, options.seat) == 0 else {
                libinput_unref(context)
                udev_unref(udev)
                throw KioskError.unsupported(device: "libinput", "cannot use seat \(options.seat)")
            }
            self.udev = udev
            self.context = context
        }
        // Devices present now are announced as events: take them in before the first frame.
        drainDevices()
        guard !options.encoders.isEmpty else { return }
        do {
            encoderDials = try EncoderDials(paths: options.encoders) { [weak self] steps, time in
                guard let self, !self.isStopped, !self.isSuspended else { return }
                self.inject(.dial(steps: steps, time: time))
                self.onEventsWaiting?()
            }
        } catch {
            stop()
            throw error
        }
    }

    public func nextEvent() -> WindowEvent? {
        if waitingIndex == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingIndex = 0
            drainDevices()
            guard !waiting.isEmpty else { return nil }
        }
        defer { waitingIndex += 1 }
        return waiting[waitingIndex]
    }

    public func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    public func surfaceDidResize(_ presenter: Presenter) {}

    /// Stops reading while another console has the display (its devices are closed, so
    /// that console can read them).
    public func suspend() {
        guard !isStopped, !isSuspended else { return }
        isSuspended = true
        stopRepeating()
        libinput_suspend(context)
    }

    public func resume() {
        guard !isStopped, isSuspended else { return }
        isSuspended = false
        _ = libinput_resume(context)
    }

    /// Feeds `input` through the translator as if a device had sent it (tools, tests).
    public func inject(_ input: DeviceInput) {
        lastInputTime = input.time
        let modifiers = keyboard?.modifiers ?? []
        for event in translator.translate(input) {
            // A press carries the keyboard's modifiers (Shift+click), as SDL's do.
            if case .pointer(let input, let location, let time, [], let kind) = event, !modifiers.isEmpty {
                waiting.append(.pointer(input, at: location, time: time, modifiers: modifiers, kind: kind))
            } else {
                waiting.append(event)
            }
        }
    }

    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        stopRepeating()
        encoderDials?.stop()
        libinput_unref(context)
        if let udev { udev_unref(udev) }
    }

    // MARK: reading

    private func drainDevices() {
        guard !isStopped else { return }
        libinput_dispatch(context)
        while let event = libinput_get_event(context) {
            handle(event)
            libinput_event_destroy(event)
        }
    }

    private func handle(_ event: OpaquePointer) {
        let type = libinput_event_get_type(event)
        let isDeviceChange = type == LIBINPUT_EVENT_DEVICE_ADDED || type == LIBINPUT_EVENT_DEVICE_REMOVED
        if !isDeviceChange, let shouldHandleInput, !shouldHandleInput() { return }
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            deviceAdded(libinput_event_get_device(event))
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            if let device = libinput_event_get_device(event) {
                mice.remove(device)
                keyboards.remove(device)
                portKeyboards.remove(device)
            }
            hasMouse = !mice.isEmpty
            if !hasMouse { onCursorMoved?(nil) }
            noteKeyboards()
        case LIBINPUT_EVENT_POINTER_MOTION:
            let pointer = libinput_event_get_pointer_event(event)
            inject(.pointerMotion(dx: libinput_event_pointer_get_dx(pointer), dy: libinput_event_pointer_get_dy(pointer),
                                  time: Self.seconds(libinput_event_pointer_get_time_usec(pointer))))
            if hasMouse { onCursorMoved?(translator.logicalPixel(ofPanel: translator.cursor)) }
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            let pointer = libinput_event_get_pointer_event(event)
            inject(.pointerPosition(x: libinput_event_pointer_get_absolute_x_transformed(pointer, UInt32(translator.panelWidth)),
                                    y: libinput_event_pointer_get_absolute_y_transformed(pointer, UInt32(translator.panelHeight)),
                                    time: Self.seconds(libinput_event_pointer_get_time_usec(pointer))))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            let pointer = libinput_event_get_pointer_event(event)
            guard libinput_event_pointer_get_button(pointer) == UInt32(BTN_LEFT) else { return }
            inject(.leftButton(isDown: libinput_event_pointer_get_button_state(pointer) == LIBINPUT_BUTTON_STATE_PRESSED,
                               time: Self.seconds(libinput_event_pointer_get_time_usec(pointer))))
        case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL:
            let pointer = libinput_event_get_pointer_event(event)
            // v120: 120 per click; high-resolution wheels send fractions of it.
            func clicks(_ axis: libinput_pointer_axis) -> Double {
                libinput_event_pointer_has_axis(pointer, axis) != 0
                    ? libinput_event_pointer_get_scroll_value_v120(pointer, axis) / 120 : 0
            }
            let time = Self.seconds(libinput_event_pointer_get_time_usec(pointer))
            if let device = libinput_event_get_device(event), encoderNames.contains(String(cString: libinput_device_get_sysname(device))) {
                // An encoder's wheel: libinput's down is evdev's REL_WHEEL -1, so clockwise
                // (REL_WHEEL +1, as REL_DIAL +1) is up here, and next.
                encoderWheel -= clicks(LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL)
                let steps = encoderWheel.rounded(.towardZero)
                encoderWheel -= steps
                if steps != 0 { inject(.dial(steps: Int(steps), time: time)) }
                return
            }
            inject(.wheel(dx: clicks(LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL), dy: clicks(LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL),
                          time: time))
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            let touch = libinput_event_get_touch_event(event)
            let slot = libinput_event_touch_get_seat_slot(touch)
            let x = libinput_event_touch_get_x_transformed(touch, UInt32(translator.panelWidth))
            let y = libinput_event_touch_get_y_transformed(touch, UInt32(translator.panelHeight))
            let time = Self.seconds(libinput_event_touch_get_time_usec(touch))
            inject(type == LIBINPUT_EVENT_TOUCH_DOWN ? .touchDown(slot: slot, x: x, y: y, time: time)
                                                     : .touchMotion(slot: slot, x: x, y: y, time: time))
        case LIBINPUT_EVENT_TOUCH_UP:
            let touch = libinput_event_get_touch_event(event)
            inject(.touchUp(slot: libinput_event_touch_get_seat_slot(touch),
                            time: Self.seconds(libinput_event_touch_get_time_usec(touch))))
        case LIBINPUT_EVENT_TOUCH_CANCEL:
            let touch = libinput_event_get_touch_event(event)
            inject(.touchCancel(time: Self.seconds(libinput_event_touch_get_time_usec(touch))))
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            if !portKeyboards.isEmpty, let device = libinput_event_get_device(event), portKeyboards.remove(device) != nil {
                keyboards.insert(device)
                noteKeyboards()
            }
            let keyEvent = libinput_event_get_keyboard_event(event)
            handleKey(code: libinput_event_keyboard_get_key(keyEvent),
                      isDown: libinput_event_keyboard_get_key_state(keyEvent) == LIBINPUT_KEY_STATE_PRESSED,
                      time: Self.seconds(libinput_event_keyboard_get_time_usec(keyEvent)))
        default:
            break
        }
    }

    private func handleKey(code: UInt32, isDown: Bool, time: Double) {
        guard let keyboard else {
            inject(.key(KeyEvent(key: .other(code), isDown: isDown), text: nil, time: time))
            return
        }
        let (event, text) = keyboard.key(code: code, isDown: isDown)
        if isDown, keyboard.repeats(code: code) {
            startRepeating(event, text: text, code: code)
        } else if !isDown, keyRepeat?.code == code {
            stopRepeating()
        }
        // The kiosk's own combinations, taken before the app sees them.
        if event.isDown, event.modifiers.contains([.control, .alt]) {
            if case .function(let number) = event.key, number <= 12, options.allowsConsoleSwitching {
                onConsoleSwitch?(number)
                return
            }
            if event.key == .backspace, options.allowsQuit {
                waiting.append(.closeRequested)
                return
            }
        }
        inject(.key(event, text: text, time: time))
    }

    /// A held key repeats after `KeyRepeat.delay`, `KeyRepeat.rate` times a second, as X11
    /// and SDL do by default, until it or another repeating key changes.
    private func startRepeating(_ event: KeyEvent, text: String?, code: UInt32) {
        stopRepeating()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + KeyRepeat.delay, repeating: KeyRepeat.interval)
        var repeated = event
        repeated.isRepeat = true
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.isStopped else { return }
                self.inject(.key(repeated, text: text, time: self.now()))
                self.onEventsWaiting?()
            }
        }
        timer.resume()
        keyRepeat = KeyRepeat(code: code, timer: timer)
    }

    private func stopRepeating() {
        keyRepeat?.timer.cancel()
        keyRepeat = nil
    }

    private func deviceAdded(_ device: OpaquePointer?) {
        guard let device else { return }
        if let matrix = options.calibration, libinput_device_config_calibration_has_matrix(device) != 0 {
            _ = libinput_device_config_calibration_set_matrix(device, matrix)
        }
        let isPointer = libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_POINTER) != 0
        let isTouch = libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0
        // A mouse moves a cursor; an absolute pointer (a VM's tablet) or a touch screen does not need one.
        if isPointer, !isTouch, libinput_device_config_accel_is_available(device) != 0 {
            mice.insert(device)
        }
        hasMouse = !mice.isEmpty
        if hasMouse { onCursorMoved?(translator.logicalPixel(ofPanel: translator.cursor)) }
        if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0,
           libinput_device_keyboard_has_key(device, UInt32(KEY_A)) == 1 {
            // A PC's PS/2 port shows a keyboard whether or not one is plugged in ("AT
            // Translated Set 2 keyboard"): it counts once it has typed.
            if Self.isOnPS2Port(device) {
                portKeyboards.insert(device)
            } else {
                keyboards.insert(device)
            }
        }
        noteKeyboards()
    }

    /// Whether `device` hangs off the i8042 controller (its sysfs path goes through it).
    private static func isOnPS2Port(_ device: OpaquePointer) -> Bool {
        guard let node = libinput_device_get_udev_device(device) else { return false }
        defer { udev_device_unref(node) }
        guard let path = udev_device_get_devpath(node) else { return false }
        return String(cString: path).contains("/i8042/")
    }

    private func noteKeyboards() {
        guard hasKeyboard != !keyboards.isEmpty else { return }
        hasKeyboard = !keyboards.isEmpty
        onKeyboardChanged?(hasKeyboard)
    }

    private struct KeyRepeat {
        static let delay = DispatchTimeInterval.milliseconds(600)
        static let interval = DispatchTimeInterval.milliseconds(40)
        let code: UInt32
        let timer: any DispatchSourceTimer
    }

    /// A device's kernel name (`/dev/input/event5`, or a link to it, is `event5`): what
    /// libinput calls it.
    private static func kernelName(ofDevice path: String) -> String {
        let resolved = realpath(path, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? path
        return String(resolved.split(separator: "/").last ?? Substring(resolved))
    }

    /// udevd's control socket: udev announces devices (hotplug) only while it runs.
    private static var udevIsRunning: Bool { access("/run/udev/control", F_OK) == 0 }

    /// `/dev/input/event*`, in order.
    private static func eventDevices() -> [String] {
        guard let folder = opendir("/dev/input") else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("event") { names.append("/dev/input/" + name) }
        }
        return names.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
    }

    private static func seconds(_ microseconds: UInt64) -> Double { Double(microseconds) / 1e6 }

    /// How libinput opens and closes the devices: plain open(2), non-blocking, as root or
    /// a member of the group 'input'. Kept for the process's life (libinput holds it).
    private static let interface: UnsafeMutablePointer<libinput_interface> = {
        let interface = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
        interface.initialize(to: libinput_interface(
            open_restricted: { path, flags, _ in
                guard let path else { return -EINVAL }
                let descriptor = open(path, flags | O_CLOEXEC)
                return descriptor >= 0 ? descriptor : -errno
            },
            close_restricted: { descriptor, _ in _ = close(descriptor) }
        ))
        return interface
    }()
}
