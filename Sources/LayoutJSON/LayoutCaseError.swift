/// Why a line of layout JSON input was rejected, in the words of the reference parser
/// (spec.py), without the `line N: ` prefix the command adds. It names where, the key
/// and the value, and what was expected:
/// `root.children[0].style: key "flexGrow" has invalid value true (expected a number >= 0)`;
/// a line that is not JSON at all gives `invalid JSON: Expecting ',' delimiter: column 35`.
public struct LayoutCaseError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
