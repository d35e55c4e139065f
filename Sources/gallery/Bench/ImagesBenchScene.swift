import ArgumentParser
import CTurboJPEG
import Foundation
import Tessera

/// `images`: issue 31's image figures, file to painted pixels in a 400 × 300 frame.
///
/// - `jpeg-thumbnail`: a 4000 × 3000 JPEG read from its file and decoded for 400 × 300
///   (libjpeg-turbo's 1/8 DCT scale gives 500 × 375), then drawn scaled into the frame.
/// - `jpeg-whole`: the same file decoded whole and drawn scaled the same way: what
///   decoding without the size shown costs. Bar: thumbnail ≤ 0.35 × whole.
///
/// Each reports the decoded size and `peak_kb`: the most resident memory above the
/// figure's start during one more frame (the kernel's high-water mark, reset first
/// through `/proc/self/clear_refs`). Bar for the thumbnail: ≤ 8 MB.
///
/// The JPEG is made when the scene starts (a seeded photo-like pattern: gradients, soft
/// shapes and grain, quality 90) and removed at the end.
///
/// `gif-playback` is `GIFPlaybackFigure`'s; `svg-icons-first` and `svg-icons-cached` are
/// `SVGIconsFigure`'s.
final class ImagesBenchScene: BenchScene {
    let width = 400
    let height = 300
    private let path: String
    private var decoded: [String: Graphics.Image] = [:]
    private let fileSize: Int
    private let playback: GIFPlaybackFigure
    private let icons: SVGIconsFigure

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(getpid()).jpg").path
        let photo = try Self.photo(width: 4000, height: 3000)
        fileSize = photo.count
        try FileBytes.write(photo, to: path)
        playback = try GIFPlaybackFigure()
        icons = try SVGIconsFigure()
    }

    deinit { unlink(path) }

    var figures: [BenchFigure] {
        [figure("jpeg-thumbnail", size: PixelSize(width: 400, height: 300)), figure("jpeg-whole", size: nil),
         showing(playback.figure, playback.image)] + icons.figures.map { showing($0, icons.image) }
    }

    /// What `--png` writes: the last figure's host's frame (nil: the bench's framebuffer).
    private var shown: (() -> Graphics.Image)?

    func image() -> Graphics.Image? { shown?() }

    /// `figure`, making `image` what `--png` writes once it has run.
    private func showing(_ figure: BenchFigure, _ image: @escaping () -> Graphics.Image) -> BenchFigure {
        var figure = figure
        let timed = figure.timedFrame
        figure.timedFrame = timed.map { timed in { self.shown = image; return try timed() } }
        return figure
    }

    private func figure(_ mode: String, size: PixelSize?) -> BenchFigure {
        let frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let options = ImageDecodeOptions(size: size)
        let path = path
        let draw: (Painter) -> Void = { painter in
            // A failure stops the bench: the file was written a moment ago.
            let image = try! ImageDecoder.decode(contentsOfFile: path, options: options)
            painter.draw(image, in: frame)
            self.decoded[mode] = image
        }
        return BenchFigure(mode: mode, draw: draw, details: {
            let peak = Self.peakResidentKilobytes { draw(Painter(target: try! Framebuffer(width: 400, height: 300))) }
            let image = self.decoded[mode]
            return [("decoded_width", image?.width ?? 0), ("decoded_height", image?.height ?? 0), ("peak_kb", peak),
                    ("file_bytes", self.fileSize)]
        })
    }

    /// The most resident kilobytes above the start while `work` runs (-1 where the
    /// kernel cannot reset its high-water mark).
    static func peakResidentKilobytes(_ work: () -> Void) -> Int {
        guard (try? FileBytes.write(Array("5".utf8), to: "/proc/self/clear_refs")) != nil,
              let start = statusField("VmRSS") else { return -1 }
        work()
        guard let peak = statusField("VmHWM") else { return -1 }
        return peak - start
    }

    /// A field of /proc/self/status in kB ("VmRSS:    1234 kB").
    private static func statusField(_ name: String) -> Int? {
        guard let bytes = try? FileBytes.read("/proc/self/status") else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// A photo-like JPEG: smooth color fields, soft discs and grain, so that its DCT
    /// blocks carry what a camera's do.
    static func photo(width: Int, height: Int) throws -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var seed: UInt32 = 0x9E37_79B9
        for y in 0..<height {
            for x in 0..<width {
                seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5
                let grain = Int(seed & 15) - 8
                let dx = Double(x - width / 3), dy = Double(y - height / 2)
                let disc = max(0, 1 - (dx * dx + dy * dy).squareRoot() / Double(height / 3))
                let red = 60 + 150 * x / width + Int(90 * disc) + grain
                let green = 40 + 120 * y / height + Int(60 * disc) + grain
                let blue = 180 - 120 * x / width + grain
                let offset = (y * width + x) * 3
                rgb[offset] = UInt8(clamping: red)
                rgb[offset + 1] = UInt8(clamping: green)
                rgb[offset + 2] = UInt8(clamping: blue)
            }
        }
        guard let handle = tjInitCompress() else { throw ValidationError("libjpeg-turbo could not start a compressor") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        guard tjCompress2(handle, rgb, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue), &output, &size,
                          Int32(TJSAMP_420.rawValue), 90, 0) == 0, let output else {
            throw ValidationError("libjpeg-turbo could not make the bench's JPEG")
        }
        defer { tjFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
