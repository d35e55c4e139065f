import LibC

/// A value that threads take turns with: `withLock` runs its closure with the value while
/// no other thread can, as `Synchronization.Mutex` does, on a `pthread_mutex_t`.
///
/// Tessera locks with this instead of `Mutex` so that ThreadSanitizer checks what the
/// locks protect. On Linux, `Mutex` takes a contended lock through a futex system call
/// inside the uninstrumented Synchronization library, so ThreadSanitizer sees no
/// happens-before edge between two holders and reports contended accesses to the locked
/// value as races (ARCHITECTURE.md, "Sanitizers"). ThreadSanitizer intercepts
/// `pthread_mutex_lock` and `pthread_mutex_unlock`, so it sees every handover. Uncontended,
/// both locks cost one atomic compare-and-swap in user space; this one also costs one heap
/// block per lock, which holds the value and gives the mutex the fixed address it needs.
public struct Lock<Value>: @unchecked Sendable {
    // Sendable on the terms `Mutex` is: the value moves in and out only through `sending`
    // parameters and results, and is touched only under the lock.
    @usableFromInline let storage: LockStorage<Value>

    public init(_ initialValue: sending Value) {
        storage = LockStorage.make(initialValue)
    }

    /// Runs `body` with the value, under the lock.
    @inlinable
    public func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        storage.lock()
        defer { storage.unlock() }
        return try body(&storage.header)
    }
}

/// The heap block of a `Lock`: the value as the header, and one `pthread_mutex_t` element.
@usableFromInline
final class LockStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    static func make(_ value: Value) -> LockStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in value }, to: LockStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            // Adaptive: a thread finding the lock taken spins briefly before it sleeps.
            // The critical sections are short (a cache lookup), and without the spin two
            // threads preparing rows took turns sleeping in the kernel on the text
            // caches' locks (see ARCHITECTURE.md, "DataSource").
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            let status = pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
            precondition(status == 0, "pthread_mutex_init failed with error \(status)")
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in _ = pthread_mutex_destroy(mutex) }
    }

    @usableFromInline func lock() {
        withUnsafeMutablePointerToElements { mutex in
            let status = pthread_mutex_lock(mutex)
            precondition(status == 0, "pthread_mutex_lock failed with error \(status)")
        }
    }

    @usableFromInline func unlock() {
        withUnsafeMutablePointerToElements { mutex in
            let status = pthread_mutex_unlock(mutex)
            precondition(status == 0, "pthread_mutex_unlock failed with error \(status)")
        }
    }
}
