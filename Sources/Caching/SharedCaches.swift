import Locking

/// One cache's size as the inspector's hierarchy dump lists it: entries, bytes held and
/// the most bytes it keeps (nil where it is not weighed, or bounded otherwise).
public struct CacheSize: Sendable, Encodable, Equatable {
    public var name: String
    public var entries: Int
    public var bytes: Int?
    public var byteLimit: Int?

    public init(name: String, entries: Int, bytes: Int?, byteLimit: Int?) {
        self.name = name
        self.entries = entries
        self.bytes = bytes
        self.byteLimit = byteLimit
    }
}

/// The process-wide caches the hierarchy dump lists beside a host's own text caches:
/// decoded images, icons' masks, and any an app registers. A module cannot reach the
/// inspector (it sits above them all), so each shared cache registers here when it is
/// made, with a function that reads its size at the moment of a dump.
public enum SharedCaches {
    /// What a registered cache's reader gives: its entries, the bytes they hold and the
    /// most bytes it keeps (nil where it is not weighed, or bounded otherwise).
    public typealias Reading = (entries: Int, bytes: Int?, byteLimit: Int?)

    private static let registered = Lock<[(name: String, read: @Sendable () -> Reading)]>([])

    /// Lists the cache `name` in every dump from now on, its size read by `read`
    /// (registering a name again replaces the reader). `read` runs on the thread that
    /// dumps, so it takes the cache's own lock.
    public static func register(_ name: String, read: @escaping @Sendable () -> Reading) {
        registered.withLock { caches in
            caches.removeAll { $0.name == name }
            caches.append((name, read))
        }
    }

    /// Every registered cache's size now, in the order they were registered.
    public static var sizes: [CacheSize] {
        let readers = registered.withLock { caches in caches }
        return readers.map { name, read in
            let reading = read()
            return CacheSize(name: name, entries: reading.entries, bytes: reading.bytes, byteLimit: reading.byteLimit)
        }
    }
}
