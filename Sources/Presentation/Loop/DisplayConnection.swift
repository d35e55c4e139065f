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
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION),
                                   patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window, &info) == SDL_TRUE else { return nil }
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

    /// `name` from `library`, which must already be loaded (by SDL): nothing is loaded here.
    private static func symbol<Function>(_ name: String, in library: String, as type: Function.Type) -> Function? {
        guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD), let address = dlsym(handle, name) else { return nil }
        // The handle only adds a reference to a library SDL keeps loaded.
        dlclose(handle)
        return unsafeBitCast(address, to: type)
    }
}
