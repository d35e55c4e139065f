/// The axes a `ScrollView` scrolls on: its content is laid out unbounded (at its
/// max-content size) on these, and as large as the viewport on the others.
public struct ScrollAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = ScrollAxes(rawValue: 1 << 0)
    public static let vertical = ScrollAxes(rawValue: 1 << 1)
    public static let both: ScrollAxes = [.horizontal, .vertical]
}
