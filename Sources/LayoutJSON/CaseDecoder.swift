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
            case "root": result.root = try decodeNode(member.value, at: "root")
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
    private static func decodeNode(_ value: JSONValue, at path: String) throws(LayoutCaseError) -> LayoutNode {
        guard case .object(let members) = value else {
            throw LayoutCaseError("\(path): a node must be an object, got \(JSONText.show(value))")
        }
        var style = LayoutStyle()
        var children: [LayoutNode] = []
        for member in members {
            switch member.key {
            case "style":
                style = try StyleDecoder.decode(member.value, at: "\(path).style")
            case "children":
                guard case .array(let elements) = member.value else {
                    throw LayoutCaseError("\(path): key \"children\" must be an array, got \(JSONText.show(member.value))")
                }
                children = []
                children.reserveCapacity(elements.count)
                for (i, element) in elements.enumerated() {
                    children.append(try decodeNode(element, at: "\(path).children[\(i)]"))
                }
            default:
                throw LayoutCaseError("\(path): unknown node key \"\(member.key)\" (value \(JSONText.show(member.value)))")
            }
        }
        return LayoutNode(style: style, children: children)
    }
}
