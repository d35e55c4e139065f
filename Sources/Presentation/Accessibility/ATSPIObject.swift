import Mounting

/// An object the AT-SPI bridge shows clients, named by its D-Bus object path: the
/// application (the path AT-SPI reserves for an application's root), its window (a
/// frame), or an element of the window's accessibility tree, by its identity (never
/// reused, so a path of an element that is gone names nothing rather than another).
enum ATSPIObject: Hashable {
    case application
    case window
    case element(AccessibilityID)

    static let applicationPath = "/org/a11y/atspi/accessible/root"
    static let windowPath = "/org/a11y/atspi/accessible/window"
    static let elementPathPrefix = "/org/a11y/atspi/accessible/e"
    /// Where clients ask for an application's cache of objects (none is offered).
    static let cachePath = "/org/a11y/atspi/cache"
    /// What AT-SPI sends for "no object" (a parent of none).
    static let nullPath = "/org/a11y/atspi/null"

    /// The object `path` names; nil when it names none of the bridge's.
    init?(path: String) {
        switch path {
        case Self.applicationPath: self = .application
        case Self.windowPath: self = .window
        default:
            guard path.hasPrefix(Self.elementPathPrefix),
                  let number = UInt64(path.dropFirst(Self.elementPathPrefix.count)) else { return nil }
            self = .element(AccessibilityID(rawValue: number))
        }
    }

    var path: String {
        switch self {
        case .application: Self.applicationPath
        case .window: Self.windowPath
        case .element(let id): Self.elementPathPrefix + String(id.rawValue)
        }
    }
}

/// Why the bridge answered a client's call with an error: the D-Bus error it sends, and
/// what it says. The app goes on; the client learns what was wrong.
enum ATSPIRequestError: Error {
    /// The path names nothing shown now (an element that is gone, or never was).
    case unknownObject(String)
    /// The object has no such interface or method.
    case unknownMethod(String)
    /// The arguments are not those the method takes, or are out of range.
    case invalidArguments(String)
    /// The call was understood but could not be done.
    case failed(String)

    var name: String {
        switch self {
        case .unknownObject: "org.freedesktop.DBus.Error.UnknownObject"
        case .unknownMethod: "org.freedesktop.DBus.Error.UnknownMethod"
        case .invalidArguments: "org.freedesktop.DBus.Error.InvalidArgs"
        case .failed: "org.freedesktop.DBus.Error.Failed"
        }
    }

    var message: String {
        switch self {
        case .unknownObject(let text), .unknownMethod(let text), .invalidArguments(let text), .failed(let text): text
        }
    }
}

/// Why an app has no AT-SPI bridge: none of these stops it; screen readers then do not
/// see it.
public enum ATSPIConnectionError: Error, Equatable, CustomStringConvertible {
    /// No session bus to ask for the accessibility bus.
    case noSessionBus
    /// The session bus has no accessibility bus (at-spi2-core is not installed or not
    /// running), or it did not answer in time; what it said.
    case noAccessibilityBus(String)
    /// The accessibility bus could not be reached; what went wrong.
    case cannotConnect(String)

    public var description: String {
        switch self {
        case .noSessionBus:
            "no session bus (DBUS_SESSION_BUS_ADDRESS is not set), so no accessibility bus: screen readers cannot see the app"
        case .noAccessibilityBus(let detail):
            "the session bus has no accessibility bus (\(detail)): install and start at-spi2-core for screen readers"
        case .cannotConnect(let detail):
            "cannot connect to the accessibility bus: \(detail)"
        }
    }
}
