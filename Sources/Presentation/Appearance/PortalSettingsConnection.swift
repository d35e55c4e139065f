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

    /// Ours alone (see `DBusPrivateConnection`).
    private let bus: DBusPrivateConnection

    /// Connects to the bus at `address` (a D-Bus address, `unix:path=…`) and registers
    /// with it, giving up at `deadline`.
    init(address: String, deadline: ContinuousClock.Instant) throws(PortalSettingsError) {
        bus = try DBusPrivateConnection(address: address, deadline: deadline, failure: PortalSettingsError.noBus)
    }

    /// The descriptor that becomes readable when the bus sends something (nil when the
    /// connection has none).
    var fileDescriptor: Int32? { bus.fileDescriptor }

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
        bus.addMatch(rule)
        bus.flush()
    }

    /// What the bus sent since the last call, without waiting: the color-scheme values of
    /// the `SettingChanged` signals, in order, and whether the connection is gone (then
    /// nothing more will come). Every message taken is released here.
    func takeChanges() -> (values: [UInt32], isDisconnected: Bool) {
        var values: [UInt32] = []
        let isConnected = bus.takeMessages { message in
            if dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0,
               let value = Self.colorScheme(inSettingChanged: message) {
                values.append(value)
            }
        }
        return (values, !isConnected)
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
        do {
            return try bus.call(message, deadline: deadline)
        } catch {
            throw error.isUnknownMethod ? .unknownMethod : failure(error.message)
        }
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
