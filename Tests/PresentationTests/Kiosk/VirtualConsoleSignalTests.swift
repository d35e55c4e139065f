import Dispatch
import Foundation
@testable import Presentation
import Synchronization
import Testing

/// The kiosk's console switching answers the kernel's `VT_PROCESS` signals, which are
/// real-time signals now (SIGUSR1 is the hierarchy dump's): they are distinct, none is
/// SIGUSR1 or SIGUSR2, and a dispatch signal source receives them, as the console's does.
@Suite struct VirtualConsoleSignalTests {
    @Test func switchingUsesTwoRealTimeSignals() {
        let signals = VirtualConsole.switchSignals
        #expect(signals.release != signals.acquire)
        for number in [signals.release, signals.acquire] {
            #expect(number != SIGUSR1 && number != SIGUSR2)
            // Linux's real-time signals are 32...64; glibc keeps the first two or three.
            #expect((34...64).contains(number))
        }
    }

    /// In a process of its own (an exit test): another test of the run that sets up a
    /// console, or any code that changes the signal's disposition, would race with it.
    @Test func aDispatchSignalSourceReceivesTheAcquireSignal() async {
        await #expect(processExitsWith: .success) {
            let acquire = VirtualConsole.switchSignals.acquire
            signal(acquire, SIG_IGN)
            let received = SignalCount()
            let source = DispatchSource.makeSignalSource(signal: acquire, queue: DispatchQueue(label: "acquire"))
            source.setEventHandler { received.count.withLock { $0 += 1 } }
            source.resume()
            defer { source.cancel() }
            // The source starts listening a moment after `resume()` (dispatch registers it
            // on its own thread): until then the ignored signal is dropped, so it is sent
            // again until one arrives. The limit is for a signal that never arrives.
            let deadline = ContinuousClock.now + .seconds(60)
            while received.count.withLock({ $0 }) == 0, ContinuousClock.now < deadline {
                kill(getpid(), acquire)
                try? await Task.sleep(for: .milliseconds(5))
            }
            #expect(received.count.withLock { $0 } > 0, "the acquire signal never reached the source")
        }
    }
}

/// Signals a source has handled.
private final class SignalCount: Sendable {
    let count = Mutex(0)
}
