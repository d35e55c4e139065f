import Components
import ComponentTestSupport

/// Records calls in order, across components and controllers (main actor only).
@MainActor
final class CallLog {
    var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
}

extension ComponentRoot {
    /// The state of each instance of `C`, keyed by `key`.
    func states<C: Component, Key: Hashable>(of type: C.Type, by key: (C) -> Key) -> [Key: C.State] {
        var states: [Key: C.State] = [:]
        for instance in instances(of: type) {
            states[key(instance.component as! C)] = instance.state as? C.State
        }
        return states
    }

    /// The first element owned by an instance of `C` matching `where`.
    func element<C: Component>(ownedBy type: C.Type, where match: (C) -> Bool = { _ in true }) -> Element? {
        layout.elements.first { element in
            guard let component = element.owner?.component as? C else { return false }
            return match(component)
        }
    }
}
