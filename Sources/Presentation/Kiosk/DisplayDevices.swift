import LibC

/// A display device node (`/dev/dri/card0`, `/dev/fb0`) and whether this process may
/// open it for reading and writing.
public struct DisplayDevice: Equatable, Sendable {
    public var path: String
    public var isUsable: Bool
    /// The group that owns the node (`video` on Debian), to name in an error.
    public var group: String?

    public init(path: String, isUsable: Bool, group: String? = nil) {
        self.path = path
        self.isUsable = isUsable
        self.group = group
    }
}

/// What the machine offers for showing frames: a display server, DRM cards, a
/// framebuffer device (`PresentationBackend.resolve(on:)`).
public struct DisplayDevices: Equatable, Sendable {
    public var hasDisplayServer: Bool
    public var drmCards: [DisplayDevice]
    public var framebuffer: DisplayDevice?

    public init(hasDisplayServer: Bool, drmCards: [DisplayDevice], framebuffer: DisplayDevice?) {
        self.hasDisplayServer = hasDisplayServer
        self.drmCards = drmCards
        self.framebuffer = framebuffer
    }

    /// This machine's: `DISPLAY` or `WAYLAND_DISPLAY` set, `/dev/dri/card0` to `card7`,
    /// `/dev/fb0`, each checked with `access(2)` and its group read with `stat(2)`.
    public static func probe() -> DisplayDevices {
        let server = [getenv("DISPLAY"), getenv("WAYLAND_DISPLAY")].contains { $0.map { $0.pointee != 0 } ?? false }
        let cards = (0..<8).compactMap { device(at: "/dev/dri/card\($0)") }
        return DisplayDevices(hasDisplayServer: server, drmCards: cards, framebuffer: device(at: "/dev/fb0"))
    }

    private static func device(at path: String) -> DisplayDevice? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let group = getgrgid(status.st_gid).map { String(cString: $0.pointee.gr_name) }
        return DisplayDevice(path: path, isUsable: access(path, R_OK | W_OK) == 0, group: group)
    }
}
