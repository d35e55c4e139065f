/// Where frames go (`--backend`): a window through SDL on a desktop, a kiosk display
/// without a display server (DRM/KMS, or fbdev on devices without DRM), or PNG files.
/// `auto` picks the first the machine has, in that order.
public enum PresentationBackend: String, CaseIterable, Sendable {
    case auto, sdl, drm, fbdev, png

    /// The backend to use on a machine with `devices`. `auto`: a display server → SDL;
    /// else a DRM card → DRM; else a framebuffer device → fbdev; else PNG files, with
    /// the reason. A backend asked for by name must be there and usable: else a
    /// `PresentationBackendError` says which device is missing or closed, and what would
    /// open it (the group that owns it).
    public func resolve(on devices: DisplayDevices) throws(PresentationBackendError) -> ResolvedBackend {
        switch self {
        case .auto:
            if devices.hasDisplayServer { return .sdl }
            if let card = devices.drmCards.first(where: { $0.isUsable }) { return .drm(card: card.path) }
            if let framebuffer = devices.framebuffer, framebuffer.isUsable { return .fbdev(device: framebuffer.path) }
            let closed = (devices.drmCards + (devices.framebuffer.map { [$0] } ?? [])).filter { !$0.isUsable }
            if let device = closed.first { return .png(reason: PresentationBackendError.closed(device).description) }
            return .png(reason: "no display server, DRM card or framebuffer device")
        case .sdl:
            guard devices.hasDisplayServer else { throw .missing(.sdl, "no display server (DISPLAY and WAYLAND_DISPLAY are unset)") }
            return .sdl
        case .drm:
            guard let card = devices.drmCards.first else { throw .missing(.drm, "no DRM card in /dev/dri") }
            guard card.isUsable else { throw .closed(card) }
            return .drm(card: card.path)
        case .fbdev:
            guard let framebuffer = devices.framebuffer else { throw .missing(.fbdev, "no framebuffer device /dev/fb0") }
            guard framebuffer.isUsable else { throw .closed(framebuffer) }
            return .fbdev(device: framebuffer.path)
        case .png:
            return .png(reason: "asked for")
        }
    }
}

/// A backend resolved to what it opens.
public enum ResolvedBackend: Equatable, Sendable {
    case sdl
    case drm(card: String)
    case fbdev(device: String)
    /// PNG files, and why (shown as the one-line explanation).
    case png(reason: String)
}

/// Why the backend asked for cannot be used.
public enum PresentationBackendError: Error, Equatable, CustomStringConvertible {
    /// The machine has nothing for it.
    case missing(PresentationBackend, String)
    /// The device is there, and this process may not open it for reading and writing.
    case closed(DisplayDevice)

    public var description: String {
        switch self {
        case .missing(let backend, let reason):
            "cannot present with --backend \(backend.rawValue): \(reason)"
        case .closed(let device):
            "cannot open \(device.path): permission denied; "
                + (device.group.map { "add the user to the group '\($0)' that owns it, or run as root" } ?? "run as root")
        }
    }
}
