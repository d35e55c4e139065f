import CLinux
import Dispatch
import LibC

/// Reads a rotary encoder's REL_DIAL turns from its event devices (`--encoder`), which
/// libinput drops (it knows wheels, not dials): each detent, a `DeviceInput.dial` step
/// (positive: clockwise), which the translator makes Tab or Shift+Tab. The encoder's
/// wheel turns (REL_WHEEL) and push button (KEY_ENTER) reach Tessera through libinput,
/// which opens the same devices; neither reader grabs them.
///
/// Idle costs nothing: a read source per device on the main queue.
@MainActor
final class EncoderDials {
    private var sources: [any DispatchSourceRead] = []
    private var descriptors: [Int32] = []

    /// Opens `paths` (non-blocking) and calls `onTurn` with each dial turn's steps and
    /// time (seconds, the events' clock). Throws a `KioskError` naming a device that
    /// cannot be opened.
    init(paths: [String], onTurn: @escaping @MainActor (_ steps: Int, _ time: Double) -> Void) throws {
        for path in paths {
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = String(cString: strerror(errno))
                stop()
                throw KioskError.unsupported(device: path, "cannot read the encoder: \(reason)")
            }
            descriptors.append(descriptor)
            guard let source = DescriptorReadSource.watch(descriptor, queue: .main, handler: {
                MainActor.assumeIsolated {
                    for turn in Self.readTurns(from: descriptor) { onTurn(turn.steps, turn.time) }
                }
            }) else {
                stop()
                throw KioskError.unsupported(device: path, "cannot watch the encoder: no file descriptor left")
            }
            sources.append(source)
        }
    }

    /// Stops reading and closes the devices.
    func stop() {
        for source in sources { source.cancel() }
        sources = []
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    /// The dial turns among `events` (evdev's `input_event`s): REL_DIAL values, with their
    /// times; everything else is left to libinput.
    nonisolated static func dialTurns(in events: [input_event]) -> [(steps: Int, time: Double)] {
        events.compactMap { event in
            guard event.type == UInt16(EV_REL), event.code == UInt16(REL_DIAL), event.value != 0 else { return nil }
            return (Int(event.value), Double(event.time.tv_sec) + Double(event.time.tv_usec) / 1e6)
        }
    }

    /// Reads what `descriptor` has now (whole events) and returns its dial turns.
    private static func readTurns(from descriptor: Int32) -> [(steps: Int, time: Double)] {
        var events = [input_event](repeating: input_event(), count: 64)
        var turns: [(steps: Int, time: Double)] = []
        while true {
            let count = events.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            turns += dialTurns(in: Array(events.prefix(count / MemoryLayout<input_event>.stride)))
        }
        return turns
    }
}
