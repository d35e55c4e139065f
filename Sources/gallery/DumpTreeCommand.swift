import ArgumentParser
import Foundation
import GalleryPages
import Tessera

/// `gallery dump-tree`: the start page's hierarchy dump (`HierarchyDump`), without a
/// display: the component tree with scopes, state and controllers, the element tree
/// with frames, node reuse and cache sizes, as indented text or JSON, then exit. A
/// running gallery (any app) writes the same text to a file on SIGUSR1.
struct DumpTreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump-tree",
        abstract: "Prints the hierarchy of a gallery page (components, elements with frames, caches) and exits.",
        discussion: """
            The page is laid out and drawn as a window of --size would show it once its work has landed \
            (the List page's changesets applied), without opening one. A running app writes the same \
            text to $XDG_RUNTIME_DIR/tessera-<pid>-tree.txt (else /tmp/tessera-<pid>-tree.txt) on SIGUSR1.
            """
    )

    @Flag(help: "Print JSON instead of indented text.")
    var json = false

    @Option(help: "The page: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var page: GalleryPage = .layout

    @Option(help: "The window's content size in points, WIDTHxHEIGHT.")
    var size: WindowSize = WindowSize(width: 1280, height: 800)

    @Option(help: "Device pixels per point.")
    var scale: Double = 1

    func validate() throws {
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8], got \(scale)") }
    }

    func run() throws {
        try requireRequestedFontSet()
        let output = try MainActor.assumeIsolated { try galleryHierarchy(page: page, size: size, scale: scale, json: json) }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}

/// `page`'s hierarchy dump at `size` and `scale`, as text or JSON: `dump-tree`, and
/// `gallery --dump-tree` (the same, through `show`).
@MainActor
func galleryHierarchy(page: GalleryPage, size: WindowSize, scale: Double, json: Bool) throws -> String {
    let pixels = try SizeCheck.pixels(of: size.points, scale: scale, maximum: Framebuffer.maxSide)
    let surface = try HeadlessSurface(width: pixels.width, height: pixels.height)
    let presenter = try Presenter(surface: surface, scale: scale, background: GalleryPage.background) { size in
        GalleryApp(page: page, size: size)
    }
    defer { presenter.close() }
    presenter.host.finishPendingWork()
    // Painted, so the painter's text layouts and the glyph cache hold what a window's would.
    try presenter.presentFrame()
    let dump = HierarchyDump(of: presenter)
    return json ? try dump.json() : dump.text
}
