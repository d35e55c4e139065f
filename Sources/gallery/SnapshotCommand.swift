import ArgumentParser
import Foundation
import GalleryPages
import Tessera

/// `gallery snapshot DIR`: renders every gallery page (or one) to PNG files in DIR.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Writes every gallery page as a PNG file into a folder.",
        discussion: """
            Text is drawn with the system's fonts, or with only those of a font set file named by \
            TESSERA_FONT_SET: with TESSERA_FONT_SET=Tests/Fonts/tests.fontset the pages match the \
            snapshot references pixel for pixel on any machine.
            """
    )

    @Argument(help: "The folder to write the pages into (created if missing).")
    var directory: String

    @Option(help: "Only this page: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var page: GalleryPage?

    @Option(help: "Device pixels per point.")
    var scale: Double = 1

    func validate() throws {
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be in (0, 4], got \(scale)") }
    }

    func run() throws {
        try requireRequestedFontSet()
        try MainActor.assumeIsolated { try writePages() }
    }

    @MainActor
    private func writePages() throws {
        try OutputPaths.prepareFolder(directory)
        let pages = page.map { [$0] } ?? GalleryPage.allCases
        for (index, page) in pages.enumerated() {
            let path = (directory as NSString).appendingPathComponent("\(page.rawValue).png")
            let size = page.preferredSize
            let start = ContinuousClock.now
            do {
                try Snapshot.writePNG(of: page.component(size: size), size: size, scale: scale,
                                      background: GalleryPage.background, to: path)
            } catch {
                throw GalleryError("cannot write \(path): \(error)")
            }
            let elapsed = ContinuousClock.now - start
            print("[\(index + 1)/\(pages.count)] \(page.rawValue): \(path) (\(elapsed.formatted(.units(allowed: [.milliseconds]))))")
        }
    }
}

extension GalleryPage: ExpressibleByArgument {
    /// A page's name; `images` is the Shapes and images page.
    public init?(argument: String) {
        self.init(rawValue: argument == "images" ? GalleryPage.shapes.rawValue : argument)
    }
}

/// A failure the gallery explains in one line (ArgumentParser prints it and exits 1).
struct GalleryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
