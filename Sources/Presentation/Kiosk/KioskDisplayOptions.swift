/// How a kiosk surface takes its display: which device, connector and mode, how the
/// picture is turned on the panel, and its scale. What `--device`, `--connector`,
/// `--mode`, `--rotate` and `--scale` set.
public struct KioskDisplayOptions: Equatable, Sendable {
    /// `/dev/dri/card0` for DRM, `/dev/fb0` for fbdev.
    public var device: String
    /// The DRM connector to show on, as `drmModeGetConnectorTypeName` and its index name
    /// it (`HDMI-A-1`, `DSI-1`, `Virtual-1`); nil: the first connected one. Not for fbdev.
    public var connector: String?
    /// The DRM mode; nil: the connector's preferred mode. Not for fbdev (its mode is set
    /// by the kernel or `fbset`).
    public var mode: DisplayModeRequest?
    /// How the picture is turned on the panel; input turns with it.
    public var rotation: DisplayRotation
    /// Device pixels per point: what the app is drawn at (and the cursor's size).
    public var scale: Double

    public init(device: String, connector: String? = nil, mode: DisplayModeRequest? = nil,
                rotation: DisplayRotation = .upright, scale: Double = 1) {
        self.device = device
        self.connector = connector
        self.mode = mode
        self.rotation = rotation
        self.scale = scale
    }
}
