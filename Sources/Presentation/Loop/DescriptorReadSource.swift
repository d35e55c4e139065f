import Dispatch
import LibC

/// The one way Presentation watches a descriptor for reading: a dispatch read source on a
/// duplicate of it, which the source's cancel handler closes. Its owner may then close
/// its own descriptor whenever it likes (a window closing its X connection, libinput
/// destroying its context, a DRM card closed) right after cancelling.
///
/// Why a duplicate: libdispatch keys its epoll registrations by descriptor number and
/// drops them only when a cancelled source's cancellation is processed, later, on its
/// queue. A descriptor closed before then, while an event for it was delivered but not
/// yet handled, leaves a stale registration under its number; the next source made on a
/// descriptor that reuses the number joins it and never fires. (So the desktop's
/// light/dark changes stopped arriving after an unrelated window closed with input
/// pending: `DescriptorReadSourceTests` has the minimal case.) The duplicate keeps the
/// number taken until the registration is gone.
enum DescriptorReadSource {
    /// A resumed read source on `queue` calling `handler` while `descriptor` has data (or
    /// has hung up), watching a duplicate of it that its cancel handler closes. Nil when
    /// the process has no descriptor left to duplicate into (then nothing is watched).
    static func watch(_ descriptor: Int32, queue: DispatchQueue,
                      handler: @escaping @Sendable () -> Void) -> (any DispatchSourceRead)? {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { return nil }
        let source = DispatchSource.makeReadSource(fileDescriptor: copy, queue: queue)
        source.setEventHandler(handler: handler)
        source.setCancelHandler { _ = close(copy) }
        source.resume()
        return source
    }
}
