/// Where a screen reader's words go: a speech synthesizer on a kiosk, a log in tests.
@MainActor
public protocol SpeechOutput: AnyObject {
    /// Says `text`, first silencing what is being said when `interrupting` (a new gesture
    /// cuts the last announcement short, as phones' screen readers do).
    func speak(_ text: String, interrupting: Bool)
    /// Stops speaking.
    func stop()
}

/// A `SpeechOutput` that keeps what it was asked to say, in order: for tests, and to
/// show a kiosk's announcements in a log.
@MainActor
public final class SpeechLog: SpeechOutput {
    /// Everything said, oldest first.
    public private(set) var utterances: [String] = []
    /// How many times speech was cut short.
    public private(set) var interruptions = 0
    /// The most utterances kept (the oldest go first).
    public let limit: Int

    public init(limit: Int = 1_000) {
        self.limit = max(1, limit)
    }

    public func speak(_ text: String, interrupting: Bool) {
        if interrupting { interruptions += 1 }
        utterances.append(text)
        if utterances.count > limit { utterances.removeFirst(utterances.count - limit) }
    }

    public func stop() {}

    /// Forgets what was said.
    public func clear() {
        utterances.removeAll()
    }
}
