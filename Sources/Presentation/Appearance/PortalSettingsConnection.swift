import CDBus

/// The XDG Desktop Portal's appearance setting over a private connection to the session
/// bus: `org.freedesktop.appearance` `color-scheme` read once, and its `SettingChanged`
/// signals taken as they arrive. libdbus does the protocol (authentication, marshalling,
/// the socket); this only builds and reads messages.
///
/// On the main actor, with its owner (`SystemAppearance`): the loop's read source takes
/// its messages there.
@MainActor
final class PortalSettingsConnection {
    static let service = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"
    static let key = "color-scheme"

    /// Ours alone (`dbus_connection_open_private`): closed and released in `deinit`, and
    /// never the process-wide shared connection another library may hold.
    private let connection: OpaquePointer

    /// Connects to the bus at `address` (a D-Bus address, `unix:path=…`) and registers
    /// with it, giving up at `deadline`.
    init(address: String, deadline: ContinuousClock.Instant) throws(PortalSettingsError) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw .noBus(Self.describe(error, or: "cannot connect to \(address)"))
        }
        self.connection = connection
        // A lost bus ends the watch, not the process.
        dbus_connection_set_exit_on_disconnect(connection, 0)
        // `Hello` by hand rather than `dbus_bus_register`, which waits for its answer for
        // libdbus's default 25 s: a bus that accepts but never answers must not hold the
        // app's start.
        let hello = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                 "Hello")!
        let reply = try call(hello, deadline: deadline, failure: PortalSettingsError.noBus)
        dbus_message_unref(reply)
    }

    isolated deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// The descriptor that becomes readable when the bus sends something (nil when the
    /// connection has none).
    var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &descriptor) != 0 ? descriptor : nil
    }

    /// The portal's `color-scheme` (0 no preference, 1 dark, 2 light; other numbers as
    /// given), asked with `ReadOne`, or `Read` from a portal older than version 2, by
    /// `deadline`. Throws `noPortal` when nothing answers for the portal or its answer
    /// holds no number.
    func readColorScheme(deadline: ContinuousClock.Instant) throws(PortalSettingsError) -> UInt32 {
        let reply: OpaquePointer
        do {
            reply = try call(settingsCall("ReadOne"), deadline: deadline, failure: PortalSettingsError.noPortal)
        } catch .unknownMethod {
            // Read's answer wraps the value in a second variant; `number(in:)` opens both.
            do {
                reply = try call(settingsCall("Read"), deadline: deadline, failure: PortalSettingsError.noPortal)
            } catch .unknownMethod {
                throw .noPortal("the portal at \(Self.objectPath) has neither ReadOne nor Read")
            }
        }
        defer { dbus_message_unref(reply) }
        var arguments = DBusMessageIter()
        guard dbus_message_iter_init(reply, &arguments) != 0, let value = Self.number(in: &arguments) else {
            throw .noPortal("the portal's answer for \(Self.namespace) \(Self.key) holds no number")
        }
        return value
    }

    /// Asks the bus for the portal's `SettingChanged` signals for the color scheme, and
    /// only those. Sent without waiting: the bus applies it before anything it sends later.
    func watchColorScheme() {
        let rule = "type='signal',sender='\(Self.service)',path='\(Self.objectPath)',interface='\(Self.interface)',"
            + "member='SettingChanged',arg0='\(Self.namespace)',arg1='\(Self.key)'"
        dbus_bus_add_match(connection, rule, nil)
        dbus_connection_flush(connection)
    }

    /// What the bus sent since the last call, without waiting: the color-scheme values of
    /// the `SettingChanged` signals, in order, and whether the connection is gone (then
    /// nothing more will come). Every message taken is released here.
    func takeChanges() -> (values: [UInt32], isDisconnected: Bool) {
        // Reads what the socket holds into libdbus's queue; false once disconnected.
        var isConnected = dbus_connection_read_write(connection, 0) != 0
        var values: [UInt32] = []
        while let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            if dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected") != 0 {
                isConnected = false
            } else if dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0,
                      let value = Self.colorScheme(inSettingChanged: message) {
                values.append(value)
            }
        }
        return (values, !isConnected || dbus_connection_get_is_connected(connection) == 0)
    }

    // MARK: messages

    private func settingsCall(_ method: String) -> OpaquePointer {
        let message = dbus_message_new_method_call(Self.service, Self.objectPath, Self.interface, method)!
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(message, &arguments)
        for text in [Self.namespace, Self.key] {
            text.withCString { pointer in
                var string: UnsafePointer<CChar>? = pointer
                // Copies the string into the message (false only when out of memory).
                _ = dbus_message_iter_append_basic(&arguments, CDBusTypeString, &string)
            }
        }
        return message
    }

    /// Sends `message` (released here) and waits for its reply until `deadline`. An
    /// unknown method throws `unknownMethod`; any other error, `failure` with what the
    /// bus said.
    private func call(_ message: OpaquePointer, deadline: ContinuousClock.Instant,
                      failure: (String) -> PortalSettingsError) throws(PortalSettingsError) -> OpaquePointer {
        defer { dbus_message_unref(message) }
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { throw failure("no answer in time") }
        let milliseconds = Int32(min(Double(Int32.max), max(1, (remaining / .milliseconds(1)).rounded(.up))))
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        if let reply = dbus_connection_send_with_reply_and_block(connection, message, milliseconds, &error) {
            return reply
        }
        if dbus_error_has_name(&error, "org.freedesktop.DBus.Error.UnknownMethod") != 0 {
            throw .unknownMethod
        }
        throw failure(Self.describe(error, or: "no answer"))
    }

    /// The `u` of a SettingChanged signal (`ssv`) for the color scheme.
    private static func colorScheme(inSettingChanged message: OpaquePointer) -> UInt32? {
        var arguments = DBusMessageIter()
        guard dbus_message_iter_init(message, &arguments) != 0, string(at: &arguments) == namespace,
              dbus_message_iter_next(&arguments) != 0, string(at: &arguments) == key,
              dbus_message_iter_next(&arguments) != 0 else { return nil }
        return number(in: &arguments)
    }

    private static func string(at iterator: inout DBusMessageIter) -> String? {
        guard dbus_message_iter_get_arg_type(&iterator) == CDBusTypeString else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        return pointer.map { String(cString: $0) }
    }

    /// The `u` at `iterator`, inside any number of variants (`Read` answers `v` holding
    /// `v` holding `u`; `ReadOne` and the signal `v` holding `u`).
    private static func number(in iterator: inout DBusMessageIter) -> UInt32? {
        switch dbus_message_iter_get_arg_type(&iterator) {
        case CDBusTypeUInt32:
            var value: UInt32 = 0
            dbus_message_iter_get_basic(&iterator, &value)
            return value
        case CDBusTypeVariant:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return number(in: &inner)
        default:
            return nil
        }
    }

    private static func describe(_ error: DBusError, or fallback: String) -> String {
        guard let message = error.message else { return fallback }
        return String(cString: message)
    }
}

/// Why the portal's setting could not be read: none of these stops an app, which then
/// follows no preference.
enum PortalSettingsError: Error, Equatable {
    /// No session bus, or it cannot be reached or does not answer.
    case noBus(String)
    /// The bus has no portal, or the portal has no such setting or does not answer.
    case noPortal(String)
    /// The portal has no such method (`ReadOne` before version 2).
    case unknownMethod
}
