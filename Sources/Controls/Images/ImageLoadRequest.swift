import Images
import Locking

/// The link between an `AsyncImage`'s drawing, painted on any thread, and its controller
/// on the main actor: the drawing says the pixels it is painted at (`want`), a size not
/// asked for before starts a load through the cache, and the outcome reaches the
/// controller through the main queue (`BackgroundWork`), if that size is still the one
/// wanted.
///
/// So the size the image is laid out at decides what is decoded, the decode happens on
/// the cache's queue, never on the main actor, and an image laid out again at another
/// size (a resize, a rotation) is decoded again at that one.
final class ImageLoadRequest: Sendable {
    typealias Delivery = @MainActor (PixelSize, ImageCache.Outcome) -> Void

    let source: ImageSource
    let cache: ImageCache
    let maximumPixels: Int
    private let wanted = Lock<PixelSize?>(nil)
    /// Set by the controller; cleared when it is invalidated. Used on the main actor only.
    private let delivery = Lock<Delivery?>(nil)
    @MainActor var onOutcome: Delivery? {
        get { delivery.withLock { $0 } }
        set { delivery.withLock { $0 = newValue } }
    }

    init(source: ImageSource, cache: ImageCache, maximumPixels: Int) {
        self.source = source
        self.cache = cache
        self.maximumPixels = maximumPixels
    }

    /// The drawing is painted at `size`: loads it unless it is the size last asked for.
    /// Called on any thread (a band of a paint).
    func want(_ size: PixelSize) {
        guard size.width > 0, size.height > 0 else { return }
        let isNew = wanted.withLock { wanted in
            guard wanted != size else { return false }
            wanted = size
            return true
        }
        guard isNew else { return }
        let key = ImageCache.Key(source: source, size: size, maximumPixels: maximumPixels)
        // Counted as background work, so that a host finishing its pending work (a test,
        // a picture without a display) waits for the decode and shows the image.
        BackgroundWork.shared.start()
        cache.load(key) { [self] outcome in
            BackgroundWork.shared.finish { self.deliver(size, outcome) }
        }
    }

    /// The size last asked for, if any.
    var wantedSize: PixelSize? { wanted.withLock { $0 } }

    @MainActor private func deliver(_ size: PixelSize, _ outcome: ImageCache.Outcome) {
        // A load for a size no longer wanted (laid out again meanwhile) is dropped: the
        // load of the new size follows.
        guard wantedSize == size, let onOutcome else { return }
        onOutcome(size, outcome)
    }
}
