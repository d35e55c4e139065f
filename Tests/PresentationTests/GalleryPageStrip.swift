import Components
import GalleryPages
import Geometry
import Graphics
import Glibc
import Presentation

/// A gallery page's whole vertically scrolled content as one tall image, rendered
/// headlessly in the app at a window size (scale 1): what a window showing the page at
/// any offset has in its page area is a band of it, `area.height` rows from the offset
/// down. So the offset a window shows is read from its screenshot by finding the band,
/// whatever the input was and however it moved there (`offsets(in:)`).
///
/// Made from renders of the app scrolled by the wheel one page area at a time, each
/// presented long after its input, so whatever animates (a smooth step, a fading
/// indicator) has come to rest.
@MainActor
struct GalleryPageStrip {
    let page: GalleryPage
    /// The window's size in points (and pixels).
    let size: Size
    /// The page area in the window: below the tab bar.
    let area: PixelRect
    /// The largest offset the page scrolls to.
    let maximumOffset: Int
    /// The content: `area.width` wide, `maximumOffset + area.height` tall.
    let content: Graphics.Image

    init(page: GalleryPage, size: Size) throws {
        self.page = page
        self.size = size
        let top = Int(GalleryApp.tabBarHeight)
        area = PixelRect(x: 0, y: top, width: Int(size.width), height: Int(size.height) - top)
        let (surface, presenter) = try galleryPresenter(page: page, size: size)
        try presenter.presentFrame()
        var rows: [UInt32] = []
        var shown = 0
        var time = 0.0
        while true {
            // This render's rows from its offset down, over what the strip has (the last
            // one overlaps the one before: at the end, the page stops at an offset that
            // need not be a whole point, and its rows are drawn at that offset's phase).
            let image = surface.image()
            rows.removeSubrange((shown * area.width)...)
            for y in area.minY..<area.maxY {
                rows += image.pixels[(y * image.width)..<(y * image.width + area.width)]
            }
            time += 100
            try presenter.handle(.pointer(.scroll(dx: 0, dy: Double(area.height)), at: Self.middle(of: area),
                                          time: time))
            try presenter.presentFrame(at: time + 50)
            let offset = try Self.offset(of: page, in: presenter)
            guard offset > shown else { break }
            shown = offset
        }
        maximumOffset = shown
        content = try Graphics.Image(width: area.width, height: rows.count / area.width, pixels: rows)
    }

    /// The offsets at which the window's page area shows what `screenshot` (a window of
    /// `size`) does: one for a screenshot of the page at rest, none for anything else
    /// (another page, a frame torn or in motion blur, an indicator drawn over it).
    func offsets(in screenshot: Graphics.Image) -> [Int] {
        guard screenshot.width == Int(size.width), screenshot.height == Int(size.height) else { return [] }
        let width = area.width
        let contentRows = Dictionary(grouping: 0..<content.height) { Self.hash(content.pixels, row: $0, width: width) }
        // The screenshot row whose pixels are rarest in the content anchors the search.
        var anchor: (row: Int, candidates: [Int])?
        for row in 0..<area.height {
            let found = contentRows[Self.hash(screenshot.pixels, row: area.minY + row, width: width)] ?? []
            if found.isEmpty { return [] }
            if anchor == nil || found.count < anchor!.candidates.count { anchor = (row, found) }
        }
        guard let anchor else { return [] }
        return anchor.candidates.map { $0 - anchor.row }
            .filter { offset in offset >= 0 && offset <= maximumOffset && shows(offset, in: screenshot) }
    }

    /// Whether `screenshot`'s page area holds the content's band at `offset`.
    private func shows(_ offset: Int, in screenshot: Graphics.Image) -> Bool {
        let width = area.width
        return screenshot.pixels.withUnsafeBufferPointer { shot in
            content.pixels.withUnsafeBufferPointer { strip in
                (0..<area.height).allSatisfy { row in
                    memcmp(shot.baseAddress! + (area.minY + row) * screenshot.width,
                           strip.baseAddress! + (offset + row) * width, width * 4) == 0
                }
            }
        }
    }

    /// What a window of `size` showing the page scrolled down `offset` points shows,
    /// rendered headlessly: the app scrolled by one wheel input, presented long after.
    func window(at offset: Int) throws -> Graphics.Image {
        let (surface, presenter) = try galleryPresenter(page: page, size: size)
        try presenter.presentFrame()
        try presenter.handle(.pointer(.scroll(dx: 0, dy: Double(offset)), at: Self.middle(of: area), time: 100))
        try presenter.presentFrame(at: 150)
        let shown = try Self.offset(of: page, in: presenter)
        guard shown == offset else {
            throw PresenterTestError("the \(page) page scrolled to \(shown), not \(offset) (at most \(maximumOffset))")
        }
        return surface.image()
    }

    /// The page's vertical offset in `presenter` as the window shows it: snapped to the
    /// pixel grid as layout snaps it (the largest offset is the content's height less
    /// the area's, which need not be whole).
    private static func offset(of page: GalleryPage, in presenter: Presenter) throws -> Int {
        let offset = try presenter.host.state(of: ScrollView<Flexbox>.self, testID: page.lastPanelTestID).offset.y
        return Int(offset.snappedToPixels(scale: 1))
    }

    private static func middle(of area: PixelRect) -> Point {
        Point(x: Double(area.minX + area.width / 2), y: Double(area.minY + area.height / 2))
    }

    private static func hash(_ pixels: [UInt32], row: Int, width: Int) -> Int {
        var hasher = Hasher()
        pixels.withUnsafeBufferPointer { buffer in
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[(row * width * 4)..<((row + 1) * width * 4)]))
        }
        return hasher.finalize()
    }
}
