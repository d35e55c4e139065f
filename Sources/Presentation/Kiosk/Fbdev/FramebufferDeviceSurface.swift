import CLinux
import Geometry
import Graphics
import LibC

/// Frames on a Linux framebuffer device (`/dev/fb0`), for boards without DRM (and DRM's
/// own fbdev emulation): the device's memory mapped once, rows `line_length` apart, in its
/// 32-bit XRGB or 16-bit RGB565 layout. Only damage is copied, turned by `rotation`.
///
/// When the device's virtual screen holds two pages (`yres_virtual` ≥ 2 × `yres`, asked
/// for with `FBIOPUT_VSCREENINFO` when it does not), frames alternate between them and
/// `FBIOPAN_DISPLAY` shows each whole (buffer ages as on DRM: no half-drawn frame).
/// Otherwise frames are copied into the one page after `FBIO_WAITFORVSYNC`, when the
/// driver has it, which keeps the copy out of the scan-out of the rows it writes on
/// small damage; a single-page device cannot promise more.
@MainActor
public final class FramebufferDeviceSurface: KioskSurface {
    public let device: String
    public let rotation: DisplayRotation
    public let panelWidth: Int
    public let panelHeight: Int
    public let refreshInterval: Duration
    public let format: PanelPixelFormat
    /// Whether frames alternate between two pages (`FBIOPAN_DISPLAY`).
    public let isDoubleBuffered: Bool

    private let descriptor: Int32
    private let memory: UnsafeMutableRawPointer
    private let byteCount: Int
    /// The pages' memory, what each lacks, and the cursor.
    private var pages: PanelPages
    private var front: Int?
    private var screen: fb_var_screeninfo
    /// The device's settings before: restored by `close()`.
    private let savedScreen: fb_var_screeninfo
    private var canWaitForVSync = true
    /// The last frame shown, to show again after another console had the display.
    private weak var lastFrame: Framebuffer?
    private var isReleased = false
    private var isClosed = false

    /// Opens `options.device`, maps its memory and unblanks it. Throws a `KioskError`
    /// naming the device: it cannot be opened, or its pixel layout is neither XRGB8888 nor
    /// RGB565.
    public init(_ options: KioskDisplayOptions) throws {
        device = options.device
        rotation = options.rotation
        descriptor = open(options.device, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw KioskError.failed("open", on: options.device) }
        var variable = fb_var_screeninfo(), fixed = fb_fix_screeninfo()
        guard tessera_ioctl_pointer(descriptor, UInt(FBIOGET_VSCREENINFO), &variable) == 0,
              tessera_ioctl_pointer(descriptor, UInt(FBIOGET_FSCREENINFO), &fixed) == 0 else {
            let error = KioskError.failed("FBIOGET_VSCREENINFO", on: options.device)
            LibC.close(descriptor)
            throw error
        }
        savedScreen = variable
        guard let format = Self.format(of: variable) else {
            LibC.close(descriptor)
            throw KioskError.unsupported(
                device: options.device,
                "its pixels are \(variable.bits_per_pixel) bits with red at bit \(variable.red.offset), green at "
                    + "\(variable.green.offset), blue at \(variable.blue.offset); Tessera writes XRGB8888 or RGB565")
        }
        self.format = format
        panelWidth = Int(variable.xres)
        panelHeight = Int(variable.yres)
        let rowBytes = Int(fixed.line_length)
        // A second page, if the device lets the virtual screen grow and its memory holds it.
        if variable.yres_virtual < 2 * variable.yres, Int(fixed.smem_len) >= rowBytes * panelHeight * 2 {
            var doubled = variable
            doubled.yres_virtual = 2 * variable.yres
            doubled.yoffset = 0
            if tessera_ioctl_pointer(descriptor, UInt(FBIOPUT_VSCREENINFO), &doubled) == 0 {
                _ = tessera_ioctl_pointer(descriptor, UInt(FBIOGET_VSCREENINFO), &variable)
            }
        }
        isDoubleBuffered = variable.yres_virtual >= 2 * variable.yres && fixed.ypanstep != 0
            && variable.yres % UInt32(fixed.ypanstep) == 0
            && Int(fixed.smem_len) >= rowBytes * panelHeight * 2
        screen = variable
        byteCount = Int(fixed.smem_len)
        guard let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED else {
            let error = KioskError.failed("mmap", on: options.device)
            LibC.close(descriptor)
            throw error
        }
        memory = mapped
        let pageCount = isDoubleBuffered ? 2 : 1
        let buffers = (0..<pageCount).map { page in
            PanelBuffer(base: mapped + page * rowBytes * Int(variable.yres), width: Int(variable.xres),
                        height: Int(variable.yres), bytesPerRow: rowBytes, format: format)
        }
        pages = PanelPages(pages: buffers, rotation: options.rotation, scale: options.scale)
        refreshInterval = Self.refreshInterval(of: variable)
        _ = tessera_ioctl_value(descriptor, UInt(FBIOBLANK), UInt(FB_BLANK_UNBLANK))
    }

    public func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws {
        guard !isClosed else { return }
        precondition(framebuffer.width == pixelWidth && framebuffer.height == pixelHeight,
                     "FramebufferDeviceSurface.present: a \(framebuffer.width)×\(framebuffer.height) frame on a "
                        + "\(pixelWidth)×\(pixelHeight) display")
        lastFrame = framebuffer
        guard !isReleased else { return }
        let back = isDoubleBuffered ? (front.map { 1 - $0 } ?? 0) : 0
        if !isDoubleBuffered { waitForVSync() }
        pages.write(framebuffer, damage: damage, into: back)
        if isDoubleBuffered {
            screen.yoffset = UInt32(back * panelHeight)
            screen.xoffset = 0
            guard tessera_ioctl_pointer(descriptor, UInt(FBIOPAN_DISPLAY), &screen) == 0 else {
                throw KioskError.failed("FBIOPAN_DISPLAY", on: device)
            }
        }
        front = back
    }

    public var needsPresent: Bool { pages.cursor.needsPresent }

    public func moveCursor(to position: Point?) {
        pages.moveCursor(to: position)
    }

    public func setBlanked(_ isBlanked: Bool) {
        guard !isClosed else { return }
        _ = tessera_ioctl_value(descriptor, UInt(FBIOBLANK), UInt(isBlanked ? FB_BLANK_POWERDOWN : FB_BLANK_UNBLANK))
    }

    public func releaseDisplay() {
        isReleased = true
    }

    public func acquireDisplay() throws {
        guard isReleased, !isClosed else { return }
        isReleased = false
        // The console drew over the memory while it had the display.
        pages.invalidate()
        _ = tessera_ioctl_value(descriptor, UInt(FBIOBLANK), UInt(FB_BLANK_UNBLANK))
        if let lastFrame { try present(lastFrame, damage: [lastFrame.bounds]) }
    }

    public func close() {
        guard !isClosed else { return }
        isClosed = true
        var saved = savedScreen
        _ = tessera_ioctl_pointer(descriptor, UInt(FBIOPUT_VSCREENINFO), &saved)
        munmap(memory, byteCount)
        LibC.close(descriptor)
    }

    /// Waits for the vertical blank when the driver can (the first refusal turns it off).
    private func waitForVSync() {
        guard canWaitForVSync else { return }
        var crtc: UInt32 = 0
        if tessera_ioctl_pointer(descriptor, tessera_FBIO_WAITFORVSYNC, &crtc) != 0 { canWaitForVSync = false }
    }

    /// The layouts Tessera writes: 32-bit XRGB (red at 16, green at 8, blue at 0) and RGB565.
    static func format(of screen: fb_var_screeninfo) -> PanelPixelFormat? {
        let layout = (screen.bits_per_pixel, screen.red.offset, screen.red.length, screen.green.offset, screen.green.length,
                      screen.blue.offset, screen.blue.length)
        switch layout {
        case (32, 16, 8, 8, 8, 0, 8), (24 + 8, 16, 8, 8, 8, 0, 8): return .xrgb8888
        case (16, 11, 5, 5, 6, 0, 5): return .rgb565
        default: return nil
        }
    }

    /// From the mode's pixel clock (picoseconds per pixel) and its totals; 60 Hz when the
    /// driver does not say.
    static func refreshInterval(of screen: fb_var_screeninfo) -> Duration {
        let width = UInt64(screen.xres + screen.left_margin + screen.right_margin + screen.hsync_len)
        let height = UInt64(screen.yres + screen.upper_margin + screen.lower_margin + screen.vsync_len)
        guard screen.pixclock > 0, width > 0, height > 0 else { return .nanoseconds(16_666_667) }
        // pixclock ps × pixels per frame = picoseconds per frame.
        let picoseconds = UInt64(screen.pixclock) * width * height
        return .nanoseconds(Int64(max(picoseconds / 1_000, 1_000_000)))
    }
}
