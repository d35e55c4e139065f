import Foundation
import StatusCard
import Tessera

/// `render-png OUTPUT.png [--scale S]`: renders the sample status card (240 × 150
/// points) to a PNG file.
@main
@MainActor
enum RenderPNG {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var scale = 1.0
        if let index = arguments.firstIndex(of: "--scale") {
            guard index + 1 < arguments.count, let value = Double(arguments[index + 1]) else {
                fail("--scale needs a number (device pixels per point)", status: 2)
            }
            scale = value
            arguments.removeSubrange(index...index + 1)
        }
        guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
            fail("usage: render-png OUTPUT.png [--scale S]", status: 2)
        }
        do {
            try Snapshot.writePNG(of: sampleCard, size: Size(width: 240, height: 150), scale: scale, to: arguments[0])
            print("wrote \(arguments[0])")
        } catch {
            fail("\(error)", status: 1)
        }
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("render-png: \(message)\n".utf8))
        exit(status)
    }
}
