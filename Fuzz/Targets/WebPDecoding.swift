import FuzzImageSupport
import FuzzSupport
import Images

LibFuzzer.run(fuzzWebPDecoding)

/// Any bytes through `ImageDecoder` as WebP (given WebP's signature when they lack it):
/// libwebp (still, and animated through its demuxer). The checks are
/// `ImageDecodingCheck`'s, which every image target shares.
func fuzzWebPDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImageDecodingCheck.check(ImageDecodingCheck.steered([UInt8](UnsafeBufferPointer(start: data, count: size)), toward: .webp))
    return 0
}
