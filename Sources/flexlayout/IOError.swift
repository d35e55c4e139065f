import LibC

/// A file that could not be opened, read or written, with the system's reason.
struct IOError: Error, CustomStringConvertible {
    let description: String

    /// `what` (e.g. "cannot read cases.jsonl") and the text for the current `errno`.
    static func system(_ what: String) -> IOError {
        IOError(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
