import Layout

/// The keyword values of the spec's table, in its order (messages list them so).
enum StyleKeywords {
    static let display: [(String, Display)] = [("flex", .flex), ("none", .none)]
    static let position: [(String, Position)] = [("relative", .relative), ("absolute", .absolute)]
    static let flexDirection: [(String, FlexDirection)] = [
        ("row", .row), ("row-reverse", .rowReverse), ("column", .column), ("column-reverse", .columnReverse),
    ]
    static let flexWrap: [(String, FlexWrap)] = [("nowrap", .noWrap), ("wrap", .wrap), ("wrap-reverse", .wrapReverse)]
    static let justifyContent: [(String, JustifyContent)] = [
        ("flex-start", .flexStart), ("flex-end", .flexEnd), ("center", .center),
        ("space-between", .spaceBetween), ("space-around", .spaceAround), ("space-evenly", .spaceEvenly),
    ]
    static let alignItems: [(String, AlignItems)] = [
        ("flex-start", .flexStart), ("flex-end", .flexEnd), ("center", .center), ("stretch", .stretch),
        ("baseline", .baseline),
    ]
    /// `auto` (nil) takes the parent's `alignItems`.
    static let alignSelf: [(String, AlignItems?)] = [("auto", nil)] + alignItems.map { ($0.0, $0.1) }
    static let alignContent: [(String, AlignContent)] = [
        ("flex-start", .flexStart), ("flex-end", .flexEnd), ("center", .center), ("stretch", .stretch),
        ("space-between", .spaceBetween), ("space-around", .spaceAround), ("space-evenly", .spaceEvenly),
    ]
    /// Tessera's addition to the table (CSS `direction`).
    static let direction: [(String, LayoutDirection)] = [("ltr", .leftToRight), ("rtl", .rightToLeft)]
}
