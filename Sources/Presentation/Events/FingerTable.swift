import Components
import Geometry

/// The fingers touching besides the one that drives the pointer, by the platform's key
/// for a finger (SDL's touch and finger ids, libinput's slot): each gets the smallest
/// free `PointerID` above `.primary` while it touches, and its last place (for a lift,
/// which carries none on libinput). They reach multi-finger gestures (`onPinch`).
struct FingerTable<Key: Hashable & Sendable>: Sendable {
    private var fingers: [(key: Key, id: PointerID, location: Point)] = []

    /// The id a finger coming down now gets.
    mutating func add(_ key: Key, at location: Point) -> PointerID {
        var raw = 1
        while fingers.contains(where: { $0.id.rawValue == raw }) { raw += 1 }
        fingers.append((key, PointerID(raw), location))
        return PointerID(raw)
    }

    /// The id of a finger that touches, with its place now updated to `location`.
    mutating func move(_ key: Key, to location: Point) -> PointerID? {
        guard let index = fingers.firstIndex(where: { $0.key == key }) else { return nil }
        fingers[index].location = location
        return fingers[index].id
    }

    /// The id and last place of a finger lifted now.
    mutating func remove(_ key: Key) -> (id: PointerID, location: Point)? {
        guard let index = fingers.firstIndex(where: { $0.key == key }) else { return nil }
        let finger = fingers.remove(at: index)
        return (finger.id, finger.location)
    }

    /// Every finger, lifted at once (the touch was cancelled).
    mutating func removeAll() -> [(id: PointerID, location: Point)] {
        defer { fingers.removeAll() }
        return fingers.map { ($0.id, $0.location) }
    }
}
