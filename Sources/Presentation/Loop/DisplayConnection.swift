import CSDL2
import CSDL2.SysWM
import Foundation

/// The file descriptor of the connection to the window system behind an SDL window: it
/// becomes readable when input, resizes or exposes arrive, so the event loop can sleep
/// on it instead of polling SDL. Nil for window systems without one (KMS/DRM reads input
/// devices directly), where the loop polls at the display's refresh rate instead.
enum DisplayConnection {
    @MainActor
    static func fileDescriptor(of window: OpaquePointer) -> Int32? {
        guard let info = windowSystem(of: window) else { return nil }
        switch info.subsystem {
        case SDL_SYSWM_X11:
            // SDL loads libX11 itself; ask the already loaded library rather than link it.
            guard let display = info.info.x11.display,
                  let connectionNumber = symbol("XConnectionNumber", in: "libX11.so.6",
                                                as: (@convention(c) (OpaquePointer) -> Int32).self) else { return nil }
            return connectionNumber(display)
        case SDL_SYSWM_WAYLAND:
            guard let display = info.info.wl.display,
                  let displayFD = symbol("wl_display_get_fd", in: "libwayland-client.so.0",
                                         as: (@convention(c) (OpaquePointer) -> Int32).self) else { return nil }
            return displayFD(display)
        default:
            return nil
        }
    }

    /// The window system's handles behind `window` (`subsystem` says which); nil when SDL
    /// cannot tell.
    @MainActor
    static func windowSystem(of window: OpaquePointer) -> SDL_SysWMinfo? {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION),
                                   patch: UInt8(SDL_PATCHLEVEL))
        return SDL_GetWindowWMInfo(window, &info) == SDL_TRUE ? info : nil
    }

    /// The XInput extension's major opcode on `display`, which the X server's XInput 2
    /// events name (`XGenericEventCookie.extension`); nil without the extension.
    static func xInputOpcode(of display: OpaquePointer) -> Int32? {
        typealias QueryExtension = @convention(c) (OpaquePointer, UnsafePointer<CChar>, UnsafeMutablePointer<Int32>,
                                                   UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Int32
        guard let query = symbol("XQueryExtension", in: "libX11.so.6", as: QueryExtension.self) else { return nil }
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        return query(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 ? opcode : nil
    }

    /// `name` from `library`, which must already be loaded (by SDL): nothing is loaded here.
    static func symbol<Function>(_ name: String, in library: String, as type: Function.Type) -> Function? {
        guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD), let address = dlsym(handle, name) else { return nil }
        // The handle only adds a reference to a library SDL keeps loaded.
        dlclose(handle)
        return unsafeBitCast(address, to: type)
    }
}
