import CDBus
import Foundation
import Locking

/// A stand-in for the XDG Desktop Portal on a test's bus, with libdbus: it owns
/// `org.freedesktop.portal.Desktop`, answers `org.freedesktop.portal.Settings.ReadOne`
/// (unless it plays a portal older than version 2) and `Read` for
/// `org.freedesktop.appearance` `color-scheme`, and sends `SettingChanged` when told.
/// It answers on a thread of its own, since the code under test blocks the main actor
/// while it reads.
///
/// `@unchecked Sendable`: the connection is libdbus's, which locks itself (libdbus is
/// thread-safe since 1.7); the value is behind a lock.
final class FakePortal: @unchecked Sendable {
    /// How the portal behaves.
    enum Behaviour {
        /// Answers ReadOne and Read.
        case current
        /// Has only Read, whose answer wraps the value in a second variant.
        case withoutReadOne
        /// Owns the name and answers nothing.
        case silent
    }

    private let connection: OpaquePointer
    private let behaviour: Behaviour
    private let value: Lock<UInt32>
    private let isStopping = Lock(false)
    private let stopped = DispatchSemaphore(value: 0)
    /// Calls it has answered, by method name.
    let answered = Lock<[String]>([])

    init(address: String, colorScheme: UInt32, behaviour: Behaviour = .current) throws {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error),
              dbus_bus_register(connection, &error) != 0 else {
            throw FakePortalError(String(cString: error.message))
        }
        self.connection = connection
        self.behaviour = behaviour
        value = Lock(colorScheme)
        let reply = dbus_bus_request_name(connection, "org.freedesktop.portal.Desktop", UInt32(DBUS_NAME_FLAG_DO_NOT_QUEUE), &error)
        guard reply == DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw FakePortalError("cannot own org.freedesktop.portal.Desktop (\(reply))")
        }
        Thread.detachNewThread { [self] in serve() }
    }

    deinit {
        isStopping.withLock { $0 = true }
        stopped.wait()
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Sets the color scheme and says so, as a desktop does when the user switches.
    func change(to colorScheme: UInt32) {
        value.withLock { $0 = colorScheme }
        let signal = dbus_message_new_signal("/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
                                             "SettingChanged")!
        var arguments = DBusMessageIter()
        dbus_message_iter_init_append(signal, &arguments)
        Self.append("org.freedesktop.appearance", to: &arguments)
        Self.append("color-scheme", to: &arguments)
        Self.appendVariant(colorScheme, depth: 1, to: &arguments)
        dbus_connection_send(connection, signal, nil)
        dbus_connection_flush(connection)
        dbus_message_unref(signal)
    }

    private func serve() {
        defer { stopped.signal() }
        while !isStopping.withLock({ $0 }) {
            // Waits at most 10 ms for the bus, so that stopping is prompt.
            guard dbus_connection_read_write(connection, 10) != 0 else { return }
            while let message = dbus_connection_pop_message(connection) {
                answer(message)
                dbus_message_unref(message)
            }
        }
    }

    private func answer(_ message: OpaquePointer) {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL, behaviour != .silent,
              let member = dbus_message_get_member(message).map({ String(cString: $0) }) else { return }
        let isSettings = dbus_message_has_interface(message, "org.freedesktop.portal.Settings") != 0
        let reply: OpaquePointer
        if isSettings, member == "ReadOne" && behaviour == .current || member == "Read" {
            guard Self.asksForColorScheme(message) else {
                reply = dbus_message_new_error(message, "org.freedesktop.portal.Error.NotFound", "Requested setting not found")
                send(reply)
                return
            }
            reply = dbus_message_new_method_return(message)
            var arguments = DBusMessageIter()
            dbus_message_iter_init_append(reply, &arguments)
            Self.appendVariant(value.withLock { $0 }, depth: member == "Read" ? 2 : 1, to: &arguments)
            answered.withLock { $0.append(member) }
        } else {
            reply = dbus_message_new_error(message, "org.freedesktop.DBus.Error.UnknownMethod", "No such method \(member)")
        }
        send(reply)
    }

    private func send(_ reply: OpaquePointer) {
        dbus_connection_send(connection, reply, nil)
        dbus_connection_flush(connection)
        dbus_message_unref(reply)
    }

    private static func asksForColorScheme(_ message: OpaquePointer) -> Bool {
        var arguments = DBusMessageIter()
        var strings: [String] = []
        guard dbus_message_iter_init(message, &arguments) != 0 else { return false }
        repeat {
            guard dbus_message_iter_get_arg_type(&arguments) == CDBusTypeString else { return false }
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&arguments, &pointer)
            strings.append(String(cString: pointer!))
        } while dbus_message_iter_next(&arguments) != 0
        return strings == ["org.freedesktop.appearance", "color-scheme"]
    }

    private static func append(_ text: String, to arguments: inout DBusMessageIter) {
        text.withCString { pointer in
            var string: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&arguments, CDBusTypeString, &string)
        }
    }

    /// `value` as `u` inside `depth` variants.
    private static func appendVariant(_ value: UInt32, depth: Int, to arguments: inout DBusMessageIter) {
        var variant = DBusMessageIter()
        dbus_message_iter_open_container(&arguments, CDBusTypeVariant, depth > 1 ? "v" : "u", &variant)
        if depth > 1 {
            appendVariant(value, depth: depth - 1, to: &variant)
        } else {
            var number = value
            dbus_message_iter_append_basic(&variant, CDBusTypeUInt32, &number)
        }
        dbus_message_iter_close_container(&arguments, &variant)
    }
}

struct FakePortalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
