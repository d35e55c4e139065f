/// A key with its hash worked out once, when it is made: a table behind a `Lock` then
/// hashes nothing while it holds the lock (a lookup compares the stored hashes, then the
/// values). Hashing a paragraph's text under the text caches' locks made threads that
/// prepare rows wait for each other.
public struct Prehashed<Value: Hashable>: Hashable {
    public let value: Value
    @usableFromInline let hash: Int

    @inlinable
    public init(_ value: Value) {
        self.value = value
        hash = value.hashValue
    }

    @inlinable
    public static func == (a: Prehashed, b: Prehashed) -> Bool {
        a.hash == b.hash && a.value == b.value
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

extension Prehashed: Sendable where Value: Sendable {}
