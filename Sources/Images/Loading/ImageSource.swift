import Foundation
import Graphics

/// Where an image's bytes come from: a file, bytes in memory, a resource of a bundle, or a
/// loader the app supplies (a download, a database). Sources are equal when their
/// `identifier`s are: what the shared cache keys a decoded bitmap by, so components
/// showing the same source at the same size share one bitmap.
///
/// Reading happens where decoding does, off the main actor: a source only says how.
public struct ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// What the source is known by, in the cache and in errors: the file's path, the
    /// resource's, or the name the app gave.
    public let identifier: String
    private let readBytes: @Sendable () throws(ImageDecodeError) -> [UInt8]

    /// A source read by `read`, known by `identifier` (a URL, a database key). An error
    /// `read` throws is reported as the image's reason (`unreadable`, with the error's
    /// description), with `identifier` as its path.
    public static func loader(identifier: String, _ read: @escaping @Sendable () throws -> [UInt8]) -> ImageSource {
        ImageSource(identifier: identifier) { () throws(ImageDecodeError) in
            do {
                return try read()
            } catch {
                throw ImageDecodeError(path: identifier, reason: .unreadable(String(describing: error)))
            }
        }
    }

    /// The file at `path`, read when it is decoded; errors name the file.
    public static func file(_ path: String) -> ImageSource {
        ImageSource(identifier: path) { () throws(ImageDecodeError) in
            do throws(FileBytes.Failure) {
                return try FileBytes.read(path)
            } catch {
                throw ImageDecodeError(path: path, reason: .unreadable(error.reason))
            }
        }
    }

    /// Bytes in memory, known by `identifier`: two byte sources with one identifier are
    /// one image to the cache, so give each image its own.
    public static func bytes(_ bytes: [UInt8], identifier: String) -> ImageSource {
        ImageSource(identifier: identifier) { () throws(ImageDecodeError) in bytes }
    }

    /// The resource `name` (with its extension) of `bundle`, as SwiftPM's `Bundle.module`
    /// holds a package's resources. A missing resource is an `unreadable` error naming it
    /// and the bundle when the image is decoded.
    public static func resource(_ name: String, in bundle: Bundle) -> ImageSource {
        guard let path = bundle.path(forResource: name, ofType: nil) else {
            let identifier = "\(bundle.bundlePath)/\(name)"
            return ImageSource(identifier: identifier) { () throws(ImageDecodeError) in
                throw ImageDecodeError(path: identifier, reason: .unreadable("the bundle \(bundle.bundlePath) has no resource \(name)"))
            }
        }
        return file(path)
    }

    private init(identifier: String, read: @escaping @Sendable () throws(ImageDecodeError) -> [UInt8]) {
        self.identifier = identifier
        readBytes = read
    }

    /// The source's bytes, read now (off the main actor: this may block).
    public func read() throws(ImageDecodeError) -> [UInt8] {
        try readBytes()
    }

    /// The source's bytes decoded with all their frames (a still image is one frame);
    /// errors name the source.
    public func decode(options: ImageDecodeOptions) throws(ImageDecodeError) -> AnimatedImage {
        let bytes = try read()
        do {
            return try ImageDecoder.decodeAnimation(bytes, options: options)
        } catch {
            throw ImageDecodeError(path: identifier, reason: error.reason)
        }
    }

    public static func == (lhs: ImageSource, rhs: ImageSource) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public var description: String { identifier }
}
