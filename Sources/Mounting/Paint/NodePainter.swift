import Components
import DeepRecursion
import Geometry
import Graphics
import Layout
import TextRasterizer

/// Draws a mounted node tree into a framebuffer: all of it, or only a damaged region,
/// with exactly the pixels a full repaint gives there.
///
/// Node frames are in points relative to their parents; painter coordinates are points
/// times `scale` (device pixels, shifted by the painter's translation, which should be
/// whole pixels). Children are drawn in order, later ones on top. What each node draws:
///
/// - **Box look**: the fill (a color or a gradient placed in the box) inside the corner
///   radii, then the border inside the edge (`Painter.strokeBorder`'s geometry). A node
///   that clips its content draws its children clipped to its rounded border box and
///   its border over them (so children never cover it); one that does not, its border
///   under them, as CSS paints it.
/// - **Opacity** applies to the node and its subtree as one group.
/// - **Text** is laid out at the node's content width and drawn at its content origin;
///   at scale S every font size, letter spacing and fixed line height is multiplied by S
///   and the width too, so glyphs are rasterized at their device size. Layouts are cached
///   per node.
/// - **Image**: `ImageContent.imageRect(in:)` for its content mode, filtered.
/// - **Button**: its look for its state (`ButtonContent.look(isHighlighted:)`): the
///   background inside the corner radii, the border, and the title centered in the
///   content box (inside padding and border). A content button draws its children in
///   its look (`ButtonLook`): text inside that sets no color in the title color (until a
///   nested button), the whole content as one group at the content opacity; so a press
///   repaints the button's area and rebuilds nothing.
/// - **Custom**: `CustomDrawing.draw(in:rect:scale:)` with the node's device rectangle.
/// - **Scroll viewport**: its content clipped to it, then its indicator bars
///   (`ScrollIndicator`) at their opacity.
///
/// Every node's own drawing is clipped to its frame's pixels (text whose ink overflows
/// its line boxes is cut there), so nothing reaches past the `visualBounds` that mounting
/// damages. `Painter`'s drawing does not depend on the clip (pixels inside a clip are
/// those of drawing without it), so repainting a region under a narrower clip is exact;
/// custom drawings are exact if they draw only with `Painter`.
///
/// Nodes whose visual extent misses the region are skipped with their subtrees. Painting
/// allocates nothing per node beyond new text layouts and what the text system's glyph
/// drawing and gradients allocate themselves.
@MainActor
public final class NodePainter {
    /// Device pixels per point.
    public let scale: Double
    public let textSystem: TextSystem
    let texts: TextLayoutCache
    /// The glyph brushes' memory, reused by every text drawn (no allocation per paragraph),
    /// and one for each band of a banded paint.
    private let glyphStorage = GlyphBrushStorage()
    private var bandStorages: [GlyphBrushStorage] = []
    /// What a rectangle of damage draws, recorded before it is replayed (`DisplayList`).
    private let recorder = DisplayListRecorder()
    /// The fewest pixels a rectangle of damage has for `paint(_:in:region:background:bands:)`
    /// to paint it in bands: below it, waking threads costs more than they save
    /// (`gallery bench --scene cards-1080p`'s `damage-N` figures measure where).
    public var minimumBandedArea = NodePainter.defaultMinimumBandedArea
    /// The frame clock's time the picture shows (seconds): drawings that change with time
    /// are drawn as they are then (`CustomDrawing.nextChange`). The host sets it.
    var time = 0.0
    /// Rectangles painted in bands so far (for tests).
    private(set) var bandedPaints = 0
    /// `minimumBandedArea`'s default.
    public static let defaultMinimumBandedArea = 448 * 448
    /// The painter's translation during `paint` (device pixels).
    private var translation = (dx: 0.0, dy: 0.0)
    /// The title color of the content button being drawn, for its text that sets no
    /// color (nil: none, or inside a titled button).
    private var foreground: Color?
    /// Whether nodes outside the clip are skipped by their visual bounds (tests turn it
    /// off to check those bounds against drawing everything).
    var cullsByVisualBounds = true
    /// The focus ring to draw over the tree (`FocusRing`), if one shows.
    var focusRing: FocusRing?
    /// Whether carets are in their hidden half of a blink (`CaretBlink`): text marks then
    /// draw their selection but no caret.
    var hidesCaret = false

    /// A painter for nodes laid out in points, drawing at `scale` device pixels per point,
    /// text through `textSystem`. Throws a `DimensionError` unless `scale` is finite and
    /// greater than 0 (`SizeCheck.scale`).
    public init(scale: Double, textSystem: TextSystem = .shared) throws(DimensionError) {
        try SizeCheck.scale(scale)
        self.scale = scale
        self.textSystem = textSystem
        texts = TextLayoutCache(system: textSystem, scale: scale)
    }

    /// Clears `region` (device pixels of the painter's target; nil: everything inside
    /// the painter's clip) to `background` and draws every node of the tree that reaches
    /// into it, clipped to it. Each of the region's rectangles is painted on its own.
    ///
    /// With `bands` (a `BandedPainter` over the same framebuffer), a rectangle of at least
    /// `minimumBandedArea` pixels is painted by its bands at once on other threads: the
    /// nodes are recorded here into a `DisplayList` and each band replays it, so the
    /// pixels are those of one painter. Custom drawings are then called once per band,
    /// at the same time on different threads (`CustomDrawing`).
    public func paint(_ root: Node?, in painter: Painter, region: Region?, background: Color,
                      bands: BandedPainter? = nil) {
        translation = painter.translation
        if let region {
            for rect in region.rects {
                paint(root, in: painter, pixels: rect, background: background, bands: bands)
            }
        } else {
            paint(root, in: painter, pixels: painter.clipBounds, background: background, bands: bands)
        }
    }

    private func paint(_ root: Node?, in painter: Painter, pixels: PixelRect, background: Color, bands: BandedPainter?) {
        recorder.begin(clip: painter.clipBounds, translation: translation)
        recorder.withClip(painterRect(pixels)) {
            guard !recorder.clipBounds.isEmpty else { return }
            recorder.clear(background)
            if let root { draw(root, parentOrigin: .zero, in: recorder) }
            if let focusRing { draw(focusRing, in: recorder) }
        }
        let list = recorder.finish()
        let area = pixels.intersection(painter.clipBounds)
        guard let bands, bands.bandLimit > 1, area.width * area.height >= minimumBandedArea else {
            list.replay(in: painter, textSystem: textSystem, storage: glyphStorage)
            return
        }
        bandedPaints += 1
        while bandStorages.count < bands.bandLimit { bandStorages.append(GlyphBrushStorage()) }
        let storages = bandStorages, textSystem = textSystem, translation = translation
        bands.drawBands(in: area) { band, index in
            band.withTranslation(dx: translation.dx, dy: translation.dy) {
                list.replay(in: band, textSystem: textSystem, storage: storages[index])
            }
        }
    }

    // MARK: nodes

    /// Draws `node` and its subtree; `parentOrigin` is the parent's origin in points,
    /// relative to the root's parent.
    private func draw(_ node: Node, parentOrigin: Point, in list: DisplayListRecorder) {
        let visual = node.visualBounds.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let visualPixels = devicePixels(visual)
        guard visualPixels.intersects(list.clipBounds) || !cullsByVisualBounds else { return }
        if !node.transform.isIdentity {
            drawTransformed(node, parentOrigin: parentOrigin, in: list)
            return
        }
        drawGroup(node, parentOrigin: parentOrigin, visualPixels: visualPixels, in: list)
    }

    /// A transformed node: its subtree drawn untransformed into a layer and composited
    /// through its transform about its frame's centre (`Painter.withTransform`); the
    /// layer covers the subtree's untransformed extent, a pixel wider than its snapped
    /// frames.
    private func drawTransformed(_ node: Node, parentOrigin: Point, in list: DisplayListRecorder) {
        let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        var extent = frame
        if !node.clipsContent {
            for child in node.children {
                extent = extent.union(child.visualBounds.offsetBy(dx: frame.minX, dy: frame.minY))
            }
        }
        let transform = node.transform.affine(about: deviceRect(frame), unit: scale)
        list.withTransform(transform, source: deviceRect(extent).insetBy(dx: -1, dy: -1)) {
            drawGroup(node, parentOrigin: parentOrigin, visualPixels: devicePixels(extent), in: list)
        }
    }

    /// `node` and its subtree, as one group when its opacity is below 1.
    private func drawGroup(_ node: Node, parentOrigin: Point, visualPixels: PixelRect, in list: DisplayListRecorder) {
        let opacity = node.opacity
        if opacity >= 1 {
            drawContents(of: node, parentOrigin: parentOrigin, in: list)
            return
        }
        // Painter.withOpacity's 8-bit alpha: a group it would not show is skipped.
        guard !opacity.isNaN, (max(0, opacity) * 255).rounded() >= 1 else { return }
        // The group's layer covers only what the subtree can reach.
        let groupArea = cullsByVisualBounds ? visualPixels : list.clipBounds
        list.withClip(painterRect(groupArea)) {
            list.withOpacity(opacity) {
                drawContents(of: node, parentOrigin: parentOrigin, in: list)
            }
        }
    }

    private func drawContents(of node: Node, parentOrigin: Point, in list: DisplayListRecorder) {
        let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let device = deviceRect(frame)
        let shape = RoundedRect(device, radii: scaled(node.cornerRadii))
        let hasOwnLook = node.fill != nil || node.border != nil || node.text != nil || node.image != nil
            || node.button != nil || node.custom != nil
        if hasOwnLook, devicePixels(frame).intersects(list.clipBounds) || !cullsByVisualBounds {
            if let fill = node.fill {
                list.fill(shape, with: fill.paint(in: device))
            }
            if !node.clipsContent, let border = node.border { stroke(border, of: shape, in: list) }
            if node.text != nil || node.image != nil || node.button != nil || node.custom != nil {
                list.withClip(painterRect(devicePixels(frame))) {
                    drawContent(of: node, frame: frame, device: device, in: list)
                }
            }
        }
        let children = node.children
        if !children.isEmpty {
            let origin = frame.origin
            let outer = foreground
            var contentOpacity = 1.0
            if let button = node.button {
                let look = button.look(isHighlighted: node.isHighlighted, isHovered: node.isHovered)
                foreground = button.showsTitle ? nil : look.titleColor
                contentOpacity = button.showsTitle ? 1 : look.contentOpacity
            }
            if contentOpacity >= 1 {
                drawChildren(children, of: node, origin: origin, device: device, shape: shape, in: list)
            } else if !contentOpacity.isNaN, (max(0, contentOpacity) * 255).rounded() >= 1 {
                // One group over what the content can reach, as a node's own opacity.
                let visual = node.visualBounds.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
                let groupArea = cullsByVisualBounds ? devicePixels(visual) : list.clipBounds
                list.withClip(painterRect(groupArea)) {
                    list.withOpacity(contentOpacity) {
                        drawChildren(children, of: node, origin: origin, device: device, shape: shape, in: list)
                    }
                }
            }
            foreground = outer
        }
        if node.scrollIndicatorOpacity > 0, !node.scrollIndicators.isEmpty {
            drawScrollIndicators(of: node, frame: frame, in: list)
        }
        if node.clipsContent, let border = node.border, devicePixels(frame).intersects(list.clipBounds) {
            stroke(border, of: shape, in: list)
        }
    }

    /// The focus ring over everything, inside its clip: drawn the same whatever region is
    /// painted (its clip is whole device pixels, within the pixels the host damages for
    /// it: `FocusRing.pixels`), so partial repaints stay exact.
    private func draw(_ ring: FocusRing, in list: DisplayListRecorder) {
        let clip = devicePixels(ring.clip)
        guard clip.intersects(list.clipBounds) else { return }
        list.withClip(painterRect(clip)) {
            let outer = RoundedRect(deviceRect(ring.frame), radii: scaled(ring.radii))
            for band in FocusRing.bands {
                list.strokeBorder(outer.inset(by: EdgeInsets(all: band.inset * scale)),
                                     widths: EdgeInsets(all: band.width * scale), colors: BorderColors(all: band.color))
            }
        }
    }

    /// A viewport's indicator bars over its content, at their opacity (`ScrollIndicator`).
    private func drawScrollIndicators(of node: Node, frame: Rect, in list: DisplayListRecorder) {
        let color = ScrollIndicator.color.withAlphaMultiplied(by: min(1, node.scrollIndicatorOpacity))
        let radius = ScrollIndicator.thickness / 2 * scale
        list.withClip(painterRect(devicePixels(frame))) {
            for bar in node.scrollIndicators {
                let device = deviceRect(bar.offsetBy(dx: frame.minX, dy: frame.minY))
                list.fill(RoundedRect(device, radii: CornerRadii(radius)), with: .color(color))
            }
        }
    }

    /// `node`'s children, clipped to its (rounded) box when it clips.
    private func drawChildren(_ children: [Node], of node: Node, origin: Point, device: Rect, shape: RoundedRect,
                              in list: DisplayListRecorder) {
        if node.clipsContent {
            if shape.radii.isZero && isWholePixels(device) {
                list.withClip(device) { drawChildren(children, origin: origin, in: list) }
            } else {
                list.withClip(shape) { drawChildren(children, origin: origin, in: list) }
            }
        } else {
            drawChildren(children, origin: origin, in: list)
        }
    }

    private func drawChildren(_ children: [Node], origin: Point, in list: DisplayListRecorder) {
        guard !list.clipBounds.isEmpty else { return }
        for child in children {
            StackReserve.ensure { draw(child, parentOrigin: origin, in: list) }
        }
    }

    private func stroke(_ border: BoxBorder, of shape: RoundedRect, in list: DisplayListRecorder) {
        list.strokeBorder(shape, widths: border.widths.map { $0 * scale }, colors: border.colors)
    }

    /// Text, image, button or custom content, with the clip at the node's frame.
    private func drawContent(of node: Node, frame: Rect, device: Rect, in list: DisplayListRecorder) {
        if node.text != nil {
            let content = deviceRect(contentRect(of: node, frame: frame))
            if let entry = textEntry(of: node, content: content) {
                let marks = node.text?.marks
                if let marks { drawSelection(marks, on: entry.layout, at: content.origin, in: list) }
                list.draw(entry, at: content.origin)
                if let marks { drawCaret(marks, on: entry.layout, in: content, list: list) }
            }
        }
        if let image = node.image {
            list.draw(image.image, in: deviceRect(image.imageRect(in: frame)))
        }
        if let button = node.button {
            drawButton(button, of: node, frame: frame, device: device, in: list)
        }
        if let custom = node.custom {
            list.draw(custom, in: device, scale: scale, elapsed: node.timedStart.map { time - $0 } ?? 0)
        }
    }

    private func drawButton(_ button: ButtonContent, of node: Node, frame: Rect, device: Rect, in list: DisplayListRecorder) {
        let look = button.look(isHighlighted: node.isHighlighted, isHovered: node.isHovered)
        let shape = RoundedRect(device, radii: scaled(button.cornerRadii))
        if let background = look.background {
            list.fill(shape, with: background.paint(in: device))
        }
        if button.borderWidth > 0 {
            list.strokeBorder(shape, widths: EdgeInsets(all: button.borderWidth * scale),
                                 colors: BorderColors(all: look.borderColor))
        }
        guard button.showsTitle else { return }
        let content = deviceRect(contentRect(of: node, frame: frame))
        let entry = titleEntry(of: button, node: node, content: content)
        // Centered vertically on a whole pixel (lines are aligned across by the style).
        let top = content.minY + ((content.height - entry.layout.size.height) / 2).rounded()
        list.draw(entry, at: Point(x: content.minX, y: top))
    }

    // MARK: text

    /// A text's selection highlight, behind its glyphs (`TextMarks`).
    private func drawSelection(_ marks: TextMarks, on layout: TextLayout, at origin: Point, in list: DisplayListRecorder) {
        guard !marks.selection.isEmpty else { return }
        for rect in layout.selectionRects(for: marks.selection) {
            list.fill(rect.offsetBy(dx: origin.x, dy: origin.y), with: .color(marks.selectionColor))
        }
    }

    /// A text's caret over its glyphs, on whole device pixels, inside the text's frame (a
    /// caret at the text's end is not cut in half by the clip); split in two halves
    /// between runs of opposite directions (`TextLayout.Caret`).
    private func drawCaret(_ marks: TextMarks, on layout: TextLayout, in content: Rect, list: DisplayListRecorder) {
        let origin = content.origin
        guard let offset = marks.caret, !hidesCaret else { return }
        let caret = layout.caret(at: offset)
        let width = max(1, (marks.caretWidth * scale).rounded())
        func bar(at x: Double, top: Double, height: Double) {
            // Centered on its place, as wide as asked, on the pixel grid.
            let left = min(max((origin.x + x - width / 2).rounded(), content.minX), content.maxX - width)
            list.fill(Rect(x: left, y: (origin.y + top).rounded(), width: width, height: height.rounded()),
                         with: .color(marks.caretColor))
        }
        if let secondary = caret.secondaryX {
            let half = (caret.height / 2).rounded()
            bar(at: caret.x, top: caret.top, height: half)
            bar(at: secondary, top: caret.top + half, height: caret.height - half)
        } else {
            bar(at: caret.x, top: caret.top, height: caret.height)
        }
    }

    /// The layout of a text node's text in its content rect (`content`: device pixels),
    /// made or cached.
    private func textEntry(of node: Node, content: Rect) -> TextLayoutCache.Entry? {
        guard let text = node.text else { return nil }
        let color = foreground.flatMap { Self.setsNoColor(text.text) ? $0 : nil }
        return texts.entry(for: node, text: text.text, color: color, style: text.paragraph, width: max(0, content.width))
    }

    /// Whether every run of `text` has `TextAttributes`' default color: text that takes
    /// a content button's title color.
    private static func setsNoColor(_ text: AttributedText) -> Bool {
        text.runs.allSatisfy { $0.attributes.color == defaultTextColor }
    }

    private static let defaultTextColor = TextAttributes().color

    /// The layout of a button's title in its current look within its content rect
    /// (`content`: device pixels), made or cached.
    private func titleEntry(of button: ButtonContent, node: Node, content: Rect) -> TextLayoutCache.Entry {
        let look = button.look(isHighlighted: node.isHighlighted, isHovered: node.isHovered)
        let color = look.titleColor == button.looks.normal.titleColor ? nil : look.titleColor
        return texts.entry(for: node, text: button.title, color: color, style: button.titleStyle,
                           width: max(0, content.width))
    }

    /// Lays out the text of `node` and its subtree for drawing, as drawing them at their
    /// frames would, without drawing (`parentOrigin`: the parent's origin in points, as
    /// in drawing). What `ComponentHost.layOutTextAhead()` does for list cells mounted
    /// before their rows show, so the frame that shows them lays nothing out.
    func layOutText(of node: Node, parentOrigin: Point) {
        let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        if node.text != nil || node.button?.showsTitle == true {
            let content = deviceRect(contentRect(of: node, frame: frame))
            _ = textEntry(of: node, content: content)
            if let button = node.button { _ = titleEntry(of: button, node: node, content: content) }
        }
        let outer = foreground
        if let button = node.button {
            foreground = button.showsTitle ? nil : button.look(isHighlighted: node.isHighlighted, isHovered: node.isHovered).titleColor
        }
        for child in node.children {
            StackReserve.ensure { layOutText(of: child, parentOrigin: frame.origin) }
        }
        foreground = outer
    }

    // MARK: geometry

    /// The frame inside the element's border and padding (points), as layout resolved
    /// them (`LayoutBox.contentInsets`).
    private func contentRect(of node: Node, frame: Rect) -> Rect {
        let inner = frame.inset(by: node.box?.contentInsets ?? .zero)
        return Rect(origin: inner.origin, size: Size(width: max(0, inner.width), height: max(0, inner.height)))
    }

    /// `rect` (points) in painter coordinates: times the scale, with edges within a
    /// rounding error of a whole pixel put on it (snapped frames times the scale land a
    /// hair off whole numbers).
    private func deviceRect(_ rect: Rect) -> Rect {
        let minX = Self.snapped(rect.minX * scale), minY = Self.snapped(rect.minY * scale)
        let maxX = Self.snapped(rect.maxX * scale), maxY = Self.snapped(rect.maxY * scale)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func snapped(_ value: Double) -> Double {
        let whole = value.rounded()
        return abs(value - whole) < 1e-7 ? whole : value
    }

    private func scaled(_ radii: CornerRadii) -> CornerRadii {
        CornerRadii(topLeft: radii.topLeft * scale, topRight: radii.topRight * scale,
                    bottomRight: radii.bottomRight * scale, bottomLeft: radii.bottomLeft * scale)
    }

    /// The device pixels `rect` (points) touches, in the target's coordinates.
    private func devicePixels(_ rect: Rect) -> PixelRect {
        deviceRect(rect).offsetBy(dx: translation.dx, dy: translation.dy).enclosingPixels
    }

    /// Device pixels as a rectangle in painter coordinates.
    private func painterRect(_ pixels: PixelRect) -> Rect {
        Rect(x: Double(pixels.minX) - translation.dx, y: Double(pixels.minY) - translation.dy,
             width: Double(pixels.width), height: Double(pixels.height))
    }

    private func isWholePixels(_ rect: Rect) -> Bool {
        rect.minX.rounded() == rect.minX && rect.minY.rounded() == rect.minY
            && rect.maxX.rounded() == rect.maxX && rect.maxY.rounded() == rect.maxY
    }
}
