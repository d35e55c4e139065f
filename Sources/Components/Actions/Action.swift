/// A typed message a component sends up its responder chain (a button's tap, a song's
/// "play"): handled by the first component or controller on the chain that returns true
/// from `handle`. Usually a small struct or enum.
public protocol Action: Sendable {
    /// Whether nobody handling this action is a mistake worth a diagnostic (default:
    /// yes). Input that is only offered, like key presses, says no.
    static var reportsWhenUnhandled: Bool { get }
}

extension Action {
    public static var reportsWhenUnhandled: Bool { true }
}
