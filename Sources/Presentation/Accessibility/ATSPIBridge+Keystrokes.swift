import CDBus

/// Keys offered to a screen reader before the app (AT-SPI's device events): Orca on X11
/// hears keys only through the toolkit, which reports each press and release to the
/// registry (`DeviceEventController.NotifyListenersSync`) and waits for its answer, as
/// GTK's bridge does. A listener that takes a key (Orca's command keys: Insert with
/// another, the keypad's review keys) keeps it from the app, its release too; the app
/// goes on answering calls while it waits, since the screen reader asks about the focus
/// before it answers. With no keystroke listener registered nothing is sent, and a key
/// costs one check.
extension ATSPIBridge {
    static let deviceEventControllerPath = "/org/a11y/atspi/registry/deviceeventcontroller"
    static let deviceEventListener = "org.a11y.atspi.DeviceEventListener"
    /// How long a key waits for the screen reader's answer (GTK's bridge waits as long).
    static let keystrokeTimeout = Duration.milliseconds(500)

    /// Whether a screen reader took `keystroke`, so the app must not handle it. Sends it
    /// to the registry's listeners and waits for their answer (at most
    /// `keystrokeTimeout`: then the app has it), answering calls meanwhile. The release
    /// of a key whose press was taken is taken too, whatever the answer.
    public func consumes(_ keystroke: SystemKeystroke) -> Bool {
        guard isConnected, !keystrokeListeners.isEmpty else { return false }
        let pressWasTaken = !keystroke.isDown && consumedKeycodes.remove(keystroke.keycode) != nil
        guard let message = dbus_message_new_method_call("org.a11y.atspi.Registry", Self.deviceEventControllerPath,
                                                          "org.a11y.atspi.DeviceEventController", "NotifyListenersSync")
        else { return pressWasTaken }
        var writer = DBusMessageWriter(appendingTo: message)
        // (uiiiisb): at-spi2-core's registry reads the keycode and modifiers as 32 bits
        // first (GTK's bridge still sends 16, which it reads second).
        writer.structure { event in
            event.uint32(keystroke.isDown ? 0 : 1)
            event.int32(Int32(bitPattern: keystroke.keysym))
            event.int32(Int32(bitPattern: keystroke.keycode))
            event.int32(Int32(bitPattern: keystroke.modifiers))
            event.int32(Int32(bitPattern: keystroke.milliseconds))
            event.string(keystroke.text)
            event.bool(keystroke.isText)
        }
        let reply = bus.callAllowingReentry(message, deadline: .now + Self.keystrokeTimeout) { handle($0) }
        bus.flush()
        // What arrived behind the answer waits for the next turn, as do the calls'
        // effects on the tree.
        treeMayHaveChanged()
        takeQueuedMessagesNextTurn()
        guard let reply else { return pressWasTaken }
        defer { dbus_message_unref(reply) }
        var reader = DBusMessageReader(reply)
        let taken = dbus_message_get_type(reply) == DBUS_MESSAGE_TYPE_METHOD_RETURN && (try? reader.bool()) == true
        if taken, keystroke.isDown { consumedKeycodes.insert(keystroke.keycode) }
        return taken || pressWasTaken
    }

    /// Notes the registry's answer to `GetKeystrokeListeners`: (bus, path, ...) each.
    func noteKeystrokeListeners(_ message: OpaquePointer) {
        var reader = DBusMessageReader(message)
        try? reader.forEach { (entry: inout DBusMessageReader) throws(DBusArgumentError) in
            let listener = try Self.keystrokeListener(&entry)
            keystrokeListeners.append(listener)
        }
    }

    /// Notes a keystroke listener registered or deregistered; false for other signals.
    func noteKeystrokeListenerSignal(_ message: OpaquePointer) -> Bool {
        let registered = dbus_message_is_signal(message, Self.deviceEventListener, "KeystrokeListenerRegistered") != 0
        guard registered || dbus_message_is_signal(message, Self.deviceEventListener, "KeystrokeListenerDeregistered") != 0
        else { return false }
        var reader = DBusMessageReader(message)
        guard let listener = try? Self.keystrokeListener(&reader) else { return true }
        if registered {
            keystrokeListeners.append(listener)
        } else if let index = keystrokeListeners.firstIndex(where: { $0 == listener }) {
            keystrokeListeners.remove(at: index)
        }
        return true
    }

    /// A listener's bus name and path, the first fields of its `(souua(iisi)u(bbb))`.
    private static func keystrokeListener(_ reader: inout DBusMessageReader) throws(DBusArgumentError)
        -> (bus: String, path: String) {
        try reader.structure { (fields: inout DBusMessageReader) throws(DBusArgumentError) in
            (bus: try fields.string(), path: try fields.objectPath())
        }
    }
}
