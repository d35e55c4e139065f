import Components
import Dispatch
import Foundation

/// The desktop's light or dark preference, read at start and followed while it changes,
/// as GTK 4, Qt 6 and Firefox follow it on Linux: the XDG Desktop Portal's setting
/// `org.freedesktop.appearance` `color-scheme` on the session bus (SDL 2 has no
/// system-theme API). `TESSERA_COLOR_SCHEME=light|dark` wins over the desktop (tests,
/// kiosks without one).
///
/// Starting never waits long: the first read gives up after `timeout` (200 ms by
/// default), and without a session bus (`DBUS_SESSION_BUS_ADDRESS` unset) or a portal
/// the app starts at once with no preference (`colorScheme` is light). Changes arrive
/// through the event loop's thread: a dispatch read source on the bus connection's
/// descriptor wakes the main queue when the bus sends something, so nothing polls and an
/// idle app stays idle. `AppLauncher` makes one for each app and puts `colorScheme` in
/// the root's environment (`ComponentEnvironment.colorScheme`).
///
/// ```swift
/// let appearance = try SystemAppearance()
/// appearance.onChange = { scheme in root.update(Screen().environment(\.colorScheme, scheme)) }
/// ```
@MainActor
public final class SystemAppearance {
    /// Where the preference comes from.
    public enum Origin: Sendable, Equatable {
        /// `TESSERA_COLOR_SCHEME`: fixed, the desktop is not asked.
        case environmentVariable
        /// The desktop's portal, whose changes are followed.
        case portal
        /// Neither answered (no session bus, no portal, no answer in time), said in words:
        /// no preference. With a bus, a portal that starts later is still followed.
        case unavailable(String)
    }

    /// The variable that fixes the color scheme (`light` or `dark`), over the desktop's.
    public static let colorSchemeVariable = "TESSERA_COLOR_SCHEME"
    /// How long the first read of the portal may take before the app starts without it.
    public static let defaultTimeout = Duration.milliseconds(200)

    /// What the desktop prefers; nil when it states no preference or cannot be asked.
    public private(set) var preferredColorScheme: ColorScheme?
    /// Where `preferredColorScheme` came from.
    public private(set) var origin: Origin
    /// Called on the main actor when `colorScheme` changes (not when the preference
    /// changes between none and light, which look the same).
    public var onChange: ((ColorScheme) -> Void)?

    /// What to draw in: the preference, light when there is none.
    public var colorScheme: ColorScheme { preferredColorScheme ?? .light }

    /// The portal connection and the read source on its descriptor (nil: not following).
    private var connection: PortalSettingsConnection?
    private var source: (any DispatchSourceRead)?

    /// Reads the preference: `TESSERA_COLOR_SCHEME` from `environment` when it is set,
    /// else the portal on the session bus `environment`'s `DBUS_SESSION_BUS_ADDRESS`
    /// names, waiting at most `timeout`, and follows the portal from then on. Throws
    /// `AppLaunchError.invalidValue` naming the variable when it is neither `light` nor
    /// `dark`; a missing bus or portal is no error (`origin` says why).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                timeout: Duration = SystemAppearance.defaultTimeout) throws(AppLaunchError) {
        if let fixed = try Self.colorSchemeOverride(in: environment) {
            preferredColorScheme = fixed
            origin = .environmentVariable
            return
        }
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
            origin = .unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
            return
        }
        let deadline = ContinuousClock.now + timeout
        let connection: PortalSettingsConnection
        do {
            connection = try PortalSettingsConnection(address: address, deadline: deadline)
        } catch {
            origin = .unavailable(error.description)
            return
        }
        // Asked for before the read, so a change made meanwhile is not lost: libdbus keeps
        // it queued for the first drain below.
        connection.watchColorScheme()
        do {
            preferredColorScheme = Self.colorScheme(portalValue: try connection.readColorScheme(deadline: deadline))
            origin = .portal
        } catch {
            origin = .unavailable(error.description)
        }
        follow(connection)
    }

    isolated deinit {
        stop()
    }

    /// `TESSERA_COLOR_SCHEME` in `environment`: `light` or `dark` (any case); nil when it
    /// is unset or empty. Throws `AppLaunchError.invalidValue` naming the variable and
    /// the values it accepts for anything else.
    public static func colorSchemeOverride(in environment: [String: String]) throws(AppLaunchError) -> ColorScheme? {
        guard let value = environment[colorSchemeVariable], !value.isEmpty else { return nil }
        guard let scheme = ColorScheme(rawValue: value.lowercased()) else {
            throw .invalidValue(colorSchemeVariable, value, expected: "light or dark")
        }
        return scheme
    }

    /// The portal's number as a scheme: 1 dark, 2 light; 0 (no preference) and numbers
    /// a later portal may add, none.
    static func colorScheme(portalValue: UInt32) -> ColorScheme? {
        switch portalValue {
        case 1: .dark
        case 2: .light
        default: nil
        }
    }

    /// Whether changes are followed (a portal connection and its read source).
    public var isFollowing: Bool { source != nil }

    /// Stops following the desktop: the read source ends, then the connection closes.
    /// The preference stays as it was.
    public func stop() {
        source?.cancel()
        source = nil
        connection = nil
    }

    // MARK: following

    private func follow(_ connection: PortalSettingsConnection) {
        guard let descriptor = connection.fileDescriptor else { return }
        // On a copy of the descriptor: the connection may close as soon as `stop()` runs.
        guard let source = DescriptorReadSource.watch(descriptor, queue: .main, handler: { [weak self] in
            MainActor.assumeIsolated { self?.takeChanges() }
        }) else { return }
        self.connection = connection
        self.source = source
        // What libdbus read while the first read waited is in its queue, not the socket's.
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.takeChanges() } }
    }

    private func takeChanges() {
        guard let connection else { return }
        let (values, isDisconnected) = connection.takeChanges()
        let before = colorScheme
        for value in values {
            preferredColorScheme = Self.colorScheme(portalValue: value)
            origin = .portal
        }
        if isDisconnected {
            origin = .unavailable("the session bus closed the connection")
            stop()
        }
        if colorScheme != before { onChange?(colorScheme) }
    }
}

extension PortalSettingsError: CustomStringConvertible {
    var description: String {
        switch self {
        case .noBus(let reason): "no session bus: \(reason)"
        case .noPortal(let reason): "no desktop portal: \(reason)"
        case .unknownMethod: "the portal has no such method"
        }
    }
}
