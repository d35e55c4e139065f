import CSDL2
import Glibc
import Geometry
import Graphics

/// A window's frames through the window's own surface (`SDL_GetWindowSurface`): the
/// damaged rectangles are copied into it and only they are sent to the display
/// (`SDL_UpdateWindowSurfaceRects`; on X11 an `XShmPutImage` per rectangle where the
/// server has MIT-SHM, `XPutImage` otherwise). A press that repaints a card sends the
/// card, not the window. No vsync: X11's core protocol has none.
@MainActor
final class WindowDamageBacking: WindowBacking {
    private let window: OpaquePointer
    /// The rects of one present, kept to allocate nothing per frame.
    private var rects: [SDL_Rect] = []
    /// The surface's size at the last present: a new surface (a resize) is filled whole.
    private var surfaceSize = (width: Int32(0), height: Int32(0))
    let hasVSync = false

    init(window: OpaquePointer) throws {
        // On X11 the surface is the window system's (a shared memory image), not a texture
        // of a GL renderer SDL would otherwise put behind it. Elsewhere (Wayland has no
        // surface of its own) SDL's texture behind it is the only way.
        if SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) == "x11" {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        guard SDL_GetWindowSurface(window) != nil else {
            throw PresentationError.sdl(call: "SDL_GetWindowSurface", message: String(cString: SDL_GetError()))
        }
        self.window = window
    }

    var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &width, &height)
        return (Int(width), Int(height))
    }

    func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws {
        // The surface is made again after a resize (SDL frees the old one): ask each time.
        guard let surface = SDL_GetWindowSurface(window) else {
            throw PresentationError.sdl(call: "SDL_GetWindowSurface", message: String(cString: SDL_GetError()))
        }
        let target = PixelRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let bounds = framebuffer.bounds.intersection(target)
        var damage = damage
        if surfaceSize != (surface.pointee.w, surface.pointee.h) {
            surfaceSize = (surface.pointee.w, surface.pointee.h)
            damage = [bounds]
        }
        rects.removeAll(keepingCapacity: true)
        // SDL_MUSTLOCK (a macro): only an RLE-accelerated surface needs locking.
        let mustLock = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        do {
            if mustLock { SDL_LockSurface(surface) }
            defer { if mustLock { SDL_UnlockSurface(surface) } }
            for rect in damage {
                let rect = rect.intersection(bounds)
                guard !rect.isEmpty else { continue }
                try copy(rect, of: framebuffer, into: surface)
                rects.append(SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height)))
            }
        }
        guard !rects.isEmpty else { return }
        guard SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count)) == 0 else {
            throw PresentationError.sdl(call: "SDL_UpdateWindowSurfaceRects", message: String(cString: SDL_GetError()))
        }
    }

    /// Copies `rect` of the framebuffer (ARGB8888) into the surface: row by row when the
    /// surface stores the same 32-bit pixels (X11's XRGB8888 is ARGB8888 with the alpha
    /// byte ignored), else converted by SDL.
    private func copy(_ rect: PixelRect, of framebuffer: Framebuffer, into surface: UnsafeMutablePointer<SDL_Surface>) throws {
        let format = surface.pointee.format.pointee.format
        let pitch = Int(surface.pointee.pitch)
        let source = UnsafeRawPointer(framebuffer.pixels + rect.y * framebuffer.stride + rect.x)
        let destination = surface.pointee.pixels! + rect.y * pitch + rect.x * 4
        if format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue {
            let rowBytes = rect.width * 4
            for row in 0..<rect.height {
                memcpy(destination + row * pitch, source + row * framebuffer.bytesPerRow, rowBytes)
            }
            return
        }
        let bytesPerPixel = Int(surface.pointee.format.pointee.BytesPerPixel)
        guard SDL_ConvertPixels(Int32(rect.width), Int32(rect.height), SDL_PIXELFORMAT_ARGB8888.rawValue, source,
                                Int32(framebuffer.bytesPerRow), format,
                                surface.pointee.pixels! + rect.y * pitch + rect.x * bytesPerPixel, Int32(pitch)) == 0 else {
            throw PresentationError.sdl(call: "SDL_ConvertPixels", message: String(cString: SDL_GetError()))
        }
    }

    func redisplay() {
        SDL_UpdateWindowSurface(window)
    }

    func close() {}
}
