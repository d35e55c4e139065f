import Graphics

/// An image with frames, as shown: each frame the whole canvas after its own part was
/// drawn over what the earlier frames left (their disposal applied), with how long it
/// stays. A still image is one frame that stays.
public struct AnimatedImage: Hashable, Sendable {
    /// One frame of the animation: the whole canvas, and its time on screen.
    public struct Frame: Hashable, Sendable {
        public let image: Image
        /// Seconds the frame is shown; `.infinity` for a still image's one frame.
        public let duration: Double

        public init(image: Image, duration: Double) {
            self.image = image
            self.duration = duration
        }
    }

    public let frames: [Frame]
    /// How many times the animation plays (0: forever), as the file says.
    public let loopCount: Int

    public init(frames: [Frame], loopCount: Int) {
        self.frames = frames
        self.loopCount = loopCount
    }

    public var width: Int { frames.first?.image.width ?? 0 }
    public var height: Int { frames.first?.image.height ?? 0 }
    /// One loop's length in seconds.
    public var loopDuration: Double { frames.reduce(0) { $0 + $1.duration } }

    /// The shortest time a frame is shown: browsers show a frame the file asks to show
    /// for less than 20 ms (1/50 s: GIF's 0 and 1 hundredths, often meant as "as fast as
    /// you can") for 100 ms, and so does Tessera, so such files play as they do there.
    public static let shortestFrame = 0.02
    /// What a frame shorter than `shortestFrame` is shown for.
    public static let defaultFrame = 0.1

    /// A frame time from a file, with the browsers' rule for tiny ones.
    static func duration(seconds: Double) -> Double {
        seconds < shortestFrame ? defaultFrame : seconds
    }
}
