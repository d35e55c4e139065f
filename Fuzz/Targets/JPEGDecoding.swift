import FuzzImageSupport
import FuzzSupport
import Images

LibFuzzer.run(fuzzJPEGDecoding)

/// Any bytes through `ImageDecoder` as JPEG (given JPEG's signature when they lack it):
/// libjpeg-turbo, with its EXIF through libexif (orientation; progressive, gray and CMYK
/// files). The checks are `ImageDecodingCheck`'s, which every image target shares.
func fuzzJPEGDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImageDecodingCheck.check(ImageDecodingCheck.steered([UInt8](UnsafeBufferPointer(start: data, count: size)), toward: .jpeg))
    return 0
}
