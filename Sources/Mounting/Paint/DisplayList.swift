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
struct DisplayList: @unchecked Sendable {
    // @unchecked: the text entries are reached through `Unmanaged` references, kept alive
    // by `textOwners`; replay reads only their `let` layout and text, never their node.

    /// One painter call: what it is, and where its operands are in the tables below. A
    /// command is small (24 bytes) and holds no reference, so a band reads a frame's list
    /// from a few cache lines and copies no counted reference out of it (two bands
    /// retaining the same text storage at once would pass its cache line back and forth).
    enum Command {
        case clear(Int)
        case fillRect(Int)
        case fillRounded(Int)
        case strokeBorder(Int)
        case text(Int)
        case image(Int)
        case custom(Int)
        /// Opens a clip to `clips[i]`, closed by the `.end` at `end`.
        case clip(Int, end: Int)
        case roundedClip(Int, end: Int)
        case opacity(Double, end: Int)
        case transform(Int, end: Int)
        /// Closes the innermost open group.
        case end
    }

    struct Border {
        let shape: RoundedRect
        let widths: EdgeInsets
        let colors: BorderColors
    }

    struct Text {
        let entry: Unmanaged<TextLayoutCache.Entry>
        let origin: Point
    }

    /// A clip's shape and the device pixels it can reach.
    struct Clip<Shape> {
        let shape: Shape
        let bounds: PixelRect
    }

    var commands: [Command] = []
    var colors: [Color] = []
    var rects: [(Rect, Paint)] = []
    var shapes: [(RoundedRect, Paint)] = []
    var borders: [Border] = []
    var texts: [Text] = []
    /// What keeps the texts' entries alive as long as the list.
    var textOwners: [TextLayoutCache.Entry] = []
    var images: [(Graphics.Image, Rect)] = []
    var customs: [(CustomContent, Rect, scale: Double, elapsed: Double)] = []
    var clips: [Clip<Rect>] = []
    var roundedClips: [Clip<RoundedRect>] = []
    var transforms: [(AffineTransform, source: Rect)] = []

    /// Empties every table, keeping its storage.
    mutating func removeAll() {
        commands.removeAll(keepingCapacity: true)
        colors.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        borders.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        textOwners.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        customs.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        roundedClips.removeAll(keepingCapacity: true)
        transforms.removeAll(keepingCapacity: true)
    }

    /// Replays the list into `painter`, whose translation must be the one the list was
    /// recorded with; text is drawn through `textSystem` with `storage` (one per thread).
    func replay(in painter: Painter, textSystem: TextSystem, storage: GlyphBrushStorage) {
        var index = 0
        commands.withUnsafeBufferPointer { commands in
            run(commands, from: &index, in: painter, textSystem: textSystem, storage: storage)
        }
    }

    /// Runs commands from `index` to the `.end` that closes the group they are in (or the
    /// list's end), leaving `index` past it.
    private func run(_ commands: UnsafeBufferPointer<Command>, from index: inout Int, in painter: Painter,
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
            case let .clear(i):
                painter.clear(colors[i])
            case let .fillRect(i):
                painter.fill(rects[i].0, with: rects[i].1)
            case let .fillRounded(i):
                painter.fill(shapes[i].0, with: shapes[i].1)
            case let .strokeBorder(i):
                painter.strokeBorder(borders[i].shape, widths: borders[i].widths, colors: borders[i].colors)
            case let .text(i):
                let origin = texts[i].origin
                texts[i].entry._withUnsafeGuaranteedRef { entry in
                    textSystem.draw(entry.layout, of: entry.text, at: origin, in: painter, storage: storage)
                }
            case let .image(i):
                painter.draw(images[i].0, in: images[i].1)
            case let .custom(i):
                customs[i].0.drawing.draw(in: painter, rect: customs[i].1, scale: customs[i].scale, elapsed: customs[i].elapsed)
            case let .clip(i, end):
                guard clips[i].bounds.intersects(painter.clipBounds) else { index = end + 1; continue }
                group { body in painter.withClip(clips[i].shape, body) }
            case let .roundedClip(i, end):
                guard roundedClips[i].bounds.intersects(painter.clipBounds) else { index = end + 1; continue }
                group { body in painter.withClip(roundedClips[i].shape, body) }
            case let .opacity(opacity, end):
                guard !painter.clipBounds.isEmpty else { index = end + 1; continue }
                group { body in painter.withOpacity(opacity, body) }
            case let .transform(i, _):
                // Not skipped by bounds: what the layer shows depends on the transform.
                group { body in painter.withTransform(transforms[i].0, source: transforms[i].source, body) }
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
        list.removeAll()
        clipBounds = clip
        self.translation = translation
    }

    /// The list recorded since `begin`. The recorder keeps it (its tables share their
    /// storage with the copy returned), so once the replay has let go of the copy, the
    /// next `begin` empties the tables in place and a frame allocates none.
    func finish() -> DisplayList { list }

    func clear(_ color: Color) {
        list.commands.append(.clear(list.colors.count))
        list.colors.append(color)
    }

    func fill(_ rect: Rect, with paint: Paint) {
        list.commands.append(.fillRect(list.rects.count))
        list.rects.append((rect, paint))
    }

    func fill(_ shape: RoundedRect, with paint: Paint) {
        list.commands.append(.fillRounded(list.shapes.count))
        list.shapes.append((shape, paint))
    }

    func strokeBorder(_ shape: RoundedRect, widths: EdgeInsets, colors: BorderColors) {
        list.commands.append(.strokeBorder(list.borders.count))
        list.borders.append(DisplayList.Border(shape: shape, widths: widths, colors: colors))
    }

    /// Draws `entry`'s layout of its text with its top-left corner at `origin`.
    func draw(_ entry: TextLayoutCache.Entry, at origin: Point) {
        list.commands.append(.text(list.texts.count))
        list.texts.append(DisplayList.Text(entry: Unmanaged.passUnretained(entry), origin: origin))
        list.textOwners.append(entry)
    }

    func draw(_ image: Graphics.Image, in rect: Rect) {
        list.commands.append(.image(list.images.count))
        list.images.append((image, rect))
    }

    /// `elapsed`: the drawing's time since it appeared (`CustomDrawing.nextChange`).
    func draw(_ content: CustomContent, in rect: Rect, scale: Double, elapsed: Double) {
        list.commands.append(.custom(list.customs.count))
        list.customs.append((content, rect, scale: scale, elapsed: elapsed))
    }

    func withClip(_ rect: Rect, _ body: () -> Void) {
        let bounds = devicePixels(rect)
        list.clips.append(DisplayList.Clip(shape: rect, bounds: bounds))
        group(.clip(list.clips.count - 1, end: 0), clip: clipBounds.intersection(bounds), body)
    }

    func withClip(_ shape: RoundedRect, _ body: () -> Void) {
        let bounds = shape.isEmpty ? PixelRect.zero : devicePixels(shape.rect)
        list.roundedClips.append(DisplayList.Clip(shape: shape, bounds: bounds))
        group(.roundedClip(list.roundedClips.count - 1, end: 0), clip: clipBounds.intersection(bounds), body)
    }

    func withOpacity(_ opacity: Double, _ body: () -> Void) {
        group(.opacity(opacity, end: 0), clip: clipBounds, body)
    }

    /// As `Painter.withTransform`: a translation by whole pixels moves what is drawn;
    /// any other transform draws into a layer whose clip is at most the source's pixels.
    func withTransform(_ transform: AffineTransform, source: Rect, _ body: () -> Void) {
        let saved = translation
        defer { translation = saved }
        list.transforms.append((transform, source: source))
        let open = DisplayList.Command.transform(list.transforms.count - 1, end: 0)
        if transform.isTranslationOnly, transform.tx.rounded() == transform.tx, transform.ty.rounded() == transform.ty {
            translation = (translation.dx + transform.tx, translation.dy + transform.ty)
            group(open, clip: clipBounds, body)
        } else {
            group(open, clip: devicePixels(source), body)
        }
    }

    /// Records `open`, `body` under `clip`, and the group's `.end`; a group that drew
    /// nothing leaves only its operands (unused) behind.
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
        case let .clip(i, _): .clip(i, end: end)
        case let .roundedClip(i, _): .roundedClip(i, end: end)
        case let .opacity(opacity, _): .opacity(opacity, end: end)
        case let .transform(i, _): .transform(i, end: end)
        default: open
        }
        list.commands.append(.end)
    }

    /// The whole pixels that cover `rect` (painter coordinates) on the device.
    private func devicePixels(_ rect: Rect) -> PixelRect {
        rect.offsetBy(dx: translation.dx, dy: translation.dy).enclosingPixels
    }
}
