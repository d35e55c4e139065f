import ArgumentParser
import Foundation
import GalleryPages
import Tessera

/// `gallery` (or `gallery show`): the gallery in a window, every page live; on a kiosk
/// without a display server, on the DRM or fbdev display. Without any display it says so
/// in one line and writes the pages, as the window would show them, as PNG files into a
/// folder.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Opens the gallery in a window or on a kiosk display (without a display: writes its pages as PNG files).",
        discussion: """
            --backend auto picks a window when a display server runs (DISPLAY or WAYLAND_DISPLAY), \
            else the first DRM card, else /dev/fb0, else PNG files. On DRM and fbdev the gallery \
            fills the display, reads touch, mice and keyboards through libinput, and runs until \
            SIGTERM (Ctrl+Alt+Backspace with --allow-quit).
            """
    )

    @Option(help: "Where to show: \(PresentationBackend.allCases.map(\.rawValue).joined(separator: ", ")).")
    var backend: PresentationBackend = .auto

    @Option(help: "The page to open on: \(GalleryPage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var page: GalleryPage = .layout

    @Option(help: "A picture (PNG, JPEG, GIF, WebP or SVG) to show on the Shapes and images page (--page images).")
    var image: String?

    @Option(help: "The window's content size in points, WIDTHxHEIGHT.")
    var size: WindowSize = WindowSize(width: 1280, height: 800)

    @Option(help: "Device pixels per point (default: the window system's; GDK_SCALE on X11).")
    var scale: Double?

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @Flag(inversion: .prefixedNo, help: "Wait for the display's refresh when presenting.")
    var vsync = true

    @Option(help: "How a window draws: auto (GL when there is a GPU) or software (no GL: virtual displays, broken drivers).")
    var renderer: WindowRenderer = .automatic

    @Option(help: "Where the pages go when there is no display.")
    var out = "out"

    @Option(help: "When the on-screen keyboard rises for a focused field: automatic (a kiosk with no keyboard), always, never.")
    var onScreenKeyboard: KeyboardPolicyArgument = .automatic

    @Option(help: "Paint large damage on at most this many threads, 1 to \(PaintThreads.limit) (default: TESSERA_PAINT_THREADS, else every core).")
    var paintThreads: Int?

    @Flag(help: "Show the inspector's overlay from the start (as TESSERA_INSPECT=1 does; F12 toggles it).")
    var inspect = false

    /// `gallery --dump-tree [--json]`: what `gallery dump-tree` prints, for the start page.
    @Flag(help: "Print the start page's hierarchy (as `gallery dump-tree` does) and exit, without a display.")
    var dumpTree = false

    @Flag(help: "With --dump-tree: JSON instead of indented text.")
    var json = false

    @OptionGroup(title: "Kiosk (DRM and fbdev)")
    var kiosk: KioskArguments

    @Flag(help: .hidden)
    var quitAfterFirstFrame = false

    /// One line per presented frame: `frame N presented after M ms` (since main).
    @Flag(help: .hidden)
    var logFrames = false

    /// Input given to the start page, in order, before it is written (see `ScriptedInput`;
    /// a window or a kiosk takes `reveal:` steps only): how the kiosk VM test makes its
    /// references, finds what to touch and shows what it checks.
    @Option(help: .hidden)
    var script: [ScriptedInput] = []

    /// The kiosk's spoken mode: touch navigation, read aloud through eSpeak NG.
    @Flag(help: "Turn the screen reader on: a tap reads what is under it, swipes move through the page, a double tap activates.")
    var screenReader = false

    @Option(help: "With --screen-reader: record the speech into this WAV file instead of playing it.")
    var speechRecording: String?

    @Option(help: "With --screen-reader: the voice, a language eSpeak NG knows (en, de, fr-fr, ...).")
    var speechVoice = "en"

    @Option(help: "With --screen-reader: how fast it speaks, in words a minute (80 to 450).")
    var speechRate = 175

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be in (0, 8], got \(scale)") }
        if json, !dumpTree { throw ValidationError("--json goes with --dump-tree") }
        if !(80...450).contains(speechRate) {
            throw ValidationError("--speech-rate must be between 80 and 450 words a minute, got \(speechRate)")
        }
        if let paintThreads, PaintThreads.parse(String(paintThreads)) == nil {
            throw ValidationError("--paint-threads must be a whole number from 1 to \(PaintThreads.limit), got \(paintThreads)")
        }
        try kiosk.validate()
    }

    func run() throws {
        if dumpTree {
            try requireRequestedFontSet()
            let output = try MainActor.assumeIsolated {
                try galleryHierarchy(page: page, size: size, scale: scale ?? 1, json: json)
            }
            FileHandle.standardOutput.write(Data(output.utf8))
            return
        }
        let started = ContinuousClock.now
        // Before any thread starts (the font thread below is the first): a gallery left
        // running keeps one malloc heap, whichever worker thread did the work.
        MallocArenas.useMainArenaOnly()
        try requireRequestedFontSet()
        // Fonts load on another core while SDL opens the window.
        Thread.detachNewThread {
            var bold = Button.defaultAttributes
            bold.font.weight = .bold
            TextSystem.shared.prepareFonts(for: [Button.defaultAttributes, bold])
        }
        var options = AppLaunchOptions(window: WindowOptions(title: "Tessera gallery", size: size.points, scale: scale,
                                                             fullscreen: fullscreen, vsync: vsync, renderer: renderer))
        options.backend = backend
        options.pngFolder = out
        options.inspect = inspect
        options.paintThreads = paintThreads
        try kiosk.configure(&options)
        try MainActor.assumeIsolated {
            let display: AppDisplay
            do {
                display = try AppLauncher(options: options).open(background: GalleryPage.background) { [page, onScreenKeyboard, image] size in
                    GalleryApp(page: page, size: size, keyboardPolicy: onScreenKeyboard.policy).environment(\.galleryImageFile, image)
                }
            } catch let error as AppLaunchError {
                throw GalleryError(error.description)
            } catch let error as KioskError {
                throw GalleryError(error.description)
            }
            switch display {
            case .window(let app):
                try reveal(app.presenter)
                try startScreenReader(app.presenter)
                report(app.presenter, loop: app.loop, started: started)
                app.run()
            case .kiosk(let app):
                try reveal(app.presenter)
                try startScreenReader(app.presenter)
                // The first frame after input says how long after the device's event it was shown.
                var reportedInput: Double?
                report(app.presenter, loop: app.loop, started: started) { [input = app.input] in
                    guard let time = input.lastInputTime, time != reportedInput else { return nil }
                    reportedInput = time
                    return .milliseconds(Int64(((input.now() - time) * 1_000).rounded()))
                }
                app.run()
            case .pngFiles(let reason):
                try preparePageFolder(reason: reason)
                // The same pages on every machine: TESSERA_COLOR_SCHEME, never the desktop's preference.
                let scheme = try SystemAppearance.colorSchemeOverride(in: ProcessInfo.processInfo.environment) ?? .light
                let launcher = AppLauncher(options: options)
                try writePages(scale: scale ?? 1, inspect: try launcher.inspects(), threads: try launcher.paintThreads(),
                               colorScheme: scheme)
            }
        }
    }

    /// What `--quit-after-first-frame` and `--log-frames` ask for. `sinceInput` gives, for
    /// the first frame after an input event, the time since that event.
    @MainActor
    private func report(_ presenter: Presenter, loop: EventLoop, started: ContinuousClock.Instant,
                        sinceInput: (() -> Duration?)? = nil) {
        guard quitAfterFirstFrame || logFrames else { return }
        presenter.onFrame = { [quitAfterFirstFrame, logFrames] report in
            let milliseconds = (ContinuousClock.now - started) / .milliseconds(1)
            // Unbuffered: a benchmark reading the pipe times these lines.
            if logFrames {
                let input = sinceInput?().map { "; \($0 / .milliseconds(1)) ms after input" } ?? ""
                FileHandle.standardOutput.write(Data("frame \(report.index) presented after \(milliseconds) ms\(input)\n".utf8))
            }
            if quitAfterFirstFrame, report.index == 0 {
                FileHandle.standardOutput.write(Data("first frame \(milliseconds) ms after main\n".utf8))
                loop.quit()
            }
        }
    }

    /// Prepares `out` for the pages, saying why they are written (nothing when asked for).
    private func preparePageFolder(reason: String) throws {
        let asked = backend == .png
        do {
            try OutputPaths.prepareFolder(out)
        } catch {
            throw GalleryError(asked ? "cannot write the pages into \(out): \(error)"
                                     : "no display available (\(reason)), and the pages cannot be written instead: \(error)")
        }
        if !asked { print("No display available (\(reason)): writing the gallery pages as PNG files into \(out)/ instead.") }
    }

    /// Each page as the window shows it, through a headless surface (the window's code
    /// path), into `out` (prepared by `openWindow`).
    @MainActor
    private func writePages(scale: Double, inspect: Bool, threads: Int?, colorScheme: ColorScheme) throws {
        let pixels = try SizeCheck.pixels(of: size.points, scale: scale, maximum: Framebuffer.maxSide)
        for (index, page) in GalleryPage.allCases.enumerated() {
            let path = (out as NSString).appendingPathComponent("\(page.rawValue).png")
            let surface = try HeadlessSurface(width: pixels.width, height: pixels.height)
            let presenter = try Presenter(surface: surface, scale: scale, background: GalleryPage.background) { size in
                GalleryApp(page: page, size: size, keyboardPolicy: onScreenKeyboard.policy)
                    .environment(\.colorScheme, colorScheme)
                    .environment(\.galleryImageFile, image)
            }
            var clock: ManualTimerClock?
            if page == self.page, script.contains(where: \.isWait) {
                clock = ManualTimerClock(now: DispatchTimerClock.shared.now, wallTime: DispatchTimerClock.shared.wallTime)
                presenter.host.root.timerClock = clock!
            }
            presenter.inspector.isEnabled = inspect
            if let threads { presenter.host.paintThreads = threads }
            try presenter.presentFrame()
            try settle(presenter)
            if page == self.page { try give(script, to: presenter, clock: clock) }
            if inspect {
                // A still picture: outlines and the strip, no flashes left over.
                presenter.inspector.endFlashes()
                try presenter.presentFrame()
            }
            presenter.close()
            do {
                try PNG.write(surface.image(), toFile: path)
            } catch {
                throw GalleryError("cannot write \(path): \(error)")
            }
            print("[\(index + 1)/\(GalleryPage.allCases.count)] \(page.rawValue): \(path)")
        }
    }
}

extension ShowCommand {
    /// Shows what the window shows once the work its page started is done: the List page's
    /// changesets, prepared in the background, applied, and the updates they bring
    /// committed (a window shows them a moment after its first frame; the first frame
    /// alone showed the seed's card empty): `ComponentHost.finishPendingWork()`, as
    /// `AppLauncher.writePNG` does.
    @MainActor
    private func settle(_ presenter: Presenter) throws {
        try presenter.presentSettledFrame()
    }

    /// `--screen-reader`: the host's pointer goes to a screen reader speaking through eSpeak
    /// NG; with `--log-frames`, each utterance is printed too (`said: TEXT`). Either way,
    /// Ctrl+Alt+S turns the reader on and off (the voice made when first needed).
    @MainActor
    private func startScreenReader(_ presenter: Presenter) throws {
        var voice: PrintedSpeech?
        let makeVoice = { [speechVoice, speechRate, speechRecording, logFrames] () throws -> PrintedSpeech in
            if let voice { return voice }
            do {
                let made = PrintedSpeech(try EspeakSpeech(voice: speechVoice, rate: speechRate,
                                                          destination: speechRecording.map { .recording(path: $0) } ?? .soundDevice),
                                         prints: logFrames)
                voice = made
                return made
            } catch {
                throw GalleryError("--screen-reader: \(error)")
            }
        }
        presenter.host.screenReaderShortcut = ScreenReaderShortcut { host in
            // Without a voice the reader still works, printed: the error says why it is silent.
            let speech = (try? makeVoice()) ?? PrintedSpeech(SpeechLog(), prints: true)
            return ScreenReader(host: host, speech: speech)
        }
        guard screenReader else { return }
        let speech = try makeVoice()
        presenter.host.screenReader = ScreenReader(host: presenter.host, speech: speech)
        speech.speak("Screen reader on. Tap to read, swipe to move, double tap to activate.", interrupting: true)
    }

    /// `--script` in a window or on a kiosk, before the first frame: `reveal:` steps only.
    @MainActor
    private func reveal(_ presenter: Presenter) throws {
        guard !script.isEmpty else { return }
        guard script.allSatisfy(\.isReveal) else {
            throw GalleryError("--script: a window or a kiosk takes reveal:TESTID steps only; the others are for PNG files (--backend png)")
        }
        try give(script, to: presenter, clock: nil)
    }

    /// `--script`: each step in order, then a frame.
    @MainActor
    private func give(_ steps: [ScriptedInput], to presenter: Presenter, clock: ManualTimerClock?) throws {
        for step in steps {
            switch step {
            case .button(let title):
                guard let frame = presenter.host.mounter.root?.button(titled: title)?.absoluteFrame else {
                    throw GalleryError("--script button:\(title): the \(page.rawValue) page shows no button titled \"\(title)\"")
                }
                let center = Point(x: frame.midX, y: frame.midY)
                try presenter.handle(.pointer(.pointerDown, at: center))
                try presenter.handle(.pointer(.pointerUp, at: center))
                print("tapped \"\(title)\" at \(center.x),\(center.y)")
            case .element(let testID, let kind):
                let frame: Rect
                do {
                    frame = try presenter.host.frame(testID: testID)
                } catch {
                    throw GalleryError("--script element:\(testID): \(error)")
                }
                let center = Point(x: frame.midX, y: frame.midY)
                try presenter.handle(.pointer(.pointerDown, at: center, kind: kind))
                try presenter.handle(.pointer(.pointerUp, at: center, kind: kind))
                print("tapped \"\(testID)\" at \(center.x),\(center.y)")
            case .tap(let point, let kind):
                try presenter.handle(.pointer(.pointerDown, at: point, kind: kind))
                try presenter.handle(.pointer(.pointerUp, at: point, kind: kind))
            case .hold(let point):
                try presenter.handle(.pointer(.pointerDown, at: point, kind: .touch))
                presenter.host.advanceAnimations(by: GestureThresholds.longPressDuration + 0.1)
                try presenter.handle(.pointer(.pointerUp, at: point, kind: .touch))
            case .key(let event):
                try presenter.handle(.key(event))
                try presenter.handle(.key(KeyEvent(key: event.key, modifiers: event.modifiers, isDown: false)))
            case .type(let text):
                try presenter.handle(.text(TextInput(text)))
            case .reveal(let testID):
                do {
                    try presenter.host.scrollIntoView(testID: testID, animated: false)
                } catch {
                    throw GalleryError("--script reveal:\(testID): \(error)")
                }
                // What comes into view and loads in the background (pictures) is shown.
                try presenter.presentSettledFrame()
            case .wait(let seconds):
                clock?.advance(by: seconds)
                // What the steps before sent to the background lands first (a changeset),
                // then a frame now starts what they began, and one comes `seconds` later.
                presenter.host.finishPendingWork()
                presenter.host.advanceAnimations(by: 0)
                presenter.host.advanceAnimations(by: seconds)
                presenter.host.finishPendingWork()
            }
            try presenter.presentFrame()
        }
    }
}

extension PresentationBackend: ExpressibleByArgument {}
extension WindowRenderer: ExpressibleByArgument {}

/// `--size 1280x800`: a window's content size in points.
struct WindowSize: ExpressibleByArgument, Equatable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width >= 1, height >= 1, width <= 16384, height <= 16384 else { return nil }
        self.init(width: width, height: height)
    }

    var points: Size { Size(width: width, height: height) }
    var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}

/// `--on-screen-keyboard`.
enum KeyboardPolicyArgument: String, ExpressibleByArgument, CaseIterable {
    case automatic, always, never

    var policy: OnScreenKeyboardPolicy {
        switch self {
        case .automatic: .automatic
        case .always: .always
        case .never: .never
        }
    }
}
