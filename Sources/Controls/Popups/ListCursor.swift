/// Where the arrow, Home, End and page keys move the highlight of a popup list: among
/// the enabled rows only, stopping at the ends (a list does not go round, as in native
/// menus and WAI-ARIA's listbox).
struct ListCursor {
    /// Whether each row can be chosen.
    let enabled: [Bool]
    let rowsPerPage: Int

    /// The row `key` moves the highlight to from `current` (nil: no row highlighted yet:
    /// Down goes to the first, Up to the last); nil for a key that moves nothing.
    func row(after key: Key, from current: Int?) -> Int? {
        switch key {
        case .down: current.map { step(from: $0, by: 1) } ?? first
        case .up: current.map { step(from: $0, by: -1) } ?? last
        case .home: first
        case .end: last
        case .pageDown: current.map { step(from: $0, by: rowsPerPage) } ?? first
        case .pageUp: current.map { step(from: $0, by: -rowsPerPage) } ?? last
        default: nil
        }
    }

    var first: Int? { enabled.firstIndex(of: true) }
    var last: Int? { enabled.lastIndex(of: true) }

    /// `distance` rows on from `index` (clamped to the list), then on in the same
    /// direction to an enabled row, else back to the nearest one; `index` when none is.
    private func step(from index: Int, by distance: Int) -> Int {
        guard !enabled.isEmpty else { return index }
        let target = min(enabled.count - 1, max(0, index + distance))
        let forward = distance >= 0
        let ahead = forward ? Array(target..<enabled.count) : Array((0...target).reversed())
        if let found = ahead.first(where: { enabled[$0] }) { return found }
        let behind = forward ? Array((0..<target).reversed()) : Array((target + 1)..<enabled.count)
        return behind.first { enabled[$0] } ?? index
    }
}
