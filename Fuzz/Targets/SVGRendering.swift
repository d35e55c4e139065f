import FuzzImageSupport
import FuzzSupport
import Images

LibFuzzer.run(fuzzSVGRendering)

/// Any bytes through `ImageDecoder` as SVG (given SVG's signature when they lack it):
/// librsvg, drawn at the size shown (no other file is ever loaded). The checks are
/// `ImageDecodingCheck`'s, which every image target shares.
func fuzzSVGRendering(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ImageDecodingCheck.check(ImageDecodingCheck.steered([UInt8](UnsafeBufferPointer(start: data, count: size)), toward: .svg))
    return 0
}
