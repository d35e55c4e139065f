import Components
import Geometry
import Graphics
import Instrumentation
import Layout
import TextRasterizer

/// Runs one component tree end to end: owns its `ComponentRoot` (scopes, state,
/// controllers), a `Mounter` and its node tree, and a framebuffer of the host's size
/// and scale. Every commit (a state update, synchronous or asynchronous, new props, a
/// resize) is mounted at once and its damage remembered; `paint()` repaints only the
/// damage and returns it for whoever presents the frame (an SDL window uploads those
/// rects, a snapshot reads the framebuffer). One host per window or snapshot.
@MainActor
public final class ComponentHost {
    public let root: ComponentRoot
    public let mounter: Mounter
    /// The size in points, and device pixels per point.
    public private(set) var size: Size
    public let scale: Double
    /// The color under everything.
    public let background: Color
    /// The pixels: `size × scale`, rounded up.
    public private(set) var framebuffer: Framebuffer
    /// Whether test queries (`element(testID:)`, `tap(testID:)`, ...) and snapshots
    /// apply pending asynchronous updates and changesets first (`finishPendingWork()`).
    /// True by default; a test of the moment before they land sets it to false.
    public var finishesPendingWorkBeforeQueries = true
    /// Called when a commit or an event left something to paint, or an animation began
    /// (an event loop schedules a frame then).
    public var onNeedsPaint: (() -> Void)?

    private var painter: Painter
    /// The bands large damage is painted in, when `paintThreads` is more than 1.
    private var bands: BandedPainter?
    let nodePainter: NodePainter
    let events: EventDispatcher
    /// The layer above the page: popups, dialogs and toasts (`ComponentHost+Overlays`).
    let overlays = OverlayLayers()
    var damage = Damage()
    /// The damage being painted (see `paint()`).
    private var paintedDamage = Damage()
    /// The focus ring drawn last (`FocusRing`), whose pixels a change must repaint.
    private(set) var focusRing: FocusRing?
    /// The focused field's blinking caret.
    private var caretBlink = CaretBlink()
    private var isUnmounted = false
    /// The lists reported as unable to scroll (`reportListsThatCannotScroll`), by path.
    var reportedLists: Set<String> = []
    /// Viewports whose indicators show, fading (`ScrollIndicatorFade`).
    private var indicatorFades: [IndicatorFade] = []
    /// The time of the event or frame being handled (nil between them): when scrolls
    /// that happen now took place.
    private var currentTime: Double?
    /// The frame clock's time the picture shows: the last frame's (`advanceAnimations`).
    /// Timed drawings are drawn as they are then.
    var drawingTime = 0.0
    /// The regions `paint()` repaints and reports, rebuilt in place each frame (a scroll
    /// frame allocates nothing).
    private var repaintRegion = Region()
    private var changedRegion = Region()
    /// What the last `paint()` did: pixels drawn, and pixels moved.
    public private(set) var lastPaint = PaintReport()
    /// Mount time since `takeFramePhases()` (`ComponentHost+Inspector.swift`), and every
    /// mount's statistics added up.
    var mountedPhases = FramePhases()
    var mountTotals = MountTotals()
    /// Called in `paint()` after the moves with the region about to be repainted: tests
    /// fill it with garbage, so a repaint that misses a pixel shows.
    var willRepaint: ((Framebuffer, Region) -> Void)?

    /// A host for `component` at `size` points and `scale` device pixels per point.
    /// Throws a `DimensionError` naming the value (`width -10 points is invalid: …`) unless
    /// both sides are finite and at least 0, the scale finite and greater than 0, and each
    /// side at most `Framebuffer.maxSide` device pixels (`SizeCheck`). 0 × 0 is valid: an
    /// empty host (a minimized window's) that lays out at 0 × 0 and paints nothing.
    public convenience init(_ component: some Component, size: Size, scale: Double = 1, background: Color = .white,
                            textSystem: TextSystem = .shared, diagnostics: DiagnosticHandler = .standard) throws {
        // The one check of size and scale, before anything is built.
        let framebuffer = try Framebuffer(size: size, scale: scale)
        let root = ComponentRoot(component, sizeRange: .exactly(size),
                                 environment: try LayoutEnvironment(textSystem: textSystem, scale: scale),
                                 diagnostics: diagnostics)
        try self.init(root: root, framebuffer: framebuffer, size: size, background: background)
    }

    /// Mounts a root made elsewhere, as Render mounts a `UIContext`'s keyed component on a
    /// canvas: a `RootContext`'s root keeps its state and controllers while hosts come and
    /// go (`unmount()` one, mount the root again in another). The root is laid out at
    /// `size` (exactly) and drawn at its environment's scale and with its text system.
    /// Throws a `DimensionError` as `init(_:size:…)` does, and
    /// `ComponentHostError.rootAlreadyMounted` when another host has the root; then
    /// nothing changed.
    public convenience init(root: ComponentRoot, size: Size, background: Color = .white) throws {
        guard !root.hasMountingLayer else { throw ComponentHostError.rootAlreadyMounted(String(describing: type(of: root.component))) }
        let framebuffer = try Framebuffer(size: size, scale: root.environment.scale)
        root.update(sizeRange: .exactly(size))
        try self.init(root: root, framebuffer: framebuffer, size: size, background: background)
    }

    private init(root: ComponentRoot, framebuffer: Framebuffer, size: Size, background: Color) throws {
        self.framebuffer = framebuffer
        self.size = size
        scale = root.environment.scale
        self.background = background
        painter = Painter(target: framebuffer)
        paintThreads = PaintThreads.default
        bands = Self.bands(for: framebuffer, threads: paintThreads)
        nodePainter = try NodePainter(scale: scale, textSystem: root.environment.textSystem)
        mounter = try Mounter(scale: scale)
        self.root = root
        events = EventDispatcher(root: root, tree: { [mounter] in mounter.root })
        mounter.events = events
        damage.add(framebuffer.bounds)
        mounter.scrollBlitting = ScrollBlitting(background: background, bounds: framebuffer.bounds)
        events.onAnimationStart = { [weak self] in self?.onNeedsPaint?() }
        overlays.host = self
        root.attachMountingLayer(scrolling: events) { [weak self] root in self?.mount(root.layout) }
        root.attachFocusedInput(self)
    }

    /// Lets go of the root: its controllers get `willUnmount` and `didUnmount` (they stay
    /// valid, as does the state), and this host shows nothing more of it. Another host
    /// can mount the root then (`init(root:size:)`). Nothing happens the second time.
    public func unmount() {
        guard root.hasMountingLayer, !isUnmounted else { return }
        isUnmounted = true
        root.detachMountingLayer()
        damage.formUnion(overlays.removeAll())
    }

    /// The accessibility tree kept while something reads it (`updateAccessibility()`);
    /// nil until then, and after `stopAccessibility()`.
    var accessibilityTracker: AccessibilityTracker?

    /// The screen reader that takes the pointer while it is on (a kiosk's spoken mode):
    /// pointer events go to it instead of the app, and it speaks what each paint changed.
    /// nil: off.
    public var screenReader: ScreenReader? {
        didSet {
            if let oldValue, oldValue !== screenReader {
                // The tree goes with the last reader.
                stopReadingAccessibility(oldValue)
                if accessibilityTracker?.hasReaders == false { stopAccessibility() }
            }
            updateFocusRing()
        }
    }

    /// The key that turns the screen reader on and off, whatever has focus (nil: none).
    public var screenReaderShortcut: ScreenReaderShortcut?

    /// Whether motion is reduced (`ReducedMotion`): moves, resizes and transforms that
    /// animate jump to their end, fades still run. `TESSERA_REDUCED_MOTION=1` sets it.
    public var reducesMotion: Bool {
        get { mounter.reducesMotion }
        set { mounter.reducesMotion = newValue }
    }

    /// The threads damage is painted on (`PaintThreads`; kept within 1 through
    /// `PaintThreads.limit`): a rectangle of damage of at least
    /// `NodePainter.minimumBandedArea` pixels is cut into this many bands painted at once,
    /// with the pixels one thread paints. 1 paints everything on the calling thread.
    public var paintThreads: Int {
        didSet {
            paintThreads = PaintThreads.clamped(paintThreads)
            if paintThreads != oldValue { bands = Self.bands(for: framebuffer, threads: paintThreads) }
        }
    }

    /// The fewest pixels a rectangle of damage has to be painted in bands
    /// (`NodePainter.minimumBandedArea`).
    public var minimumBandedArea: Int {
        get { nodePainter.minimumBandedArea }
        set { nodePainter.minimumBandedArea = max(0, newValue) }
    }

    private static func bands(for framebuffer: Framebuffer, threads: Int) -> BandedPainter? {
        threads > 1 ? BandedPainter(target: framebuffer, threads: threads) : nil
    }

    /// Whether something waits to be painted.
    public var needsPaint: Bool { !damage.isEmpty }

    /// Brings the framebuffer up to date and returns the device-pixel rects that changed
    /// (empty when nothing did): scrolled content's pixels are moved first (blit
    /// scrolling, `Damage.moves`), then the damage is repainted. A presenter uploads the
    /// rects returned, moved ones included.
    @discardableResult
    public func paint() -> [PixelRect] {
        guard !damage.isEmpty else { return [] }
        defer { screenReader?.didPaint() }
        // The frame's damage and an emptied one swap places: the storage goes round, and a
        // frame allocates no arrays for its damage.
        swap(&damage, &paintedDamage)
        damage.removeAll()
        // (`lastPaint` keeps the moves: their storage goes with it.)
        defer { if paintedDamage.moves.isEmpty { paintedDamage.removeAll() } else { paintedDamage = Damage() } }
        for move in paintedDamage.moves { framebuffer.move(move.rect, dx: move.dx, dy: move.dy) }
        let bounds = framebuffer.bounds
        repaintRegion.removeAll()
        for rect in paintedDamage.rects { repaintRegion.formUnion(rect.intersection(bounds)) }
        lastPaint = PaintReport(paintedPixels: repaintRegion.area, moves: paintedDamage.moves)
        willRepaint?(framebuffer, repaintRegion)
        startTimedDrawings(at: drawingTime)
        nodePainter.time = drawingTime
        nodePainter.paint(mounter.root, in: painter, region: repaintRegion, background: background, bands: bands)
        if paintedDamage.moves.isEmpty { return repaintRegion.rects }
        changedRegion.removeAll()
        for rect in repaintRegion.rects { changedRegion.formUnion(rect) }
        for move in paintedDamage.moves { changedRegion.formUnion(move.rect.intersection(bounds)) }
        return changedRegion.rects
    }

    /// Repaints `region` (device pixels) whether or not it changed, with the rest of the
    /// damage: what a presenter does when its window was uncovered, and what tests use
    /// to check that a partial repaint gives a full repaint's pixels.
    @discardableResult
    public func repaint(_ region: Region) -> [PixelRect] {
        for rect in region.rects { damage.add(rect) }
        return paint()
    }

    /// Repaints everything (no damage tracking): for benchmarks and checks.
    public func paintAll() {
        damage = Damage()
        startTimedDrawings(at: drawingTime)
        nodePainter.time = drawingTime
        nodePainter.paint(mounter.root, in: painter, region: nil, background: background, bands: bands)
    }

    /// Lays out, for drawing, the text of every mounted list cell, those in a list's
    /// overscan that have not shown yet included, so the frame that scrolls a row in
    /// draws it without laying text out (and, with its tree built ahead by the data
    /// source's working range, allocates nothing). Text laid out already costs a lookup.
    /// A presenter calls it once a frame is shown (`EventLoop` does).
    public func layOutTextAhead() {
        for list in mounter.lists {
            let origin = list.absoluteFrame.origin
            for cell in list.children { nodePainter.layOutText(of: cell, parentOrigin: origin) }
        }
    }

    /// Text layouts the painter has made so far (for tests).
    var textLayoutsMade: Int { nodePainter.texts.layoutsMade }
    /// Text layouts the painter keeps (for the inspector's dump).
    var textLayoutsCached: Int { nodePainter.texts.count }

    /// Lays the tree out at a new size (a window resize) and damages the whole frame.
    /// With `component`, the root component is replaced too, in the same build (for a
    /// root that takes the window's size as a prop). Throws a `DimensionError` as `init`
    /// does, and then nothing changed.
    public func resize(to size: Size, component: (any Component)? = nil) throws {
        guard size != self.size else { return }
        framebuffer = try Framebuffer(size: size, scale: scale)
        painter = Painter(target: framebuffer)
        bands = Self.bands(for: framebuffer, threads: paintThreads)
        self.size = size
        damage = Damage()
        damage.add(framebuffer.bounds)
        mounter.scrollBlitting = ScrollBlitting(background: background, bounds: framebuffer.bounds)
        if let component {
            root.update(component, sizeRange: .exactly(size))
        } else {
            root.update(sizeRange: .exactly(size))
        }
        onNeedsPaint?()
    }

    /// Sends an input event at `location` (points) into the node tree, at `time`
    /// (seconds on the clock `advanceAnimations(to:)` is given: SDL's ticks in a window,
    /// a fake clock in tests; nil: the latest time seen). Drags measure their velocity
    /// from these times, and a fling starts at its release's. `pointer` says which contact
    /// (`.primary`: the mouse or the first finger; further fingers reach multi-finger
    /// gestures such as `onPinch`); `kind`, whether a mouse or a finger moves it.
    public func handle(_ event: InputEvent, pointer: PointerID = .primary, at location: Point, time: Double? = nil,
                       modifiers: KeyModifiers = [], kind: PointerKind = .mouse) {
        var event = event, location = location, pointer = pointer
        if let screenReader, !Self.isScroll(event) {
            // Two fingers scroll: the reader hands the first finger's drag to the app.
            guard case .app(let routed, let point) = screenReader.route(event, pointer: pointer, at: location,
                                                                       time: time ?? events.now) else { return }
            (event, location, pointer) = (routed, point, .primary)
        }
        currentTime = time
        defer { currentTime = nil }
        let changed = events.dispatch(event, pointer: pointer, at: location, time: time, modifiers: modifiers, kind: kind,
                                      in: mounter.root)
        for rect in changed { damage.add(rect.enclosingPixels(scale: scale)) }
        if event == .pointerDown { updateFocusRing() }
        // A fling that just began needs frames even before it has moved anything; a
        // gesture waiting for its time (a long press) needs the clock to come back then.
        if !changed.isEmpty || events.isAnimating || events.nextGestureTime != nil { onNeedsPaint?() }
    }

    private static func isScroll(_ event: InputEvent) -> Bool {
        if case .scroll = event { true } else { false }
    }

    /// The mouse moved to `location` (points) with no button down, at `time`; nil: it left
    /// the window. Buttons under it show their hovered look (damage), elements that asked
    /// hear `Hover`, and `pointerStyle` follows.
    public func hover(at location: Point?, time: Double? = nil) {
        let changed = events.hover(at: location, time: time, in: mounter.root)
        for rect in changed { damage.add(rect.enclosingPixels(scale: scale)) }
        if !changed.isEmpty { onNeedsPaint?() }
    }

    /// A desktop zoom by `scale` at `location` (Ctrl and the wheel): reaches the innermost
    /// pinch gesture there as a whole `Pinch` (see `EventDispatcher.zoom`). Returns
    /// whether one took it.
    @discardableResult
    public func zoom(by scale: Double, at location: Point, time: Double? = nil) -> Bool {
        events.zoom(by: scale, at: location, time: time, in: mounter.root)
    }

    /// The mouse pointer's shape where it hovers (`Component.pointerStyle(_:)`): what a
    /// window shows.
    public var pointerStyle: PointerStyle { events.pointerStyle }

    /// Whether something moves on its own (a scroll view's fling, spring back or eased
    /// step, its indicators fading) or a gesture waits for its time (a long press): whoever drives frames should call `advanceAnimations(to:)` for
    /// each frame while it is true, and stop when it is false (an idle window schedules
    /// no frames).
    public var isAnimating: Bool {
        events.isAnimating || mounter.animator.isRunning || mounter.animator.hasDueCompletions || !indicatorFades.isEmpty
            || events.nextGestureTime != nil || caretBlink.isBlinking(isActive: isWindowActive, reducesMotion: reducesMotion)
            || nextTimedChange(after: drawingTime) != nil
    }

    /// When the next frame after `now` (seconds, the animation clock) will show something
    /// new: `now` (the next refresh) while content moves or indicators fade, a gesture's
    /// time (a long press recognized), the end of
    /// the indicators' wait while they only wait to fade, nil when nothing animates. A
    /// frame loop sleeps until then instead of drawing frames that change nothing.
    public func nextAnimationTime(after now: Double) -> Double? {
        if events.isAnimating || mounter.animator.isRunning || mounter.animator.hasDueCompletions { return now }
        // A gesture waiting for its time (a long press, a double tap's window) needs a
        // frame then, with nothing moving before; so does a blinking caret.
        var gesture = events.nextGestureTime.map { max(now, $0) }
        if let blink = caretBlink.nextToggle(after: now, isActive: isWindowActive, reducesMotion: reducesMotion) {
            gesture = min(gesture ?? blink, blink)
        }
        // An animated picture's next frame.
        if let change = nextTimedChange(after: now) { gesture = min(gesture ?? change, change) }
        guard !indicatorFades.isEmpty else { return gesture }
        var earliest = gesture ?? Double.infinity
        for fade in indicatorFades {
            guard let scrolled = fade.lastScroll, fade.viewport.scrollIndicatorOpacity >= 1 else { return now }
            earliest = min(earliest, scrolled + ScrollIndicatorFade.delay)
        }
        return max(now, earliest)
    }

    /// Whether content moves on its own (a fling, a spring back, an eased step),
    /// indicators aside.
    var isMoving: Bool { events.isAnimating }

    /// Hides every scroll indicator at once, as if it had faded (damaging it): for tests
    /// that compare a scrolled picture with a render of the same content without a
    /// scroll view.
    func hideScrollIndicators() {
        for fade in indicatorFades where fade.viewport.unmountCount == fade.unmountCount {
            fade.viewport.scrollIndicatorOpacity = 0
            damageIndicators(of: fade.viewport)
        }
        indicatorFades.removeAll()
    }

    /// Moves what moves on its own to where it is at `time` (seconds, the clock of the
    /// input events' times): each fling's offset is a function of the time since its
    /// release, so the frames' rate and regularity do not change the positions shown.
    /// The commits it makes are damage for the next `paint()`.
    public func advanceAnimations(to time: Double) {
        currentTime = time
        defer { currentTime = nil }
        drawingTime = time
        advanceTimedDrawings(to: time)
        for rect in events.advance(to: time) { damage.add(rect.enclosingPixels(scale: scale)) }
        if mounter.animator.isRunning {
            let bounds = framebuffer.bounds
            mounter.animator.advance(to: time) { rect in damage.add(rect.enclosingPixels(scale: scale).intersection(bounds)) }
            mounter.removeLeftNodes { rect in damage.add(rect.enclosingPixels(scale: scale).intersection(bounds)) }
            updateFocusRing()
        }
        mounter.animator.deliverDueCompletions()
        fadeIndicators(at: time)
        if let node = caretBlink.advance(to: time, isActive: isWindowActive, reducesMotion: reducesMotion) {
            damageCaret(of: node)
        }
    }

    /// `advanceAnimations(to:)` `seconds` after the latest time an event or frame carried:
    /// for tests and tools, to let eased steps and flings run (`by: 1` ends a step).
    public func advanceAnimations(by seconds: Double) {
        advanceAnimations(to: events.now + seconds)
    }

    /// Sends a key event at `time` (seconds, as `handle(_:at:time:)`; nil: the latest
    /// time seen) to the focused element or the root element (see `EventDispatcher`); a
    /// key nobody handled may scroll (arrows, Page Up/Down, Home, End, space: eased from
    /// `time`). Returns whether something handled it or it scrolled.
    @discardableResult
    public func handle(_ event: KeyEvent, time: Double? = nil) -> Bool {
        defer {
            updateFocusRing()
            screenReader?.focusMayHaveMoved()
        }
        if let shortcut = screenReaderShortcut, shortcut.matches(event) {
            if let reader = screenReader {
                reader.speech.speak("Screen reader off", interrupting: true)
                screenReader = nil
            } else {
                let reader = shortcut.makeReader(self)
                screenReader = reader
                reader.speech.speak("Screen reader on", interrupting: true)
            }
            return true
        }
        // Escape dismisses the topmost popup or dialog before anything else hears it.
        if event.key == .escape, event.isDown, !event.isRepeat, dismissTopmostOverlay() { return true }
        return events.dispatch(event, time: time, in: mounter.root)
    }

    /// Sends typed text like a key event; returns whether something handled it.
    @discardableResult
    public func handle(_ text: TextInput) -> Bool {
        events.dispatch(text, in: mounter.root)
    }

    /// Sends an input method's composition to the focused element, as typed text.
    @discardableResult
    public func handle(_ composition: TextComposition) -> Bool {
        events.dispatch(composition, in: mounter.root)
    }

    /// The focused element's text input, when what has focus takes typed text
    /// (`Component.acceptsTextInput(_:)`): the platform's text input is on only then, and
    /// an input method's candidate window goes beside `caret`.
    public var focusedTextInput: FocusedTextInput? {
        guard let node = events.focus.focusedNode, let traits = node.element?.focus.textInput else { return nil }
        let frame = node.absoluteFrame
        return FocusedTextInput(traits: traits, caret: traits.caret.offsetBy(dx: frame.minX, dy: frame.minY))
    }

    /// The framebuffer's pixels as an image.
    public func image() -> Graphics.Image { framebuffer.makeImage() }

    // MARK: internals

    private func mount(_ layout: LayoutResult) {
        let started = root.measuresPhases ? ContinuousClock.now : nil
        mounter.commitAnimation = root.commitAnimation
        let completions = root.commitCompletions
        if !completions.isEmpty {
            mounter.animator.beginGroup(completions: completions.map { completion in
                { [weak root] in _ = root?.deliver(completion) }
            })
        }
        let mounted = mounter.mount(layout)
        mounter.commitAnimation = nil
        if !completions.isEmpty { mounter.animator.endGroup() }
        if let started { mountedPhases.mount += ContinuousClock.now - started }
        mountTotals.add(mounter.statistics)
        if let focusRing, !mounted.moves.isEmpty {
            // The moves carry the ring's old pixels where a viewport blits: repaint there too.
            var ring = Damage()
            for rect in focusRing.pixels(scale: scale) { ring.add(rect) }
            ring.formUnion(mounted)
            damage.formUnion(ring)
        } else {
            damage.formUnion(mounted)
        }
        damage.formUnion(overlays.update())
        events.focus.treeDidChange(mounter.root, mayShowTrap: mounter.mayShowTrap)
        updateFocusRing()
        if !mounter.lists.isEmpty { reportListsThatCannotScroll() }
        for viewport in mounter.scrolledViewports {
            indicatorFades.removeAll { $0.viewport === viewport }
            indicatorFades.append(IndicatorFade(viewport: viewport, unmountCount: viewport.unmountCount,
                                                lastScroll: currentTime))
        }
        // Completions come at the next frame, never inside a commit.
        if !damage.isEmpty || !mounter.scrolledViewports.isEmpty || mounter.animator.isRunning
            || mounter.animator.hasDueCompletions { onNeedsPaint?() }
    }

    /// Moves the focus ring to the focused node when it shows (`FocusRing`), damaging
    /// its old and new pixels when it moved, appeared or went.
    func updateFocusRing() {
        followCaret()
        // In the spoken mode the ring marks the element the reader is on.
        let ringNode = screenReader.map { $0.currentNode } ?? events.focus.ringNode
        let ring = ringNode.flatMap(FocusRing.init(around:))
        guard ring != focusRing else { return }
        for rect in FocusRing.damage(from: focusRing, to: ring, scale: scale) {
            damage.add(rect.intersection(framebuffer.bounds))
        }
        focusRing = ring
        nodePainter.focusRing = ring
        onNeedsPaint?()
    }

    /// Whether the window is the one keys go to (`WindowEvent.activated`): a focused
    /// field's caret blinks only then, and is hidden otherwise; to assistive
    /// technologies, nothing in an inactive window is focused.
    public var isWindowActive = true {
        didSet {
            guard isWindowActive != oldValue else { return }
            followCaret()
        }
    }

    /// Whether a focused field's caret shows now (it blinks: `CaretBlink`).
    public var isCaretVisible: Bool { caretBlink.isVisible }

    /// Starts the caret's blink again when the focused field's caret moved or changed.
    private func followCaret() {
        if let node = caretBlink.follow(events.focus.focusedNode, now: events.now, isActive: isWindowActive) {
            damageCaret(of: node)
        }
    }

    private func damageCaret(of node: Node) {
        nodePainter.hidesCaret = !caretBlink.isVisible
        damage.add(node.absoluteFrame.enclosingPixels(scale: scale).intersection(framebuffer.bounds))
        onNeedsPaint?()
    }

    /// Sets each shown indicator's opacity for `time` and damages the bars it changed;
    /// a scroll made outside an event or a frame counts from this frame.
    private func fadeIndicators(at time: Double) {
        guard !indicatorFades.isEmpty else { return }
        for index in indicatorFades.indices {
            let fade = indicatorFades[index]
            guard fade.viewport.unmountCount == fade.unmountCount else { continue }
            let start = fade.lastScroll ?? time
            indicatorFades[index].lastScroll = start
            let opacity = ScrollIndicatorFade.opacity(elapsed: time - start)
            let viewport = fade.viewport
            guard opacity != viewport.scrollIndicatorOpacity else { continue }
            viewport.scrollIndicatorOpacity = opacity
            damageIndicators(of: viewport)
        }
        indicatorFades.removeAll {
            $0.viewport.unmountCount != $0.unmountCount || $0.viewport.scrollIndicatorOpacity == 0
        }
    }

    /// A root of the overlay layer committed: the layer is mounted again.
    func overlaysChanged() {
        damage.formUnion(overlays.update())
        // A dialog that appeared takes focus in (its section traps it); one that left gives it back.
        events.focus.treeDidChange(mounter.root, mayShowTrap: mounter.mayShowTrap)
        updateFocusRing()
        if !damage.isEmpty { onNeedsPaint?() }
    }

    private func damageIndicators(of viewport: Node) {
        let origin = viewport.absoluteFrame.origin
        for bar in viewport.scrollIndicators {
            damage.add(bar.offsetBy(dx: origin.x, dy: origin.y).enclosingPixels(scale: scale)
                .intersection(framebuffer.bounds))
        }
        if !damage.isEmpty { onNeedsPaint?() }
    }
}

/// A viewport whose scroll indicators show: when it last scrolled (nil: it did outside
/// an event or frame; the next frame's time counts).
@MainActor
private struct IndicatorFade {
    let viewport: Node
    let unmountCount: Int
    var lastScroll: Double?
}

/// What one `ComponentHost.paint()` did to the framebuffer.
public struct PaintReport: Sendable, Equatable {
    /// Device pixels repainted (the damage's area; moved pixels are not counted).
    public var paintedPixels = 0
    /// The blits applied before repainting (scrolled content moved in place).
    public var moves: [PixelMove] = []

    public init(paintedPixels: Int = 0, moves: [PixelMove] = []) {
        self.paintedPixels = paintedPixels
        self.moves = moves
    }
}

/// Why a host could not be made.
public enum ComponentHostError: Error, Equatable, CustomStringConvertible {
    /// `ComponentHost(root:)` was given a root that another host has mounted.
    case rootAlreadyMounted(String)

    public var description: String {
        switch self {
        case .rootAlreadyMounted(let component):
            "The root of \(component) is mounted by another host already. Fix: call unmount() on that host first "
                + "(a root is shown by one host at a time)."
        }
    }
}

/// An on-screen keyboard's keys and text go where the hardware keyboard's go.
extension ComponentHost: FocusedInputHandler {
    public func deliver(_ event: KeyEvent) -> Bool { handle(event) }
    public func deliver(_ text: TextInput) -> Bool { handle(text) }
}
