import Components
import Geometry
import Graphics
import Mounting
import ComponentTestSupport
@testable import GalleryPages

/// A window's worth of gallery: the size the app tests run at.
let windowSize = Size(width: 1280, height: 800)

/// A host showing `GalleryApp` on `page` at `size`, as a window would, painted once.
@MainActor
func makeAppHost(page: GalleryPage = .layout, size: Size = windowSize, log: DiagnosticLog) throws -> ComponentHost {
    let host = try ComponentHost(GalleryApp(page: page, size: size), size: size, background: GalleryPage.background,
                                 diagnostics: log.handler)
    host.paint()
    return host
}

@MainActor
extension ComponentHost {
    /// The page the app shows.
    var selectedPage: GalleryPage? { GalleryApp.selectedPage(in: root) }

    /// Every mounted node, parents first, in drawing order.
    var nodes: [Node] {
        var found: [Node] = []
        var pending = mounter.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            found.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The mounted buttons titled `title`, in drawing order.
    func buttons(titled title: String) -> [Node] {
        nodes.filter { $0.buttonTitle == title }
    }

    /// The mounted node showing `element`.
    func node(showing element: Element) -> Node? {
        nodes.first { $0.element === element }
    }

    /// The strings of the mounted text nodes.
    var texts: [String] { nodes.compactMap { $0.text?.text.string } }

    /// A tap (pointer down and up) in the middle of `node`, then a paint; returns the
    /// device pixels repainted.
    @discardableResult
    func tap(_ node: Node) -> [PixelRect] {
        let frame = node.absoluteFrame
        let center = Point(x: frame.midX, y: frame.midY)
        handle(.pointerDown, at: center)
        handle(.pointerUp, at: center)
        return paint()
    }

    /// A key pressed (down only, as a window sends it first), the step a scroll key
    /// eases let end, and a paint; returns whether something handled it.
    @discardableResult
    func press(_ key: Key, _ modifiers: KeyModifiers = [], isRepeat: Bool = false) -> Bool {
        defer {
            advanceAnimations(by: 1)
            paint()
        }
        return handle(KeyEvent(key: key, modifiers: modifiers, isRepeat: isRepeat))
    }
}

/// `image` cut to `rect` (device pixels), to compare parts of frames.
func pixels(of image: Graphics.Image, in rect: PixelRect) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(rect.width * rect.height)
    for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX { result.append(image[x, y]) }
    }
    return result
}

/// The pixels of `GalleryApp` showing `page`, rendered from scratch.
@MainActor
func freshRender(of page: GalleryPage, size: Size = windowSize) throws -> Graphics.Image {
    try Snapshot.image(of: GalleryApp(page: page, size: size), size: size, background: GalleryPage.background)
}
