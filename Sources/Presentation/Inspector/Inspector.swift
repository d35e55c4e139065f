import Components
import Geometry
import Graphics
import Instrumentation
import Mounting

/// The debug overlay of one presenter: layout bounds of every element, repaint flashing,
/// a frame-time strip and the diagnostics log, drawn over the page on every surface a
/// `Presenter` shows (a window, a kiosk's DRM or fbdev display, a headless surface).
/// Toggled by F12 (the presenter takes the key before the app sees it), by
/// `TESSERA_INSPECT=1` at launch (`AppLauncher`), or in code (`isEnabled`).
///
/// The page never knows: the overlay is composed into a framebuffer of its own, a copy
/// of the page's pixels with the overlay drawn over them, and that is what the surface
/// gets while the inspector is on. So the page's damage stays exact, blit scrolling moves
/// page pixels only, and turning the inspector off shows the page's own framebuffer
/// again. Each frame recomposes only the page's damage, the strip, the log when it
/// changed, and the flashes still fading; outlines are drawn inside that region alone,
/// so a partial recomposition gives the pixels of a full one. Turning it on or off
/// recomposes (and presents) the whole window. Off, it costs nothing: no composition, no
/// timing, no frames.
@MainActor
public final class Inspector {
    /// Whether the overlay shows. Changing it presents the whole window again.
    public var isEnabled = false {
        didSet {
            guard isEnabled != oldValue else { return }
            host?.measuresFramePhases = isEnabled
            if isEnabled {
                needsFullRedraw = true
                _ = host?.takeFramePhases()
            } else {
                // Freed: an app that turned it off pays no memory for it.
                composite = nil
                compositePainter = nil
                flashes.removeAll()
                timeline.removeAll()
                needsPageRestore = true
            }
            onNeedsFrame?()
        }
    }

    /// The diagnostics shown in the overlay (kept whether or not it shows).
    public let log: InspectorLog
    /// The last frames' costs (recorded while the overlay shows).
    public private(set) var timeline = FrameTimeline()
    /// How long a repaint flash shows, in seconds on the frame clock.
    public static let flashDuration = 0.3

    /// Called when the inspector wants a frame (toggled, a new log line); the presenter
    /// passes it on to whoever drives frames.
    var onNeedsFrame: (() -> Void)?
    private weak var host: ComponentHost?
    private var composite: Framebuffer?
    private var compositePainter: Painter?
    private var flashes = RepaintFlashes(duration: Inspector.flashDuration)
    private var needsFullRedraw = false
    private var needsPageRestore = false
    /// The log's count when it was last drawn.
    private var drawnLogCount = -1
    /// The time of the last frame, on the frame clock (frames without a time take it).
    private var lastTime = 0.0
    /// What this frame recomposes, and what the next must (flashes ended by `endFlashes`).
    private var region = Region()
    private var pendingRepaint = Region()
    private var outlines: [NodeOutline] = []
    private let drawing = InspectorDrawing()
    /// What the last frame drew (a recomposition for tests draws it again).
    private var lastLayout: InspectorDrawing.Layout?

    init(log: InspectorLog) {
        self.log = log
        log.onAppend = { [weak self] in
            Task { @MainActor in self?.logDidChange() }
        }
    }

    /// Shows or hides the overlay.
    public func toggle() {
        isEnabled.toggle()
    }

    /// Ends every repaint flash now (the next frame shows none): for a still picture of
    /// the page with its outlines and strip, as `gallery show --backend png` writes.
    public func endFlashes() {
        guard !flashes.isEmpty else { return }
        var faded = Region()
        flashes.collectRepaint(into: &faded, at: .infinity)
        for rect in faded.rects { pendingRepaint.formUnion(rect) }
        onNeedsFrame?()
    }

    func attach(to host: ComponentHost) {
        self.host = host
    }

    /// Whether the inspector has something to show even if the page has not.
    var needsFrame: Bool {
        if needsPageRestore { return true }
        guard isEnabled else { return false }
        return needsFullRedraw || log.appendedCount != drawnLogCount || !flashes.isEmpty || !pendingRepaint.isEmpty
    }

    /// Whether flashes are fading: the driver should present frames until it is false.
    var isAnimating: Bool { isEnabled && !flashes.isEmpty }

    /// The next refresh while flashes fade; nil otherwise.
    func nextFrameTime(after now: Double) -> Double? { isAnimating ? now : nil }

    /// What the surface shows for this frame: the page's framebuffer and damage when the
    /// overlay is off, else the composed framebuffer and what changed in it. `time` is
    /// the frame clock's (nil: the last frame's).
    func frame(page: Framebuffer, damage: [PixelRect], at time: Double?) -> (framebuffer: Framebuffer, damage: [PixelRect]) {
        if let time { lastTime = time }
        guard isEnabled, let host else {
            guard needsPageRestore else { return (page, damage) }
            needsPageRestore = false
            return (page, [page.bounds])
        }
        needsPageRestore = false
        if composite?.width != page.width || composite?.height != page.height {
            // A first frame or a resize: the composite follows the page's size.
            composite = try? Framebuffer(width: page.width, height: page.height)
            compositePainter = composite.map(Painter.init(target:))
            needsFullRedraw = true
        }
        guard let composite, let compositePainter else { return (page, damage) }
        let now = lastTime
        region.removeAll()
        if needsFullRedraw {
            region.formUnion(page.bounds)
            needsFullRedraw = false
        } else {
            for rect in damage { region.formUnion(rect) }
            region.formUnion(pendingRepaint)
        }
        pendingRepaint.removeAll()
        flashes.collectRepaint(into: &region, at: now)
        flashes.add(damage, at: now)
        let layout = drawing.layOut(in: page.bounds, scale: host.scale, timeline: timeline, log: log.messages,
                                    textSystem: host.root.environment.textSystem)
        region.formUnion(layout.stripPixels)
        let logCount = log.appendedCount
        if logCount != drawnLogCount || layout.logPixels != drawing.lastLogPixels {
            region.formUnion(layout.logPixels)
            region.formUnion(drawing.lastLogPixels)
            drawnLogCount = logCount
        }
        drawing.lastLogPixels = layout.logPixels
        lastLayout = layout
        region.formIntersection(page.bounds)
        compose(region, of: page, into: composite, painter: compositePainter, host: host, layout: layout, at: now)
        return (composite, region.rects)
    }

    /// Copies the page's pixels of `region` into the composite and draws the overlay
    /// there, rect by rect under a clip, so any region gives the pixels of the whole.
    private func compose(_ region: Region, of page: Framebuffer, into composite: Framebuffer, painter: Painter,
                         host: ComponentHost, layout: InspectorDrawing.Layout, at time: Double) {
        outlines.removeAll(keepingCapacity: true)
        host.collectOutlines(touching: region.bounds, into: &outlines)
        for rect in region.rects {
            for row in rect.minY..<rect.maxY {
                (composite.pixels + row * composite.stride + rect.minX)
                    .update(from: page.pixels + row * page.stride + rect.minX, count: rect.width)
            }
            painter.withClip(rect.rect) {
                drawing.drawFlashes(flashes, at: time, in: painter)
                drawing.drawOutlines(outlines, in: painter)
                drawing.draw(layout, in: painter)
            }
        }
    }

    /// Records a presented frame's costs (while the overlay shows).
    func record(_ phases: FramePhases, paintedPage: Bool) {
        guard isEnabled else { return }
        timeline.record(FrameTimeline.Frame(time: lastTime, phases: phases, paintedPage: paintedPage))
    }

    private func logDidChange() {
        if isEnabled { onNeedsFrame?() }
    }

    /// For tests: composes the whole window again as the last frame showed it (same
    /// strip, same flashes) into a framebuffer filled with garbage first, and returns its
    /// pixels; equal to the composite when partial frames were exact.
    func recomposeEverything() -> Graphics.Image? {
        guard isEnabled, let host, let composite, let compositePainter, let layout = lastLayout else { return nil }
        composite.clear(to: Color(red: 1, green: 0, blue: 1))
        compose(Region(composite.bounds), of: host.framebuffer, into: composite, painter: compositePainter, host: host,
                layout: layout, at: lastTime)
        return composite.makeImage()
    }

    /// The composite's pixels (the surface's, while the overlay shows), for tests.
    var compositeImage: Graphics.Image? { composite?.makeImage() }
}
