import Layout

/// One case of the layout JSON interface (`Specs/layout-json.md`): the space
/// offered to the root (nil: unbounded in that axis) and the tree to lay out.
public struct LayoutCase {
    public var availableWidth: Double?
    public var availableHeight: Double?
    public var root: LayoutNode

    public init(availableWidth: Double?, availableHeight: Double?, root: LayoutNode) {
        self.availableWidth = availableWidth
        self.availableHeight = availableHeight
        self.root = root
    }

    /// Parses and checks one input line (UTF-8, without its line break).
    ///
    /// Everything the spec's table does not allow is rejected, with the first problem
    /// in reading order: unknown keys at any level, values of the wrong type or outside
    /// the property's table, booleans or strings where numbers belong, NaN, infinities
    /// and overflowing literals.
    public init(jsonLine: some Collection<UInt8>) throws(LayoutCaseError) {
        let parsed = jsonLine.withContiguousStorageIfAvailable(Self.readJSON)
            ?? Array(jsonLine).withUnsafeBufferPointer(Self.readJSON)
        switch parsed {
        case .failure(let error): throw LayoutCaseError("invalid JSON: \(error.message)")
        case .success(let value): self = try CaseDecoder.decodeCase(value)
        }
    }

    /// Parses and checks one input line (see `init(jsonLine:)` for bytes).
    public init(jsonLine: String) throws(LayoutCaseError) {
        try self.init(jsonLine: jsonLine.utf8)
    }

    /// How many nodes the tree has, the root included.
    public var nodeCount: Int {
        func count(_ node: LayoutNode) -> Int { node.children.reduce(1) { $0 + count($1) } }
        return count(root)
    }

    private static func readJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONSyntaxError> {
        do throws(JSONSyntaxError) {
            return .success(try JSONReader.parse(bytes))
        } catch {
            return .failure(error)
        }
    }
}
