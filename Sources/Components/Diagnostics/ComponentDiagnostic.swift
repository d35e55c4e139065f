import LibC
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
        /// A list laid out as tall as all its rows while less of it is shown: it cannot
        /// scroll (a flex column's `min-height: auto` on the way down; once per list).
        case listCannotScroll
        /// A popup or dialog presented on an anchor that is not mounted (it built
        /// nothing): nothing shows, and nothing crashes (once while it lasts).
        case overlayAnchorNotMounted
        /// A component given a value it cannot show as given, showing another (a slider's
        /// value outside its range, shown at the nearer end): reported by the component
        /// through `BuildContext.reportInvalidValue` (once while it lasts).
        case invalidValue
        /// Something a component shows could not be loaded (an image file missing or
        /// broken): it shows its error look instead. Reported by the component through
        /// `BuildContext.reportResourceNotLoaded` (once while it lasts).
        case resourceNotLoaded
    }

    /// How bad a diagnostic is: what `DiagnosticHandler.standard` does with it.
    public enum Severity: Sendable, Hashable {
        /// The tree runs on as it should, minus what the mistake lost (an action nobody
        /// handled, a dropped update, a component without a scope, a bad size range).
        case warning
        /// State may be corrupted or misattributed: two scopes that cannot be told apart
        /// (the second one is built without a scope, so its state is lost at every build).
        case error
    }

    public let kind: Kind
    /// The path of the component concerned: `ListsComponent > ListComponent > ListItemComponent(id: 42)`.
    public let path: String
    /// The whole report: what, where, and how to fix it.
    public let message: String

    public var description: String { message }

    /// A diagnostic of `kind` about the component at `path`, saying `message` (what, where
    /// and the fix): what a mounting layer or a tool reports through a `DiagnosticHandler`.
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// Only a scope collision is an error; every other kind is a warning.
    public var severity: Severity {
        switch kind {
        case .scopeCollision: .error
        case .missingScope, .unhandledAction, .droppedStateUpdate, .invalidSizeRange, .listCannotScroll,
             .overlayAnchorNotMounted, .invalidValue, .resourceNotLoaded: .warning
        }
    }
}

/// Where diagnostics go. `.standard` prints warnings to standard error
/// (`tessera: warning: …`) in every build, and stops a debug build on an error (a scope
/// collision, as ComponentKit's assertions do) while a release build prints it
/// (`tessera: error: …`) and runs on; tests pass a handler that collects them.
public struct DiagnosticHandler: Sendable {
    /// Hands a diagnostic on (a mounting layer reports what only it sees).
    public let report: @Sendable (ComponentDiagnostic) -> Void

    public init(_ report: @escaping @Sendable (ComponentDiagnostic) -> Void) {
        self.report = report
    }

    public static let standard = DiagnosticHandler { diagnostic in
        #if DEBUG
        if diagnostic.severity == .error { fatalError(diagnostic.message) }
        #endif
        let line = "tessera: \(diagnostic.severity == .error ? "error" : "warning"): \(diagnostic.message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}

