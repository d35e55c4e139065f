/// Builds a composite component's body (and the content of single-child wrappers such
/// as `Inset` and `Center`): one component is itself; several, and `for` loops, make a
/// `ComponentGroup`, a column; `if`, `if let`, `switch` and `if #available` choose.
@resultBuilder
public enum ComponentBuilder {
    public static func buildBlock() -> EmptyComponent { EmptyComponent() }
    public static func buildBlock<C: Component>(_ component: C) -> C { component }
    /// Two or more components: a column of them (groups from loops and branches inside
    /// it are merged into it, so every component listed is a child of the one column).
    public static func buildBlock(_ first: any Component, _ second: any Component,
                                  _ rest: any Component...) -> ComponentGroup {
        ComponentGroup(parts: [first, second] + rest)
    }
    public static func buildOptional<C: Component>(_ component: C?) -> C? { component }
    public static func buildEither<First: Component, Second: Component>(first: First) -> Either<First, Second> { .first(first) }
    public static func buildEither<First: Component, Second: Component>(second: Second) -> Either<First, Second> { .second(second) }
    /// A `for` loop: a column of what each pass built.
    public static func buildArray<C: Component>(_ components: [C]) -> ComponentGroup { ComponentGroup(parts: components) }
    /// `if #available`: erased, so the branch's types never leave the availability check.
    public static func buildLimitedAvailability(_ component: some Component) -> ComponentGroup {
        ComponentGroup(parts: [component])
    }
}

/// Builds the children of a container: any number of components, loops, `if`/`else`.
@resultBuilder
public enum ChildrenBuilder {
    public static func buildExpression(_ component: some Component) -> [any Component] { [component] }
    public static func buildExpression(_ components: [any Component]) -> [any Component] { components }
    public static func buildBlock(_ parts: [any Component]...) -> [any Component] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any Component]]) -> [any Component] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any Component]?) -> [any Component] { part ?? [] }
    public static func buildEither(first: [any Component]) -> [any Component] { first }
    public static func buildEither(second: [any Component]) -> [any Component] { second }
    public static func buildLimitedAvailability(_ part: [any Component]) -> [any Component] { part }
}

/// A component that builds nothing.
public struct EmptyComponent: Component, Equatable {
    public init() {}
    public func _element(in builder: ElementBuilder) -> Element? { nil }
}

/// One of two components (from `if`/`else` in a body).
public enum Either<First: Component, Second: Component>: Component {
    case first(First)
    case second(Second)

    public func _element(in builder: ElementBuilder) -> Element? {
        switch self {
        case .first(let component): builder.build(component)
        case .second(let component): builder.build(component)
        }
    }
}

extension Either: Equatable where First: Equatable, Second: Equatable {}

extension Optional: Component where Wrapped: Component {
    public typealias Body = Never
    public func _element(in builder: ElementBuilder) -> Element? {
        map { builder.build($0) } ?? nil
    }
}
