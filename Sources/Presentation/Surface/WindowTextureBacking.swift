import CSDL2
import Geometry
import Graphics

/// A window's frames through SDL's renderer: a streaming texture in the framebuffer's
/// pixel format (ARGB8888: no conversion) into which only the damaged rects are
/// uploaded; each present then draws the whole texture and flips, with vsync when asked.
/// On the GPU that draw is one quad; SDL's software renderer copies the whole frame
/// into the window and sends all of it to the display.
@MainActor
final class WindowTextureBacking: WindowBacking {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureWidth = 0, textureHeight = 0
    let hasVSync: Bool
    /// Whether the renderer is a GPU's (not SDL's software renderer).
    let isAccelerated: Bool

    /// A GPU renderer when `mayUseGL` and there is one, SDL's software renderer otherwise.
    init(window: OpaquePointer, vsync: Bool, mayUseGL: Bool) throws {
        let vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        // SDL's software renderer would otherwise draw its window through a GL texture.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, mayUseGL ? "1" : "0")
        let accelerated = mayUseGL ? SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag) : nil
        guard let renderer = accelerated
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw PresentationError.sdl(call: "SDL_CreateRenderer", message: String(cString: SDL_GetError()))
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        let hasInfo = SDL_GetRendererInfo(renderer, &info) == 0
        hasVSync = hasInfo && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        isAccelerated = hasInfo && info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
    }

    var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws {
        var damage = damage
        if texture == nil || textureWidth != framebuffer.width || textureHeight != framebuffer.height {
            try makeTexture(width: framebuffer.width, height: framebuffer.height)
            damage = [framebuffer.bounds]
        }
        for rect in damage {
            let rect = rect.intersection(framebuffer.bounds)
            guard !rect.isEmpty else { continue }
            var area = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
            let first = framebuffer.pixels + rect.y * framebuffer.stride + rect.x
            guard SDL_UpdateTexture(texture, &area, first, Int32(framebuffer.bytesPerRow)) == 0 else {
                throw PresentationError.sdl(call: "SDL_UpdateTexture", message: String(cString: SDL_GetError()))
            }
        }
        redisplay()
    }

    func redisplay() {
        guard let texture else { return }
        // The back buffer's old contents are undefined after a flip: draw it all again.
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var target = SDL_Rect(x: 0, y: 0, w: Int32(textureWidth), h: Int32(textureHeight))
        SDL_RenderCopy(renderer, texture, nil, &target)
        SDL_RenderPresent(renderer)
    }

    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
    }

    private func makeTexture(width: Int, height: Int) throws {
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        guard let texture else {
            throw PresentationError.sdl(call: "SDL_CreateTexture", message: String(cString: SDL_GetError()))
        }
        // The framebuffer is opaque where it matters; copy, never blend, its alpha.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        textureWidth = width
        textureHeight = height
    }
}
