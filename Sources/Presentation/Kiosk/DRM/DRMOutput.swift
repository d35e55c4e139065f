import CDRM
import LibC

/// Where a DRM card shows frames: a connected connector, a CRTC that can drive it, and
/// the mode to drive it in. Found once, when the surface opens.
struct DRMOutput {
    var connectorID: UInt32
    var connectorName: String
    var crtcID: UInt32
    var mode: drmModeModeInfo
    var displayMode: DisplayMode

    /// The output `options` ask for on the card open at `descriptor`: the named connector
    /// (else the first connected one), its current CRTC when it has one (else the first
    /// CRTC one of its encoders can drive), and the mode `DisplayMode.choose` picks.
    static func find(descriptor: Int32, options: KioskDisplayOptions) throws -> DRMOutput {
        let device = options.device
        guard let resources = drmModeGetResources(descriptor) else {
            throw KioskError.failed("drmModeGetResources", on: device)
        }
        defer { drmModeFreeResources(resources) }
        let connectorIDs = Array(UnsafeBufferPointer(start: resources.pointee.connectors,
                                                     count: Int(resources.pointee.count_connectors)))
        let crtcIDs = Array(UnsafeBufferPointer(start: resources.pointee.crtcs, count: Int(resources.pointee.count_crtcs)))
        var names: [String] = []
        for connectorID in connectorIDs {
            guard let connector = drmModeGetConnector(descriptor, connectorID) else { continue }
            defer { drmModeFreeConnector(connector) }
            let name = Self.name(of: connector.pointee)
            names.append(name)
            if let wanted = options.connector {
                guard name == wanted else { continue }
                guard connector.pointee.connection == DRM_MODE_CONNECTED else {
                    throw KioskError.unsupported(device: device, "connector \(name) has no display attached")
                }
            } else if connector.pointee.connection != DRM_MODE_CONNECTED {
                continue
            }
            return try output(connector.pointee, name: name, crtcIDs: crtcIDs, descriptor: descriptor, options: options)
        }
        if let wanted = options.connector {
            throw KioskError.unknownConnector(device: device, name: wanted, available: names)
        }
        throw KioskError.unsupported(device: device, "no connector has a display attached (connectors: "
                                        + (names.isEmpty ? "none" : names.joined(separator: ", ")) + ")")
    }

    private static func output(_ connector: drmModeConnector, name: String, crtcIDs: [UInt32], descriptor: Int32,
                               options: KioskDisplayOptions) throws -> DRMOutput {
        let modes = Array(UnsafeBufferPointer(start: connector.modes, count: Int(connector.count_modes)))
        let offered = modes.map(Self.displayMode)
        let chosen: DisplayMode
        do {
            chosen = try DisplayMode.choose(from: offered, request: options.mode)
        } catch {
            throw KioskError.unsupported(device: options.device, "connector \(name): \(error)")
        }
        let mode = modes[offered.firstIndex(of: chosen)!]
        guard let crtcID = crtc(for: connector, crtcIDs: crtcIDs, descriptor: descriptor) else {
            throw KioskError.unsupported(device: options.device, "no CRTC can drive connector \(name)")
        }
        return DRMOutput(connectorID: connector.connector_id, connectorName: name, crtcID: crtcID, mode: mode,
                         displayMode: chosen)
    }

    /// The CRTC driving the connector now, else the first one an encoder of it can use.
    private static func crtc(for connector: drmModeConnector, crtcIDs: [UInt32], descriptor: Int32) -> UInt32? {
        if connector.encoder_id != 0, let encoder = drmModeGetEncoder(descriptor, connector.encoder_id) {
            defer { drmModeFreeEncoder(encoder) }
            if encoder.pointee.crtc_id != 0 { return encoder.pointee.crtc_id }
        }
        for encoderID in UnsafeBufferPointer(start: connector.encoders, count: Int(connector.count_encoders)) {
            guard let encoder = drmModeGetEncoder(descriptor, encoderID) else { continue }
            defer { drmModeFreeEncoder(encoder) }
            // possible_crtcs: bit i is the resources' i-th CRTC.
            if let index = crtcIDs.indices.first(where: { encoder.pointee.possible_crtcs & (1 << UInt32($0)) != 0 }) {
                return crtcIDs[index]
            }
        }
        return nil
    }

    /// `HDMI-A-1`: the connector's type and its index among connectors of that type, as
    /// the kernel names it in /sys/class/drm.
    static func name(of connector: drmModeConnector) -> String {
        let type = drmModeGetConnectorTypeName(connector.connector_type).map { String(cString: $0) } ?? "Unknown"
        return "\(type)-\(connector.connector_type_id)"
    }

    /// A DRM mode as `DisplayMode.choose` compares them: its exact refresh rate is its
    /// pixel clock (kHz) over its totals.
    static func displayMode(_ mode: drmModeModeInfo) -> DisplayMode {
        let pixels = Int(mode.htotal) * Int(mode.vtotal)
        let millihertz = pixels > 0 ? Int((Double(mode.clock) * 1_000_000 / Double(pixels)).rounded())
                                    : Int(mode.vrefresh) * 1_000
        return DisplayMode(width: Int(mode.hdisplay), height: Int(mode.vdisplay), refreshMillihertz: millihertz,
                           isPreferred: mode.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0)
    }
}
