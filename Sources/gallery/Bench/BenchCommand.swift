import ArgumentParser
import Foundation
import Tessera

/// `gallery bench`: draws one of the standard scenes of `Specs/bench-scene.md`
/// repeatedly and reports the median frame time, in the format the peer programs
/// (Cairo, Pango, SDL_ttf, Skia) print, so that all of them can be tabled together.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Times a standard benchmark scene (Specs/bench-scene.md)."
    )

    @Option(help: "The scene to draw: \(BenchSceneName.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: BenchSceneName = .rects10k

    @Option(help: "Timed frames (a few untimed warm-up frames come first).")
    var frames: Int = 100

    @Flag(help: "Print one JSON line per figure and nothing else on standard output.")
    var json = false

    @Option(help: "Write the last frame to this PNG file.")
    var png: String?

    @Option(help: "Time only the figures of these modes (comma-separated), for a profiler; all by default.")
    var mode: String?

    @Option(help: "soak: interactions after the warm-up (taps, and every tenth a page switch).")
    var interactions: Int = 100_000

    @Option(help: "soak: interactions before the first reading (default: \(GallerySoak.warmUpInteractions)).")
    var warmUp = GallerySoak.warmUpInteractions

    @Option(help: "soak: the host's size in points, WIDTHxHEIGHT.")
    var size = WindowSize(width: 1280, height: 800)

    func validate() throws {
        guard frames > 0, frames <= 1_000_000 else {
            throw ValidationError("--frames must be between 1 and 1000000, got \(frames)")
        }
        guard interactions > 0, interactions <= 100_000_000 else {
            throw ValidationError("--interactions must be between 1 and 100000000, got \(interactions)")
        }
        guard warmUp >= 0, warmUp <= 100_000_000 else {
            throw ValidationError("--warm-up must be between 0 and 100000000, got \(warmUp)")
        }
    }

    func run() throws {
        try requireRequestedFontSet()
        try MainActor.assumeIsolated {
            if let frameScene = try scene.make() {
                try runScene(frameScene)
            } else if scene == .list {
                try runList()
            } else if scene == .overlaySoak {
                try runSynchronousSoak(OverlaySoak.self)
            } else if scene == .motionSoak {
                try runSynchronousSoak(MotionSoak.self)
            } else if scene == .controlsSoak {
                try runSynchronousSoak(ControlsSoak.self)
            } else if scene == .typingSoak {
                try runSynchronousSoak(TypingSoak.self)
            } else if scene == .atspiSoak {
                try runSynchronousSoak(ATSPISoak.self)
            } else {
                try runSoak()
            }
        }
    }

    @MainActor
    private func runScene(_ scene: any BenchScene) throws {
        // Before the timing: an unwritable --png is one error line now, not after the run.
        if let png { try OutputPaths.checkFile(png) }
        let framebuffer = try Framebuffer(width: scene.width, height: scene.height)
        let painter = Painter(target: framebuffer)
        let figures = scene.figures
        let wanted = mode.map { Set($0.split(separator: ",").map(String.init)) }
        if let wanted {
            let unknown = wanted.subtracting(figures.map(\.mode))
            guard unknown.isEmpty else {
                throw ValidationError("--mode \(unknown.sorted().joined(separator: ",")) is not a figure of \(self.scene.rawValue); "
                    + "its figures are \(figures.map(\.mode).joined(separator: ", "))")
            }
        }
        for figure in figures where wanted?.contains(figure.mode) ?? true {
            let timings = try figure.timedFrame.map { try FrameTimer.collect(frames: frames, warmUp: 3, $0) }
                ?? FrameTimer.time(frames: frames, warmUp: 3) { figure.draw(painter) }
            let report = BenchReport(scene: self.scene.rawValue, mode: figure.mode, timings: timings, details: figure.details())
            print(json ? report.jsonLine : report.humanLine)
        }
        if let png {
            try PNG.write(scene.image() ?? framebuffer.makeImage(), toFile: png)
            if !json { print("wrote \(png)") }
        }
    }
}

extension BenchCommand {
    /// The list scene (`ListBenchScene`): its figures need the main actor's run loop turning.
    @MainActor
    private func runList() throws {
        let scene = ListBenchScene(frames: frames)
        var result: Result<[String], any Error>?
        Task { @MainActor in
            do { result = .success(try await scene.run()) } catch { result = .failure(error) }
        }
        while result == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        // Its lines are JSON with or without --json: four unlike figures, not frame times.
        for line in try result!.get() { print(line) }
    }

    /// The soak: memory after a warm-up and after `interactions` more. Asynchronous
    /// updates are main-actor work, so the soak runs as a task on the main queue and the
    /// main thread turns the run loop until it is done, as `Application` does.
    @MainActor
    private func runSoak() throws {
        let soak = try GallerySoak(size: size.points)
        var report: SoakReport?
        Task { @MainActor [warmUp, interactions] in
            await soak.interact(times: warmUp)
            let (rssStart, liveStart) = (residentKilobytes(), LiveObjects.counts)
            await soak.interact(times: interactions)
            report = SoakReport(interactions: interactions, rssStartKB: rssStart, rssEndKB: residentKilobytes(),
                                liveStart: liveStart, liveEnd: LiveObjects.counts)
        }
        while report == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        print(json ? report!.jsonLine : report!.humanLine)
    }

    /// A soak that needs no run loop (`OverlaySoak`, `MotionSoak`: synchronous updates and
    /// a manual clock). `--warm-up` defaults to the gallery soak's; these need fewer.
    @MainActor
    private func runSynchronousSoak<Soak: SynchronousSoak>(_: Soak.Type) throws {
        let soak = try Soak(size: size.points)
        soak.interact(times: warmUp == GallerySoak.warmUpInteractions ? Soak.warmUpInteractions : warmUp)
        let (rssStart, liveStart) = (residentKilobytes(), LiveObjects.counts)
        soak.interact(times: interactions)
        let report = SoakReport(scene: scene.rawValue, interactions: interactions, rssStartKB: rssStart,
                                rssEndKB: residentKilobytes(), liveStart: liveStart, liveEnd: LiveObjects.counts)
        print(json ? report.jsonLine : report.humanLine)
    }
}

/// A headless soak driven without a run loop: made at a size, then interactions in order.
@MainActor
protocol SynchronousSoak {
    /// Interactions before the first reading, unless `--warm-up` says otherwise.
    static var warmUpInteractions: Int { get }
    init(size: Size) throws
    /// The script's next step, run to rest.
    func interact()
}

extension SynchronousSoak {
    /// `count` steps of the script, in order.
    func interact(times count: Int) {
        for _ in 0..<count { interact() }
    }
}

extension OverlaySoak: SynchronousSoak {}
extension MotionSoak: SynchronousSoak {}
extension ControlsSoak: SynchronousSoak {}

/// The scenes `gallery bench` knows.
enum BenchSceneName: String, CaseIterable, ExpressibleByArgument {
    case rects10k = "rects-10k"
    case textParagraph = "text-paragraph"
    case components10k = "components-10k"
    case cards1080p = "cards-1080p"
    case windowStartup = "window-startup"
    case windowPress = "window-press"
    case scroll
    case list
    case listDiff = "list-diff"
    case interaction
    case soak
    case overlaySoak = "overlay-soak"
    case motionSoak = "motion-soak"
    case controlsSoak = "controls-soak"
    case typingSoak = "typing-soak"
    case atspiSoak = "atspi-soak"
    case transform
    case motion
    case controls
    case typing
    case images
    case accessibility

    /// The scene's frames to time; nil for the list scene and the soak, which run their
    /// own asynchronous scripts.
    @MainActor
    func make() throws -> (any BenchScene)? {
        switch self {
        case .rects10k: RectsScene()
        case .textParagraph: try TextParagraphScene()
        case .components10k: ComponentsScene()
        case .cards1080p: try CardsBenchScene()
        case .windowStartup: try WindowStartupScene()
        case .windowPress: try WindowPressScene()
        case .scroll: try ScrollBenchScene()
        case .listDiff: ListDiffScene()
        case .interaction: try InteractionBenchScene()
        case .transform: try TransformBenchScene()
        case .motion: try MotionBenchScene()
        case .controls: try ControlsBenchScene()
        case .typing: try TypingBenchScene()
        case .images: try ImagesBenchScene()
        case .accessibility: try AccessibilityBenchScene()
        case .list, .soak, .overlaySoak, .motionSoak, .controlsSoak, .typingSoak, .atspiSoak: nil
        }
    }
}
