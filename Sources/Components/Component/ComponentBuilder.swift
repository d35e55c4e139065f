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
///
/// The parts of a block are collected in a `Part`, which holds one child without an
/// array, so a block of n children makes one array (built with `buildPartialBlock`,
/// appending in place) rather than one per child, one for the block and one to flatten
/// them: a row of two children made five arrays before, and makes one.
@resultBuilder
public enum ChildrenBuilder {
    /// Children collected so far: none, one, or several in order.
    public struct Part {
        enum Storage {
            case none
            case one(any Component)
            case many([any Component])
        }

        var storage: Storage

        /// How many children it holds.
        var count: Int {
            switch storage {
            case .none: 0
            case .one: 1
            case .many(let children): children.count
            }
        }

        /// Adds `other`'s children after its own.
        mutating func append(_ other: Part) {
            switch (storage, other.storage) {
            case (_, .none): return
            case (.none, _): self = other
            case (.one(let first), .one(let second)): storage = .many([first, second])
            case (.one(let first), .many(let rest)):
                var children: [any Component] = []
                children.reserveCapacity(rest.count + 1)
                children.append(first)
                children.append(contentsOf: rest)
                storage = .many(children)
            case (.many(var children), _):
                // Let go of the stored array first, so that it is uniquely referenced and grows in place.
                storage = .none
                other.appended(to: &children)
                storage = .many(children)
            }
        }

        func appended(to children: inout [any Component]) {
            switch storage {
            case .none: break
            case .one(let child): children.append(child)
            case .many(let more): children.append(contentsOf: more)
            }
        }

        /// The children as an array.
        var array: [any Component] {
            switch storage {
            case .none: []
            case .one(let child): [child]
            case .many(let children): children
            }
        }
    }

    public static func buildExpression(_ component: some Component) -> Part { Part(storage: .one(component)) }
    public static func buildExpression(_ components: [any Component]) -> Part { Part(storage: .many(components)) }
    public static func buildBlock() -> Part { Part(storage: .none) }
    public static func buildPartialBlock(first: Part) -> Part { first }
    public static func buildPartialBlock(accumulated: Part, next: Part) -> Part {
        var parts = accumulated
        parts.append(next)
        return parts
    }
    public static func buildArray(_ parts: [Part]) -> Part {
        var children: [any Component] = []
        children.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { part.appended(to: &children) }
        return Part(storage: .many(children))
    }
    public static func buildOptional(_ part: Part?) -> Part { part ?? Part(storage: .none) }
    public static func buildEither(first: Part) -> Part { first }
    public static func buildEither(second: Part) -> Part { second }
    public static func buildLimitedAvailability(_ part: Part) -> Part { part }
    public static func buildFinalResult(_ part: Part) -> [any Component] { part.array }
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
