import Components
import Foundation
import Geometry
import Graphics

/// A component on a kiosk's display without a display server, until SIGTERM: the
/// kiosk's sibling of `Application`. It takes over the virtual console
/// (`VirtualConsole`), opens the display (`DRMSurface` or `FramebufferDeviceSurface`),
/// reads input through libinput (`LibinputSource`) turned with the picture, and runs an
/// `EventLoop` that sleeps on libinput's and the card's descriptors: idle is 0% CPU.
/// The content's environment says whether a keyboard that types is attached
/// (`hasPhysicalKeyboard`, from libinput's devices as they come and go), so an app's
/// on-screen keyboard shows on a touch-only kiosk.
/// SIGTERM or SIGINT (and Ctrl+Alt+Backspace when `allowsQuit`) invalidate every
/// controller, give the display and the console back as they were, and exit with status 0.
///
/// ```swift
/// let app = try KioskApplication(display: .drm, options: KioskDisplayOptions(device: "/dev/dri/card0")) { size in
///     MyRoot(size: size)
/// }
/// app.run()
/// ```
@MainActor
public final class KioskApplication {
    /// Which kind of display device `KioskDisplayOptions.device` is.
    public enum Display: Sendable {
        case drm, fbdev
    }

    public let surface: any KioskSurface
    public let presenter: Presenter
    public let input: LibinputSource
    public let loop: EventLoop
    /// Nil on a machine without virtual consoles.
    public let console: VirtualConsole?
    /// Nil when the display stays on.
    public let blanker: ScreenBlanker?

    /// Opens the display and its input and lays out `content` at the display's size in
    /// points (`options.scale` device pixels per point). With `blankAfter`, the display turns off
    /// after that long without input and on at the next (which does nothing else).
    /// Throws a `KioskError` naming the device and what failed; whatever was taken over
    /// by then is given back first.
    public init(display: Display, options: KioskDisplayOptions, input inputOptions: KioskInputOptions = KioskInputOptions(),
                background: Color = .white, blankAfter: Duration? = nil,
                content: @escaping (Size) -> any Component) throws {
        let scale = options.scale
        try SizeCheck.scale(scale)
        let console = try VirtualConsole.takeOver()
        // Whether a keyboard is attached, as libinput finds out: in the content's environment.
        let keyboard = KeyboardPresence()
        let content = { size in content(size).withPhysicalKeyboard(keyboard.isAttached) }
        var opened: (any KioskSurface)?
        do {
            let surface: any KioskSurface = switch display {
            case .drm: try DRMSurface(options)
            case .fbdev: try FramebufferDeviceSurface(options)
            }
            opened = surface
            presenter = try Presenter(surface: surface, scale: scale, background: background, content: content)
            input = try LibinputSource(options: inputOptions, rotation: options.rotation, panelWidth: surface.panelWidth,
                                       panelHeight: surface.panelHeight, scale: scale)
            loop = EventLoop(presenter: presenter, input: input, refreshInterval: surface.refreshInterval)
            self.surface = surface
        } catch {
            opened?.close()
            console?.restore()
            throw error
        }
        self.console = console
        let blanker = blankAfter.map { [surface] in ScreenBlanker(surface: surface, idleTime: $0) }
        self.blanker = blanker
        if let blanker {
            input.shouldHandleInput = { blanker.noteInput() }
            // A dark screen shows no frames; animations show where they are when it lights.
            blanker.onBlankedChange = { [presenter] isBlanked in presenter.isShown = !isBlanked }
        }
        console?.onRelease = { [surface, input, presenter] in
            input.suspend()
            presenter.isShown = false
            surface.releaseDisplay()
        }
        console?.onAcquire = { [surface, input, loop, presenter] in
            input.resume()
            presenter.isShown = true
            do {
                try surface.acquireDisplay()
            } catch {
                loop.onError?(error)
            }
        }
        input.onConsoleSwitch = { [weak console] number in console?.activate(number) }
        keyboard.isAttached = input.hasKeyboard
        if !input.hasKeyboard { presenter.remakeContent() }
        input.onKeyboardChanged = { [presenter] isAttached in
            keyboard.isAttached = isAttached
            presenter.remakeContent()
        }
        input.onCursorMoved = { [surface, presenter] position in
            surface.moveCursor(to: position)
            if surface.needsPresent { presenter.onNeedsFrame?() }
        }
        loop.onQuit = { [surface, console, blanker] in
            blanker?.stop()
            surface.setBlanked(false)
            surface.close()
            console?.restore()
            exit(0)
        }
        loop.onError = { [surface, console] error in
            surface.close()
            console?.restore()
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Shows the first frame and handles input until SIGTERM or SIGINT; never returns
    /// (the process exits with status 0 then, 1 after an error it cannot draw past).
    public func run() -> Never {
        loop.start(handlingSignals: true)
        dispatchMain()
    }
}

/// Whether a keyboard that types is attached, shared by a kiosk's content closure and its
/// input's callback.
@MainActor
private final class KeyboardPresence {
    var isAttached = true
}

extension Component {
    /// This component built where a keyboard that types is attached, or not.
    func withPhysicalKeyboard(_ isAttached: Bool) -> any Component {
        environment(\.hasPhysicalKeyboard, isAttached)
    }
}
