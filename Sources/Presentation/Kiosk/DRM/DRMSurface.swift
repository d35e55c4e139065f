import CDRM
import Dispatch
import Geometry
import Graphics
import LibC

/// Frames on a DRM/KMS display without a display server (Slint's linuxkms software
/// display and LVGL's DRM driver do the same): the card's master, one connector driven
/// by one CRTC in one mode, and two dumb buffers that take turns being scanned out.
///
/// Frames are drawn in ordinary memory (the presenter's framebuffer); `present` copies
/// only what the back buffer lacks into it (`BufferAges`: this frame's damage and the
/// last one's, turned by `rotation`), then flips to it with `drmModePageFlip`, which
/// swaps at the vertical blank: no tearing. A buffer is written again only after the
/// flip away from it completed (its event), so the display never shows a half-written
/// buffer. Two buffers suffice: painting goes on in ordinary memory while a flip is
/// pending, and only the copy waits for it.
///
/// `close()` (also on SIGTERM, through `KioskApplication`) shows the CRTC's previous
/// framebuffer and mode again: the console comes back as it was. Its owner must close it:
/// the card stays taken until then.
@MainActor
public final class DRMSurface: KioskSurface {
    public let device: String
    /// The connector shown on (`Virtual-1`, `HDMI-A-1`) and its mode.
    public let connectorName: String
    public let mode: DisplayMode
    public let rotation: DisplayRotation
    public let panelWidth: Int
    public let panelHeight: Int
    public let refreshInterval: Duration
    /// Frames shown so far, and page flips completed.
    public private(set) var flipCount = 0

    private let descriptor: Int32
    private var output: DRMOutput
    private var buffers: [DumbBuffer] = []
    /// The buffers' memory, what each lacks, and the cursor.
    private var pages: PanelPages
    /// The buffer being scanned out (nil before the first frame), and the one a flip
    /// waits to show.
    private var front: Int?
    private var pending: Int?
    /// What the CRTC showed before: restored by `close()`.
    private var savedCRTC: UnsafeMutablePointer<drmModeCrtc>?
    private var flipEvents: (any DispatchSourceRead)?
    private var isReleased = false
    private var isClosed = false

    /// Opens `options.device`, becomes its DRM master and sets up the output and its
    /// buffers. Nothing is shown until the first `present`. Throws a `KioskError` naming
    /// the device and the failing call (`drmSetMaster` while a display server holds the
    /// card; no dumb buffers; no connected display; a mode it does not offer).
    public init(_ options: KioskDisplayOptions) throws {
        device = options.device
        rotation = options.rotation
        // Non-blocking: flip events are read both by the main queue's read source and by a
        // present waiting for its flip, so the source can find the event already taken; a
        // blocking read(2) in drmHandleEvent would then stall the app until a signal came.
        descriptor = open(options.device, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw KioskError.failed("open", on: options.device) }
        do {
            // Opening the card as its first client makes this process master already (the
            // console's fbdev emulation is in the kernel, not a master); else it asks.
            if drmIsMaster(descriptor) == 0, drmSetMaster(descriptor) != 0 {
                throw KioskError.failed("drmSetMaster", on: options.device)
            }
            var hasDumbBuffers: UInt64 = 0
            guard drmGetCap(descriptor, UInt64(DRM_CAP_DUMB_BUFFER), &hasDumbBuffers) == 0, hasDumbBuffers != 0 else {
                throw KioskError.unsupported(device: options.device, "the card has no dumb buffers (DRM_CAP_DUMB_BUFFER)")
            }
            output = try DRMOutput.find(descriptor: descriptor, options: options)
        } catch {
            LibC.close(descriptor)
            throw error
        }
        connectorName = output.connectorName
        mode = output.displayMode
        panelWidth = mode.width
        panelHeight = mode.height
        refreshInterval = .nanoseconds(Int64(1_000_000_000_000 / max(mode.refreshMillihertz, 1_000)))
        var made: [DumbBuffer] = []
        do {
            for _ in 0..<2 {
                made.append(try DumbBuffer(descriptor: descriptor, device: options.device, width: mode.width, height: mode.height))
            }
        } catch {
            for buffer in made { buffer.destroy(descriptor: descriptor) }
            LibC.close(descriptor)
            throw error
        }
        buffers = made
        pages = PanelPages(pages: made.map(\.panel), rotation: options.rotation, scale: options.scale)
        savedCRTC = drmModeGetCrtc(descriptor, output.crtcID)
        watchFlipEvents()
    }

    public func present(_ framebuffer: Framebuffer, damage: [PixelRect]) throws {
        guard !isClosed, !isReleased else { return }
        precondition(framebuffer.width == pixelWidth && framebuffer.height == pixelHeight,
                     "DRMSurface.present: a \(framebuffer.width)×\(framebuffer.height) frame on a "
                        + "\(pixelWidth)×\(pixelHeight) display")
        try waitForPendingFlip()
        let back = front.map { ($0 + 1) % buffers.count } ?? 0
        pages.write(framebuffer, damage: damage, into: back)
        if front == nil {
            try setCRTC(showing: back)
            front = back
            flipCount += 1
        } else {
            let surface = Unmanaged.passUnretained(self).toOpaque()
            guard drmModePageFlip(descriptor, output.crtcID, buffers[back].framebufferID,
                                  UInt32(DRM_MODE_PAGE_FLIP_EVENT), surface) == 0 else {
                throw KioskError.failed("drmModePageFlip", on: device)
            }
            pending = back
        }
    }

    /// A moved cursor is shown by a present without damage.
    public var needsPresent: Bool { pages.cursor.needsPresent }

    public func moveCursor(to position: Point?) {
        pages.moveCursor(to: position)
    }

    /// Through the connector's DPMS property (atomic drivers honour it too).
    public func setBlanked(_ isBlanked: Bool) {
        guard !isClosed, !isReleased, let property = dpmsProperty else { return }
        drmModeConnectorSetProperty(descriptor, output.connectorID, property,
                                    UInt64(isBlanked ? DRM_MODE_DPMS_OFF : DRM_MODE_DPMS_ON))
    }

    /// The connector's "DPMS" property, if it has one.
    private lazy var dpmsProperty: UInt32? = {
        guard let connector = drmModeGetConnector(descriptor, output.connectorID) else { return nil }
        defer { drmModeFreeConnector(connector) }
        for index in 0..<Int(connector.pointee.count_props) {
            guard let property = drmModeGetProperty(descriptor, connector.pointee.props[index]) else { continue }
            defer { drmModeFreeProperty(property) }
            let name = withUnsafeBytes(of: property.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "DPMS" { return property.pointee.prop_id }
        }
        return nil
    }()

    public func releaseDisplay() {
        guard !isClosed, !isReleased else { return }
        try? waitForPendingFlip()
        isReleased = true
        drmDropMaster(descriptor)
    }

    public func acquireDisplay() throws {
        guard !isClosed, isReleased else { return }
        if drmSetMaster(descriptor) != 0 { throw KioskError.failed("drmSetMaster", on: device) }
        isReleased = false
        // The buffer holds the last frame whole: show it again with the mode.
        if let front { try setCRTC(showing: front) }
    }

    public func close() {
        guard !isClosed else { return }
        try? waitForPendingFlip()
        isClosed = true
        flipEvents?.cancel()
        flipEvents = nil
        if let saved = savedCRTC {
            var connector = output.connectorID
            var mode = saved.pointee.mode
            let showedSomething = saved.pointee.buffer_id != 0 && saved.pointee.mode_valid != 0
            if showedSomething {
                drmModeSetCrtc(descriptor, saved.pointee.crtc_id, saved.pointee.buffer_id, saved.pointee.x, saved.pointee.y,
                               &connector, 1, &mode)
            } else {
                // A CRTC that showed nothing (no console) is switched off.
                drmModeSetCrtc(descriptor, saved.pointee.crtc_id, 0, 0, 0, nil, 0, nil)
            }
            drmModeFreeCrtc(saved)
            savedCRTC = nil
        }
        for buffer in buffers { buffer.destroy(descriptor: descriptor) }
        buffers = []
        drmDropMaster(descriptor)
        LibC.close(descriptor)
    }

    // MARK: flips

    private func setCRTC(showing buffer: Int) throws {
        var connector = output.connectorID
        guard drmModeSetCrtc(descriptor, output.crtcID, buffers[buffer].framebufferID, 0, 0, &connector, 1,
                             &output.mode) == 0 else {
            throw KioskError.failed("drmModeSetCrtc(\(connectorName), \(mode))", on: device)
        }
    }

    /// Flip events arrive on the card's descriptor; the main queue reads them as they come,
    /// so an idle display has nothing pending and the next frame's copy need not wait.
    private func watchFlipEvents() {
        // On a copy of the descriptor, so that `close()` may close the card at once.
        // Without it (no descriptor left), flips are read as `waitForPendingFlip` waits.
        flipEvents = DescriptorReadSource.watch(descriptor, queue: .main) { [weak self] in
            MainActor.assumeIsolated { self?.readEvents() }
        }
    }

    private func readEvents() {
        guard !isClosed else { return }
        var context = drmEventContext()
        context.version = 2
        context.page_flip_handler = { _, _, _, _, userData in
            guard let userData else { return }
            MainActor.assumeIsolated {
                Unmanaged<DRMSurface>.fromOpaque(userData).takeUnretainedValue().flipCompleted()
            }
        }
        drmHandleEvent(descriptor, &context)
    }

    private func flipCompleted() {
        guard let pending else { return }
        front = pending
        self.pending = nil
        flipCount += 1
    }

    /// Blocks until the pending flip's event (at most a second: a display that does not
    /// flip is an error, not a hang).
    private func waitForPendingFlip() throws {
        let deadline = ContinuousClock.now + .seconds(1)
        while pending != nil {
            var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw KioskError.flipTimeout(device: device) }
            let ready = poll(&descriptorPoll, 1, Int32(max(1, left / .milliseconds(1))))
            if ready < 0, errno != EINTR { throw KioskError.failed("poll", on: device) }
            if ready > 0 { readEvents() }
        }
    }
}
