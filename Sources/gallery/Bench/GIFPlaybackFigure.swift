import AllocationCount
import CGIF
import ArgumentParser
import Foundation
import Tessera

/// `images` `gif-playback`: a 100-frame 480 × 270 animated GIF (25 frames a second,
/// looping) shown by an `AsyncImage` at its own size, and one frame of its playback
/// timed: the frame clock moves on by a frame's 40 ms and the host paints.
///
/// The GIF is read and decoded before timing starts and has played one whole loop, so
/// what is timed is what a playing animation costs: `allocations_max` (the most one
/// timed frame allocated; bar 0), `pixels_painted` (the most one frame painted: the
/// picture and nothing else), `frames_changed` (timed frames that showed a new picture:
/// every one). Bar: ≤ 1 ms a frame.
@MainActor
final class GIFPlaybackFigure {
    static let size = (width: 480, height: 270)
    static let frameCount = 100
    /// Hundredths of a second a frame (GIF's unit).
    static let delay = 4

    private let path: String
    private let host: ComponentHost
    private var allocations: [UInt64] = []
    private var mostPixels = 0
    private var changedFrames = 0
    private var timedFrames = 0
    private var lastShown: UInt32 = 0

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(getpid()).gif").path
        try Self.writeGIF(to: path)
        let size = Size(width: Double(Self.size.width), height: Double(Self.size.height))
        // A cache of its own, big enough for the 52 MB of frames (the shared one's 48 MB
        // would hand them to the image and keep none).
        let cache = ImageCache(byteLimit: 64 << 20)
        host = try ComponentHost(AsyncImage(.file(path), cache: cache), size: size, scale: 1)
        host.paintSettled()
        guard case .success(let animation)? = cache.cached(ImageCache.Key(source: .file(path), size: PixelSize(width: Self.size.width, height: Self.size.height))),
              animation.frames.count == Self.frameCount else {
            throw ValidationError("gif-playback: the bench's GIF did not decode to \(Self.frameCount) frames")
        }
        // One whole loop first: what is timed is an animation that has played.
        for _ in 0..<Self.frameCount { step() }
        lastShown = probe()
    }

    deinit { unlink(path) }

    var figure: BenchFigure {
        BenchFigure(mode: "gif-playback", draw: { _ in }, details: {
            [("allocations_max", self.allocations.max().map(Int.init) ?? -1), ("pixels_painted", self.mostPixels),
             ("frames_changed", self.changedFrames), ("frames_timed", self.timedFrames),
             ("picture_pixels", Self.size.width * Self.size.height)]
        }, timedFrame: { self.timedFrame() })
    }

    func image() -> Graphics.Image { host.image() }

    private func timedFrame() -> UInt64 {
        let allocationsBefore = tessera_allocation_count()
        let start = FrameTimer.now()
        step()
        let end = FrameTimer.now()
        if tessera_allocation_count_available() == 1 { allocations.append(tessera_allocation_count() - allocationsBefore) }
        mostPixels = max(mostPixels, host.lastPaint.paintedPixels)
        timedFrames += 1
        let shown = probe()
        if shown != lastShown { changedFrames += 1 }
        lastShown = shown
        return end - start
    }

    private func step() {
        host.advanceAnimations(by: Double(Self.delay) / 100)
        host.paint()
    }

    /// A hash of every seventh pixel of the picture's middle row, which the bands' drift
    /// changes from each frame to the next.
    private func probe() -> UInt32 {
        let image = host.image()
        var hash: UInt32 = 0
        for x in stride(from: 0, to: Self.size.width, by: 7) { hash = hash &* 31 &+ image[x, Self.size.height / 2] }
        return hash
    }

    /// Writes the GIF through giflib: a 256-color palette of warm to cool, a field of
    /// drifting diagonal bands and a disc crossing it, every frame a whole canvas
    /// (disposal: none), looping forever.
    static func writeGIF(to path: String) throws {
        var error: Int32 = 0
        guard let gif = EGifOpenFileName(path, false, &error) else {
            throw ValidationError("gif-playback: giflib could not create \(path) (\(error))")
        }
        var closed = false
        defer { if !closed { EGifCloseFile(gif, &error) } }
        var colors = (0..<256).map { index -> GifColorType in
            let t = Double(index) / 255
            return GifColorType(Red: UInt8(40 + 200 * t), Green: UInt8(90 + 100 * sin(t * .pi)), Blue: UInt8(230 - 190 * t))
        }
        colors[255] = GifColorType(Red: 250, Green: 250, Blue: 245)
        guard let map = GifMakeMapObject(256, &colors) else { throw ValidationError("gif-playback: giflib could not make a palette") }
        defer { GifFreeMapObject(map) }
        EGifSetGifVersion(gif, true)
        let width = Self.size.width, height = Self.size.height
        func check(_ status: Int32, _ what: String) throws {
            guard status == GIF_OK else { throw ValidationError("gif-playback: giflib could not write \(what) (\(gif.pointee.Error))") }
        }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "the screen")
        // The Netscape extension: loop forever.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "the loop")
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), "the loop")
        try check(EGifPutExtensionBlock(gif, 3, [1, 0, 0] as [UInt8]), "the loop")
        try check(EGifPutExtensionTrailer(gif), "the loop")
        var row = [GifPixelType](repeating: 0, count: width)
        for frame in 0..<frameCount {
            var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
                                               TransparentColor: NO_TRANSPARENT_COLOR)
            var extensionBytes = [GifByteType](repeating: 0, count: 4)
            _ = EGifGCBToExtension(&control, &extensionBytes)
            try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes), "frame \(frame)'s timing")
            try check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, nil), "frame \(frame)")
            let phase = Double(frame) / Double(frameCount)
            let discX = Double(width) * phase, discY = Double(height) / 2 + 60 * sin(phase * 2 * .pi)
            for y in 0..<height {
                for x in 0..<width {
                    let dx = Double(x) - discX, dy = Double(y) - discY
                    if dx * dx + dy * dy < 40 * 40 {
                        row[x] = 255
                    } else {
                        row[x] = GifPixelType(truncatingIfNeeded: (x + y) / 3 + frame * 5) % 240
                    }
                }
                try check(EGifPutLine(gif, &row, Int32(width)), "frame \(frame)'s rows")
            }
        }
        closed = true
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw ValidationError("gif-playback: giflib could not finish \(path) (\(error))") }
    }
}
