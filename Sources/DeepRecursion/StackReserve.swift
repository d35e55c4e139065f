import LibC

/// Keeps deep trees from overflowing the stack: when the current thread's stack runs
/// low, the work continues on a fresh thread with a large stack and waits for it (the
/// technique of rustc's `stacker`). Layout uses it per container, Components per
/// composite component built and per box made, Mounting per node mounted and painted.
///
/// Layout recurses once or twice per tree level, and a level's frames take a few
/// kilobytes, so a thousand-deep tree needs several megabytes: more than a background
/// thread's 512 KiB. Checking costs a stack-pointer read and a thread-local lookup per
/// container; the spill happens only where a thread really runs short.
public enum StackReserve {
    /// Bytes that must remain before laying out another container.
    @usableFromInline static let reserve = 96 * 1024
    /// The stack of a spill thread; spills chain, so any depth works.
    static let spillStackSize = 32 * 1024 * 1024

    /// Runs `body` here, or on a fresh thread when this one has less than `reserve` left.
    @inlinable @inline(__always)
    public static func ensure(_ body: () -> Void) {
        if remaining() >= reserve {
            body()
        } else {
            withoutActuallyEscaping(body) { runOnFreshStack($0) }
        }
    }

    /// Bytes left between the stack pointer and the end of this thread's stack.
    @usableFromInline static func remaining() -> Int {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let low = lowestAddress()
        return here > low ? Int(here - low) : 0
    }

    /// The lowest usable stack address of the current thread, looked up once per thread.
    private static func lowestAddress() -> UInt {
        if let cached = pthread_getspecific(key) { return UInt(bitPattern: cached) }
        var attributes = pthread_attr_t()
        var low: UInt = 0
        if let getAttributes = threadAttributes, getAttributes(pthread_self(), &attributes) == 0 {
            var address: UnsafeMutableRawPointer?
            var size = 0
            if pthread_attr_getstack(&attributes, &address, &size) == 0, let address {
                // Stay clear of the guard page.
                low = UInt(bitPattern: address) + 16 * 1024
            }
            pthread_attr_destroy(&attributes)
        }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: low))
        return low
    }

    /// glibc's `pthread_getattr_np` (the attributes, stack included, of a running thread):
    /// a GNU extension that the Glibc module does not declare, so it is looked up by name.
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let threadAttributes: GetAttributes? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttributes.self)
    }()

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` on a new thread with a `spillStackSize` stack and waits for it; the
    /// caller is blocked meanwhile, so the closure's captures are never shared.
    @usableFromInline static func runOnFreshStack(_ body: @escaping () -> Void) {
        let context = Unmanaged.passRetained(SpillJob(body)).toOpaque()
        defer { Unmanaged<SpillJob>.fromOpaque(context).release() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, spillStackSize)
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<SpillJob>.fromOpaque(context!).takeUnretainedValue().body()
            return nil
        }, context)
        pthread_attr_destroy(&attributes)
        if created == 0 {
            pthread_join(thread, nil)
        } else {
            // No thread to be had: go on here and hope the stack suffices.
            body()
        }
    }
}

/// The work handed to a spill thread.
private final class SpillJob {
    let body: () -> Void

    init(_ body: @escaping () -> Void) { self.body = body }
}
