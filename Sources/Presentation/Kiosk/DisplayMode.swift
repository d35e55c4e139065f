/// A mode a display's connector offers (what DRM lists for it): its size in pixels, its
/// refresh rate, and whether the display prefers it (its native resolution).
public struct DisplayMode: Sendable, Equatable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// Refreshes per 1,000 seconds (DRM's `vrefresh` is whole hertz; a mode's exact rate
    /// is its clock over its totals, 59,940 for 59.94 Hz).
    public var refreshMillihertz: Int
    public var isPreferred: Bool

    public init(width: Int, height: Int, refreshMillihertz: Int, isPreferred: Bool = false) {
        self.width = width
        self.height = height
        self.refreshMillihertz = refreshMillihertz
        self.isPreferred = isPreferred
    }

    /// `1920x1080@60.00`: how `--mode` writes it.
    public var description: String {
        let hertz = Double(refreshMillihertz) / 1_000
        let hundredths = Int((hertz * 100).rounded())
        let fraction = hundredths % 100
        return "\(width)x\(height)@\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The mode to show on: the one `request` names (the closest refresh rate of its
    /// size when it names none exactly, the preferred or fastest when it names none), or
    /// without a request the preferred mode, else the largest. Throws a
    /// `DisplayModeError` naming what was asked and what is offered.
    public static func choose(from modes: [DisplayMode], request: DisplayModeRequest?) throws(DisplayModeError) -> DisplayMode {
        guard !modes.isEmpty else { throw .noModes }
        guard let request else {
            if let preferred = modes.first(where: \.isPreferred) { return preferred }
            return modes.max { ($0.width * $0.height, $0.refreshMillihertz) < ($1.width * $1.height, $1.refreshMillihertz) }!
        }
        let sized = modes.filter { $0.width == request.width && $0.height == request.height }
        guard !sized.isEmpty else { throw .notOffered(request, offered: modes) }
        if let hertz = request.refreshHertz {
            let wanted = Int((hertz * 1_000).rounded())
            return sized.min { abs($0.refreshMillihertz - wanted) < abs($1.refreshMillihertz - wanted) }!
        }
        if let preferred = sized.first(where: \.isPreferred) { return preferred }
        return sized.max { $0.refreshMillihertz < $1.refreshMillihertz }!
    }
}

/// What `--mode` asks for: `WIDTHxHEIGHT`, optionally `@HZ` (`800x480`, `1920x1080@59.94`).
public struct DisplayModeRequest: Sendable, Equatable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var refreshHertz: Double?

    public init(width: Int, height: Int, refreshHertz: Double? = nil) {
        self.width = width
        self.height = height
        self.refreshHertz = refreshHertz
    }

    /// Reads `text`; throws `DisplayModeError.unreadable` naming it otherwise.
    public init(parsing text: String) throws(DisplayModeError) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count <= 2, size.count == 2, let width = Int(size[0]), let height = Int(size[1]),
              width > 0, height > 0 else {
            throw .unreadable(text)
        }
        var refresh: Double?
        if parts.count == 2 {
            guard let hertz = Double(parts[1]), hertz.isFinite, hertz > 0 else { throw .unreadable(text) }
            refresh = hertz
        }
        self.init(width: width, height: height, refreshHertz: refresh)
    }

    public var description: String {
        "\(width)x\(height)" + (refreshHertz.map { "@\($0)" } ?? "")
    }
}

/// Why no display mode could be chosen.
public enum DisplayModeError: Error, Equatable, CustomStringConvertible {
    /// `--mode`'s text is not `WIDTHxHEIGHT[@HZ]`.
    case unreadable(String)
    /// The connector offers no mode of the requested size.
    case notOffered(DisplayModeRequest, offered: [DisplayMode])
    /// The connector offers no mode at all.
    case noModes

    public var description: String {
        switch self {
        case .unreadable(let text):
            "cannot read the display mode \"\(text)\": write WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, as 800x480 or 1920x1080@60"
        case .notOffered(let request, let offered):
            "the display offers no \(request.width)x\(request.height) mode; it offers "
                + offered.map(\.description).joined(separator: ", ")
        case .noModes:
            "the display's connector offers no mode (is a display attached?)"
        }
    }
}
