import CDBus

/// A connection of its own to one D-Bus bus (`dbus_connection_open_private`): opened,
/// registered with the bus (`Hello`) by a deadline, and closed and released in
/// `deinit`; never the process-wide shared connection another library may hold. libdbus
/// does the protocol (authentication, marshalling, the socket); the owner builds and
/// reads messages (`DBusMessageWriter`, `DBusMessageReader`) and takes what arrives
/// (`takeMessages`) when the descriptor is readable, on its own actor.
///
/// A lost bus ends what the owner does with it, never the process.
final class DBusPrivateConnection {
    let connection: OpaquePointer
    /// The name the bus gave this connection (`:1.42`).
    let uniqueName: String

    /// Connects to the bus at `address` (`unix:path=…`) and registers with it, giving up
    /// at `deadline`; `failure` makes the error from what went wrong, in words.
    init<Failure: Error>(address: String, deadline: ContinuousClock.Instant,
                         failure: (String) -> Failure) throws(Failure) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw failure(Self.describe(error, or: "cannot connect to \(address)"))
        }
        self.connection = connection
        dbus_connection_set_exit_on_disconnect(connection, 0)
        // `Hello` by hand rather than `dbus_bus_register`, which waits for its answer for
        // libdbus's default 25 s: a bus that accepts but never answers must not hold the
        // app's start.
        let hello = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                 "Hello")!
        let reply: OpaquePointer
        do {
            reply = try Self.call(connection, hello, deadline: deadline)
        } catch {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw failure(error.message)
        }
        defer { dbus_message_unref(reply) }
        var reader = DBusMessageReader(reply)
        uniqueName = (try? reader.string()) ?? ""
        // The bus needs the name to route replies; libdbus learns it from `Hello` only
        // when it sends it itself.
        _ = dbus_bus_set_unique_name(connection, uniqueName)
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// The descriptor that becomes readable when the bus sends something (nil when the
    /// connection has none).
    var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &descriptor) != 0 ? descriptor : nil
    }

    var isConnected: Bool { dbus_connection_get_is_connected(connection) != 0 }

    /// Sends `message` (released here) and waits for its reply until `deadline`; the
    /// reply is the caller's to release. Throws the bus's error name and message.
    func call(_ message: OpaquePointer, deadline: ContinuousClock.Instant) throws(DBusCallError) -> OpaquePointer {
        try Self.call(connection, message, deadline: deadline)
    }

    /// Queues `message` (released here) without waiting for a reply; returns its serial
    /// number, which a reply names (`dbus_message_get_reply_serial`).
    @discardableResult
    func send(_ message: OpaquePointer) -> UInt32 {
        defer { dbus_message_unref(message) }
        var serial: UInt32 = 0
        _ = dbus_connection_send(connection, message, &serial)
        return serial
    }

    /// Sends `message` (released here) and waits until `deadline` for its reply, giving
    /// each other message that arrives meanwhile to `other` (released after): a call this
    /// side must answer while the other side waits on it, as when the AT-SPI registry
    /// asks a screen reader about a key and the screen reader asks the app about its
    /// focus. The reply is the caller's to release; nil when none came in time or the
    /// bus went away. Messages read behind the reply stay queued (`hasQueuedMessages`).
    func callAllowingReentry(_ message: OpaquePointer, deadline: ContinuousClock.Instant,
                             other: (OpaquePointer) -> Void) -> OpaquePointer? {
        var serial: UInt32 = 0
        let sent = dbus_connection_send(connection, message, &serial) != 0
        dbus_message_unref(message)
        guard sent else { return nil }
        while true {
            while let received = dbus_connection_pop_message(connection) {
                let type = dbus_message_get_type(received)
                if type == DBUS_MESSAGE_TYPE_METHOD_RETURN || type == DBUS_MESSAGE_TYPE_ERROR,
                   dbus_message_get_reply_serial(received) == serial {
                    return received
                }
                if dbus_message_is_signal(received, "org.freedesktop.DBus.Local", "Disconnected") == 0 { other(received) }
                dbus_message_unref(received)
            }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero, isConnected else { return nil }
            let milliseconds = Int32(min(1_000, max(1, (remaining / .milliseconds(1)).rounded(.up))))
            guard dbus_connection_read_write(connection, milliseconds) != 0 else { return nil }
        }
    }

    /// Writes what is queued to the socket.
    func flush() { dbus_connection_flush(connection) }

    /// Asks the bus for the signals `rule` matches (sent without waiting: the bus applies
    /// it before anything it sends later).
    func addMatch(_ rule: String) {
        dbus_bus_add_match(connection, rule, nil)
    }

    /// Reads what the socket holds and calls `body` with each message that arrived, at
    /// most `limit` (the rest stay queued for the next call: `hasQueuedMessages`). Each
    /// message is released after `body`. Returns false once disconnected.
    func takeMessages(limit: Int = .max, _ body: (OpaquePointer) -> Void) -> Bool {
        var isConnected = dbus_connection_read_write(connection, 0) != 0
        var taken = 0
        while taken < limit, let message = dbus_connection_pop_message(connection) {
            taken += 1
            defer { dbus_message_unref(message) }
            if dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected") != 0 {
                isConnected = false
            } else {
                body(message)
            }
        }
        return isConnected && self.isConnected
    }

    /// Whether messages read from the socket wait to be taken.
    var hasQueuedMessages: Bool {
        dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS
    }

    private static func call(_ connection: OpaquePointer, _ message: OpaquePointer,
                             deadline: ContinuousClock.Instant) throws(DBusCallError) -> OpaquePointer {
        defer { dbus_message_unref(message) }
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { throw DBusCallError(name: nil, message: "no answer in time") }
        let milliseconds = Int32(min(Double(Int32.max), max(1, (remaining / .milliseconds(1)).rounded(.up))))
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        if let reply = dbus_connection_send_with_reply_and_block(connection, message, milliseconds, &error) {
            return reply
        }
        throw DBusCallError(name: error.name.map { String(cString: $0) }, message: describe(error, or: "no answer"))
    }

    static func describe(_ error: DBusError, or fallback: String) -> String {
        guard let message = error.message else { return fallback }
        return String(cString: message)
    }
}

/// A D-Bus call that failed: the bus's or the service's error name (nil: none came, as
/// when the time ran out) and what it said.
struct DBusCallError: Error {
    let name: String?
    let message: String

    var isUnknownMethod: Bool { name == "org.freedesktop.DBus.Error.UnknownMethod" }
}
