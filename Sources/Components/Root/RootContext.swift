/// An identity map of roots, as Render's `UIContext`: the same key gives back the same
/// `ComponentRoot` (so a screen rebuilt with the same key keeps its state and
/// controllers), and `transient` makes a fresh root each time for stateless content.
@MainActor
public final class RootContext {
    private var roots: [String: ComponentRoot] = [:]
    public let environment: LayoutEnvironment
    public let diagnostics: DiagnosticHandler

    public init(environment: LayoutEnvironment = LayoutEnvironment(), diagnostics: DiagnosticHandler = .standard) {
        self.environment = environment
        self.diagnostics = diagnostics
    }

    /// The root for `key`: created on first use, otherwise the same root, updated to
    /// `component` (a rebuild with the new props; state and controllers stay). Throws a
    /// `DimensionError` when `sizeRange` fails `SizeRange.check()`, and a
    /// `RootContextError` when `key` holds a root of another component type; then nothing
    /// is made or changed.
    public func root<C: Component>(_ component: C, key: String, sizeRange: SizeRange) throws -> ComponentRoot {
        try sizeRange.check()
        if let root = roots[key] {
            guard type(of: root.component) == C.self else {
                throw RootContextError.typeMismatch(key: key, existing: String(describing: type(of: root.component)),
                                                    requested: String(describing: C.self))
            }
            root.update(component, sizeRange: sizeRange)
            return root
        }
        let root = ComponentRoot(component, sizeRange: sizeRange, environment: environment, diagnostics: diagnostics)
        roots[key] = root
        return root
    }

    /// A new root for `component`, kept nowhere: for stateless roots.
    public func transient<C: Component>(_ component: C, sizeRange: SizeRange) -> ComponentRoot {
        ComponentRoot(component, sizeRange: sizeRange, environment: environment, diagnostics: diagnostics)
    }

    /// Drops the root for `key`, invalidating its controllers.
    public func removeRoot(forKey key: String) {
        roots.removeValue(forKey: key)?.invalidate()
    }
}

/// Why `RootContext.root` refused a key.
public enum RootContextError: Error, CustomStringConvertible {
    case typeMismatch(key: String, existing: String, requested: String)

    public var description: String {
        switch self {
        case let .typeMismatch(key, existing, requested):
            "RootContext: the key \"\(key)\" holds a root of \(existing), not \(requested); use another key"
        }
    }
}
