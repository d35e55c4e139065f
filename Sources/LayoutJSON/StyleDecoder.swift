import Layout

/// Reads a `style` object into a `LayoutStyle`: each key of the spec's table, its kind
/// of value (keyword, number, LENGTH with or without `auto`), and spec.py's messages.
enum StyleDecoder {
    /// `inherited`: the parent's direction, the style's unless it has the key.
    static func decode(_ value: JSONValue, at path: String,
                       inheriting inherited: LayoutDirection) throws(LayoutCaseError) -> LayoutStyle {
        guard case .object(let members) = value else {
            throw LayoutCaseError("\(path): \"style\" must be an object, got \(JSONText.show(value))")
        }
        var style = LayoutStyle()
        style.direction = inherited
        for member in members {
            try apply(StyleValue(member: member, path: path), to: &style)
        }
        return style
    }

    private static func apply(_ value: StyleValue, to style: inout LayoutStyle) throws(LayoutCaseError) {
        switch value.member.key {
        case "display": style.display = try value.keyword(StyleKeywords.display)
        case "position": style.position = try value.keyword(StyleKeywords.position)
        case "flexDirection": style.flexDirection = try value.keyword(StyleKeywords.flexDirection)
        case "flexWrap": style.flexWrap = try value.keyword(StyleKeywords.flexWrap)
        case "justifyContent": style.justifyContent = try value.keyword(StyleKeywords.justifyContent)
        case "alignItems": style.alignItems = try value.keyword(StyleKeywords.alignItems)
        case "alignSelf": style.alignSelf = try value.keyword(StyleKeywords.alignSelf)
        case "alignContent": style.alignContent = try value.keyword(StyleKeywords.alignContent)
        case "flexGrow": style.flexGrow = try value.nonNegativeNumber()
        case "flexShrink": style.flexShrink = try value.nonNegativeNumber()
        case "borderLeft": style.border.left = try value.nonNegativeNumber()
        case "borderRight": style.border.right = try value.nonNegativeNumber()
        case "borderTop": style.border.top = try value.nonNegativeNumber()
        case "borderBottom": style.border.bottom = try value.nonNegativeNumber()
        case "aspectRatio": style.aspectRatio = try value.positiveNumber()
        case "flexBasis": style.flexBasis = try value.lengthOrAuto()
        case "width": style.width = try value.lengthOrAuto()
        case "height": style.height = try value.lengthOrAuto()
        case "minWidth": style.minWidth = try value.lengthOrAuto()
        case "minHeight": style.minHeight = try value.lengthOrAuto()
        case "maxWidth": style.maxWidth = try value.lengthOrAuto()
        case "maxHeight": style.maxHeight = try value.lengthOrAuto()
        case "marginLeft": style.margin.left = try value.lengthOrAuto()
        case "marginRight": style.margin.right = try value.lengthOrAuto()
        case "marginTop": style.margin.top = try value.lengthOrAuto()
        case "marginBottom": style.margin.bottom = try value.lengthOrAuto()
        case "paddingLeft": style.padding.left = try value.length()
        case "paddingRight": style.padding.right = try value.length()
        case "paddingTop": style.padding.top = try value.length()
        case "paddingBottom": style.padding.bottom = try value.length()
        case "left": style.inset.left = try value.length().dimension
        case "right": style.inset.right = try value.length().dimension
        case "top": style.inset.top = try value.length().dimension
        case "bottom": style.inset.bottom = try value.length().dimension
        case "rowGap": style.rowGap = try value.length()
        case "columnGap": style.columnGap = try value.length()
        // Tessera's addition, last: the other keys are not slowed by one more comparison.
        case "direction": style.direction = try value.keyword(StyleKeywords.direction)
        default:
            throw LayoutCaseError("\(value.path): unknown style key \"\(value.member.key)\" (value \(JSONText.show(value.member.value)))")
        }
    }
}

/// One `key: value` of a style, read as the kind of value its key takes.
private struct StyleValue {
    let member: JSONMember
    let path: String

    func keyword<Value>(_ table: [(String, Value)]) throws(LayoutCaseError) -> Value {
        if case .string(let text) = member.value, let match = table.first(where: { $0.0 == text }) {
            return match.1
        }
        throw invalid(expected: "one of " + table.map(\.0).joined(separator: ", "))
    }

    func nonNegativeNumber() throws(LayoutCaseError) -> Double {
        guard let number = finiteNumber, number >= 0 else { throw invalid(expected: "a number >= 0") }
        return number
    }

    func positiveNumber() throws(LayoutCaseError) -> Double {
        guard let number = finiteNumber, number > 0 else { throw invalid(expected: "a number > 0") }
        return number
    }

    /// LENGTH or `"auto"`.
    func lengthOrAuto() throws(LayoutCaseError) -> Length {
        if case .string("auto") = member.value { return .auto }
        if let length = lengthValue { return length.dimension }
        throw invalid(expected: "a number, \"N%\" or \"auto\"")
    }

    /// LENGTH: a number of points or `"N%"`.
    func length() throws(LayoutCaseError) -> LengthPercentage {
        if let length = lengthValue { return length }
        throw invalid(expected: "a number, \"N%\"")
    }

    private var finiteNumber: Double? {
        if case .number(let number) = member.value, number.value.isFinite { return number.value }
        return nil
    }

    private var lengthValue: LengthPercentage? {
        if let points = finiteNumber { return .points(points) }
        if case .string(let text) = member.value, let percent = Percentage.parse(text) { return .percent(percent) }
        return nil
    }

    private func invalid(expected: String) -> LayoutCaseError {
        LayoutCaseError("\(path): key \"\(member.key)\" has invalid value \(JSONText.show(member.value)) (expected \(expected))")
    }
}

extension LengthPercentage {
    /// The same length as a `Length` (for insets, whose JSON form has no `auto`).
    var dimension: Length {
        switch self {
        case .points(let value): .points(value)
        case .percent(let value): .percent(value)
        }
    }
}
