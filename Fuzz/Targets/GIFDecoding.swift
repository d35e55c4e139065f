import FuzzImageSupport
import FuzzSupport
import Images

LibFuzzer.run(fuzzGIFDecoding)

/// Any bytes through `ImageDecoder` as GIF (given GIF's signature when they lack it):
/// giflib (frames, disposal modes, the Netscape loop count). The checks are
/// `ImageDecodingCheck`'s, which every image target shares.
func fuzzGIFDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImageDecodingCheck.check(ImageDecodingCheck.steered([UInt8](UnsafeBufferPointer(start: data, count: size)), toward: .gif))
    return 0
}
