/// The events assistive technologies listen for, as the AT-SPI registry reports them
/// (`GetRegisteredEvents`, then `EventListenerRegistered` and `EventListenerDeregistered`
/// signals): what decides which events the bridge sends. With no listener nothing is
/// sent at all; a listener for `object:` takes every object event, one for
/// `object:state-changed:focused` only those (each part of a registered name that is
/// given must match; later parts are free), as at-spi2-core's own bridge matches them.
struct ATSPIEventListeners {
    /// Each listener: its bus name and its event's parts, in the registry's form
    /// (`Object`, `StateChanged`, `Focused`).
    private var entries: [(bus: String, parts: [String])] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    mutating func add(bus: String, event: String) {
        entries.append((bus, Self.parts(of: event)))
    }

    /// Removes `bus`'s listener for `event` (its first one, as the registry counts them).
    mutating func remove(bus: String, event: String) {
        let parts = Self.parts(of: event)
        if let index = entries.firstIndex(where: { $0.bus == bus && $0.parts == parts }) { entries.remove(at: index) }
    }

    /// Removes every listener of `bus` (it left the bus).
    mutating func removeAll(bus: String) {
        entries.removeAll { $0.bus == bus }
    }

    mutating func removeAll() { entries.removeAll() }

    /// Whether some listener takes the event `category:name:detail`, each part as
    /// libatspi writes it (`object`, `state-changed`, `focused`).
    func wants(_ category: String, _ name: String, _ detail: String = "") -> Bool {
        guard !entries.isEmpty else { return false }
        let event = [Self.properFormat(category), Self.properFormat(name), Self.properFormat(detail)]
        return entries.contains { entry in
            for (index, part) in entry.parts.enumerated() {
                if part.isEmpty { return true }
                if index >= event.count || part != event[index] { return false }
            }
            return true
        }
    }

    /// A registered event's parts: up to three, split at colons, each in the registry's
    /// form (so `object:state-changed:focused` and `Object:StateChanged:Focused` agree).
    static func parts(of event: String) -> [String] {
        event.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map { properFormat(String($0)) }
    }

    /// `state-changed` as `StateChanged`: each word capitalized, the dashes dropped.
    static func properFormat(_ name: String) -> String {
        var result = ""
        var upper = true
        for character in name {
            if character == "-" {
                upper = true
            } else if upper {
                result += character.uppercased()
                upper = false
            } else {
                result.append(character)
            }
        }
        return result
    }
}
