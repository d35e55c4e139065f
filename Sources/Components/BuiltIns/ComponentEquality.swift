/// Equality for props that hold existentials (children as `any Component`, actions as
/// `any Action`), so that the built-ins holding them can be `Equatable` and the framework
/// can skip rebuilding equal subtrees.
///
/// Both are conservative: a child that is not `Equatable`, or an action whose type is
/// not `Equatable`, compares unequal even to itself. An unequal answer only costs a
/// rebuild; an equal one must be true.

/// Whether two children lists are pairwise equal components (same types, equal props):
/// for a component of one's own that takes children and is `Equatable` (a panel).
public func componentsEqual(_ lhs: [any Component], _ rhs: [any Component]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in lhs.indices where !lhs[index]._hasEqualProps(to: rhs[index]) { return false }
    return true
}

/// Whether two optional actions are equal: both nil, or values of one `Equatable` type
/// that compare equal. For components that hold an action and are `Equatable` (a
/// control's `==`): an action that is not `Equatable` never equals another, so such a
/// component is built again each time.
public func actionsEqual(_ lhs: (any Action)?, _ rhs: (any Action)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case let (lhs?, rhs?):
        guard let equatable = lhs as? any Equatable else { return false }
        return equatable.isEqual(toAny: rhs)
    default: return false
    }
}

extension Equatable {
    /// `other` has this value's type and equals it (opens an `any Equatable`).
    func isEqual(toAny other: Any) -> Bool {
        (other as? Self) == self
    }
}
