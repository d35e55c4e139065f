import FuzzSupport
import Graphics

LibFuzzer.run(fuzzPNGDecoding)

/// Any bytes through `PNG.decode`: an image or a `PNGError`, never a crash. An image that
/// decodes must come back pixel for pixel through `PNG.encode` and `PNG.decode`, as
/// PNG.swift promises.
func fuzzPNGDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    // A lower pixel limit than the default keeps each run fast; PNGTests test the limit.
    guard let image = try? PNG.decode(bytes, maxPixels: 1 << 20) else { return 0 }
    do {
        let again = try PNG.decode(try PNG.encode(image))
        FuzzCheck.require(again.width == image.width && again.height == image.height, "the size changed through encode")
        FuzzCheck.require(again.pixels == image.pixels, "the pixels changed through encode")
    } catch {
        FuzzCheck.require(false, "a decoded \(image.width)x\(image.height) image did not encode and decode: \(error)")
    }
    return 0
}
