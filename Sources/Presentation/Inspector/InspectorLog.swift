import Components
import Locking
import TextRasterizer

/// The last diagnostics of an app, in one place: component mistakes (scope collisions,
/// unhandled actions, dropped updates…) and font problems (a missing family, a character
/// no font has), each also sent where it always went (the `DiagnosticHandler`, the font
/// database's handler). The inspector's overlay shows the newest lines.
///
/// A ring of the last `capacity` messages: however long a kiosk runs, the log stays
/// that size. Diagnostics arrive on any thread (builds run off the main actor, fonts
/// resolve on the layout thread), so the ring is behind a lock, and `onAppend` (the
/// inspector's wake-up) is called with no lock held.
public final class InspectorLog: Sendable {
    /// One message and where it came from.
    public struct Message: Sendable, Hashable {
        /// Which handler it was teed from: the root's `DiagnosticHandler`, or a font database's.
        public enum Source: String, Sendable, Hashable {
            case component, font
        }

        public var source: Source
        public var text: String
    }

    /// How many messages it keeps.
    public let capacity: Int
    private let state: Lock<State>

    private struct State {
        var messages: [Message] = []
        var first = 0
        var appended = 0
        var onAppend: (@Sendable () -> Void)?
    }

    public init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        state = Lock(State())
    }

    /// Adds a message, dropping the oldest when full.
    public func append(_ text: String, from source: Message.Source) {
        let message = Message(source: source, text: text)
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            if state.messages.count < capacity {
                state.messages.append(message)
            } else {
                state.messages[state.first] = message
                state.first = (state.first + 1) % capacity
            }
            state.appended += 1
            return state.onAppend
        }
        wake?()
    }

    /// The messages kept, oldest first.
    public var messages: [Message] {
        state.withLock { Array($0.messages[$0.first...] + $0.messages[..<$0.first]) }
    }

    /// Messages appended so far (those dropped from the ring included): changes when a
    /// message arrives.
    public var appendedCount: Int { state.withLock { $0.appended } }

    /// Called after each message, on the thread that appended it.
    var onAppend: (@Sendable () -> Void)? {
        get { state.withLock { $0.onAppend } }
        set { state.withLock { $0.onAppend = newValue } }
    }

    /// A handler that records each diagnostic here, then hands it to `handler`.
    public func recording(to handler: DiagnosticHandler) -> DiagnosticHandler {
        DiagnosticHandler { [self] diagnostic in
            append(diagnostic.message, from: .component)
            handler.report(diagnostic)
        }
    }
}
