/// Why models could not be matched by identity (`ListDataSource.update(to:)`,
/// `update(id:to:)`, `IdentityDiff`): the id, and where it was. Nothing was enqueued.
public struct ListIdentityError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the id.
    public enum Kind: Equatable, Sendable {
        /// Two models of the new array have the id: at `first` and at `second`.
        case duplicateInNew(first: ItemPath, second: ItemPath)
        /// Two items of the current list (pending changesets included) have the id:
        /// changesets enqueued by hand made them.
        case duplicateInCurrent(first: ItemPath, second: ItemPath)
        /// No item has the id (pending changesets included).
        case unknown
        /// `update(id:to:)` was given a model with another id (`modelID`).
        case mismatched(modelID: String)
    }

    /// The id, as `String(describing:)` shows it.
    public let id: String
    /// What is wrong with it.
    public let kind: Kind

    /// The error for `id` (as `String(describing:)` shows it).
    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// The id, what is wrong, and where.
    public var description: String {
        switch kind {
        case let .duplicateInNew(first, second):
            return "duplicate id \(id) in the new models: at \(first) and at \(second); ids must be unique"
        case let .duplicateInCurrent(first, second):
            return "duplicate id \(id) in the list (pending changesets included): at \(first) and at \(second); "
                + "a changeset enqueued by hand inserted it twice"
        case .unknown:
            return "no item has id \(id) (pending changesets included)"
        case .mismatched(let modelID):
            return "update(id: \(id), to:) was given a model whose id is \(modelID); an update keeps the item's id"
        }
    }
}
