/// A mistake in a component tree, found while building it, sending an action or updating
/// state: what happened, where (the path of composite components from the root), and how
/// to fix it. Each is reported once: a collision or a missing scope when it appears (not
/// again on every rebuild while it lasts), an update or action that went nowhere the first
/// time per component type (see `ReportedDiagnostics`).
public struct ComponentDiagnostic: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Two sibling scopes that cannot be told apart.
        case scopeCollision
        /// A component with state or a controller and no scope.
        case missingScope
        /// An action that nothing on the responder chain handled (once per sender type and
        /// action type).
        case unhandledAction
        /// A state update that went nowhere: its component has no scope, its scope
        /// collided with a sibling's, or its controller was invalidated (once per
        /// component type and reason).
        case droppedStateUpdate
        /// A root's size range that fails `SizeRange.check()` (laid out as given).
        case invalidSizeRange
    }

    public let kind: Kind
    /// The path of the component concerned: `ListsComponent > ListComponent > ListItemComponent(id: 42)`.
    public let path: String
    /// The whole report: what, where, and how to fix it.
    public let message: String

    public var description: String { message }
}

/// Where diagnostics go. `.standard` stops a debug build with the message (as
/// ComponentKit's assertions do) and prints it to standard error in a release build;
/// tests pass a handler that collects them.
public struct DiagnosticHandler: Sendable {
    let report: @Sendable (ComponentDiagnostic) -> Void

    public init(_ report: @escaping @Sendable (ComponentDiagnostic) -> Void) {
        self.report = report
    }

    public static let standard = DiagnosticHandler { diagnostic in
        #if DEBUG
        fatalError(diagnostic.message)
        #else
        let line = "tessera: \(diagnostic.message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        #endif
    }
}

#if !DEBUG
import LibC
#endif
