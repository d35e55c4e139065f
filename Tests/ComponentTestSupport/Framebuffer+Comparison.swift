import Foundation
import Graphics

extension Framebuffer {
    /// How many pixels differ from `reference`'s (of the same size), with up to
    /// `samples` of them described (`(x,y) shown vs reference`, hexadecimal); (0, [])
    /// when they are equal byte for byte. When they differ and `pngPrefix` is given, both
    /// are written to `/tmp` as `PREFIX-shown.png` and `PREFIX-full.png` for a person to
    /// look at (the exact-repaint property tests).
    public func differences(from reference: Framebuffer, samples: Int = 0,
                            pngPrefix: String? = nil) -> (count: Int, samples: [String]) {
        guard memcmp(pixels, reference.pixels, reference.width * reference.height * 4) != 0 else { return (0, []) }
        var count = 0
        var described: [String] = []
        for y in 0..<reference.height {
            for x in 0..<reference.width where self[x, y] != reference[x, y] {
                count += 1
                if described.count < samples {
                    described.append("(\(x),\(y)) \(String(self[x, y], radix: 16)) vs \(String(reference[x, y], radix: 16))")
                }
            }
        }
        if let pngPrefix {
            try? PNG.write(makeImage(), toFile: "/tmp/\(pngPrefix)-shown.png")
            try? PNG.write(reference.makeImage(), toFile: "/tmp/\(pngPrefix)-full.png")
        }
        return (count, described)
    }
}
