/// The mistakes a root has reported while running, so that each is reported once however
/// often it happens: a state update that went nowhere, an action nobody handled. A key is
/// the diagnostic's kind, the component's type and a detail (the action's type, or why an
/// update was dropped). A program has finitely many of those, so the set stays bounded
/// however long a kiosk runs; nothing per instance or per event is kept.
///
/// Mistakes found while building (collisions, missing scopes) are not kept here: a build
/// reports those that were not there in the build before (`BuildResult.problems`).
@MainActor
final class ReportedDiagnostics {
    private struct Key: Hashable {
        let kind: ComponentDiagnostic.Kind
        let component: ObjectIdentifier
        let detail: String
    }

    let handler: DiagnosticHandler
    private var reported: Set<Key> = []

    init(handler: DiagnosticHandler) {
        self.handler = handler
    }

    /// Reports `diagnostic()` unless a diagnostic of `kind` about `component` with the same
    /// `detail` was reported before.
    func reportOnce(_ kind: ComponentDiagnostic.Kind, about component: any Component.Type, detail: String,
                    _ diagnostic: () -> ComponentDiagnostic) {
        guard reported.insert(Key(kind: kind, component: ObjectIdentifier(component), detail: detail)).inserted else {
            return
        }
        handler.report(diagnostic())
    }
}
