import Components
import Locking

/// Collects the diagnostics a tree reports, instead of stopping the test.
public final class DiagnosticLog: Sendable {
    private let entries = Lock<[ComponentDiagnostic]>([])

    public init() {}

    public var handler: DiagnosticHandler {
        DiagnosticHandler { [self] diagnostic in entries.withLock { $0.append(diagnostic) } }
    }

    public var all: [ComponentDiagnostic] { entries.withLock { $0 } }

    public func of(_ kind: ComponentDiagnostic.Kind) -> [ComponentDiagnostic] { all.filter { $0.kind == kind } }
}
