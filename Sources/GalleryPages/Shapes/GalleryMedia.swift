import Components
import Foundation
import Images

/// The gallery's pictures: drawn for the project (`Scripts/make-gallery-media.py` makes
/// them and `GalleryMedia+Files.swift`) and kept in the binary, so that every machine and
/// kiosk shows them without a folder of resources beside the executable.
enum GalleryMedia {
    /// A 1600 × 1000 landscape at dusk, a progressive JPEG.
    static let photo = source("photo.jpg", photoBase64)
    /// A ring of dots turning: a 12-frame GIF looping forever.
    static let spinner = source("spinner.gif", spinnerBase64)
    /// A ball orbiting a planet: a 24-frame animated WebP with alpha, looping forever.
    static let orbit = source("orbit.webp", orbitBase64)
    /// A small scene as SVG: drawn at the size shown.
    static let illustration = ImageSource.bytes(Array(illustrationSVG.utf8), identifier: "gallery/illustration.svg")

    private static func source(_ name: String, _ base64: String) -> ImageSource {
        let bytes = Data(base64Encoded: base64, options: .ignoreUnknownCharacters).map { [UInt8]($0) } ?? []
        return .bytes(bytes, identifier: "gallery/\(name)")
    }

    static let illustrationSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
          <defs>
            <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stop-color="#3d7be0"/><stop offset="1" stop-color="#a9d2ff"/>
            </linearGradient>
          </defs>
          <rect width="64" height="64" rx="12" fill="url(#sky)"/>
          <circle cx="46" cy="18" r="8" fill="#ffd45a"/>
          <path d="M8 30a7 7 0 0 1 13-3 6 6 0 0 1 10 5H8z" fill="#ffffff" opacity="0.9"/>
          <path d="M0 50l16-16 12 12 10-8 26 18v8H0z" fill="#2f8f5b"/>
          <path d="M0 56l20-10 18 8 26-6v16H0z" fill="#236b44"/>
        </svg>
        """
}

/// The file `gallery --page images --image FILE` shows on the Shapes and images page.
struct GalleryImageFileKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension ComponentEnvironment {
    /// A picture of the user's to show on the Shapes and images page (`--image FILE`).
    public var galleryImageFile: String? {
        get { self[GalleryImageFileKey.self] }
        set { self[GalleryImageFileKey.self] = newValue }
    }
}
