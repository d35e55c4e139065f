import Foundation
import Components
import Geometry
import Graphics
import Instrumentation
import Mounting
import TextRasterizer

/// What a frame is: a component tree in a `ComponentHost` and a surface to show it on.
/// It acts on `WindowEvent`s (input into the host, a resize lays the tree out again at
/// the surface's new size), and `presentFrame()` paints the damage and hands exactly those
/// pixels to the surface. The window and the headless surface go through this same code.
///
/// It does not decide when frames happen: `onNeedsFrame` tells whoever drives it (an
/// `EventLoop`, or a test calling `presentFrame()`).
///
/// F12 is the presenter's, not the app's: it shows or hides the `inspector`'s overlay,
/// and the app never hears the key.
@MainActor
public final class Presenter {
    public let host: ComponentHost
    public let surface: any PresentationSurface
    /// The debug overlay (off until F12, `TESSERA_INSPECT=1` or `inspector.isEnabled`),
    /// and the diagnostics log it shows, which records the root's diagnostics and the
    /// text system's font problems from the start.
    public let inspector: Inspector
    /// Called when something waits to be shown (a commit, a highlight, a resize).
    public var onNeedsFrame: (() -> Void)?
    /// Called when the user asks to close the window.
    public var onCloseRequested: (() -> Void)?
    /// Called after each presented frame, with what it cost.
    public var onFrame: ((FrameReport) -> Void)?
    /// The window's AT-SPI bridge, told of each frame so it can send what changed to
    /// screen readers (`ATSPIBridge.windowDidPresent()`); nil: none.
    public var accessibilityBridge: ATSPIBridge?
    /// Set when a screen reader took a key press: SDL's text event for it follows.
    private var dropsNextText = false
    /// Frames presented so far.
    public private(set) var frameCount = 0
    /// Whether what it presents can be seen: false while the window is hidden or
    /// minimized (`WindowEvent.shown`) or the kiosk's display is blanked. A driver runs
    /// no frames meanwhile (animations sample the frame clock, so they show where they
    /// are by then when it is seen again); becoming seen asks for a frame.
    public var isShown = true {
        didSet {
            guard isShown != oldValue, isShown else { return }
            surface.redisplay()
            onNeedsFrame?()
        }
    }

    private var isClosed = false
    /// The root component for a size, when the root takes the window's size as a prop.
    private let content: ((Size) -> any Component)?

    /// A presenter of `component` on `surface`, drawn at `scale` device pixels per point:
    /// the tree is laid out at the surface's size in points (and again at each new size).
    /// Throws a `DimensionError` for a scale that is not finite and greater than 0, or a
    /// surface too large to draw at it (`SizeCheck`). An empty surface (0 × 0, a
    /// minimized window) is valid: nothing is painted until it has a size.
    public convenience init(_ component: some Component, surface: any PresentationSurface, scale: Double,
                            background: Color = .white, textSystem: TextSystem = .shared,
                            diagnostics: DiagnosticHandler = .standard) throws {
        try self.init(surface: surface, scale: scale, background: background, textSystem: textSystem,
                      diagnostics: diagnostics, fixed: component, content: nil)
    }

    /// A presenter whose root component depends on the window's size (in points):
    /// `content` makes it for the first size and for every new one, and each resize
    /// updates the root's props and lays it out in one build. State in its scopes stays.
    public convenience init(surface: any PresentationSurface, scale: Double, background: Color = .white,
                            textSystem: TextSystem = .shared, diagnostics: DiagnosticHandler = .standard,
                            content: @escaping (Size) -> any Component) throws {
        try self.init(surface: surface, scale: scale, background: background, textSystem: textSystem,
                      diagnostics: diagnostics, fixed: nil, content: content)
    }

    private init(surface: any PresentationSurface, scale: Double, background: Color, textSystem: TextSystem,
                 diagnostics: DiagnosticHandler, fixed: (any Component)?, content: ((Size) -> any Component)?) throws {
        // Before `content` is asked for a component at a size the scale makes.
        try SizeCheck.scale(scale)
        self.surface = surface
        self.content = content
        let size = Self.pointSize(of: surface, scale: scale)
        let component = fixed ?? content!(size)
        let log = InspectorLog()
        FontDiagnosticTee.add(log, for: textSystem.fonts)
        inspector = Inspector(log: log)
        host = try ComponentHost(component, size: size, scale: scale, background: background, textSystem: textSystem,
                                 diagnostics: log.recording(to: diagnostics))
        host.onNeedsPaint = { [weak self] in self?.onNeedsFrame?() }
        inspector.attach(to: host)
        inspector.onNeedsFrame = { [weak self] in self?.onNeedsFrame?() }
    }

    /// Whether a frame waits to be presented.
    public var needsFrame: Bool { host.needsPaint || surface.needsPresent || inspector.needsFrame }

    /// The translator for this presenter's surface: positions in window units to points.
    public func eventTranslator(windowID: UInt32 = 0) -> SDLEventTranslator {
        SDLEventTranslator(windowID: windowID, pointsPerWindowUnit: surface.pixelsPerWindowUnit / host.scale,
                           windowWidth: Double(surface.windowWidth), windowHeight: Double(surface.windowHeight))
    }

    /// Acts on `event`: input goes to the host, a resize lays the tree out at the new
    /// size, an expose shows the last frame again, a close request goes to
    /// `onCloseRequested`. Throws a `DimensionError` when the new size cannot be drawn
    /// (too large); the last frame stays.
    public func handle(_ event: WindowEvent) throws {
        guard !isClosed else { return }
        switch event {
        case .pointer(let input, let location, let time, let modifiers, let kind):
            host.handle(input, at: location, time: time, modifiers: modifiers, kind: kind)
        case .finger(let input, let pointer, let location, let time):
            host.handle(input, pointer: pointer, at: location, time: time, kind: .touch)
        case .zoom(let scale, let location, let time):
            // Nothing zooms there: the wheel scrolls as it would without Ctrl.
            if !host.zoom(by: scale, at: location, time: time) {
                host.handle(.scroll(dx: 0, dy: -log(scale) / log(SDLEventTranslator.zoomPerWheelStep)
                                        * SDLEventTranslator.pointsPerWheelStep, granularity: .step),
                            at: location, time: time)
            }
        case .hover(let location, let time):
            host.hover(at: location, time: time)
            surface.showPointerStyle(host.pointerStyle)
        case .key(let key, let time, let keystroke):
            // A screen reader hears it first and may take it (its command keys): then the
            // app hears neither it nor the text it would have typed.
            if let keystroke, let accessibilityBridge, accessibilityBridge.consumes(keystroke) {
                if keystroke.isDown { dropsNextText = true }
                return
            }
            if key.isDown { dropsNextText = false }
            // F12 is the inspector's: the app never hears it.
            if key.key == .function(12), key.modifiers.isEmpty {
                if key.isDown, !key.isRepeat { inspector.toggle() }
                return
            }
            host.handle(key, time: time)
        case .text(let text):
            guard !dropsNextText else {
                dropsNextText = false
                return
            }
            host.handle(text)
        case .composition(let composition):
            host.handle(composition)
        case .resized:
            surface.updateSize()
            let size = Self.pointSize(of: surface, scale: host.scale)
            guard size != host.size else { return }
            try host.resize(to: size, component: content?(size))
        case .exposed:
            surface.redisplay()
        case .shown(let shown):
            isShown = shown
        case .activated(let active):
            host.isWindowActive = active
            accessibilityBridge?.windowActivationChanged(isActive: active)
        case .closeRequested:
            onCloseRequested?()
        }
    }

    /// Makes the root component again from `content` at the current size and builds it
    /// once: for what `content` reads besides the size (the desktop's color scheme,
    /// `SystemAppearance`). State in its scopes stays. Nothing for a presenter of a fixed
    /// component, or once closed.
    public func remakeContent() {
        guard !isClosed, let content else { return }
        host.root.update(content(host.size))
    }

    /// Whether something moves on its own (a fling, an eased step, scroll indicators
    /// fading): the driver should present frames, with their times, until it is false.
    public var isAnimating: Bool { host.isAnimating || inspector.isAnimating }

    /// When the next frame after `now` shows something new
    /// (`ComponentHost.nextAnimationTime(after:)`): a driver may sleep until then.
    public func nextAnimationTime(after now: Double) -> Double? {
        // The inspector's flashes fade on the same clock. (No array: the loop asks every frame.)
        switch (host.nextAnimationTime(after: now), inspector.nextFrameTime(after: now)) {
        case let (page?, flash?): min(page, flash)
        case let (page?, nil): page
        case let (nil, flash?): flash
        case (nil, nil): nil
        }
    }

    /// Paints what changed and shows it; nothing when nothing changed. With `time`
    /// (seconds, the clock of the pointer events' times), what moves on its own is first
    /// moved to where it is then (`ComponentHost.advanceAnimations(to:)`). Returns the
    /// report (nil when there was nothing to show).
    /// Presents what the app shows once the work it started has landed: pending updates
    /// and changesets, and what the frame itself started (an image decoded at the size it
    /// was painted at), frame after frame until nothing is left (a bounded number): a
    /// picture without a display (`AppLauncher.writePNG`, the gallery's pages).
    public func presentSettledFrame() throws {
        host.finishPendingWork()
        try presentFrame()
        for _ in 0..<8 where BackgroundWork.shared.isBusy || host.root.hasPendingUpdates {
            host.finishPendingWork()
            try presentFrame()
        }
    }

    @discardableResult
    public func presentFrame(at time: Double? = nil) throws -> FrameReport? {
        guard !isClosed else { return nil }
        if let time { host.advanceAnimations(to: time) }
        guard needsFrame else { return nil }
        let start = ContinuousClock.now
        let damage = host.needsPaint ? host.paint() : []
        let painted = ContinuousClock.now
        // With the inspector off this is the page and its damage, untouched.
        let shown = inspector.frame(page: host.framebuffer, damage: damage, at: time)
        let composed = ContinuousClock.now
        try surface.present(shown.framebuffer, damage: shown.damage)
        let presented = ContinuousClock.now
        // Focus and the caret move with frames: the input method follows them.
        surface.followTextInput(host.focusedTextInput, scale: host.scale)
        let report = FrameReport(index: frameCount, start: start, damage: shown.damage, paintTime: painted - start,
                                 presentTime: presented - composed)
        if inspector.isEnabled {
            var phases = host.takeFramePhases()
            phases.paint = report.paintTime
            phases.present = report.presentTime
            inspector.record(phases, paintedPage: !damage.isEmpty)
        }
        frameCount += 1
        onFrame?(report)
        accessibilityBridge?.windowDidPresent()
        return report
    }

    /// Ends the tree: every controller is invalidated (after `willUnmount` and
    /// `didUnmount`). Later events and frames do nothing. The surface stays: its owner
    /// closes it.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        host.root.invalidate()
    }

    /// The surface's size in points at `scale`.
    static func pointSize(of surface: any PresentationSurface, scale: Double) -> Size {
        Size(width: Double(surface.pixelWidth) / scale, height: Double(surface.pixelHeight) / scale)
    }
}

/// One presented frame: which pixels changed, and what painting and presenting took.
public struct FrameReport: Sendable {
    /// Frames before this one.
    public let index: Int
    /// When the frame began painting.
    public let start: ContinuousClock.Instant
    /// The device-pixel rects painted and uploaded.
    public let damage: [PixelRect]
    public let paintTime: Duration
    /// Uploading the damage and flipping (with vsync, this waits for the display).
    public let presentTime: Duration

    /// The number of pixels painted and uploaded.
    public var damagedPixels: Int { damage.reduce(0) { $0 + $1.width * $1.height } }
}
