import CSDL2
import Components
import Dispatch
import Foundation
import Geometry
import Graphics

/// A component in a window, until the window closes: opens a `WindowSurface`, runs an
/// `EventLoop` on the main thread, and on window close, SIGINT or SIGTERM invalidates
/// every controller, shuts SDL down and exits with status 0.
///
/// ```swift
/// let app = try Application(MyRoot(), options: WindowOptions(title: "Hello"))
/// app.run()
/// ```
@MainActor
public final class Application {
    public let surface: WindowSurface
    public let presenter: Presenter
    public let loop: EventLoop

    /// Opens the window and lays `component` out at its size (and again at each new
    /// size). Throws `PresentationError.noDisplay` when there is no display to open it on.
    public convenience init(_ component: some Component, options: WindowOptions, background: Color = .white) throws {
        try self.init(options: options, background: background) { surface, scale in
            try Presenter(component, surface: surface, scale: scale, background: background)
        }
    }

    /// Opens the window with a root component made for its size in points by `content`,
    /// and made again at each new size (see `Presenter.init(surface:scale:content:)`).
    public convenience init(options: WindowOptions, background: Color = .white,
                            content: @escaping (Size) -> any Component) throws {
        try self.init(options: options, background: background) { surface, scale in
            try Presenter(surface: surface, scale: scale, background: background, content: content)
        }
    }

    private init(options: WindowOptions, background: Color,
                 makePresenter: (WindowSurface, Double) throws -> Presenter) throws {
        surface = try WindowSurface(options)
        do {
            presenter = try makePresenter(surface, surface.scale)
            loop = try EventLoop(presenter: presenter, windowID: surface.windowID, wakeup: surface.wakeup,
                                 refreshInterval: surface.refreshInterval)
        } catch {
            surface.close()
            throw error
        }
        loop.onQuit = { [surface] in
            surface.close()
            SDL_Quit()
            exit(0)
        }
        loop.onError = { [surface] error in
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            surface.close()
            SDL_Quit()
            exit(1)
        }
    }

    /// Shows the first frame and handles events until the window closes; never returns
    /// (the process exits with status 0 then, 1 after an error it cannot draw past).
    /// Call it on the process's main thread.
    public func run() -> Never {
        loop.start(handlingSignals: true)
        // The main run loop drains the main dispatch queue on this thread, so SDL and its
        // GL context stay on the thread that made them (`dispatchMain()` would hand the
        // main queue to worker threads).
        while true { RunLoop.main.run() }
    }
}
