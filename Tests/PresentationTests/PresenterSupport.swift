import Components
import DisplayTestSupport
import Foundation
import GalleryPages
import Geometry
import Graphics
import Mounting
import Presentation
import Testing

extension Node {
    /// Every text node's string, in tree order.
    var texts: [String] {
        (text.map { [$0.text.string] } ?? []) + children.flatMap(\.texts)
    }
}

extension Presenter {
    /// The center of the button titled `title`, in points.
    func center(ofButton title: String) -> Point? {
        guard let frame = host.mounter.root?.button(titled: title)?.absoluteFrame else { return nil }
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Every text shown, in tree order.
    var texts: [String] { host.mounter.root?.texts ?? [] }
}

/// Waits on the main actor, letting its queue run (the event loop's sources, frames,
/// async updates), until `condition` holds or `timeout` passes; returns whether it held.
/// The limit is only for conditions that never hold: every suite shares the main actor,
/// and under AddressSanitizer one that holds it for seconds (a long synchronous scroll)
/// kept a loop's frame waiting past the 5 s this limit was (an async update's test).
@MainActor
func wait(upTo timeout: Duration = .seconds(60), until condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}

/// The gallery app showing `page` on a headless surface of `size` points at scale 1, as
/// the gallery's window shows it.
@MainActor
func galleryPresenter(page: GalleryPage, size: Size = Size(width: 900, height: 640)) throws
    -> (surface: HeadlessSurface, presenter: Presenter) {
    let surface = try HeadlessSurface(width: Int(size.width), height: Int(size.height))
    let presenter = try Presenter(surface: surface, scale: 1, background: GalleryPage.background) {
        GalleryApp(page: page, size: $0)
    }
    return (surface, presenter)
}

/// What a gallery window of `size` points showing `page` shows after `actions`.
@MainActor
func headlessGallery(page: GalleryPage, size: Size = Size(width: 900, height: 640),
                     _ actions: (Presenter) throws -> Void = { _ in }) throws -> Graphics.Image {
    let (surface, presenter) = try galleryPresenter(page: page, size: size)
    try actions(presenter)
    // At rest, as the window is by the time it is compared: what moved has arrived and a
    // scroll indicator a move showed has faded.
    for _ in 0..<3 { presenter.host.advanceAnimations(by: 1) }
    try presenter.presentFrame()
    return surface.image()
}

/// What a gallery window of `size` points showing `page` shows once the work the page
/// started is done (the List page's changesets applied, the updates they bring committed):
/// what the gallery writes as a page's PNG without a display.
@MainActor
func settledGallery(page: GalleryPage, size: Size = Size(width: 900, height: 640)) async throws -> Graphics.Image {
    let (surface, presenter) = try galleryPresenter(page: page, size: size)
    try presenter.presentFrame()
    if let list = try? presenter.host.controller(ListPageController.self) { await list.waitUntilApplied() }
    await presenter.host.root.waitForAsynchronousUpdates()
    try presenter.presentFrame()
    return surface.image()
}

/// Taps the button titled `title` (pointer down and up at its center).
@MainActor
func tap(_ title: String, in presenter: Presenter, hovering: Bool = true) throws {
    guard let center = presenter.center(ofButton: title) else {
        throw PresenterTestError("no button titled \(title)")
    }
    try presenter.handle(.pointer(.pointerDown, at: center))
    try presenter.handle(.pointer(.pointerUp, at: center))
    // A real mouse stays where it clicked: the button shows its hovered look after
    // (`hovering` false: a click posted as SDL events alone, which moves no pointer).
    if hovering { try presenter.handle(.hover(at: center)) }
}

/// Waits until a screenshot of X window `window` equals `expected` (the X server shows a
/// frame a moment after the present); records how they differ if it never does, and
/// leaves both images in the temporary folder.
func expectScreenshots(of window: UInt, on server: XvfbServer, toEqual expected: Graphics.Image,
                       timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation) async throws {
    var shot = try XScreenshot.window(window, display: server.display)
    let deadline = ContinuousClock.now + timeout
    while shot != expected, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(20))
        shot = try XScreenshot.window(window, display: server.display)
    }
    guard shot != expected else { return }
    let differing = shot.width == expected.width && shot.height == expected.height
        ? zip(shot.pixels, expected.pixels).filter { $0 != $1 }.count : -1
    let folder = NSTemporaryDirectory()
    try? PNG.write(shot, toFile: folder + "window-actual.png")
    try? PNG.write(expected, toFile: folder + "window-expected.png")
    Issue.record("""
        the window shows \(shot.width)×\(shot.height) pixels, \(differing) of them unlike the headless \
        \(expected.width)×\(expected.height) render (both in \(folder)window-actual.png, window-expected.png)
        """, sourceLocation: sourceLocation)
}

struct PresenterTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The gallery built next to this test bundle (`swift build` builds it with the tests).
func galleryExecutable() throws -> String {
    let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let path = folder.appendingPathComponent("gallery").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
        throw PresenterTestError("no gallery program at \(path): build it first (swift build)")
    }
    return path
}
