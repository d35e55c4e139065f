import CDBus
import Components
import Dispatch
import Foundation
import Geometry
import Mounting

/// A window's accessibility tree on the AT-SPI accessibility bus, where Orca and other
/// Linux screen readers read applications: the app registers there (`Socket.Embed` on the
/// registry), answers the calls of AT-SPI's interfaces for its application, its window
/// and each element (Accessible, Application, Component, Action, Value, Text,
/// EditableText, Selection; `ATSPIBridge+Objects` and the files beside it), and after
/// each frame sends the events listeners asked for (focus, states, names, values,
/// children, text and caret: `ATSPIBridge+Events`).
///
/// **Cost when nobody listens.** Nothing is made until a client calls, and no event is
/// sent, nor the tree updated for one, while the registry reports no listener: the
/// bridge then costs a descriptor the loop watches, which stays quiet.
///
/// **libdbus**, already the portal's (`PortalSettingsConnection`), through
/// `DBusPrivateConnection`: messages are taken on the main actor when the connection's
/// descriptor is readable (a dispatch read source, like the window's events), at most
/// `callsPerTurn` a turn, so a client that floods the app with calls delays its frames by
/// one turn at most. Every reply is built from the tree as the last paint left it.
///
/// ```swift
/// let bridge = try ATSPIBridge.connect(host: presenter.host, title: "Check-in",
///                                      applicationName: "check-in")
/// presenter.onFrame = { _ in bridge.windowDidPresent() }
/// ```
@MainActor
public final class ATSPIBridge {
    /// How long connecting may take before the app starts without the bridge.
    public static let defaultTimeout = Duration.milliseconds(500)
    /// The most calls answered in one turn of the main queue; the rest wait one turn.
    static let callsPerTurn = 64

    public let host: ComponentHost
    /// The window's title: the name of its frame.
    public var title: String
    /// The application's name, which the desktop lists.
    public let applicationName: String
    /// The window's top-left corner on the screen in pixels, and the pixels a point
    /// takes: where screen coordinates come from.
    public var placement: () -> (origin: Point, scale: Double)

    let bus: DBusPrivateConnection
    private var source: (any DispatchSourceRead)?
    /// The listeners the registry reports.
    var listeners = ATSPIEventListeners()
    /// The desktop the registry embedded the application in (its parent).
    var desktop: (bus: String, path: String)?
    /// The number the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    private var embedSerial: UInt32 = 0
    private var listenersSerial: UInt32 = 0
    var keystrokeListenersSerial: UInt32 = 0
    /// The keystroke listeners the registry's device event controller reports (a screen
    /// reader's command keys), by bus name and path.
    var keystrokeListeners: [(bus: String, path: String)] = []
    /// Whether the window has keyboard focus (`windowActivationChanged`).
    var isWindowActive = true
    /// Keys whose press a listener took: their release is not the app's either.
    var consumedKeycodes: Set<UInt32> = []
    private var isContinuing = false
    /// The tree calls of one turn read (one update a turn); dropped at its end so the
    /// host's own copy is not duplicated when it next changes.
    private var turnTree: AccessibilityTree?
    /// What events last said of each element (`ATSPIBridge+Events`), kept only while
    /// someone listens.
    var sent: [AccessibilityID: ATSPISentElement] = [:]
    var isTracking = false

    /// Whether the registry has embedded the application (clients can find it).
    public private(set) var isRegistered = false
    /// Calls answered and events sent since the start (for tests and the inspector).
    public private(set) var answeredCalls = 0
    public internal(set) var sentEvents = 0
    /// How many event listeners the registry reports now.
    public var listenerCount: Int { listeners.count }
    /// Whether the bus is still there (false once it went away: the bridge is then idle).
    public private(set) var isConnected = true

    /// Connects `host`'s window to the accessibility bus: the bus `AT_SPI_BUS_ADDRESS`
    /// names in `environment`, else the one the session bus's `org.a11y.Bus` gives,
    /// waiting at most `timeout` in all; then registers with the AT-SPI registry (its
    /// answer comes later, through the loop). Throws when there is no bus to connect to.
    public static func connect(host: ComponentHost, title: String, applicationName: String,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               timeout: Duration = defaultTimeout,
                               placement: @escaping () -> (origin: Point, scale: Double) = { (.zero, 1) })
        throws(ATSPIConnectionError) -> ATSPIBridge {
        let deadline = ContinuousClock.now + timeout
        let address: String
        if let fixed = environment["AT_SPI_BUS_ADDRESS"], !fixed.isEmpty {
            address = fixed
        } else {
            guard let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty else { throw .noSessionBus }
            address = try accessibilityBusAddress(session: session, deadline: deadline)
        }
        let bus = try DBusPrivateConnection(address: address, deadline: deadline, failure: ATSPIConnectionError.cannotConnect)
        return ATSPIBridge(host: host, title: title, applicationName: applicationName, bus: bus, placement: placement)
    }

    private init(host: ComponentHost, title: String, applicationName: String, bus: DBusPrivateConnection,
                 placement: @escaping () -> (origin: Point, scale: Double)) {
        self.host = host
        self.title = title
        self.applicationName = applicationName
        self.bus = bus
        self.placement = placement
        for member in ["EventListenerRegistered", "EventListenerDeregistered"] {
            bus.addMatch("type='signal',interface='org.a11y.atspi.Registry',member='\(member)'")
        }
        for member in ["KeystrokeListenerRegistered", "KeystrokeListenerDeregistered"] {
            bus.addMatch("type='signal',interface='\(Self.deviceEventListener)',member='\(member)'")
        }
        let embed = dbus_message_new_method_call("org.a11y.atspi.Registry", ATSPIObject.applicationPath,
                                                 "org.a11y.atspi.Socket", "Embed")!
        var writer = DBusMessageWriter(appendingTo: embed)
        writer.structure { plug in
            plug.string(bus.uniqueName)
            plug.objectPath(ATSPIObject.applicationPath)
        }
        embedSerial = bus.send(embed)
        listenersSerial = bus.send(dbus_message_new_method_call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry",
                                                                "org.a11y.atspi.Registry", "GetRegisteredEvents")!)
        keystrokeListenersSerial = bus.send(dbus_message_new_method_call(
            "org.a11y.atspi.Registry", Self.deviceEventControllerPath, "org.a11y.atspi.DeviceEventController",
            "GetKeystrokeListeners")!)
        bus.flush()
        if let descriptor = bus.fileDescriptor {
            source = DescriptorReadSource.watch(descriptor, queue: .main) { [weak self] in
                MainActor.assumeIsolated { self?.takeMessages() }
            }
        }
    }

    /// Stops answering and sending: the bus connection closes with the bridge, and the
    /// registry drops the application.
    public func stop() {
        source?.cancel()
        source = nil
        stopTracking()
        isConnected = false
    }

    isolated deinit {
        source?.cancel()
    }

    /// The session bus's accessibility bus address (`org.a11y.Bus.GetAddress`).
    private static func accessibilityBusAddress(session: String, deadline: ContinuousClock.Instant)
        throws(ATSPIConnectionError) -> String {
        let connection = try DBusPrivateConnection(address: session, deadline: deadline,
                                                   failure: ATSPIConnectionError.noAccessibilityBus)
        let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")!
        let reply: OpaquePointer
        do {
            reply = try connection.call(call, deadline: deadline)
        } catch {
            throw .noAccessibilityBus(error.message)
        }
        defer { dbus_message_unref(reply) }
        var reader = DBusMessageReader(reply)
        guard let address = try? reader.string(), !address.isEmpty else {
            throw .noAccessibilityBus("org.a11y.Bus gave no address")
        }
        return address
    }

    // MARK: the loop

    /// Takes what the bus sent: calls answered, replies and registry signals noted.
    func takeMessages() {
        guard isConnected else { return }
        let connected = bus.takeMessages(limit: Self.callsPerTurn) { message in handle(message) }
        turnTree = nil
        bus.flush()
        guard connected else {
            // The bus went away (the session ends): nothing more will come.
            stop()
            return
        }
        takeQueuedMessagesNextTurn()
    }

    /// Takes messages read but not taken yet (more than a turn's, or those behind a
    /// reply waited for) in the next turn of the main queue: the descriptor will not
    /// wake the loop for them.
    func takeQueuedMessagesNextTurn() {
        if bus.hasQueuedMessages, !isContinuing {
            isContinuing = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.isContinuing = false
                    self?.takeMessages()
                }
            }
        }
    }

    /// The window's tree as the last paint left it, updated once a turn.
    var tree: AccessibilityTree {
        if let turnTree { return turnTree }
        let tree = host.accessibilityTree()
        turnTree = tree
        return tree
    }

    /// Forgets the turn's tree: an action changed focus, or what comes next must see
    /// what it did.
    func treeMayHaveChanged() { turnTree = nil }

    func handle(_ message: OpaquePointer) {
        switch dbus_message_get_type(message) {
        case CDBusMessageTypeMethodCall:
            answer(message)
        case CDBusMessageTypeSignal:
            noteRegistrySignal(message)
        default:
            noteReply(message)
        }
    }

    private func answer(_ message: OpaquePointer) {
        let interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
        let member = dbus_message_get_member(message).map { String(cString: $0) } ?? ""
        let path = dbus_message_get_path(message).map { String(cString: $0) } ?? ""
        guard let reply = dbus_message_new_method_return(message) else { return }
        var writer = DBusMessageWriter(appendingTo: reply)
        var reader = DBusMessageReader(message)
        var response = reply
        do throws(ATSPIRequestError) {
            if path == ATSPIObject.cachePath {
                // No cache is offered: clients ask each object (libatspi does then).
                guard interface == "org.a11y.atspi.Cache", member == "GetItems" else {
                    throw ATSPIRequestError.unknownMethod("the cache has only GetItems")
                }
                writer.array(of: "((so)(so)(so)iiassusau)") { _ in }
                return sendReply(reply, to: message)
            }
            guard let object = ATSPIObject(path: path), exists(object) else {
                throw ATSPIRequestError.unknownObject("no accessible object at \(path): it is gone, read its parent's children again")
            }
            try respond(to: object, interface: interface, member: member, arguments: &reader, reply: &writer)
        } catch {
            dbus_message_unref(reply)
            response = dbus_message_new_error(message, error.name, error.message)
        }
        sendReply(response, to: message)
    }

    private func sendReply(_ response: OpaquePointer?, to message: OpaquePointer) {
        guard let response else { return }
        answeredCalls += 1
        if dbus_message_get_no_reply(message) != 0 {
            dbus_message_unref(response)
        } else {
            bus.send(response)
        }
    }

    /// Whether `object` is shown now.
    func exists(_ object: ATSPIObject) -> Bool {
        guard case .element(let id) = object else { return true }
        return tree[id] != nil
    }

    /// Answers one call on `object`, writing its reply's arguments.
    private func respond(to object: ATSPIObject, interface: String, member: String,
                         arguments: inout DBusMessageReader, reply: inout DBusMessageWriter) throws(ATSPIRequestError) {
        do {
            switch interface {
            case "org.freedesktop.DBus.Properties":
                try respondToProperties(object, member, &arguments, &reply)
            case "org.freedesktop.DBus.Peer" where member == "Ping":
                break
            case "org.a11y.atspi.Accessible":
                try respondToAccessible(object, member, &arguments, &reply)
            case "org.a11y.atspi.Application" where object == .application:
                try respondToApplication(member, &arguments, &reply)
            case "org.a11y.atspi.Component" where object != .application:
                try respondToComponent(object, member, &arguments, &reply)
            default:
                guard case .element(let id) = object, let element = tree[id] else {
                    throw ATSPIRequestError.unknownMethod("\(object.path) has no interface \(interface)")
                }
                try respondToElement(element, interface: interface, member: member, &arguments, &reply)
            }
        } catch let error as DBusArgumentError {
            throw .invalidArguments("\(interface).\(member): \(error)")
        } catch let error as ATSPIRequestError {
            throw error
        } catch {
            throw .failed("\(interface).\(member): \(error)")
        }
    }

    // MARK: replies and signals

    private func noteReply(_ message: OpaquePointer) {
        let serial = dbus_message_get_reply_serial(message)
        let isError = dbus_message_get_type(message) != DBUS_MESSAGE_TYPE_METHOD_RETURN
        if serial == embedSerial {
            guard !isError else { return }
            var reader = DBusMessageReader(message)
            desktop = try? reader.structure { (fields: inout DBusMessageReader) throws(DBusArgumentError) in
                (bus: try fields.string(), path: try fields.objectPath())
            }
            isRegistered = true
        } else if serial == listenersSerial, !isError {
            var reader = DBusMessageReader(message)
            try? reader.forEach { (entry: inout DBusMessageReader) throws(DBusArgumentError) in
                try entry.structure { (fields: inout DBusMessageReader) throws(DBusArgumentError) in
                    let bus = try fields.string()
                    listeners.add(bus: bus, event: try fields.string())
                }
            }
            listenersChanged()
        } else if serial == keystrokeListenersSerial, !isError {
            noteKeystrokeListeners(message)
        }
    }

    private func noteRegistrySignal(_ message: OpaquePointer) {
        if noteKeystrokeListenerSignal(message) { return }
        let isRegistered = dbus_message_is_signal(message, "org.a11y.atspi.Registry", "EventListenerRegistered") != 0
        guard isRegistered
            || dbus_message_is_signal(message, "org.a11y.atspi.Registry", "EventListenerDeregistered") != 0 else { return }
        var reader = DBusMessageReader(message)
        guard let bus = try? reader.string(), let event = try? reader.string() else { return }
        if isRegistered {
            listeners.add(bus: bus, event: event)
        } else {
            listeners.remove(bus: bus, event: event)
        }
        listenersChanged()
    }
}
