/// The per-byte codes of a breaks buffer (`LineBreaks.codes`): `codes[k]` says what may
/// happen at the position after byte k. Opportunities are the codes below `prohibited`.
enum BreakCode {
    static let mandatory = CChar(0)
    static let allowed = CChar(1)
    static let prohibited = CChar(2)
}
