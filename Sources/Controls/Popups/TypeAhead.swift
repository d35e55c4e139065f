/// Finding a row of a list by typing its first letters, as native lists and WAI-ARIA's
/// listbox do: letters typed within `window` seconds of each other add up to a prefix,
/// and the highlight goes to the first enabled row whose title starts with it (ignoring
/// case). The same letter typed again goes round the rows starting with it.
enum TypeAhead {
    /// Seconds after the last letter until the next one starts a new prefix.
    static let window = 1.0

    /// The letter a key types into a type-ahead, if it types one (Space, and keys held
    /// with Control, Alt or Meta, are left to what they do).
    static func letter(of key: KeyEvent) -> Character? {
        guard key.isDown, case .character(let character) = key.key, character != " ",
              key.modifiers.isSubset(of: .shift) else { return nil }
        return character
    }

    /// The row `typed` finds among `titles` (of which `enabled` can be chosen), from the
    /// highlighted row `current`.
    static func row(for typed: String, titles: [String], enabled: [Bool], current: Int?) -> Int? {
        let prefix = typed.lowercased()
        guard let firstLetter = prefix.first else { return nil }
        func starts(_ index: Int, with prefix: String) -> Bool {
            enabled[index] && titles[index].lowercased().hasPrefix(prefix)
        }
        // One letter, or one letter repeated: the next row starting with it after the current one.
        if prefix.allSatisfy({ $0 == firstLetter }) {
            let letter = String(firstLetter)
            if prefix.count > 1, let whole = titles.indices.first(where: { starts($0, with: prefix) }) { return whole }
            let start = current.map { $0 + 1 } ?? 0
            let order = Array(start..<titles.count) + Array(0..<min(start, titles.count))
            return order.first { starts($0, with: letter) }
        }
        return titles.indices.first { starts($0, with: prefix) }
    }
}
