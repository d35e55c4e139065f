import ArgumentParser
import Tessera

/// `gallery bench`: draws one of the standard scenes of `shared/specs/bench-scene.md`
/// repeatedly and reports the median frame time, in the format the peer programs
/// (Cairo, Pango, SDL_ttf, Skia) print, so that all of them can be tabled together.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Times a standard benchmark scene (shared/specs/bench-scene.md)."
    )

    @Option(help: "The scene to draw: \(BenchSceneName.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: BenchSceneName = .rects10k

    @Option(help: "Timed frames (a few untimed warm-up frames come first).")
    var frames: Int = 100

    @Flag(help: "Print one JSON line per figure and nothing else on standard output.")
    var json = false

    @Option(help: "Write the last frame to this PNG file.")
    var png: String?

    func validate() throws {
        guard frames > 0, frames <= 1_000_000 else {
            throw ValidationError("--frames must be between 1 and 1000000, got \(frames)")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runScene() }
    }

    @MainActor
    private func runScene() throws {
        // Before the timing: an unwritable --png is one error line now, not after the run.
        if let png { try OutputPaths.checkFile(png) }
        let scene = try scene.make()
        let framebuffer = try Framebuffer(width: scene.width, height: scene.height)
        let painter = Painter(target: framebuffer)
        for figure in scene.figures {
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

/// The scenes `gallery bench` knows.
enum BenchSceneName: String, CaseIterable, ExpressibleByArgument {
    case rects10k = "rects-10k"
    case textParagraph = "text-paragraph"
    case components10k = "components-10k"
    case cards1080p = "cards-1080p"
    case windowStartup = "window-startup"
    case windowPress = "window-press"

    @MainActor
    func make() throws -> any BenchScene {
        switch self {
        case .rects10k: RectsScene()
        case .textParagraph: try TextParagraphScene()
        case .components10k: ComponentsScene()
        case .cards1080p: try CardsBenchScene()
        case .windowStartup: try WindowStartupScene()
        case .windowPress: try WindowPressScene()
        }
    }
}
