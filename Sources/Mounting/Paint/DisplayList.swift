import Components
import DeepRecursion
import Geometry
import Graphics
import TextRasterizer

/// What painting one rectangle of a node tree draws, as a list of painter calls: recorded
/// on the main actor, where the nodes and their text layouts live, and replayed by one
/// painter or by the bands of a `BandedPainter` at once on other threads, which read
/// nothing of the nodes. Chromium's and Flutter's display lists split recording and
/// rasterizing the same way, for the same reason.
///
/// Replaying calls the painter exactly as drawing the nodes directly did, in the same
/// order, so a replay under a band's clip gives that band's pixels of the whole frame
/// (`Painter` draws the same pixels under any clip). Groups (clips, opacity, transforms)
/// are a command that opens them and an `.end`; a clip whose pixels miss the replaying
/// painter's clip is skipped with everything inside it, so each band replays little
/// more than what it shows (a node's text is always inside its frame's clip).
struct DisplayList: Sendable {
    /// One painter call. Values only: the list is `Sendable` and shares its text layouts,
    /// images and gradients with the nodes' caches rather than copying their storage.
    enum Command: Sendable {
        case clear(Color)
        case fillRect(Rect, Paint)
        case fillRounded(RoundedRect, Paint)
        case strokeBorder(RoundedRect, widths: EdgeInsets, colors: BorderColors)
        case text(TextLayout, AttributedText, origin: Point)
        case image(Graphics.Image, Rect)
        case custom(CustomContent, Rect, scale: Double)
        /// Opens a clip to a rectangle (painter coordinates); `bounds`: the device pixels it
        /// can reach, `end`: the index of its `.end`.
        case clip(Rect, bounds: PixelRect, end: Int)
        case roundedClip(RoundedRect, bounds: PixelRect, end: Int)
        case opacity(Double, end: Int)
        case transform(AffineTransform, source: Rect, end: Int)
        /// Closes the innermost open group.
        case end
    }

    var commands: [Command] = []

    /// Replays the list into `painter`, whose translation must be the one the list was
    /// recorded with; text is drawn through `textSystem` with `storage` (one per thread).
    func replay(in painter: Painter, textSystem: TextSystem, storage: GlyphBrushStorage) {
        var index = 0
        commands.withUnsafeBufferPointer { commands in
            Self.run(commands, from: &index, in: painter, textSystem: textSystem, storage: storage)
        }
    }

    /// Runs commands from `index` to the `.end` that closes the group they are in (or the
    /// list's end), leaving `index` past it.
    private static func run(_ commands: UnsafeBufferPointer<Command>, from index: inout Int, in painter: Painter,
                            textSystem: TextSystem, storage: GlyphBrushStorage) {
        func group(_ open: (() -> Void) -> Void) {
            // Deep trees nest deeply: a band's thread has a small stack.
            open { StackReserve.ensure { run(commands, from: &index, in: painter, textSystem: textSystem, storage: storage) } }
        }
        while index < commands.count {
            let command = commands[index]
            index += 1
            switch command {
            case .end:
                return
            case let .clear(color):
                painter.clear(color)
            case let .fillRect(rect, paint):
                painter.fill(rect, with: paint)
            case let .fillRounded(shape, paint):
                painter.fill(shape, with: paint)
            case let .strokeBorder(shape, widths, colors):
                painter.strokeBorder(shape, widths: widths, colors: colors)
            case let .text(layout, text, origin):
                textSystem.draw(layout, of: text, at: origin, in: painter, storage: storage)
            case let .image(image, rect):
                painter.draw(image, in: rect)
            case let .custom(content, rect, scale):
                content.drawing.draw(in: painter, rect: rect, scale: scale)
            case let .clip(rect, bounds, end):
                guard bounds.intersects(painter.clipBounds) else { index = end + 1; continue }
                group { body in painter.withClip(rect, body) }
            case let .roundedClip(shape, bounds, end):
                guard bounds.intersects(painter.clipBounds) else { index = end + 1; continue }
                group { body in painter.withClip(shape, body) }
            case let .opacity(opacity, end):
                guard !painter.clipBounds.isEmpty else { index = end + 1; continue }
                group { body in painter.withOpacity(opacity, body) }
            case let .transform(transform, source, _):
                // Not skipped by bounds: what the layer shows depends on the transform.
                group { body in painter.withTransform(transform, source: source, body) }
            }
        }
    }
}

/// Records a `DisplayList` through calls shaped as `Painter`'s, keeping the clip bounds a
/// painter would have (as whole pixels that cover them: recording more than a painter
/// would draw is harmless, the painter cuts it) so that `NodePainter` culls nodes while
/// recording as it would while drawing. One recorder is kept and reused: its storage
/// grows to the largest frame and stays.
final class DisplayListRecorder {
    private(set) var list = DisplayList()
    /// The device pixels drawing can reach now (painter coordinates plus `translation`).
    private(set) var clipBounds = PixelRect.zero
    /// The translation from painter coordinates to device pixels now.
    private(set) var translation = (dx: 0.0, dy: 0.0)

    /// Starts a new list, for a painter with `clip` and `translation`.
    func begin(clip: PixelRect, translation: (dx: Double, dy: Double)) {
        list.commands.removeAll(keepingCapacity: true)
        clipBounds = clip
        self.translation = translation
    }

    /// The list recorded since `begin`, handed over: the recorder keeps no reference to
    /// it, so the next `begin` reuses the storage once the replay has let go of it.
    func finish() -> DisplayList {
        var done = DisplayList()
        swap(&done, &list)
        return done
    }

    func clear(_ color: Color) { list.commands.append(.clear(color)) }
    func fill(_ rect: Rect, with paint: Paint) { list.commands.append(.fillRect(rect, paint)) }
    func fill(_ shape: RoundedRect, with paint: Paint) { list.commands.append(.fillRounded(shape, paint)) }
    func strokeBorder(_ shape: RoundedRect, widths: EdgeInsets, colors: BorderColors) {
        list.commands.append(.strokeBorder(shape, widths: widths, colors: colors))
    }
    func draw(_ layout: TextLayout, of text: AttributedText, at origin: Point) {
        list.commands.append(.text(layout, text, origin: origin))
    }
    func draw(_ image: Graphics.Image, in rect: Rect) { list.commands.append(.image(image, rect)) }
    func draw(_ content: CustomContent, in rect: Rect, scale: Double) {
        list.commands.append(.custom(content, rect, scale: scale))
    }

    func withClip(_ rect: Rect, _ body: () -> Void) {
        let bounds = devicePixels(rect)
        group(.clip(rect, bounds: bounds, end: 0), clip: clipBounds.intersection(bounds), body)
    }

    func withClip(_ shape: RoundedRect, _ body: () -> Void) {
        let bounds = shape.isEmpty ? PixelRect.zero : devicePixels(shape.rect)
        group(.roundedClip(shape, bounds: bounds, end: 0), clip: clipBounds.intersection(bounds), body)
    }

    func withOpacity(_ opacity: Double, _ body: () -> Void) {
        group(.opacity(opacity, end: 0), clip: clipBounds, body)
    }

    /// As `Painter.withTransform`: a translation by whole pixels moves what is drawn;
    /// any other transform draws into a layer whose clip is at most the source's pixels.
    func withTransform(_ transform: AffineTransform, source: Rect, _ body: () -> Void) {
        let saved = translation
        defer { translation = saved }
        if transform.isTranslationOnly, transform.tx.rounded() == transform.tx, transform.ty.rounded() == transform.ty {
            translation = (translation.dx + transform.tx, translation.dy + transform.ty)
            group(.transform(transform, source: source, end: 0), clip: clipBounds, body)
        } else {
            group(.transform(transform, source: source, end: 0), clip: devicePixels(source), body)
        }
    }

    /// Records `open`, `body` under `clip`, and the group's `.end`; a group that drew
    /// nothing leaves nothing.
    private func group(_ open: DisplayList.Command, clip: PixelRect, _ body: () -> Void) {
        let start = list.commands.count
        list.commands.append(open)
        let saved = clipBounds
        clipBounds = clip
        body()
        clipBounds = saved
        let end = list.commands.count
        guard end > start + 1 else {
            list.commands.removeLast()
            return
        }
        list.commands[start] = switch open {
        case let .clip(rect, bounds, _): .clip(rect, bounds: bounds, end: end)
        case let .roundedClip(shape, bounds, _): .roundedClip(shape, bounds: bounds, end: end)
        case let .opacity(opacity, _): .opacity(opacity, end: end)
        case let .transform(transform, source, _): .transform(transform, source: source, end: end)
        default: open
        }
        list.commands.append(.end)
    }

    /// The whole pixels that cover `rect` (painter coordinates) on the device.
    private func devicePixels(_ rect: Rect) -> PixelRect {
        rect.offsetBy(dx: translation.dx, dy: translation.dy).enclosingPixels
    }
}
