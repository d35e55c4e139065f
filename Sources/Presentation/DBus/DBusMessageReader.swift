import CDBus

/// Reads a D-Bus message's arguments in order, each checked against the type asked for:
/// a client that sends the wrong ones gets `DBusArgumentError`, which names what was
/// expected where, as an `InvalidArgs` error reply.
struct DBusMessageReader {
    private var iterator = DBusMessageIter()
    private var hasArguments: Bool
    /// The argument about to be read, counted from 0 (for the error).
    private var position = 0

    init(_ message: OpaquePointer) {
        hasArguments = dbus_message_iter_init(message, &iterator) != 0
    }

    private init(inside parent: inout DBusMessageIter) {
        dbus_message_iter_recurse(&parent, &iterator)
        hasArguments = dbus_message_iter_get_arg_type(&iterator) != CDBusTypeInvalid
    }

    mutating func int32() throws(DBusArgumentError) -> Int32 {
        var value: Int32 = 0
        try basic(CDBusTypeInt32, "i", into: &value)
        return value
    }

    mutating func uint32() throws(DBusArgumentError) -> UInt32 {
        var value: UInt32 = 0
        try basic(CDBusTypeUInt32, "u", into: &value)
        return value
    }

    mutating func bool() throws(DBusArgumentError) -> Bool {
        // D-Bus booleans are 32 bits (dbus_bool_t).
        var value: UInt32 = 0
        try basic(CDBusTypeBoolean, "b", into: &value)
        return value != 0
    }

    mutating func double() throws(DBusArgumentError) -> Double {
        var value = 0.0
        try basic(CDBusTypeDouble, "d", into: &value)
        return value
    }

    mutating func string() throws(DBusArgumentError) -> String {
        var pointer: UnsafePointer<CChar>?
        try basic(CDBusTypeString, "s", into: &pointer)
        return pointer.map { String(cString: $0) } ?? ""
    }

    mutating func objectPath() throws(DBusArgumentError) -> String {
        var pointer: UnsafePointer<CChar>?
        try basic(CDBusTypeObjectPath, "o", into: &pointer)
        return pointer.map { String(cString: $0) } ?? ""
    }

    /// A variant's one value, read by `body`.
    mutating func variant<Value>(_ body: (inout DBusMessageReader) throws(DBusArgumentError) -> Value)
        throws(DBusArgumentError) -> Value {
        try container(CDBusTypeVariant, "v", body)
    }

    /// A structure's fields, read by `body`.
    mutating func structure<Value>(_ body: (inout DBusMessageReader) throws(DBusArgumentError) -> Value)
        throws(DBusArgumentError) -> Value {
        try container(CDBusTypeStruct, "(...)", body)
    }

    /// An array of strings (`as`).
    mutating func strings() throws(DBusArgumentError) -> [String] {
        try container(CDBusTypeArray, "as") { (inner: inout DBusMessageReader) throws(DBusArgumentError) in
            var strings: [String] = []
            while inner.hasArguments { strings.append(try inner.string()) }
            return strings
        }
    }

    /// Each element of an array, read by `body` until the array ends.
    mutating func forEach(_ body: (inout DBusMessageReader) throws(DBusArgumentError) -> Void) throws(DBusArgumentError) {
        try container(CDBusTypeArray, "a...") { (inner: inout DBusMessageReader) throws(DBusArgumentError) in
            while inner.hasArguments { try body(&inner) }
        }
    }

    private mutating func basic<Value: BitwiseCopyable>(_ type: Int32, _ name: String, into value: inout Value) throws(DBusArgumentError) {
        try expect(type, name)
        dbus_message_iter_get_basic(&iterator, &value)
        advance()
    }

    private mutating func container<Value>(_ type: Int32, _ name: String,
                                           _ body: (inout DBusMessageReader) throws(DBusArgumentError) -> Value)
        throws(DBusArgumentError) -> Value {
        try expect(type, name)
        var inner = DBusMessageReader(inside: &iterator)
        let value = try body(&inner)
        advance()
        return value
    }

    private mutating func expect(_ type: Int32, _ name: String) throws(DBusArgumentError) {
        let found = hasArguments ? dbus_message_iter_get_arg_type(&iterator) : CDBusTypeInvalid
        guard found == type else {
            throw DBusArgumentError(position: position, expected: name,
                                    found: found == CDBusTypeInvalid ? nil : Character(UnicodeScalar(UInt8(found))))
        }
    }

    private mutating func advance() {
        position += 1
        hasArguments = dbus_message_iter_next(&iterator) != 0
    }
}

/// A D-Bus message's argument that is missing or of another type than its method takes.
struct DBusArgumentError: Error, CustomStringConvertible {
    /// The argument's place, from 0.
    let position: Int
    /// The type the method takes there, in D-Bus's notation (`i`, `s`, `(so)`).
    let expected: String
    /// The type code found there; nil: the arguments ended.
    let found: Character?

    var description: String {
        "argument \(position + 1) should be of type \(expected), but "
            + (found.map { "it is of type \($0)" } ?? "there is none")
    }
}
