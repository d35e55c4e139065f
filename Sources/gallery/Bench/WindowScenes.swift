import CSDL2
import Foundation
import GalleryPages
import Tessera

/// `window-startup`: from starting a gallery process (`gallery show --page cards`) to its
/// first frame on screen, as the process reports on standard output right after the
/// present; the process then quits (untimed). The warm-up runs fill the font caches.
/// Needs a display (run under `xvfb-run` without one).
@MainActor
final class WindowStartupScene: BenchScene {
    let width = 1
    let height = 1

    init() throws {
        try requireDisplay()
    }

    var figures: [BenchFigure] {
        [BenchFigure(mode: "start-to-first-frame", draw: { _ in }, timedFrame: { try Self.startOnce() })]
    }

    private static func startOnce() throws -> UInt64 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["show", "--page", "cards", "--size", "1920x1120", "--quit-after-first-frame"]
        let output = Pipe()
        process.standardOutput = output
        let start = FrameTimer.now()
        try process.run()
        // The line comes right after the first present.
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            received.append(chunk)
        }
        let elapsed = FrameTimer.now() - start
        process.waitUntilExit()
        guard String(decoding: received, as: UTF8.self).hasPrefix("first frame"), process.terminationStatus == 0 else {
            throw GalleryError("the gallery did not show a frame (exit \(process.terminationStatus)): \(String(decoding: received, as: UTF8.self))")
        }
        return elapsed
    }
}

/// `window-press`: a press on the Cards page in a real window, from the SDL events
/// (button down and up on card (4, 5)'s circle, posted to the event loop) to the frame
/// that shows the card's new color presented: event translation, the action, a state
/// update, rebuild, layout, mount, paint of the damage, texture upload and present
/// (without vsync, so the figure is the work, not the wait for the display).
@MainActor
final class WindowPressScene: BenchScene {
    let width = 1
    let height = 1
    private let surface: WindowSurface
    private let presenter: Presenter
    private let loop: EventLoop
    private let target: (x: Int32, y: Int32)
    private var lastReport: FrameReport?

    init() throws {
        try requireDisplay()
        let pageSize = CardsScene.canvasSize
        let size = Size(width: pageSize.width, height: pageSize.height + GalleryApp.tabBarHeight)
        surface = try WindowSurface(WindowOptions(title: "gallery bench", size: size, scale: 1, vsync: false))
        presenter = try Presenter(surface: surface, scale: surface.scale, background: GalleryPage.background) { size in
            GalleryApp(page: .cards, size: size)
        }
        loop = try EventLoop(presenter: presenter, windowID: surface.windowID, wakeup: .postedEvents,
                             refreshInterval: .zero)
        let card = CardsScene.cardFrame(CardsScene.changedCard)
        let circle = CardsScene.circleFrame
        let unitsPerPoint = surface.scale / surface.pixelsPerWindowUnit
        target = (Int32((card.minX + circle.midX) * unitsPerPoint),
                  Int32((GalleryApp.tabBarHeight + card.minY + circle.midY) * unitsPerPoint))
        // Started for its state; the bench drives it synchronously (pump, present), so
        // the main queue's scheduled work never runs.
        loop.start()
        try presenter.presentFrame()
    }

    var figures: [BenchFigure] {
        [BenchFigure(mode: "press", draw: { _ in }, details: { self.details }, timedFrame: { try self.pressOnce() })]
    }

    /// The last press's frame: pixels painted and uploaded, and what painting and
    /// presenting (upload, copy, flip) took of it, in microseconds.
    private var details: [(name: String, value: Int)] {
        guard let report = lastReport else { return [] }
        func microseconds(_ duration: Duration) -> Int { Int(duration / .microseconds(1)) }
        return [("damaged_pixels", report.damagedPixels), ("paint_us", microseconds(report.paintTime)),
                ("present_us", microseconds(report.presentTime))]
    }

    private func pressOnce() throws -> UInt64 {
        let start = FrameTimer.now()
        for down in [true, false] {
            var event = SyntheticEvents.mouseButton(down: down, x: target.x, y: target.y, windowID: surface.windowID)
            guard SDL_PushEvent(&event) >= 0 else { throw GalleryError("SDL_PushEvent: \(String(cString: SDL_GetError()))") }
        }
        loop.pump()
        guard let report = try presenter.presentFrame() else { throw GalleryError("the press changed nothing on screen") }
        let elapsed = FrameTimer.now() - start
        lastReport = report
        return elapsed
    }

    func image() -> Graphics.Image? { presenter.host.image() }
}

private func requireDisplay() throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
        throw GalleryError("this scene opens a window: it needs a display (try xvfb-run -a gallery bench …)")
    }
}
