import Geometry

/// The offscreen layers a painter draws opacity groups and transformed subtrees into,
/// kept for reuse so that steady-state frames allocate none.
///
/// Layers not in use are kept up to `byteLimit` bytes in total; beyond it the largest
/// are dropped (the oldest of equal size first). A layer larger than the limit is used
/// and then dropped, so a limit of 0 keeps nothing.
struct LayerPool {
    /// The most bytes of spare layers kept (4 bytes a pixel).
    var byteLimit: Int {
        didSet { trim() }
    }
    /// Spare layers, oldest first.
    private var spare: [Framebuffer] = []
    private(set) var spareBytes = 0
    /// How many layers the pool has allocated (tests check that warm frames add none).
    private(set) var allocations = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
        spare.reserveCapacity(8)
    }

    /// A layer at least `width` × `height` whose top-left `width` × `height` pixels are
    /// transparent: the smallest spare one that fits, or a new one. Give it back with
    /// `recycle(_:)`. Sides are at most `Framebuffer.maxSide` (callers check).
    mutating func take(width: Int, height: Int) -> Framebuffer {
        let w = max(0, width), h = max(0, height)
        var best: Int?
        for (i, layer) in spare.enumerated() where layer.width >= w && layer.height >= h {
            if let b = best, spare[b].width * spare[b].height <= layer.width * layer.height { continue }
            best = i
        }
        let layer: Framebuffer
        if let best {
            layer = spare.remove(at: best)
            spareBytes -= Self.bytes(of: layer)
            layer.clear(PixelRect(x: 0, y: 0, width: w, height: h), to: 0)
        } else {
            allocations += 1
            // New framebuffers start transparent. Callers keep sides within maxSide.
            layer = try! Framebuffer(width: w, height: h)
        }
        return layer
    }

    /// Takes back a layer from `take(width:height:)` for reuse.
    mutating func recycle(_ layer: Framebuffer) {
        spare.append(layer)
        spareBytes += Self.bytes(of: layer)
        trim()
    }

    /// Drops the largest spare layers (oldest first among equals) until the rest fit.
    private mutating func trim() {
        while spareBytes > max(0, byteLimit), !spare.isEmpty {
            var largest = 0
            for i in spare.indices where Self.bytes(of: spare[i]) > Self.bytes(of: spare[largest]) { largest = i }
            spareBytes -= Self.bytes(of: spare.remove(at: largest))
        }
    }

    private static func bytes(of layer: Framebuffer) -> Int { layer.stride * layer.height * 4 }
}
