import Foundation
import GalleryPages
import Presentation
import Testing

/// A loop whose input closes its descriptor as the loop ends, with an event delivered
/// but not yet handled, leaves nothing behind under the descriptor's number: the next
/// loop on a descriptor that reuses the number still wakes. (Watching the descriptor
/// itself, libdispatch kept a stale registration under the number and the second loop
/// never woke; so did the desktop's light/dark changes after a window closed.)
@MainActor
@Suite struct DescriptorReadSourceTests {
    /// Input from a pipe: one event per byte written, and the read end closed on `stop()`.
    final class PipeInput: InputSource {
        let readEnd: Int32
        let writeEnd: Int32
        private(set) var bytesRead = 0
        var onEventsWaiting: (() -> Void)?

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            (readEnd, writeEnd) = (ends[0], ends[1])
            _ = fcntl(readEnd, F_SETFL, O_NONBLOCK)
        }

        var wakeup: EventLoop.Wakeup { .fileDescriptor(readEnd) }

        func nextEvent() -> WindowEvent? {
            var byte: UInt8 = 0
            guard read(readEnd, &byte, 1) == 1 else { return nil }
            bytesRead += 1
            return nil
        }

        func now() -> Double { 0 }
        func surfaceDidResize(_ presenter: Presenter) {}

        func stop() {
            close(readEnd)
            close(writeEnd)
        }

        func send() { _ = write(writeEnd, "x", 1) }
    }

    func loop(on input: PipeInput) throws -> EventLoop {
        let presenter = try Presenter(CounterComponent(), surface: try HeadlessSurface(width: 120, height: 40), scale: 1,
                                      background: GalleryPage.background)
        let loop = EventLoop(presenter: presenter, input: input, refreshInterval: .milliseconds(16))
        loop.start()
        return loop
    }

    /// In a process of its own (an exit test): only there is the number the first pipe
    /// frees the one the second takes, as no other test opens descriptors meanwhile.
    @Test func aLoopEndingWithInputPendingLeavesTheNextLoopOnTheSameNumberAwake() async {
        await #expect(processExitsWith: .success) { @MainActor in
            let suite = DescriptorReadSourceTests()
            for round in 0..<5 {
                let first = try PipeInput()
                let firstLoop = try suite.loop(on: first)
                // An event handled, so that dispatch watches the first pipe and has rearmed.
                first.send()
                #expect(await wait(upTo: .seconds(10)) { first.bytesRead == 1 })
                // Delivered to dispatch but not handled: the main actor is held until the loop ends.
                first.send()
                usleep(20_000)
                firstLoop.quit()
                let number = first.readEnd
                let second = try PipeInput()
                let secondLoop = try suite.loop(on: second)
                defer { secondLoop.quit() }
                #expect(second.readEnd == number, "round \(round): the second pipe took another number: the case is not made")
                // The loop drains its input once as it starts: only the descriptor can wake it after.
                try await Task.sleep(for: .milliseconds(100))
                second.send()
                #expect(await wait(upTo: .seconds(5)) { second.bytesRead == 1 }, "round \(round): the second loop never woke")
            }
        }
    }
}
