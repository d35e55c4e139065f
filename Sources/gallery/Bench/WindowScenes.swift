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
/// update, rebuild, layout, mount, paint of the damage, and presenting it (without
/// vsync, so the figure is the work, not the wait for the display). One window per way
/// of presenting, timed in the same run: `press-damage` sends only the damaged
/// rectangles (`WindowRenderer.damage`), `press-texture` draws SDL's software
/// renderer's texture whole (`.software`), as every frame did before.
@MainActor
final class WindowPressScene: BenchScene {
    let width = 1
    let height = 1
    private let windows: [PressWindow]

    init() throws {
        try requireDisplay()
        windows = try [PressWindow(.damage), PressWindow(.software)]
    }

    var figures: [BenchFigure] {
        windows.map { window in
            BenchFigure(mode: "press-\(window.surface.presentation.rawValue)", draw: { _ in }, details: { window.details },
                        timedFrame: { try window.pressOnce() })
        }
    }

    func image() -> Graphics.Image? { windows.first?.presenter.host.image() }
}

/// One window of `window-press`, presenting as `renderer` says.
@MainActor
private final class PressWindow {
    let surface: WindowSurface
    let presenter: Presenter
    private let loop: EventLoop
    private let target: (x: Int32, y: Int32)
    private var lastReport: FrameReport?
    /// What copying the last frame's damaged pixels took, once, with `memcpy` (ns): the
    /// least any way of presenting them costs.
    private var copyNanoseconds: UInt64 = 0

    init(_ renderer: WindowRenderer) throws {
        let pageSize = CardsScene.canvasSize
        let size = Size(width: pageSize.width, height: pageSize.height + GalleryApp.tabBarHeight)
        surface = try WindowSurface(WindowOptions(title: "gallery bench", size: size, scale: 1, vsync: false,
                                                  renderer: renderer))
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

    /// The last press's frame: pixels painted and presented, and what painting,
    /// presenting (copy, send, flip) and a bare copy of the damaged pixels took of it,
    /// in microseconds.
    var details: [(name: String, value: Int)] {
        guard let report = lastReport else { return [] }
        func microseconds(_ duration: Duration) -> Int { Int(duration / .microseconds(1)) }
        return [("damaged_pixels", report.damagedPixels), ("paint_us", microseconds(report.paintTime)),
                ("present_us", microseconds(report.presentTime)), ("copy_us", Int(copyNanoseconds / 1000))]
    }

    func pressOnce() throws -> UInt64 {
        let start = FrameTimer.now()
        for down in [true, false] {
            var event = SyntheticEvents.mouseButton(down: down, x: target.x, y: target.y, windowID: surface.windowID)
            guard SDL_PushEvent(&event) >= 0 else { throw GalleryError("SDL_PushEvent: \(String(cString: SDL_GetError()))") }
        }
        loop.pump()
        guard let report = try presenter.presentFrame() else { throw GalleryError("the press changed nothing on screen") }
        let elapsed = FrameTimer.now() - start
        if lastReport == nil { copyNanoseconds = Self.copyTime(of: report.damage, in: presenter.host.framebuffer) }
        lastReport = report
        return elapsed
    }

    /// `memcpy` of `damage`'s rows out of `framebuffer` (the median of 21 copies).
    private static func copyTime(of damage: [PixelRect], in framebuffer: Framebuffer) -> UInt64 {
        let bytes = damage.reduce(0) { $0 + $1.width * $1.height * 4 }
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 4), alignment: 64)
        defer { scratch.deallocate() }
        var times: [UInt64] = []
        for _ in 0..<21 {
            let start = FrameTimer.now()
            var offset = 0
            for rect in damage {
                for row in rect.y..<rect.y + rect.height {
                    memcpy(scratch + offset, framebuffer.pixels + row * framebuffer.stride + rect.x, rect.width * 4)
                    offset += rect.width * 4
                }
            }
            times.append(FrameTimer.now() - start)
        }
        return times.sorted()[times.count / 2]
    }
}

private func requireDisplay() throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
        throw GalleryError("this scene opens a window: it needs a display (try xvfb-run -a gallery bench …)")
    }
}
