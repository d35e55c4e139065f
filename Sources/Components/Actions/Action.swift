/// A typed message a component sends up its responder chain (a button's tap, a song's
/// "play"): handled by the first component or controller on the chain that returns true
/// from `handle`. Usually a small struct or enum.
public protocol Action: Sendable {}
