import Components
import Foundation
import Geometry
import Mounting

/// What every object answers: its place in the tree (Accessible), its properties
/// (org.freedesktop.DBus.Properties), the application's own interface, and where it is
/// on the screen (Component).
extension ATSPIBridge {
    // MARK: the tree

    func children(of object: ATSPIObject) -> [ATSPIObject] {
        switch object {
        case .application: [.window]
        case .window: tree.roots.map(ATSPIObject.element)
        case .element(let id): (tree[id]?.children ?? []).map(ATSPIObject.element)
        }
    }

    func parent(of object: ATSPIObject) -> ATSPIObject? {
        switch object {
        case .application: nil
        case .window: .application
        case .element(let id): tree[id]?.parent.map(ATSPIObject.element) ?? .window
        }
    }

    /// An object reference (`(so)`): this connection's name and `object`'s path.
    func write(_ object: ATSPIObject?, to writer: inout DBusMessageWriter) {
        writer.structure { reference in
            reference.string(object == nil ? "" : bus.uniqueName)
            reference.objectPath(object?.path ?? ATSPIObject.nullPath)
        }
    }

    /// `object`'s parent as a reference; the application's is the desktop.
    func writeParent(of object: ATSPIObject, to writer: inout DBusMessageWriter) {
        if object == .application, let desktop {
            writer.structure { reference in
                reference.string(desktop.bus)
                reference.objectPath(desktop.path)
            }
        } else {
            write(parent(of: object), to: &writer)
        }
    }

    func name(of object: ATSPIObject) -> String {
        switch object {
        case .application: applicationName
        case .window: title
        case .element(let id): tree[id]?.name ?? ""
        }
    }

    func role(of object: ATSPIObject) -> (number: UInt32, name: String) {
        switch object {
        case .application: (ATSPIVocabulary.roleApplication, "application")
        case .window: (ATSPIVocabulary.roleFrame, "frame")
        case .element(let id): tree[id].map(ATSPIVocabulary.role) ?? (0, "invalid")
        }
    }

    func states(of object: ATSPIObject) -> ATSPIVocabulary.StateSet {
        var set = ATSPIVocabulary.StateSet()
        switch object {
        case .application:
            break
        case .window:
            // Orca reads only what is in an active, showing window.
            for state: ATSPIVocabulary.State in [.enabled, .sensitive, .showing, .visible, .resizable] {
                set.insert(state)
            }
            if isWindowActive { set.insert(.active) }
        case .element(let id):
            guard let element = tree[id] else { break }
            set = ATSPIVocabulary.states(of: element, isShowing: isShowing(element))
        }
        return set
    }

    /// Whether any of `element` is inside the window.
    func isShowing(_ element: AccessibilityElement) -> Bool {
        element.frame.intersects(Rect(origin: .zero, size: host.size)) && !element.frame.isEmpty
    }

    /// The interfaces `object` answers, as `GetInterfaces` lists them.
    func interfaces(of object: ATSPIObject) -> [String] {
        var names = ["org.a11y.atspi.Accessible"]
        switch object {
        case .application:
            names.append("org.a11y.atspi.Application")
        case .window:
            names.append("org.a11y.atspi.Component")
        case .element(let id):
            names.append("org.a11y.atspi.Component")
            guard let element = tree[id] else { break }
            if !ATSPIVocabulary.actions(of: element).isEmpty { names.append("org.a11y.atspi.Action") }
            if element.range != nil { names.append("org.a11y.atspi.Value") }
            if Self.hasText(element) { names.append("org.a11y.atspi.Text") }
            if Self.isEditable(element) { names.append("org.a11y.atspi.EditableText") }
            if Self.hasSelection(element) { names.append("org.a11y.atspi.Selection") }
        }
        return names
    }

    // MARK: Accessible

    func respondToAccessible(_ object: ATSPIObject, _ member: String, _ arguments: inout DBusMessageReader,
                             _ reply: inout DBusMessageWriter) throws {
        switch member {
        case "GetChildAtIndex":
            let index = Int(try arguments.int32())
            let children = children(of: object)
            guard children.indices.contains(index) else {
                throw ATSPIRequestError.invalidArguments("\(object.path) has \(children.count) children, none at \(index)")
            }
            write(children[index], to: &reply)
        case "GetChildren":
            let children = children(of: object)
            reply.array(of: "(so)") { array in for child in children { write(child, to: &array) } }
        case "GetIndexInParent":
            let index = parent(of: object).flatMap { children(of: $0).firstIndex(of: object) }
            reply.int32(Int32(index ?? -1))
        case "GetRelationSet":
            reply.array(of: "(ua(so))") { _ in }
        case "GetRole":
            reply.uint32(role(of: object).number)
        case "GetRoleName", "GetLocalizedRoleName":
            reply.string(role(of: object).name)
        case "GetState":
            let words = states(of: object).words
            reply.array(of: "u") { array in for word in words { array.uint32(word) } }
        case "GetAttributes":
            let attributes = attributes(of: object)
            reply.array(of: "{ss}") { array in
                for (key, value) in attributes {
                    array.dictionaryEntry { entry in
                        entry.string(key)
                        entry.string(value)
                    }
                }
            }
        case "GetApplication":
            write(.application, to: &reply)
        case "GetInterfaces":
            let names = interfaces(of: object)
            reply.array(of: "s") { array in for name in names { array.string(name) } }
        default:
            throw ATSPIRequestError.unknownMethod("Accessible has no method \(member)")
        }
    }

    /// The object attributes AT-SPI clients read: the toolkit, and an element's test ID
    /// (`id`), which tools find it by.
    func attributes(of object: ATSPIObject) -> [(String, String)] {
        var attributes = [("toolkit", "Tessera")]
        if case .element(let id) = object, let testID = tree[id]?.testID { attributes.append(("id", testID)) }
        return attributes
    }

    // MARK: Application

    func respondToApplication(_ member: String, _ arguments: inout DBusMessageReader,
                              _ reply: inout DBusMessageWriter) throws {
        switch member {
        case "GetLocale":
            _ = try arguments.uint32()
            reply.string(Self.locale)
        case "GetApplicationBusAddress":
            // No peer-to-peer connection: clients call through the bus.
            reply.string("")
        default:
            throw ATSPIRequestError.unknownMethod("Application has no method \(member)")
        }
    }

    static var locale: String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = ProcessInfo.processInfo.environment[name], !value.isEmpty { return value }
        }
        return "C"
    }

    // MARK: Properties

    func respondToProperties(_ object: ATSPIObject, _ member: String, _ arguments: inout DBusMessageReader,
                             _ reply: inout DBusMessageWriter) throws {
        let interface = try arguments.string()
        switch member {
        case "Get":
            let name = try arguments.string()
            guard let property = properties(of: object, interface: interface).first(where: { $0.name == name }) else {
                throw ATSPIRequestError.invalidArguments("\(object.path) has no property \(interface).\(name)")
            }
            reply.variant(property.signature, property.write)
        case "GetAll":
            let properties = properties(of: object, interface: interface)
            reply.array(of: "{sv}") { array in
                for property in properties {
                    array.dictionaryEntry { entry in
                        entry.string(property.name)
                        entry.variant(property.signature, property.write)
                    }
                }
            }
        case "Set":
            let name = try arguments.string()
            switch (object, interface, name) {
            case (.application, "org.a11y.atspi.Application", "Id"):
                // The registry numbers the application when it embeds it.
                applicationID = try arguments.variant { (value: inout DBusMessageReader) throws(DBusArgumentError) in
                    try value.int32()
                }
            case (.element(let id), "org.a11y.atspi.Value", "CurrentValue"):
                let value = try arguments.variant { (value: inout DBusMessageReader) throws(DBusArgumentError) in
                    try value.double()
                }
                try setValue(value, of: id)
            default:
                throw ATSPIRequestError.invalidArguments("\(interface).\(name) cannot be set on \(object.path)")
            }
        default:
            throw ATSPIRequestError.unknownMethod("Properties has no method \(member)")
        }
    }

    /// One property: its name, D-Bus type, and how its value is written.
    struct Property {
        let name: String
        let signature: String
        let write: (inout DBusMessageWriter) -> Void
    }

    func properties(of object: ATSPIObject, interface: String) -> [Property] {
        switch interface {
        case "org.a11y.atspi.Accessible":
            let name = name(of: object), childCount = Int32(children(of: object).count)
            var testID = ""
            if case .element(let id) = object { testID = tree[id]?.testID ?? "" }
            var description = ""
            if case .element(let id) = object { description = tree[id]?.description ?? "" }
            return [
                Property(name: "Name", signature: "s") { $0.string(name) },
                Property(name: "Description", signature: "s") { $0.string(description) },
                Property(name: "Parent", signature: "(so)") { self.writeParent(of: object, to: &$0) },
                Property(name: "ChildCount", signature: "i") { $0.int32(childCount) },
                Property(name: "Locale", signature: "s") { $0.string(Self.locale) },
                Property(name: "AccessibleId", signature: "s") { $0.string(testID) },
                Property(name: "HelpText", signature: "s") { $0.string("") },
            ]
        case "org.a11y.atspi.Application" where object == .application:
            let id = applicationID
            return [
                Property(name: "ToolkitName", signature: "s") { $0.string("Tessera") },
                Property(name: "Version", signature: "s") { $0.string("1") },
                Property(name: "ToolkitVersion", signature: "s") { $0.string("1") },
                Property(name: "AtspiVersion", signature: "s") { $0.string("2.1") },
                Property(name: "InterfaceVersion", signature: "u") { $0.uint32(1) },
                Property(name: "Id", signature: "i") { $0.int32(id) },
            ]
        default:
            guard case .element(let id) = object, let element = tree[id] else { return [] }
            return elementProperties(element, interface: interface)
        }
    }

    // MARK: Component

    /// `frame` (window points) in AT-SPI's coordinates: 0 the screen, 1 the window, 2
    /// the parent, in pixels.
    func extents(_ frame: Rect, of object: ATSPIObject, coordinates: UInt32) throws -> (Int32, Int32, Int32, Int32) {
        let (origin, scale) = placement()
        var offset = Point.zero
        switch coordinates {
        case 0: offset = origin
        case 1: break
        case 2:
            if let parent = parent(of: object), case .element(let id) = parent, let parentFrame = tree[id]?.frame {
                offset = Point(x: -parentFrame.minX * scale, y: -parentFrame.minY * scale)
            }
        default:
            throw ATSPIRequestError.invalidArguments("coordinate type \(coordinates) is none of 0 (screen), 1 (window), 2 (parent)")
        }
        func pixels(_ value: Double) -> Int32 { Int32(clamping: Int((value * scale).rounded())) }
        return (pixels(frame.minX) + Int32(clamping: Int(offset.x.rounded())),
                pixels(frame.minY) + Int32(clamping: Int(offset.y.rounded())), pixels(frame.width), pixels(frame.height))
    }

    func frame(of object: ATSPIObject) -> Rect {
        switch object {
        case .application, .window: Rect(origin: .zero, size: host.size)
        case .element(let id): tree[id]?.frame ?? .zero
        }
    }

    /// A point in AT-SPI's coordinates as a point in the window.
    func windowPoint(x: Int32, y: Int32, coordinates: UInt32) throws -> Point {
        let (origin, scale) = placement()
        switch coordinates {
        case 0: return Point(x: (Double(x) - origin.x) / scale, y: (Double(y) - origin.y) / scale)
        case 1: return Point(x: Double(x) / scale, y: Double(y) / scale)
        default:
            throw ATSPIRequestError.invalidArguments("coordinate type \(coordinates): points are asked in 0 (screen) or 1 (window)")
        }
    }

    /// The innermost element under `point` among `object`'s children (later ones are
    /// drawn over earlier ones), nil when none is.
    func element(at point: Point, in object: ATSPIObject) -> ATSPIObject? {
        for child in children(of: object).reversed() where frame(of: child).contains(point) {
            return element(at: point, in: child) ?? child
        }
        return nil
    }

    func respondToComponent(_ object: ATSPIObject, _ member: String, _ arguments: inout DBusMessageReader,
                            _ reply: inout DBusMessageWriter) throws {
        switch member {
        case "GetExtents":
            let (x, y, width, height) = try extents(frame(of: object), of: object, coordinates: try arguments.uint32())
            reply.structure { box in
                box.int32(x)
                box.int32(y)
                box.int32(width)
                box.int32(height)
            }
        case "GetPosition":
            let (x, y, _, _) = try extents(frame(of: object), of: object, coordinates: try arguments.uint32())
            reply.int32(x)
            reply.int32(y)
        case "GetSize":
            let (_, _, width, height) = try extents(frame(of: object), of: object, coordinates: 1)
            reply.int32(width)
            reply.int32(height)
        case "Contains":
            let point = try windowPoint(x: try arguments.int32(), y: try arguments.int32(), coordinates: try arguments.uint32())
            reply.bool(frame(of: object).contains(point))
        case "GetAccessibleAtPoint":
            let point = try windowPoint(x: try arguments.int32(), y: try arguments.int32(), coordinates: try arguments.uint32())
            write(frame(of: object).contains(point) ? element(at: point, in: object) : nil, to: &reply)
        case "GetLayer":
            // AtspiComponentLayer: 3 the window's own layer, 7 a window.
            reply.uint32(object == .window ? 7 : 3)
        case "GetMDIZOrder":
            reply.int16(0)
        case "GetAlpha":
            reply.double(1)
        case "GrabFocus":
            reply.bool(grabFocus(object))
        case "ScrollTo", "ScrollToPoint":
            reply.bool(scrollIntoView(object))
        case "SetExtents", "SetPosition", "SetSize":
            // An app's element is where its layout puts it.
            reply.bool(false)
        default:
            throw ATSPIRequestError.unknownMethod("Component has no method \(member)")
        }
    }

    private func grabFocus(_ object: ATSPIObject) -> Bool {
        guard case .element(let id) = object else { return false }
        defer { treeMayHaveChanged() }
        do {
            try host.performAccessibilityAction(.focus, on: id)
            return true
        } catch {
            return false
        }
    }

    private func scrollIntoView(_ object: ATSPIObject) -> Bool {
        guard case .element(let id) = object else { return false }
        defer { treeMayHaveChanged() }
        do {
            try host.scrollAccessibilityElementIntoView(id)
            return true
        } catch {
            return false
        }
    }
}
