import CDBus

/// Appends arguments to a D-Bus message through libdbus's iterators, one call a value,
/// containers given as closures that fill them (so no container is left open). libdbus
/// copies what it is given; it fails only when out of memory, which these ignore as
/// libdbus's own callers do (the message is then sent short, and the client says so).
struct DBusMessageWriter {
    private var iterator = DBusMessageIter()

    /// A writer at the end of `message`'s arguments.
    init(appendingTo message: OpaquePointer) {
        dbus_message_iter_init_append(message, &iterator)
    }

    private init() {}

    mutating func string(_ value: String) {
        value.withCString { pointer in
            var pointer: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iterator, CDBusTypeString, &pointer)
        }
    }

    /// An object path (`o`); the caller makes it valid (`/` and `[A-Za-z0-9_]` parts).
    mutating func objectPath(_ value: String) {
        value.withCString { pointer in
            var pointer: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iterator, CDBusTypeObjectPath, &pointer)
        }
    }

    mutating func int32(_ value: Int32) {
        var value = value
        _ = dbus_message_iter_append_basic(&iterator, CDBusTypeInt32, &value)
    }

    mutating func int16(_ value: Int16) {
        var value = value
        _ = dbus_message_iter_append_basic(&iterator, CDBusTypeInt16, &value)
    }

    mutating func uint32(_ value: UInt32) {
        var value = value
        _ = dbus_message_iter_append_basic(&iterator, CDBusTypeUInt32, &value)
    }

    /// A boolean: D-Bus's are 32 bits wide, 0 or 1.
    mutating func bool(_ value: Bool) {
        var value: dbus_bool_t = value ? 1 : 0
        _ = dbus_message_iter_append_basic(&iterator, CDBusTypeBoolean, &value)
    }

    mutating func double(_ value: Double) {
        var value = value
        _ = dbus_message_iter_append_basic(&iterator, CDBusTypeDouble, &value)
    }

    /// A structure `( ... )` filled by `body`.
    mutating func structure(_ body: (inout DBusMessageWriter) -> Void) {
        container(CDBusTypeStruct, signature: nil, body)
    }

    /// An array of `elementSignature` (`"s"`, `"(so)"`, `"{sv}"`) filled by `body`.
    mutating func array(of elementSignature: String, _ body: (inout DBusMessageWriter) -> Void) {
        container(CDBusTypeArray, signature: elementSignature, body)
    }

    /// A variant holding one value of `signature`, written by `body`.
    mutating func variant(_ signature: String, _ body: (inout DBusMessageWriter) -> Void) {
        container(CDBusTypeVariant, signature: signature, body)
    }

    /// One `{key value}` entry of a dictionary (inside `array(of: "{..}")`).
    mutating func dictionaryEntry(_ body: (inout DBusMessageWriter) -> Void) {
        container(CDBusTypeDictEntry, signature: nil, body)
    }

    private mutating func container(_ type: Int32, signature: String?, _ body: (inout DBusMessageWriter) -> Void) {
        var inner = DBusMessageWriter()
        let opened = signature.withOptionalCString { dbus_message_iter_open_container(&iterator, type, $0, &inner.iterator) }
        guard opened != 0 else { return }
        body(&inner)
        _ = dbus_message_iter_close_container(&iterator, &inner.iterator)
    }
}

extension Optional<String> {
    /// Calls `body` with the string as a C string, or with nil.
    func withOptionalCString<Result>(_ body: (UnsafePointer<CChar>?) -> Result) -> Result {
        guard let self else { return body(nil) }
        return self.withCString(body)
    }
}
