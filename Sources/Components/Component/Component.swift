/// A piece of UI: an immutable value whose properties (props) describe it, and whose
/// `body` describes what it is made of.
///
/// A composite component implements `body`, built with `@ComponentBuilder`. Built-in
/// components (`Flexbox`, `Box`, `Text`, ...) end every tree: they have no body and
/// become `Element`s. A component with state or a controller declares a `scope`; its
/// state is read through the `BuildContext` and changed only by `updateState` (from an
/// action handler or its controller). Components are rebuilt often and thrown away:
/// anything long-lived belongs in a controller.
///
/// Make components `Equatable` (usually synthesized): a component equal to the one built
/// at the same place last time, with no pending state update below it, is not rebuilt.
public protocol Component: Sendable {
    /// What `body` returns: a component type (`Never` for built-ins).
    associatedtype Body: Component = Never
    /// The component's state type; `Stateless` (the default) means none.
    associatedtype State: Sendable = Stateless

    /// The component's persistent identity, or nil when it needs none. Required when
    /// the component has state or a controller: `.byType` while the component is the
    /// only one of its type among its scoped siblings, `.identifier(model.id)` otherwise.
    var scope: ComponentScope? { get }

    /// The state a new scope starts from: asked for when the scope first appears, not at
    /// every build (it may cost what a text area's document costs).
    func initialState() -> State

    /// The controller class created with this scope's first component, if any.
    static var controllerType: ComponentController<Self>.Type? { get }

    /// What this component is made of. `context` gives the scope's current state.
    @ComponentBuilder func body(_ context: BuildContext<Self>) -> Body

    /// Handles an action sent from this component's subtree; returns true when handled
    /// (the chain stops), false to pass it on to the controller and the ancestors.
    @MainActor func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool

    /// How a built-in becomes an element. Composite components keep the default, which
    /// builds `body`; not for use outside Tessera.
    func _element(in builder: ElementBuilder) -> Element?

    /// What layout modifiers (`.width(_:)`, `.margin(_:)`, ...) wrap: `Self` (the
    /// default), or a `LayoutModified`'s content, so chained modifiers merge into one
    /// wrapper; not for use outside Tessera.
    associatedtype _LayoutModifierContent: Component = Self

    /// This component with a layout modifier changed by `change`; not for use outside
    /// Tessera (the modifiers are declared once, on `Component`, through it).
    func _modifyingLayout(_ change: (inout LayoutModifier) -> Void) -> LayoutModified<_LayoutModifierContent>

    /// Whether `other` is a component of the same type with equal props: synthesized for
    /// `Equatable` components, always false otherwise (so they are always rebuilt).
    func _hasEqualProps(to other: any Component) -> Bool
}

/// The state type of components without state.
public struct Stateless: Hashable, Sendable {
    public init() {}
}

extension Component {
    public var scope: ComponentScope? { nil }
    public static var controllerType: ComponentController<Self>.Type? { nil }
    @MainActor public func handle(_ action: any Action, _ context: ActionContext<Self>) -> Bool { false }
    public func _element(in builder: ElementBuilder) -> Element? { builder.buildComposite(self) }
    /// Whether `other` equals this component, for a type whose `Equatable` conformance
    /// is conditional (`LayoutModified<Text>`, `TestIdentified<Toggle>`): the witness of
    /// a generic type's unconditional `Component` conformance is this one, not the
    /// `Self: Equatable` one below, so the conformance is looked up at run time. A type
    /// that is not `Equatable` is never equal (it is built again each time).
    public func _hasEqualProps(to other: any Component) -> Bool {
        guard let equatable = self as? any Equatable else { return false }
        return equatable.isEqual(toAny: other)
    }

    /// Whether this component declares state (and so needs a scope).
    static var hasState: Bool { State.self != Stateless.self }
}

extension Component where State == Stateless {
    public func initialState() -> Stateless { Stateless() }
}

extension Component where Self: Equatable {
    public func _hasEqualProps(to other: any Component) -> Bool {
        (other as? Self) == self
    }
}

extension Component where Body == Never {
    public func body(_ context: BuildContext<Self>) -> Never {
        fatalError("\(Self.self) is a built-in component and has no body")
    }
}

extension Never: Component {
    public typealias Body = Never
    public func _element(in builder: ElementBuilder) -> Element? { nil }
}

/// How a component asks for a scope.
public struct ComponentScope: Hashable, Sendable {
    /// Nil: the scope is told apart from its siblings by the component's type alone.
    public let identifier: ScopeIdentifier?

    /// Identified by the component's type (and the keys its ancestors gave): enough
    /// while no sibling scope has the same type.
    public static let byType = ComponentScope(identifier: nil)

    /// Identified by the component's type and `identifier` (a model's unique ID).
    public static func identifier(_ identifier: some Hashable & Sendable) -> ComponentScope {
        ComponentScope(identifier: ScopeIdentifier(identifier))
    }
}

/// A hashable, sendable value that tells scopes (or keyed siblings) apart: a model's
/// unique ID, an index, a name.
///
/// `@unchecked Sendable`: the initializer takes only `Sendable` values; `AnyHashable`
/// just cannot say so.
public struct ScopeIdentifier: Hashable, @unchecked Sendable, CustomStringConvertible {
    private let value: AnyHashable

    public init(_ value: some Hashable & Sendable) {
        self.value = AnyHashable(value)
    }

    public var description: String {
        if let string = value.base as? String { return "\"\(string)\"" }
        return String(describing: value.base)
    }
}
