import Presentation
import Testing

/// `--backend`: `auto` takes a display server, else a DRM card, else fbdev, else PNG
/// files with the reason; a backend named must be there and openable, and its error
/// says which device and what would open it.
@Suite struct PresentationBackendTests {
    static let card = DisplayDevice(path: "/dev/dri/card0", isUsable: true, group: "video")
    static let closedCard = DisplayDevice(path: "/dev/dri/card0", isUsable: false, group: "video")
    static let framebuffer = DisplayDevice(path: "/dev/fb0", isUsable: true, group: "video")

    @Test func autoTakesTheFirstTheMachineHas() throws {
        let desktop = DisplayDevices(hasDisplayServer: true, drmCards: [Self.card], framebuffer: Self.framebuffer)
        #expect(try PresentationBackend.auto.resolve(on: desktop) == .sdl)
        let kiosk = DisplayDevices(hasDisplayServer: false, drmCards: [Self.card], framebuffer: Self.framebuffer)
        #expect(try PresentationBackend.auto.resolve(on: kiosk) == .drm(card: "/dev/dri/card0"))
        let noDRM = DisplayDevices(hasDisplayServer: false, drmCards: [], framebuffer: Self.framebuffer)
        #expect(try PresentationBackend.auto.resolve(on: noDRM) == .fbdev(device: "/dev/fb0"))
        let closed = DisplayDevices(hasDisplayServer: false, drmCards: [Self.closedCard], framebuffer: Self.framebuffer)
        #expect(try PresentationBackend.auto.resolve(on: closed) == .fbdev(device: "/dev/fb0"), "a closed card is passed over")
        let nothing = DisplayDevices(hasDisplayServer: false, drmCards: [], framebuffer: nil)
        #expect(try PresentationBackend.auto.resolve(on: nothing)
                    == .png(reason: "no display server, DRM card or framebuffer device"))
        let onlyClosed = DisplayDevices(hasDisplayServer: false, drmCards: [Self.closedCard], framebuffer: nil)
        #expect(try PresentationBackend.auto.resolve(on: onlyClosed) == .png(reason:
            "cannot open /dev/dri/card0: permission denied; add the user to the group 'video' that owns it, or run as root"))
    }

    @Test func aBackendNamedMustBeThereAndOpen() throws {
        let kiosk = DisplayDevices(hasDisplayServer: false, drmCards: [Self.closedCard], framebuffer: nil)
        let closed = #expect(throws: PresentationBackendError.self) { try PresentationBackend.drm.resolve(on: kiosk) }
        #expect(closed == .closed(Self.closedCard))
        let noServer = #expect(throws: PresentationBackendError.self) { try PresentationBackend.sdl.resolve(on: kiosk) }
        #expect(noServer?.description
                    == "cannot present with --backend sdl: no display server (DISPLAY and WAYLAND_DISPLAY are unset)")
        let noFramebuffer = #expect(throws: PresentationBackendError.self) { try PresentationBackend.fbdev.resolve(on: kiosk) }
        #expect(noFramebuffer?.description == "cannot present with --backend fbdev: no framebuffer device /dev/fb0")
        let ungrouped = DisplayDevice(path: "/dev/fb0", isUsable: false)
        #expect(PresentationBackendError.closed(ungrouped).description == "cannot open /dev/fb0: permission denied; run as root")
        #expect(try PresentationBackend.png.resolve(on: kiosk) == .png(reason: "asked for"))
        #expect(PresentationBackend(rawValue: "drm") == .drm && PresentationBackend(rawValue: "kms") == nil)
    }
}
