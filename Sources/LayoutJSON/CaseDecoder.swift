import Layout

/// Turns a parsed line into a `LayoutCase`, checking it against the spec's table.
/// Members are checked in the order of the text and each node's children before any
/// later key, so the first problem reported is the one spec.py reports.
enum CaseDecoder {
    static func decodeCase(_ value: JSONValue) throws(LayoutCaseError) -> LayoutCase {
        guard case .object(let members) = value else {
            throw LayoutCaseError("a case must be a JSON object, got \(JSONText.show(value))")
        }
        var result = LayoutCase(availableWidth: nil, availableHeight: nil, root: LayoutNode())
        for member in members {
            switch member.key {
            case "available": try decodeAvailable(member.value, into: &result)
            case "root": result.root = try decodeNode(member.value, at: "root", inheriting: .leftToRight)
            default: throw LayoutCaseError("unknown key \"\(member.key)\" (value \(JSONText.show(member.value)))")
            }
        }
        return result
    }

    private static func decodeAvailable(_ value: JSONValue, into result: inout LayoutCase) throws(LayoutCaseError) {
        guard case .object(let members) = value else {
            throw LayoutCaseError("key \"available\" must be an object, got \(JSONText.show(value))")
        }
        for member in members {
            guard member.key == "width" || member.key == "height" else {
                throw LayoutCaseError("available: unknown key \"\(member.key)\" (value \(JSONText.show(member.value)))")
            }
            var size: Double?
            switch member.value {
            case .null: size = nil
            case .number(let number) where number.value.isFinite && number.value >= 0: size = number.value
            default:
                throw LayoutCaseError("available: key \"\(member.key)\" has invalid value \(JSONText.show(member.value)) "
                                      + "(expected a number >= 0 or null)")
            }
            if member.key == "width" { result.availableWidth = size } else { result.availableHeight = size }
        }
    }

    /// A node and its subtree; `path` names it in messages (`root.children[2]`).
    /// `direction` is inherited as in CSS (Writing Modes 3 §2.1): a node without the key
    /// takes `inherited`, its parent's (the engine does not inherit it).
    private static func decodeNode(_ value: JSONValue, at path: String,
                                   inheriting inherited: LayoutDirection) throws(LayoutCaseError) -> LayoutNode {
        guard case .object(let members) = value else {
            throw LayoutCaseError("\(path): a node must be an object, got \(JSONText.show(value))")
        }
        var style = LayoutStyle()
        style.direction = inherited
        var styleRead = false
        var children: [LayoutNode] = []
        for member in members {
            switch member.key {
            case "style":
                style = try StyleDecoder.decode(member.value, at: "\(path).style", inheriting: inherited)
                styleRead = true
            case "children":
                guard case .array(let elements) = member.value else {
                    throw LayoutCaseError("\(path): key \"children\" must be an array, got \(JSONText.show(member.value))")
                }
                // The children inherit the node's direction, from a style that may
                // come after them in the text.
                let direction = styleRead ? style.direction : ownDirection(members, inherited: inherited)
                children = []
                children.reserveCapacity(elements.count)
                for (i, element) in elements.enumerated() {
                    children.append(try decodeNode(element, at: "\(path).children[\(i)]", inheriting: direction))
                }
            default:
                throw LayoutCaseError("\(path): unknown node key \"\(member.key)\" (value \(JSONText.show(member.value)))")
            }
        }
        return LayoutNode(style: style, children: children)
    }

    /// The node's direction before its style is read: the style's `direction` when
    /// valid (the last of repeated keys wins, as in spec.py), else `inherited`. An
    /// invalid one is reported when the style is read, in reading order.
    private static func ownDirection(_ members: [JSONMember], inherited: LayoutDirection) -> LayoutDirection {
        guard case .object(let style)? = members.last(where: { $0.key == "style" })?.value,
              case .string(let text)? = style.last(where: { $0.key == "direction" })?.value,
              let direction = StyleKeywords.direction.first(where: { $0.0 == text })?.1 else { return inherited }
        return direction
    }
}
