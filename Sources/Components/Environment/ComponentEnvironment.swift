/// A value a component reads from the components around it: a type naming the value's
/// type and its default. Extend `ComponentEnvironment` with a property for it:
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension ComponentEnvironment {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value: Sendable & Equatable
    /// What a component reads where nothing around it set the key.
    static var defaultValue: Value { get }
}

/// What a component's subtree is built in: the values the components around it set with
/// `Component.environment(_:_:)` (a theme, a type scale, a layout direction), read in
/// `body` through `BuildContext.environment`. A value type: a subtree built in one
/// environment and reused in an equal one is the same subtree; a composite whose
/// environment changed is built again (so a theme switch rebuilds what it reaches).
public struct ComponentEnvironment: Sendable, Equatable {
    /// The values, in one shared box: an environment passed down unchanged compares by
    /// identity, so a build's reuse checks cost a pointer comparison.
    private var storage: Storage

    /// The environment in which nothing is set: every key reads its default.
    public init() {
        storage = Storage.empty
    }

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage.values[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set {
            var values = storage.values
            values[ObjectIdentifier(key)] = Entry(newValue)
            storage = Storage(values)
        }
    }

    /// Whether both share one box of values (equal without comparing them).
    func isIdentical(to other: ComponentEnvironment) -> Bool { storage === other.storage }

    public static func == (lhs: ComponentEnvironment, rhs: ComponentEnvironment) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    private final class Storage: Sendable {
        static let empty = Storage([:])
        let values: [ObjectIdentifier: Entry]
        init(_ values: [ObjectIdentifier: Entry]) { self.values = values }
    }

    /// One value with the way to compare it with another of its key.
    private struct Entry: Sendable, Equatable {
        let value: any Sendable
        let isEqual: @Sendable (any Sendable) -> Bool

        init<Value: Sendable & Equatable>(_ value: Value) {
            self.value = value
            isEqual = { ($0 as? Value) == value }
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.isEqual(rhs.value) }
    }
}
