/// What `body` throws as a user reads it, with the error's type:
/// `DimensionError: width -10 points is invalid: …`, or `no error`.
public func thrownMessage(_ body: () throws -> Void) -> String {
    do {
        try body()
        return "no error"
    } catch {
        return "\(type(of: error)): \(error)"
    }
}
