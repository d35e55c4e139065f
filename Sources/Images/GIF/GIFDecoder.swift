import CGIF
import Graphics

/// GIF, still and animated, through giflib, read one record at a time: each frame is
/// counted against the pixel limit before it is read, which giflib's `DGifSlurp` (every
/// frame's pixels at once) could not do. giflib gives each frame's color indices; the
/// compositing is GIF89a's (section 23): a frame's opaque pixels drawn over the canvas
/// within the canvas, then its disposal (keep, clear its area to transparent as browsers
/// take "background", or put back what was under it).
enum GIFDecoder {
    /// Where giflib reads from: the file's bytes and how far it has read.
    private struct Source {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
    }

    static func decode(_ data: [UInt8], options: ImageDecodeOptions, firstFrameOnly: Bool)
        throws(ImageDecodeError.Reason) -> AnimatedImage {
        try data.withUnsafeBufferPointer { bytes throws(ImageDecodeError.Reason) in
            var source = Source(bytes: bytes)
            return try withUnsafeMutablePointer(to: &source) { source throws(ImageDecodeError.Reason) in
                var error: Int32 = 0
                guard let gif = DGifOpen(source, { gif, target, count in
                    guard let gif, let target, let user = gif.pointee.UserData else { return 0 }
                    let source = user.assumingMemoryBound(to: Source.self)
                    let n = min(Int(count), source.pointee.bytes.count - source.pointee.offset)
                    guard n > 0 else { return 0 }
                    target.update(from: source.pointee.bytes.baseAddress! + source.pointee.offset, count: n)
                    source.pointee.offset += n
                    return Int32(n)
                }, &error) else {
                    throw .malformed(format: .gif, message: message(error))
                }
                defer { DGifCloseFile(gif, nil) }
                var reader = FrameReader(gif: gif, limit: options.maximumPixels, firstFrameOnly: firstFrameOnly)
                return try reader.read()
            }
        }
    }

    static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }

    /// Reads the records of an open file into composited frames.
    private struct FrameReader {
        let gif: UnsafeMutablePointer<GifFileType>
        let limit: Int
        let firstFrameOnly: Bool
        let width: Int, height: Int
        var canvas: [UInt32]
        var frames: [AnimatedImage.Frame] = []
        var loopCount = 1
        /// The graphic control extension of the next frame, if one came before it.
        var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)

        init(gif: UnsafeMutablePointer<GifFileType>, limit: Int, firstFrameOnly: Bool) {
            self.gif = gif
            self.limit = limit
            self.firstFrameOnly = firstFrameOnly
            width = Int(gif.pointee.SWidth)
            height = Int(gif.pointee.SHeight)
            canvas = []
        }

        mutating func read() throws(ImageDecodeError.Reason) -> AnimatedImage {
            try AnimationLimit.check(width: width, height: height, frames: 1, limit: limit)
            guard width > 0, height > 0 else { throw .malformed(format: .gif, message: "the canvas is \(width)x\(height)") }
            canvas = [UInt32](repeating: 0, count: width * height)
            loop: while true {
                var record = UNDEFINED_RECORD_TYPE
                guard DGifGetRecordType(gif, &record) != GIF_ERROR else { throw failure() }
                switch record {
                case IMAGE_DESC_RECORD_TYPE:
                    try AnimationLimit.check(width: width, height: height, frames: frames.count + 1, limit: limit)
                    guard DGifGetImageDesc(gif) != GIF_ERROR else { throw failure() }
                    try readFrame()
                    if firstFrameOnly { break loop }
                case EXTENSION_RECORD_TYPE:
                    try readExtension()
                case TERMINATE_RECORD_TYPE:
                    break loop
                default:
                    throw .malformed(format: .gif, message: "a record of unknown type")
                }
            }
            guard !frames.isEmpty else { throw .malformed(format: .gif, message: "the file has no frame") }
            if frames.count == 1 {
                return AnimatedImage(frames: [AnimatedImage.Frame(image: frames[0].image, duration: .infinity)], loopCount: 1)
            }
            return AnimatedImage(frames: frames, loopCount: loopCount)
        }

        func failure() -> ImageDecodeError.Reason {
            .malformed(format: .gif, message: GIFDecoder.message(gif.pointee.Error))
        }

        /// The frame's indices, row by row (interlaced files in their four passes),
        /// drawn over the canvas; the canvas is then a frame, and the disposal applied.
        mutating func readFrame() throws(ImageDecodeError.Reason) {
            let desc = gif.pointee.Image
            let left = Int(desc.Left), top = Int(desc.Top), frameWidth = Int(desc.Width), frameHeight = Int(desc.Height)
            guard let map = desc.ColorMap ?? gif.pointee.SColorMap else {
                throw .malformed(format: .gif, message: "frame \(frames.count + 1) has no color table")
            }
            var colors = [UInt32](repeating: 0xFF00_0000, count: 256)
            for index in 0..<min(256, Int(map.pointee.ColorCount)) {
                let color = map.pointee.Colors[index]
                colors[index] = 0xFF00_0000 | UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
            }
            let transparent = Int(control.TransparentColor)
            if transparent >= 0, transparent < 256 { colors[transparent] = 0 }
            let saved = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
            var line = [UInt8](repeating: 0, count: frameWidth)
            // GIF89a appendix E: rows 0, 8, 16...; 4, 12...; 2, 6...; 1, 3...
            let passes: [(start: Int, step: Int)] = desc.Interlace ? [(0, 8), (4, 8), (2, 4), (1, 2)] : [(0, 1)]
            for pass in passes {
                var row = pass.start
                while row < frameHeight {
                    guard DGifGetLine(gif, &line, Int32(frameWidth)) != GIF_ERROR else { throw failure() }
                    let y = top + row
                    if y < height {
                        for x in 0..<frameWidth where left + x < width {
                            let color = colors[Int(line[x])]
                            // Transparent pixels leave the canvas as it is.
                            if color != 0 { canvas[y * width + left + x] = color }
                        }
                    }
                    row += pass.step
                }
            }
            // Cannot fail: width * height pixels.
            let image = try! Image(width: width, height: height, pixels: canvas)
            frames.append(AnimatedImage.Frame(image: image, duration: AnimatedImage.duration(seconds: Double(control.DelayTime) / 100)))
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                // The frame's area within the canvas, which a frame may lie wholly outside of.
                let columns = min(left, width)..<min(left + frameWidth, width)
                for y in min(top, height)..<min(top + frameHeight, height) {
                    for x in columns { canvas[y * width + x] = 0 }
                }
            case DISPOSE_PREVIOUS:
                if let saved { canvas = saved }
            default:
                break
            }
            control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0, TransparentColor: -1)
        }

        /// A graphic control extension (for the next frame) or Netscape's loop count; other
        /// extensions are read past.
        mutating func readExtension() throws(ImageDecodeError.Reason) {
            var code: Int32 = 0
            var block: UnsafeMutablePointer<GifByteType>?
            guard DGifGetExtension(gif, &code, &block) != GIF_ERROR else { throw failure() }
            var isNetscape = false
            var first = true
            while let data = block {
                let length = Int(data[0])
                if code == GRAPHICS_EXT_FUNC_CODE, first {
                    guard DGifExtensionToGCB(length, data + 1, &control) != GIF_ERROR else {
                        throw .malformed(format: .gif, message: "frame \(frames.count + 1)'s graphic control block is invalid")
                    }
                } else if code == APPLICATION_EXT_FUNC_CODE, first {
                    isNetscape = length == 11 && Array(UnsafeBufferPointer(start: data + 1, count: 11)) == Array("NETSCAPE2.0".utf8)
                } else if isNetscape, length >= 3, data[1] == 1 {
                    // Netscape counts repetitions after the first play (0: forever), as
                    // Chromium and Firefox read it.
                    let repetitions = Int(data[2]) | Int(data[3]) << 8
                    loopCount = repetitions == 0 ? 0 : repetitions + 1
                }
                first = false
                guard DGifGetExtensionNext(gif, &block) != GIF_ERROR else { throw failure() }
            }
        }
    }
}
