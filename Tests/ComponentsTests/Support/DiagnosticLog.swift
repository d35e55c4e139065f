import Components
import Synchronization

/// Collects the diagnostics a tree reports, instead of stopping the test.
final class DiagnosticLog: Sendable {
    private let entries = Mutex<[ComponentDiagnostic]>([])

    var handler: DiagnosticHandler {
        DiagnosticHandler { [self] diagnostic in entries.withLock { $0.append(diagnostic) } }
    }

    var all: [ComponentDiagnostic] { entries.withLock { $0 } }

    func of(_ kind: ComponentDiagnostic.Kind) -> [ComponentDiagnostic] { all.filter { $0.kind == kind } }
}

/// Records calls in order, across components and controllers (main actor only).
@MainActor
final class CallLog {
    var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
}

extension ComponentRoot {
    /// Every composite instance of the latest build that owns an element, and its ancestors.
    func instances<C: Component>(of type: C.Type) -> [ComponentInstance] {
        var seen = Set<ObjectIdentifier>()
        var found: [ComponentInstance] = []
        for element in layout.elements {
            var current = element.owner
            while let instance = current {
                if seen.insert(ObjectIdentifier(instance)).inserted, instance.component is C { found.append(instance) }
                current = instance.parent
            }
        }
        return found
    }

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
