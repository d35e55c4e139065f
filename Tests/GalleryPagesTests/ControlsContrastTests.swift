import Components
import ComponentTestSupport
import Controls
import Geometry
import Graphics
@testable import GalleryPages
@testable import Mounting
import Testing
import TestFonts

/// WCAG AA on the Controls page, measured on the rendered pixels rather than on the
/// theme's numbers: every enabled text stands out from what is behind it by 4.5:1
/// (1.4.3), every enabled control's parts from the panel around it by 3:1 (1.4.11), in
/// the light, dark and high-contrast themes. Disabled controls are exempt, as WCAG says.
@MainActor
@Suite(.testFonts) struct ControlsContrastTests {
    enum Look: String, CaseIterable { case light, dark, highContrastLight, highContrastDark }

    func host(_ look: Look) throws -> ComponentHost {
        let host = try ComponentHost(ControlsPage(), size: GalleryPage.defaultSize, scale: 2,
                                     background: GalleryPage.background)
        if look == .dark || look == .highContrastDark { try host.tap(testID: "controls.dark") }
        if look == .highContrastLight || look == .highContrastDark { try host.tap(testID: "controls.high-contrast") }
        host.advanceAnimations(by: 1)
        host.advanceAnimations(by: 1)
        host.paint()
        return host
    }

    /// The pixels of `rect` (points) in `image` at `scale`, inset a device pixel so that
    /// neighbours' edges stay out.
    func pixels(of rect: Rect, in image: Graphics.Image, scale: Double) -> [UInt32] {
        let x0 = max(0, Int((rect.minX * scale).rounded(.up)) + 1), x1 = min(image.width, Int(rect.maxX * scale) - 1)
        let y0 = max(0, Int((rect.minY * scale).rounded(.up)) + 1), y1 = min(image.height, Int(rect.maxY * scale) - 1)
        guard x0 < x1, y0 < y1 else { return [] }
        var result: [UInt32] = []
        for y in y0..<y1 { for x in x0..<x1 { result.append(image.pixels[y * image.width + x]) } }
        return result
    }

    /// An opaque pixel's color (the page is opaque: its background is).
    func opaque(_ pixel: UInt32) -> Color {
        Color(red8: UInt8(pixel >> 16 & 0xFF), green8: UInt8(pixel >> 8 & 0xFF), blue8: UInt8(pixel & 0xFF))
    }

    /// The most common pixel (what is behind) and the highest contrast any other pixel
    /// has with it (the text's or the control's own color, where it is solid).
    func contrast(of pixels: [UInt32]) -> (background: Color, ratio: Double) {
        var counts: [UInt32: Int] = [:]
        for pixel in pixels { counts[pixel, default: 0] += 1 }
        let background = opaque(counts.max { $0.value < $1.value }!.key)
        let ratio = counts.keys.map { opaque($0).contrastRatio(with: background) }.max() ?? 1
        return (background, ratio)
    }

    /// Text nodes of enabled controls: none under a faded (disabled) ancestor or in a
    /// disabled button.
    func enabledTextNodes(_ node: Node, into result: inout [Node]) {
        guard node.opacity >= 1, !node.isLeaving, node.button?.isEnabled != false else { return }
        if node.text != nil { result.append(node) }
        for child in node.children { enabledTextNodes(child, into: &result) }
    }

    @Test(arguments: Look.allCases)
    func everyEnabledTextHasAAContrastWithWhatIsBehindIt(_ look: Look) throws {
        let host = try host(look)
        let image = host.image()
        var texts: [Node] = []
        enabledTextNodes(try #require(host.mounter.root), into: &texts)
        #expect(texts.count >= 15, "the page's titles, labels and values")
        for node in texts {
            // Only what is on screen: not an undisplayed tab's, not below the window.
            let pixels = pixels(of: node.absoluteFrame, in: image, scale: 2)
            guard !pixels.isEmpty, node.absoluteFrame.maxY * 2 <= Double(image.height) else { continue }
            let (background, ratio) = contrast(of: pixels)
            #expect(ratio >= 4.5, "\(look): \"\(node.text?.text.string ?? "")\" at \(node.absoluteFrame) is \(ratio):1 on \(background)")
        }
    }

    @Test(arguments: Look.allCases)
    func everyEnabledControlStandsOutFromItsPanelByThreeToOne(_ look: Look) throws {
        let host = try host(look)
        let image = host.image()
        let theme = ControlsPage.theme(for: try host.state(of: ControlsPage.self))
        let surface = theme.colors.surface
        for id in ["controls.wifi", "controls.bluetooth", "controls.all", "controls.option.1", "controls.volume.track",
                   "controls.brightness.track", "controls.progress"] {
            let pixels = pixels(of: try host.frame(testID: id), in: image, scale: 2)
            let ratio = Set(pixels).map { opaque($0).contrastRatio(with: surface) }.max() ?? 1
            #expect(ratio >= 3, "\(look): \(id)'s parts stand out from the panel by only \(ratio):1")
        }
    }
}
