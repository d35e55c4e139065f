@testable import LayoutJSON

/// A node's border box as an oracle (a browser) gave it, and its children's: one line
/// of the spec's output format.
struct ExpectedLayout {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var children: [ExpectedLayout]

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    init(x: Double, y: Double, width: Double, height: Double, children: [ExpectedLayout]) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.children = children
    }

    init(jsonLine: Substring) throws {
        let parsed = Array(jsonLine.utf8).withUnsafeBufferPointer { try? JSONReader.parse($0) }
        guard let parsed else { throw FormatError(description: "not JSON: \(jsonLine.prefix(80))") }
        try self.init(parsed)
    }

    private init(_ value: JSONValue) throws {
        guard case .object(let members) = value else { throw FormatError(description: "a layout must be an object") }
        func number(_ key: String) throws -> Double {
            guard let member = members.first(where: { $0.key == key }), case .number(let number) = member.value else {
                throw FormatError(description: "layout without a number \"\(key)\"")
            }
            return number.value
        }
        x = try number("x")
        y = try number("y")
        width = try number("width")
        height = try number("height")
        guard case .array(let kids)? = members.first(where: { $0.key == "children" })?.value else {
            throw FormatError(description: "layout without \"children\"")
        }
        children = try kids.map(ExpectedLayout.init)
    }
}
