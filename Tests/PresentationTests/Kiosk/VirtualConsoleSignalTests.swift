import Dispatch
import Foundation
@testable import Presentation
import Testing

/// The kiosk's console switching answers the kernel's `VT_PROCESS` signals, which are
/// real-time signals now (SIGUSR1 is the hierarchy dump's): they are distinct, none is
/// SIGUSR1 or SIGUSR2, and a dispatch source on the main queue receives them, as the
/// console's does.
@MainActor
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

    @Test func aDispatchSourceOnTheMainQueueReceivesTheReleaseSignal() async {
        let release = VirtualConsole.switchSignals.release
        signal(release, SIG_IGN)
        let received = ReceivedCount()
        let source = DispatchSource.makeSignalSource(signal: release, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { received.count += 1 } }
        source.resume()
        defer { source.cancel() }
        // The source starts listening a moment after `resume()` (dispatch registers it on
        // its own thread): until then the ignored signal is dropped, so it is sent again
        // until one arrives.
        #expect(await wait {
            if received.count == 0 { kill(getpid(), release) }
            return received.count > 0
        })
    }
}

@MainActor
private final class ReceivedCount {
    var count = 0
}
